"""An opponent's area opened by the pointer can be browsed with it (issue 30, pl34b #5): the
view closed as soon as the pointer went down into it, so the cards under a pile's "+N more"
could never be zoomed and their text stayed cut, while the strip said "hover or →: open".
Now the view stays open while the pointer is on it, its cards zoom when pointed at (the
zoom's face is theirs), and it closes when the pointer leaves it.

A 4-seat game the bots played 60 commands into, at 1920x1080 and 1280x720, moved through
the app's frame with pointer motion only.
"""

from __future__ import annotations

import pytest

from desktop.game.controllers import bot, person
from desktop.screens.ccg_kit.peek import seat_at
from engine.core.session import Session
from tests.desktop.layout_trace import keep_shot
from tests.desktop.test_ccg_support import make_app, open_table, seats_played
from tests.desktop.test_table_support import frames, frames_until, motion

NAMES = ["Ana", "Bruno", "Chen", "Dalia"]
PACKS = ["ashen-wind", "hollow-moon", "stone-choir", "hollow-moon"]
REST = 16  # frames the pointer rests on an area before it opens (0.25 s)
SLIDE = 10  # and the view's slide (0.12 s)
AWAY = (1700, 1060)  # the sidebar's foot (logical): no area, no view there


def _crowded(commands: int) -> Session:
    return seats_played(NAMES, commands, seed=1, options={"packs": PACKS})


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_the_pointer_browses_an_opened_area(display, size) -> None:
    app = make_app(size, speed=50.0)
    try:
        table = open_table(app, _crowded(60), [person("Ana")] + [bot(n) for n in NAMES[1:]])
        table.paused = True
        frames_until(app, lambda: not table.settling())
        stage, peek = table.stage, table.stage.peek
        # a card under an opponent's pile (its "+N more"), which the table does not show
        areas = stage.peek_areas()
        pile = next(p for p in stage.piles if p.under and seat_at(areas, p.top.center) is not None)
        seat = seat_at(areas, pile.top.center)
        assert seat is not None
        rect = stage.peek_areas()[seat]
        start = (rect.centerx, rect.bottom - 10)
        frames(app, 2, [motion(app, start)])
        frames(app, REST + SLIDE)
        assert peek.seat == seat
        # down into the view in small steps, as a hand moves, to a hidden card
        index = next(i for i, (key, _c) in enumerate(peek._shows) if key in pile.under)
        key, cid = peek._shows[index]
        goal = peek.cards[index][1].center
        for i in range(1, 13):
            at = (
                start[0] + (goal[0] - start[0]) * i / 12,
                start[1] + (goal[1] - start[1]) * i / 12,
            )
            frames(app, 1, [motion(app, at)])
            assert peek.is_open and peek.seat == seat, f"the view closed on the way, at {at}"
        frames(app, 30)
        assert peek.is_open, "the view closed under the pointer"
        assert stage.preview.visible, "the card pointed at in the view is not zoomed"
        assert table._zoomed[0] == cid, (table._zoomed, cid)
        keep_shot(app, f"lv-peek-browse-{size[0]}")
        # out of the view, to the sidebar's foot: it closes
        frames(app, 2, [motion(app, AWAY)])
        frames(app, SLIDE)
        assert not peek.is_open, ("the view stays after the pointer left it", peek.box)
    finally:
        app.close()
