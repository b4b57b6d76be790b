"""The Arena: the Ragers table (two rows across the sand, simultaneous face-down play).

Entry points for whoever wires the game in:

- `create_arena_screen(app, runner, ...)`: the table for a running session.
- `start_arena(app, setup, ...)`: a new game from a `TableSetup` (seats + options), with an
  autosave journal when the disk allows, pushed (or swapped in) on the app.
- `registration.REGISTRATION`: the game as the app offers it (New game, demo, gallery...).
"""

from __future__ import annotations

import logging
from typing import Any

from desktop.game.controllers import SeatController
from desktop.game.runner import GameRunner
from desktop.game.seams import TableRunner
from desktop.games.registration import TableSetup
from desktop.screens.base import AppServices, Screen

log = logging.getLogger(__name__)

GAME = "ragers"


def create_arena_screen(app: AppServices, runner: TableRunner, **kwargs: Any) -> Screen:
    """The Arena table for `runner` (kwargs: perspective, faces, journal, setup, auto_continue)."""
    from desktop.screens.ragers.table import ArenaScreen

    return ArenaScreen(app, runner, **kwargs)


def new_runner(
    seats: list[SeatController],
    *,
    seed: int | None = None,
    options: dict[str, Any] | None = None,
    threaded: bool = True,
) -> GameRunner:
    from desktop.game.start import new_runner as start_runner

    return start_runner(GAME, seats, seed=seed, options=options, threaded=threaded)


def start_arena(
    app: Any, setup: TableSetup, *, replace: bool = False, seed: int | None = None
) -> Any:
    """Start a Ragers game: session, runner, autosave journal, table."""
    from desktop.game.start import show, start_autosave

    runner = new_runner(list(setup.seats), seed=seed, options=setup.options)
    journal = start_autosave(app, runner.session, list(setup.seats))
    table = create_arena_screen(app, runner, journal=journal, setup=setup)
    return show(app, table, replace=replace)


__all__ = [
    "create_arena_screen",
    "new_runner",
    "start_arena",
]
