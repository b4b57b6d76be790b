"""A list of choices opens with a row lit, so Enter answers it at once (issue 30, vlv6 #11:
in "Who fights for the prey?" no row was lit and Enter did nothing and said nothing until ↓).
Through the relaunch table's own list and the app's frames, with real key events."""

from __future__ import annotations

import pygame

from desktop.game.controllers import bot, person
from desktop.ui.choice import ChoiceDialog
from tests.desktop.test_ccg_support import make_app, open_table
from tests.desktop.test_lv_hint_in_list import picking
from tests.desktop.test_table_support import frames, frames_until, key


def test_enter_on_a_list_just_opened_takes_its_lit_row(display) -> None:
    app = make_app((1280, 720))
    try:
        session = picking()
        table = open_table(app, session, [person("Ann"), bot("Bob")])
        frames_until(app, lambda: isinstance(table.dialog, ChoiceDialog))
        frames(app, 2)
        dialog = table.dialog
        assert isinstance(dialog, ChoiceDialog)
        assert dialog.selected == 0, "no row lit: Enter would take nothing"
        label, value = dialog.rows[0]
        before = len(session.entries)
        frames(app, 2, [key(pygame.K_RETURN)])
        opened = table.dialog is not dialog  # a group opens its own list
        assert len(session.entries) > before or opened, f"Enter did nothing ({label})"
    finally:
        app.close()


def _foot(dialog: ChoiceDialog, theme) -> bytes:
    """The pixels of the list's foot, under its rows, as drawn."""
    surface = pygame.Surface((1920, 1080))
    dialog.draw(surface, theme)
    foot = pygame.Rect(dialog.rect.x, dialog.rect.bottom - 40, dialog.rect.w, 40)
    return pygame.image.tobytes(surface.subsurface(foot), "RGB")


def test_enter_with_no_row_lit_says_how_to_choose(display) -> None:
    app = make_app((1280, 720))
    try:
        chosen: list[int] = []
        dialog = ChoiceDialog("Choose", [("one", 1), ("two", 2)], chosen.append)
        dialog.selected = -1
        quiet = _foot(dialog, app.theme)
        dialog.handle_event(key(pygame.K_RETURN))
        assert dialog.is_open and not chosen
        assert _foot(dialog, app.theme) != quiet, "Enter on no row said nothing"
    finally:
        app.close()


def test_enter_held_as_a_list_opens_answers_it_only_once_let_go(display) -> None:
    """A row is lit from the start, so the repeats of an Enter held to answer the last list
    would answer the next one too: held as the list opens, Enter waits for its release."""
    chosen: list[int] = []
    dialog = ChoiceDialog("Choose", [("one", 1), ("two", 2)], chosen.append, enter_held=True)
    dialog.handle_event(key(pygame.K_RETURN))  # a repeat of the held key
    assert dialog.is_open and not chosen
    dialog.handle_event(pygame.event.Event(pygame.KEYUP, key=pygame.K_RETURN, mod=0))
    dialog.handle_event(key(pygame.K_RETURN))
    assert chosen == [1] and not dialog.is_open
