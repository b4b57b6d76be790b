"""An opponent's area the arrows opened closes when a hint moves the focus on. Playing
rage-lv by keyboard in a real window at 1920x1080: Right put the focus on Ada's Granite Voice
and opened her area over the middle of the table; "?" then moved the focus to the hinted
Old Grudge in hand, but the area stayed open over the player's own cards, under the hint
that said "click the glowing card". Driven through the app's frame with key events."""

from __future__ import annotations

import pygame

from tests.desktop.test_ccg_support import main_turn, make_app
from tests.desktop.test_table_assist import wait_for_hint
from tests.desktop.test_table_support import frames, key

GIFT = "obsidian-knuckles"


def test_the_hint_moving_the_focus_closes_the_area_the_arrows_opened(display) -> None:
    app = make_app((1920, 1080), speed=50.0)
    try:
        table, session = main_turn(app, [GIFT, GIFT])
        frames(app, 30)
        peek = table.stage.peek
        for _ in range(40):  # the arrows round the table to an opponent's card
            frames(app, 3, [key(pygame.K_RIGHT)])
            if peek.is_open:
                break
        assert peek.is_open and peek.by_key, "the arrows never reached an opponent's card"
        frames(app, 2, [key(pygame.K_QUESTION, "?")])
        wait_for_hint(app, table)
        hinted = table.assist.hinted
        assert hinted is not None
        assert table.focus_key != "" and table.focused() is not None
        assert table.focused().node.data.get("kind") == "hand", table.focus_key
        frames(app, 20)
        assert not peek.is_open, "the area stayed open after the hint moved the focus on"
    finally:
        app.close()
