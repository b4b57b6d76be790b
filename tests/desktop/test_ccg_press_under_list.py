"""A press on a card whose release lands on a list that opened meanwhile (a question the
game asked, the Actions list) does not stay pending: the next press lifts the card under the
pointer (issue 30: in the newcomer game's test a drag of Shield-Brother onto its lit
creature moved another card, held since an earlier press, and was refused)."""

from __future__ import annotations

import pygame

from desktop.game.controllers import bot, person
from desktop.ui.choice import ChoiceDialog
from tests.desktop.test_classic_drag import _wait_for_drop
from tests.desktop.test_classic_table import open_table
from tests.desktop.test_table_support import frames, key, make_app, motion, window_pos


def test_a_press_released_over_a_list_leaves_nothing_held(display) -> None:
    app = make_app((1280, 720), speed=8.0)
    try:
        table = open_table(app, [person("Ann"), bot("Bob")])
        spot, _cmd, _target = _wait_for_drop(app, table)
        at = window_pos(app, spot.rect.center)
        down = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=at, button=1)
        frames(app, 1, [motion(app, spot.rect.center), down])
        assert table.drag.pressed is not None
        frames(app, 1, [key(pygame.K_a)])  # a list opens while the button is down
        assert isinstance(table.dialog, ChoiceDialog) and table.dialog.is_open
        frames(app, 1, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=at, button=1)])
        frames(app, 1, [key(pygame.K_ESCAPE)])
        assert table.dialog is None or not table.dialog.is_open
        assert table.drag.pressed is None
        frames(app, 1, [motion(app, spot.rect.center), down])
        assert table.drag.pressed is not None
        assert (table.drag.pressed.data or {}).get("iid") == spot.iid
    finally:
        app.close()
