"""An opponent's area opens by pointer only once the pointer rests on it (issue 30, met in a
real window at 1920x1080 on the 1995 table): a diagonal move from the hand to Hint crossed
the top band and flashed the area open. Now a pointer passing across in a few frames opens
nothing; resting about a quarter of a second (the app's clock, the frames' dt) opens it;
leaving closes it at once; the keyboard's focus still opens it at once.

Driven through the app's frame with pointer motion and keys, 2 seats at 1920x1080 and
4 seats at 1280x720.
"""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from desktop.app import App
from desktop.game.controllers import bot, person
from desktop.screens.rage_classic.table import ClassicTable
from tests.desktop.test_classic_table import open_table
from tests.desktop.test_table_support import FRAME, frames, frames_until, key, make_app, motion

NAMES = ["Ann", "Bob", "Cid", "Dee"]
REST_S = 0.25  # about how long the pointer rests before the area opens


@pytest.fixture(params=[((1920, 1080), 2), ((1280, 720), 4)], ids=["1920x1080-2", "1280x720-4"])
def still(request: pytest.FixtureRequest, display: None) -> Iterator[tuple[App, ClassicTable]]:
    """The 1995 table of Ann and bots, shown and standing still (the bots wait): 2 seats at
    1920x1080 (the play helper's) and 4 at 1280x720 (the most crowded)."""
    size, seats = request.param
    app = make_app(size, speed=50.0)
    try:
        table = open_table(app, [person(NAMES[0]), *(bot(n) for n in NAMES[1:seats])])
        table.paused = True
        frames_until(app, lambda: not table.settling())
        yield app, table
    finally:
        app.close()


def test_an_area_opens_after_the_pointer_rests_not_as_it_passes(
    still: tuple[App, ClassicTable],
) -> None:
    app, table = still
    peek, areas = table.stage.peek, table.stage.peek_areas()
    assert len(areas) == table.seats - 1
    hand = next(s.rect.center for s in table.spots if s.kind == "hand")
    rect = areas[min(areas)]
    # across the band in three frames, from the hand and back down: nothing opens
    for at in ((rect.x + 20, rect.bottom - 8), (rect.centerx, rect.y + 30), hand):
        frames(app, 1, [motion(app, at)])
        assert not peek.is_open, f"the area opened as the pointer passed at {at}"
    frames(app, 30)
    assert not peek.is_open, "the area opened after the pointer had gone"
    # resting: not at once, then open within the rest (the app wakes for it)
    frames(app, 1, [motion(app, rect.center)])
    assert not peek.is_open, "the area opened at once"
    wake = table.wake_in()
    assert wake is not None and wake <= REST_S, f"the app sleeps {wake} through the rest"
    frames(app, round(REST_S / FRAME / 2))
    assert not peek.is_open, "the area opened before the pointer rested"
    frames(app, round(REST_S / FRAME / 2) + 2)
    assert peek.is_open and not peek.by_key, "resting on the area did not open it"
    # leaving closes it at once
    frames(app, 1, [motion(app, hand)])
    assert not peek.is_open, "the view stayed after the pointer left"
    # the keyboard's focus opens it at once
    for _ in range(60):
        frames(app, 1, [key(pygame.K_LEFT)])
        if table.focus_key and table.stage.card_node(table.focus_key) is not None:
            node = table.stage.card_node(table.focus_key)
            if any(r.collidepoint(node.to_world()) for r in areas.values()):
                break
    assert peek.is_open and peek.by_key, "the focus on an opponent's card opened nothing"
