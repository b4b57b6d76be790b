"""The "OK?" countdown on the 1995 table (issue 30, 1280x720 by keyboard: an OK? window said
OK by itself within about 3 s while the player dealt with another question). It now runs 8 s,
only while the person does nothing else: a key they press gives the question its whole time
again, and Tab's reading of the table holds it."""

from __future__ import annotations

import pygame

from desktop.game.controllers import bot, person
from desktop.screens.rage_classic.table import OK_SECONDS
from tests.desktop.test_classic_table import open_table, reach_ok_question
from tests.desktop.test_table_support import FRAME, app_fixture, frames, key

app = app_fixture((1280, 720), 8.0)


def _mine(table) -> int:
    return len([e for e in table.session.entries if e.get("seat") == 0])


def test_the_ok_countdown_waits_for_a_person_at_work(app) -> None:
    table = open_table(app, [person("Ann"), bot("Bob"), bot("Cy")], seed=5)
    reach_ok_question(app, table)
    table.paused = True  # the bots wait: the question stays the same
    assert table.counting()
    mine = _mine(table)
    # long enough to read the question: 5 s on, still asked
    for _ in range(int(5 / FRAME)):
        app.frame(FRAME, [])
    assert OK_SECONDS >= 8 and _mine(table) == mine and table._ok_command() is not None
    # a key the person presses (moving among the cards) gives it its whole time again
    frames(app, 1, [key(pygame.K_RIGHT)])
    assert table.ok_left > OK_SECONDS - 0.5
    # and while Tab reads the table to them, the time stands still
    frames(app, 1, [key(pygame.K_TAB)])
    assert table.tips.visible
    left = table.ok_left
    for _ in range(int(2 / FRAME)):
        app.frame(FRAME, [])
    assert table.ok_left == left and _mine(table) == mine
