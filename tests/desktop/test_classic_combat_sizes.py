"""The 1995 combat view draws both sides' fighters at one readable size (issue 30, a 4-seat
game at 1920x1080, shots 171 and 215 of its play): Keeper Ashgrove with five attachments and
Ysolde Amberclaw against him were drawn at the smallest card size, their names cut to
"Keeper As…", with most of the panel empty; the round's plays under the fighters took the
height their attachments needed. Judged on the names the frame prints, at 1280x720 and
1920x1080, at a moment of that game (tests/engine/classic_pcl4_game.py)."""

from __future__ import annotations

import pytest

from desktop.screens.rage_classic import layout
from tests.desktop.classic_pcl_support import pcl4_table
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_table_support import frames
from tests.desktop.test_text_readable import min_cap

#: turn 3's combat, round 2: Keeper Ashgrove (five attachments) attacks Ysolde Amberclaw
FIGHT = 563
FIGHTERS = ("Keeper Ashgrove", "Ysolde Amberclaw")


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_both_fighters_are_drawn_large_enough_to_read_their_names(display, size) -> None:
    with tracing(), pcl4_table("en", FIGHT, size) as (app, table):
        frames(app, 15)
        assert table.view.get("combat") is not None
        marks = trace_frame(app).in_sight()
        least = min_cap()
    scale = size[1] / 1080
    # the combat panel's fighters, under its headings (the player's own pack lies below it)
    top, bottom = round(74 * scale), round(layout.COMBAT.bottom * scale)
    for name in FIGHTERS:
        printed = [m for m in marks if m.card and m.text == name and top < m.rect.y < bottom]
        assert printed, (name, sorted({m.text for m in marks if m.card}))
        assert all(m.cap >= least for m in printed), (name, [m.cap for m in printed], least)
