"""Every registered game's replay plays on its own table (the games come from the registry):
a bot game is replayed from each viewpoint, played forward, sought back and forth, and the
window shows a table. A replay of either CCG once crashed as it opened (the table read the
whole game's state, which a replay session does not hold); nothing listed games by hand."""

from __future__ import annotations

import random

import pytest

from desktop.games.catalog import all_games
from desktop.replay import ReplayRunner
from desktop.screens.replay_ui.screen import ReplayScreen
from engine.core.play import make_bots, play_out
from engine.core.session import Session
from tests.desktop import test_table_support as support
from tests.desktop.test_replay_support import distinct_colors

GAMES = all_games()
app = support.app  # the fixture: an App at 1280x720 with a temporary RAGE_TABLE_HOME


def bot_game(game: str, seed: int = 3) -> Session:
    """A game of random bots, some way in: the game's fewest seats and its default options."""
    seats = GAMES[game].new_game.seats[0]
    session = Session.new(game, seats, seed)
    play_out(session, make_bots(session, ["random"] * seats), random.Random(seed), max_commands=60)
    return session


@pytest.mark.parametrize("game", GAMES.ids())
def test_a_replay_of_every_game_plays_on_its_table(app, game: str) -> None:
    full = bot_game(game)
    assert len(full.entries) > 5
    for viewpoint in (None, 0):
        runner = ReplayRunner(full, viewpoint)
        replay = ReplayScreen(app, runner)
        app.push(replay)
        runner.set_speed(8.0)
        replay.toggle()
        for _ in range(120):
            app.frame(support.FRAME, [])
        assert runner.cursor > runner.first  # it played forward
        runner.seek(runner.length)
        support.frames(app, 10)
        runner.seek(runner.first)
        support.frames(app, 10)
        assert runner.cursor == runner.first
        assert distinct_colors(app.window) > 40  # a table, not a blank or an error screen
        app.pop()
