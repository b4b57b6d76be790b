"""The Hint's box covers nothing the player must click (issue 30, seen in a real window at
1280x720): a Hint asked while a list of moves is open was drawn over the list's last rows, and
in a combat with many Combat cards over the last card of the Combat hand. Judged on the box's
rectangle as drawn and those of the list and the cards on screen, through the app's frame."""

from __future__ import annotations

import pygame

from desktop.game.controllers import bot, person
from desktop.ui.choice import ChoiceDialog
from tests.desktop.test_ccg_hint_clear import LONG
from tests.desktop.test_ccg_support import open_table, paused_at
from tests.desktop.test_lv_hint_box import _show
from tests.desktop.test_lv_hint_in_list import picking
from tests.desktop.test_table_assist import wait_for_hint
from tests.desktop.test_table_support import click, frames, frames_until, make_app


def _clickable(table) -> list[pygame.Rect]:
    """The cards in hand and the buttons on show, but the Hint's own."""
    cards = [s.rect for s in table.spots if s.kind in ("hand", "combat-hand")]
    buttons = [w.rect for w in table.widgets.widgets if w.visible and w is not table.assist.button]
    return cards + buttons


def test_a_hint_asked_over_a_list_leaves_its_rows_in_sight(display) -> None:
    app = make_app((1280, 720))
    try:
        table = open_table(app, picking(), [person("Ann"), bot("Bob")])
        frames_until(app, lambda: isinstance(table.dialog, ChoiceDialog))
        frames(app, 5)
        click(app, table.assist.button.rect.center)
        wait_for_hint(app, table)
        frames(app, 3)
        dialog, box = table.dialog, table.assist.hint_rect
        assert isinstance(dialog, ChoiceDialog) and dialog.is_open
        assert box is not None, "the hint is not drawn"
        assert not box.colliderect(dialog.rect), (box, dialog.rect)
        assert box.top >= 0 and box.bottom <= app.logical_size[1]
    finally:
        app.close()


def test_the_hint_leaves_a_long_combat_hand_in_sight(display) -> None:
    app = make_app((1280, 720), speed=50.0)
    try:
        table = paused_at(app, 19, 5)
        assert table.view.get("combat") is not None
        # seven Combat cards (effects draw more): the row reaches under the Hint's place
        hand = table.model.view["players"][0]["combat_hand"]
        hand += hand[:2]
        table._cards_due, table._hud_due, table._hud_next = True, True, 0
        frames(app, 8)
        _show(table, LONG)
        frames(app, 6)
        box = table.assist.hint_rect
        assert box is not None, "the hint is not drawn"
        assert sum(1 for s in table.spots if s.kind == "combat-hand") == 7
        covered = [r for r in _clickable(table) if r.colliderect(box)]
        assert not covered, (box, covered)
    finally:
        app.close()
