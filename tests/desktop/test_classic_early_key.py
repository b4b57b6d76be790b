"""A move key pressed before the person saw the moves it acts on is dropped (issue 30, 1280x720
by keyboard: one Space pressed while the buttons were grey made the person's alpha pass, "Little
Ember passes.", with no confirmation). The app leaves a long update's drawing to the next
frame, whose input came first: the Space acted on a decision still drawn grey. Now the table
says to wait, and the decision stays for the person."""

from __future__ import annotations

import pygame

from desktop.game.controllers import bot, person
from tests.desktop.test_classic_table import answer_dialogs_until, open_table
from tests.desktop.test_table_support import frames, frames_until, key, make_app


def _mine(table) -> int:
    return len([e for e in table.session.entries if e.get("seat") == 0])


def test_a_space_pressed_before_the_decision_is_drawn_waits(display) -> None:
    app = make_app((1280, 720), speed=50.0)
    try:
        table = open_table(app, [person("Ann"), bot("Bob")], seed=5)
        # play on until the bot is to move and the person's buttons are grey
        answer_dialogs_until(
            app, table, lambda: not table.legal and not table.settling(), limit=20000
        )
        # the frames go on until the person's next decision is read, but not drawn (the
        # app leaves a long update's drawing to the next frame)
        for _ in range(20000):
            app.update(1 / 60, 1 / 60)
            if table.legal and any(c["type"] == "pass" for c in table.legal):
                break
            app.draw()
        assert table.legal
        mine = _mine(table)
        app.frame(1 / 60, [key(pygame.K_SPACE)])  # pressed on the grey buttons
        assert _mine(table) == mine, "the Space acted on a decision not yet on show"
        assert table.legal and table.standing_reason.startswith("Wait")
        # once shown, the same key acts
        frames_until(app, lambda: not table.settling())
        frames(app, 1, [key(pygame.K_SPACE)])
        assert _mine(table) == mine + 1
    finally:
        app.close()
