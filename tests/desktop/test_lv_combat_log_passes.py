"""The relaunch's combat log says who passed a round (pl34b #13, 4 seats at 1920x1080): it
read "Round 2. Mid-Combat events." with no word that the hunter did not attack; only the
side log said "Ada passes and does not attack.". Judged on the combat log's column as drawn,
in both languages."""

from __future__ import annotations

import pytest

from desktop.screens.rage_lv import hud, layout
from engine.i18n import using
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_ccg_support import played_live
from tests.desktop.test_table_support import frames, make_app

SAID = {"en": "Bob passes and does not attack.", "pt-BR": "Bob passa e não ataca."}


@pytest.mark.parametrize("language", list(SAID))
def test_a_round_the_hunter_passes_is_said_in_the_combat_log(display, language) -> None:
    """Seed 1 of 2-seat heuristic games: a fight starts at the 39th command; at the 48th Bob
    passes the round's attack."""
    with tracing():
        app = make_app((1920, 1080), speed=50.0, language=language)
        try:
            with using(app.translations):
                table = played_live(app, 1, 38, 10)
            frames(app, 10)
            assert table.view.get("combat") is not None
            column = hud.combat_log_band().move(layout.COMBAT.topleft)
            drawn = " ".join(
                m.text.strip() for _, m in trace_frame(app).texts() if column.colliderect(m.rect)
            )
        finally:
            app.close()
    assert SAID[language] in drawn, drawn
