"""The hinted move's row is scrolled into view when the list opens (issue 30). Found playing
the relaunch by keyboard in a real window: at a vote with six Garou the list has 14 rows and
shows 11; the Hint said Pass (row 13), so A selected a row off the list's page and Enter took
a move the player could not see. Driven through the app's real loop with the keys."""

from __future__ import annotations

import pygame

from desktop.game.controllers import bot, person
from desktop.ui.choice import ChoiceDialog
from engine.ai.hints import Hint
from tests.desktop.test_ccg_support import bots_played, make_app, open_table
from tests.desktop.test_table_support import frames, frames_until, key

PASS = {"type": "pass"}


def test_a_hinted_row_past_the_first_page_is_shown_selected(display) -> None:
    app = make_app((1920, 1080))
    try:
        session = bots_played(18, 3)  # Ann (seat 0) votes: 12 votes and Pass
        table = open_table(app, session, [person("Ann"), bot("Bob")])
        frames_until(app, lambda: table.view.get("phase") == "vote" and not table.settling())
        assert 0 in session.to_act() and session.legal(0)[-1] == PASS
        table.assist.guide = lambda seat: Hint(PASS, "test: pass")
        frames(app, 3, [key(pygame.K_SLASH, "?")])
        assert table.assist.hinted == PASS
        frames(app, 3, [key(pygame.K_a, "a")])
        dialog = table.dialog
        assert isinstance(dialog, ChoiceDialog) and len(dialog.rows) > 11
        row = dialog.selected
        assert dialog.rows[row][1] == PASS
        assert row in dialog._visible(), "the hinted row is selected off the list's page"
        assert dialog.rect.contains(dialog._row_rect(row))
        before = len(session.entries)
        frames(app, 3, [key(pygame.K_RETURN)])
        made = session.entries[before]
        assert made["seat"] == 0 and made["command"] == PASS
    finally:
        app.close()
