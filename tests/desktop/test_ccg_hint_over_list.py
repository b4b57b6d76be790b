"""The Hint box and an open list of moves (issue 30, found in a real window): the Hint's box
was drawn under the list, its words cut by the list's edge. A Hint asked while the list is
open is drawn over it; a list opened after the Hint, at the same decision, keeps it in sight
over the list too (it covered it once, and the advice just asked for was gone: see
test_ccg_hint_stays_with_list). Judged on the frame's paint order."""

from __future__ import annotations

import pygame

from desktop.game.controllers import bot, person
from desktop.ui.choice import ChoiceDialog
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_ccg_hint_stays_with_list import hint_over_the_list
from tests.desktop.test_ccg_support import main_turn, make_app, open_table
from tests.desktop.test_lv_hint_in_list import picking
from tests.desktop.test_table_assist import wait_for_hint
from tests.desktop.test_table_support import click, frames, frames_until, key


def _painted(app, words: str) -> list[int]:
    """Where in the frame's paint order a text starting with `words` is drawn."""
    return [i for i, mark in trace_frame(app).texts() if mark.text.startswith(words)]


def test_a_hint_asked_with_the_list_open_is_drawn_over_it(display) -> None:
    with tracing():
        app = make_app((1280, 720))
        try:
            table = open_table(app, picking(), [person("Ann"), bot("Bob")])
            frames_until(app, lambda: isinstance(table.dialog, ChoiceDialog))
            frames(app, 5)
            title = table.dialog.title
            click(app, table.assist.button.rect.center)
            wait_for_hint(app, table)
            frames(app, 3)
            assert table.dialog is not None and table.dialog.is_open
            hint = _painted(app, "Hint: ")
            listed = _painted(app, title)
        finally:
            app.close()
    assert hint and listed, (hint, listed)
    assert min(hint) > max(listed), "the Hint's box is drawn under the list"


def test_a_list_opened_after_the_hint_leaves_it_over_the_list(display) -> None:
    with tracing():
        app = make_app((1280, 720))
        try:
            table, _session = main_turn(app, ["tremor"])
            frames(app, 3)
            app.frame(1 / 60, [key(pygame.K_SLASH, "?")])
            wait_for_hint(app, table)
            frames(app, 3)
            assert table.assist.hint is not None and _painted(app, "Hint: ")
            hint_over_the_list(app, table)  # A opens it: over the list, clear of its rows
            app.frame(1 / 60, [key(pygame.K_ESCAPE)])
            frames(app, 3)
            assert table.dialog is None or not table.dialog.is_open
            assert _painted(app, "Hint: "), "the Hint stays once the list closes"
        finally:
            app.close()
