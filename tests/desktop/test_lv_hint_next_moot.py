"""A Hint is for the decision it was asked at: a vote on the next Moot reads the same moves
("Ember-Tooth votes for"), so the Hint about the Moot just resolved stood beside a bar about
the next one, and ? and the greyed Hint button could not replace it (issue 30)."""

from __future__ import annotations

import pygame

from desktop.game.controllers import bot, person
from tests.desktop.test_ccg_support import bots_played, make_app, open_table
from tests.desktop.test_table_support import frames, frames_until, key


def _ask(app, table) -> None:
    frames(app, 1, [key(pygame.K_QUESTION, "?")])
    frames_until(app, lambda: table.assist.call is None and table.assist.hint is not None)


def test_the_hint_goes_with_its_moot_and_question_mark_asks_anew(display) -> None:
    session = bots_played(88, seed=5)  # Ann votes on Bob's Trial of Sharp Words
    app = make_app((1920, 1080), speed=4.0)
    app.settings.move_hints = True
    try:
        table = open_table(app, session, [person("Ann"), bot("Bob")])
        table.paused = True
        frames_until(app, lambda: not table.settling() and table.assist.button.visible)
        assert table.view["moots"][0]["iid"] == "1.trial-of-words.1"
        before = session.legal(0)
        _ask(app, table)
        old = table.assist.hint
        frames(app, 2)
        frames(app, 2, [key(pygame.K_SPACE)])  # Ann passes: the Moot is resolved
        frames_until(app, lambda: not table.settling())
        frames(app, 5)
        assert table.view["moots"][0]["iid"] == "1.still-water.1"
        assert session.legal(0) == before  # the same moves, for another Moot
        assert table.assist.hint is None, table.assist.hint
        assert table.assist.button.visible and table.assist.button.enabled
        _ask(app, table)
        assert table.assist.hint is not old
        # asked again with the hint on show, it is worked out again, not refused
        assert table.assist.button.enabled
        frames(app, 1, [key(pygame.K_QUESTION, "?")])
        assert table.assist.call is not None or table.assist.hint is not None
    finally:
        app.close()
