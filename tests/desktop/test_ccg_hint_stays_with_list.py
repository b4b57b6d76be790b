"""A hint stays with the decision it was asked for (issue 30, found playing the 1995 table by
keyboard: ?, a few seconds, then A). The "OK?" window's countdown went on while the hint was
worked out and said OK for the player, and the hint went with the question; and at either
table a list opened after the hint (A) covered it, so the advice just asked for was gone.
Now asking a hint stops the count as P does, and a list opened at the same decision keeps
the hint in sight, clear of its rows. Driven by keys through the app's frames; judged on
the frame's texts and the boxes' rectangles (the relaunch's ? then A:
test_ccg_hint_over_list)."""

from __future__ import annotations

import pygame

from desktop.game.controllers import bot, person
from desktop.screens.rage_classic.table import OK_SECONDS
from desktop.ui.choice import ChoiceDialog
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_ccg_hint_clear import LONG
from tests.desktop.test_ccg_support import main_turn
from tests.desktop.test_classic_table import open_table, reach_ok_question
from tests.desktop.test_lv_hint_box import _show
from tests.desktop.test_table_assist import wait_for_hint
from tests.desktop.test_table_support import FRAME, frames, key, make_app


def hint_over_the_list(app, table) -> None:
    """A (every action) opens the list; the hint asked before it is drawn whole over it,
    clear of its rows and on the screen."""
    frames(app, 1, [key(pygame.K_a, "a")])
    frames(app, 3)
    dialog = table.dialog
    assert isinstance(dialog, ChoiceDialog) and dialog.is_open
    assert table.assist.hint is not None, "the hint went when the list opened"
    order = trace_frame(app).texts()
    hint = [i for i, m in order if m.text.startswith("Hint: ")]
    listed = [i for i, m in order if m.text.startswith(dialog.title)]
    assert hint and listed, "the hint is not drawn with the list open"
    assert min(hint) > max(listed), "the hint is drawn under the list"
    box = table.assist.hint_rect
    assert box is not None and not box.colliderect(dialog.rect), (box, dialog.rect)
    assert box.top >= 0 and box.bottom <= app.logical_size[1], box


def test_1995_a_hint_asked_at_an_ok_question_stops_the_count_and_stays(display) -> None:
    with tracing():
        app = make_app((1280, 720))
        try:
            table = open_table(app, [person("Ann"), bot("Bob"), bot("Cy")], seed=5)
            reach_ok_question(app, table)
            mine = [e for e in table.session.entries if e.get("seat") == 0]
            frames(app, 1, [key(pygame.K_SLASH, "?")])
            assert table.ok_paused, "asking a hint did not stop the count"
            wait_for_hint(app, table)
            for _ in range(int(OK_SECONDS * 1.5 / FRAME)):  # longer than the count
                app.frame(FRAME, [])
            # (the bots may answer the same window meanwhile)
            assert table._ok_command() is not None, "the table said OK for the player"
            assert [e for e in table.session.entries if e.get("seat") == 0] == mine
            assert table.assist.hint is not None, "the hint went"
            hint_over_the_list(app, table)
        finally:
            app.close()


def test_a_long_hint_over_a_tall_list_stays_on_the_screen(display) -> None:
    """Above a list of eleven rows and a message there is no room for a long hint, nor
    anywhere clear of the list: the box was placed above the screen's top edge, its first
    lines cut off. It now stays on the screen."""
    app = make_app((1280, 720))
    try:
        table, _session = main_turn(app, ["tremor"])
        frames(app, 3)
        rows = [(f"Row {i}", c) for i, c in enumerate((table.legal * 12)[:12])]
        table.choose("A tall list", rows, message="Two lines of words over its rows. " * 3)
        _show(table, LONG)
        table._hint_asked()  # asked with the list open (? on the list)
        frames(app, 3)
        dialog, box = table.dialog, table.assist.hint_rect
        assert isinstance(dialog, ChoiceDialog) and dialog.is_open
        assert box is not None, "the hint is not drawn"
        assert box.top >= 0 and box.bottom <= app.logical_size[1], box
    finally:
        app.close()
