"""The orange F badge on a frenzied creature has a tooltip (issue 30, pl36a 13): a newcomer
met it on Twist-of-Smoke in the combat view with nothing saying what it means. Judged at a
moment of the 4-seat newcomer game (tests/engine/classic_pcl4_game.py) where Vesk Hollowjaw
is in a limited frenzy, by hovering the badge, in English and Portuguese."""

from __future__ import annotations

import pytest

from tests.desktop.classic_pcl_support import pcl4_table
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_table_support import frames, motion

#: turn 1's combat: Vesk Hollowjaw in a limited frenzy (the game's entry 382)
FRENZIED = 385
SAID = {"en": "in a frenzy", "pt_BR": "em frenesi"}


@pytest.mark.parametrize("language", ["en", "pt_BR"])
def test_the_frenzy_badge_says_what_it_means(display, language) -> None:
    with tracing(), pcl4_table(language, FRENZIED, (1280, 720)) as (app, table):
        frames(app, 3)
        badges = [r for t, r in table.labels if t == "F"]
        assert badges, "no F badge drawn"
        table.tips.hide()
        frames(app, 2, [motion(app, badges[0].center)])
        shown = table.tips.shown
        assert shown is not None and shown.key == "frenzy_badge", shown
        drawn = " ".join(m.text for m in trace_frame(app).in_sight())
        assert SAID[language] in drawn, drawn
