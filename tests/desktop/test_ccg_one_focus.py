"""One keyboard focus on the CCG table. Playing rage-lv by keyboard in a real window at
1920x1080, the arrows ringed a card and Up/Down then lit the Pass button beside it: two rings,
and Enter went to the card (its list opened) though Pass was the one lit. Now the button the
keys reach takes the focus alone, and the arrows take it back to a card."""

from __future__ import annotations

import pygame

from tests.desktop.test_ccg_support import main_turn, make_app
from tests.desktop.test_table_support import frames, key

GIFT = "obsidian-knuckles"


def test_the_button_up_down_light_is_where_enter_goes(display) -> None:
    app = make_app((1920, 1080), speed=50.0)
    try:
        table, session = main_turn(app, [GIFT, GIFT])
        frames(app, 30)
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
    finally:
        app.close()
