"""The list of every action opened with no Hint asked lights no row, so A then Enter makes no
move the person never chose (issue 30: the lead's play opened it with A, and Enter voted for a
rival's Moot against the person's own Ember-Tooth, the list's first row). Enter then says how to
choose. With a Hint asked its move stays lit (test_ccg_hinted_copy_selected)."""

from __future__ import annotations

import pygame

from desktop.ui.choice import ChoiceDialog
from tests.desktop.test_ccg_support import make_app, paused_at
from tests.desktop.test_table_support import frames, frames_until, key


def test_every_action_opens_with_no_row_lit_and_enter_moves_nothing(display) -> None:
    app = make_app((1280, 720), speed=50.0)
    try:
        table = paused_at(app, 38, 1)  # seed 1: Ann's alpha may attack, or pass
        assert table.assist.hinted is None
        before = table.session.state_id
        app.frame(1 / 60, [key(pygame.K_a, "a")])
        frames_until(app, lambda: isinstance(table.dialog, ChoiceDialog))
        frames(app, 2)
        dialog = table.dialog
        assert dialog.selected == -1, dialog.rows[dialog.selected]
        app.frame(1 / 60, [key(pygame.K_RETURN)])
        frames(app, 5)
        assert table.session.state_id == before, "Enter made a move nobody chose"
        assert table.dialog is dialog and dialog.is_open
    finally:
        app.close()
