"""The sidebar's "to win: 14" says why on hover: in a game to 15 it had fallen by 1, and only
the log said so (issue 30; seed 000, Start of Turn: a turn when no player can draw a Sept card
lowers the Renown level by 1 for good)."""

from __future__ import annotations

import pytest

from desktop.screens.rage_lv import hud
from engine.i18n import using
from tests.desktop.layout_trace import trace_frame
from tests.desktop.test_ccg_support import bots_played, traced_table
from tests.desktop.test_table_support import frames, motion

SAID = {"en": "wins at once", "pt-BR": "vence na hora"}


@pytest.mark.parametrize("language", list(SAID))
def test_hovering_to_win_says_what_it_is_and_why_it_fell(display, language) -> None:
    session = bots_played(3, seed=1)
    with traced_table(session, language, (1280, 720), moot=False) as (app, table):
        side = table.stage.extra("side")
        at = next(r for label, r in side[0] if label == hud.TO_WIN)
        frames(app, 20, [motion(app, at.center)])
        assert table.tips.shown is not None and table.tips.shown.key == "to-win"
        drawn = " ".join(m.text for _, m in trace_frame(app).texts())
        assert SAID[language].split()[-1] in drawn, drawn
        table.view["renown_level"] = 19  # as after a turn no one could draw (a game to 20)
        with using(app.translations):
            why = table._to_win_words()
    assert SAID[language] in why and "19" in why and "20" in why, why
