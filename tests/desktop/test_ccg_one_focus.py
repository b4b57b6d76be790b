"""One keyboard focus on the CCG table, and the opened area following it. Playing rage-lv by
keyboard in a real window at 1920x1080:
- the arrows ringed a card and Up/Down then lit the Pass button beside it: two rings, and
  Enter went to the card (its list opened) though Pass was the one lit;
- Right put the focus on Ada's Granite Voice and opened her area over the middle of the
  table; "?" then moved the focus to the hinted Old Grudge in hand, but the area stayed open
  over the player's own cards, under a hint saying "click the glowing card".
Driven through the app's frame with key events."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pygame
import pytest

from tests.desktop.test_ccg_support import main_turn, make_app
from tests.desktop.test_table_assist import wait_for_hint
from tests.desktop.test_table_support import frames, key

GIFT = "obsidian-knuckles"


@pytest.fixture
def my_turn(display) -> Iterator[tuple[Any, Any, Any]]:
    app = make_app((1920, 1080), speed=50.0)
    try:
        table, session = main_turn(app, [GIFT, GIFT])
        frames(app, 30)
        yield app, table, session
    finally:
        app.close()


def test_the_button_up_down_light_is_where_enter_goes(my_turn) -> None:
    app, table, session = my_turn
    frames(app, 3, [key(pygame.K_RIGHT)])
    assert table.stage.focus_ring.visible, "the arrows ring a card"
    for _ in range(12):
        if table.widgets.focused is table.pass_button:
            break
        frames(app, 3, [key(pygame.K_DOWN)])
    assert table.widgets.focused is table.pass_button, "Down never reached Pass"
    assert not table.stage.focus_ring.visible, "a card stayed ringed beside the lit Pass"
    before = len(session.entries)
    frames(app, 3, [key(pygame.K_RETURN)])
    assert table.dialog is None, "Enter opened a card's list, not the lit Pass"
    assert session.entries[before]["command"] == {"type": "pass"}
    frames(app, 3, [key(pygame.K_RIGHT)])
    if table.stage.focus_ring.visible:  # a card to go to after the pass
        assert table.widgets.focused is None, "the arrows ringed a card; Pass stayed lit"


def test_the_hint_moving_the_focus_closes_the_area_the_arrows_opened(my_turn) -> None:
    app, table, _session = my_turn
    peek = table.stage.peek
    for _ in range(40):  # the arrows round the table to an opponent's card
        frames(app, 3, [key(pygame.K_RIGHT)])
        if peek.is_open:
            break
    assert peek.is_open and peek.by_key, "the arrows never reached an opponent's card"
    frames(app, 2, [key(pygame.K_QUESTION, "?")])
    wait_for_hint(app, table)
    focused = table.focused()
    assert table.assist.hinted is not None and focused is not None
    assert focused.node.data.get("kind") == "hand", table.focus_key
    frames(app, 20)
    assert not peek.is_open, "the area stayed open after the hint moved the focus on"
