"""Which table screen shows which game on the LAN, from the games' registrations.

The table screens take a runner; on a LAN game that is a `RemoteRunner`, and they cannot tell.
"""

from __future__ import annotations

from typing import Any

from desktop.game.seams import TableRunner
from desktop.games import Games
from desktop.screens.base import AppServices, Screen


def has_table(games: Games, game: str) -> bool:
    """This build can seat a player at a LAN table of `game`."""
    found = games.get(game)
    return found is not None and found.lan


def table_screen(app: AppServices, runner: TableRunner, **kwargs: Any) -> Screen:
    """The table for `runner`'s game (kwargs: perspective, faces); KeyError if none."""
    game = Games.of(app)[runner.session.header.ruleset]
    if not game.lan:
        raise KeyError(game.ruleset)
    return game.table(app, runner, **{k: v for k, v in kwargs.items() if v is not None})
