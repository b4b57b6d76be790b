"""The 1995 bar's play-card step names the fighters the person places cards on (pl35: playing
for the prey, the bar said "drag Combat cards onto your fighters", though the prey is no one's).
Judged on the bar drawn, en and pt-BR; moments of issue 30's 2-seat game."""

from __future__ import annotations

import pytest

from desktop.screens.rage_classic import layout, words
from tests.desktop.classic_pcl_support import pcl_table
from tests.desktop.layout_trace import trace_frame, tracing

#: Player 1 plays for the prey (45) and for their own fighter (72)
FOR_PREY, FOR_MINE = 45, 72
YOURS = {"en": "your fighters", "pt_BR": "seus lutadores"}


@pytest.mark.parametrize("language", ["en", "pt_BR"])
@pytest.mark.parametrize("commands", [FOR_PREY, FOR_MINE])
def test_the_bar_names_the_fighters(display, language, commands) -> None:
    with tracing(), pcl_table(language, commands) as (app, table, _said):
        fighters = {c["creature"] for c in table.legal if c["type"] == "assign"}
        assert fighters, "no card to place"
        bar = " ".join(m.text for _, m in trace_frame(app).texts() if layout.BAR.contains(m.rect))
        assert YOURS[language] not in bar, bar
        for iid in fighters:
            assert words.name(iid) in bar, (words.name(iid), bar)
