"""A 1995 fight's closing line gives each kill its own points, and points a card gave apart
(pl36a #7: "killed: Wild Wolf Pack; Chloé +4 VP" for a Renown-3 prey, the log showing
"Chloé scores 1 VP." from another card before the kill; a newcomer learns wrong values for
prey). Issue 30's 4-seat game, command 289: Director Vane (Chloé) kills Eco Researcher
(Renown 2) and a card scores Chloé 1 VP more. Judged on what is drawn on the combat view."""

from __future__ import annotations

import pytest

from desktop.screens.rage_classic import layout
from tests.desktop.classic_pcl_support import pcl4_table
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_table_support import frames, frames_until
from tests.engine import classic_pcl4_game as pcl4

KILL = 289  # the log's entry (the deal is entry 0)
SAID = {
    "en": ("Eco Researcher (Chloé +2 VP)", "Chloé +1 VP from a card"),
    "pt_BR": ("Eco Researcher (Chloé +2 PV)", "Chloé +1 PV de uma carta"),
}


@pytest.mark.parametrize("language", ["en", "pt_BR"])
def test_a_kill_gives_its_own_points(display, language) -> None:
    with tracing(), pcl4_table(language, KILL - 1) as (app, table):
        seat, command = pcl4.COMMANDS[KILL - 1]
        table.runner.session.apply(seat, command)  # Chloé's pass ends the fight
        frames_until(app, lambda: bool(table.view.get("fight_over")), limit=900)
        frames(app, 10)
        drawn = " ".join(
            m.text for _, m in trace_frame(app).texts() if layout.COMBAT.contains(m.rect)
        )
        kill, card = SAID[language]
        assert kill in drawn and card in drawn, drawn
        assert "+3" not in drawn, drawn
