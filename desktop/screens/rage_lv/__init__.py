"""The relaunch Rage CCG table (`rage-lv`): Staging Areas, Hunting Grounds, Moots, combat, on
the CCG table kit (desktop.screens.ccg_kit).

Entry points for whoever wires the game in: `create_ccg_screen(app, runner, ...)` (the table
for a running session), `start_ccg(app, setup)` (a new game from a `TableSetup`, with an
autosave journal when the disk allows) and `registration.REGISTRATION`.
"""

from __future__ import annotations

from typing import Any

from desktop.game.controllers import SeatController
from desktop.game.runner import GameRunner
from desktop.game.seams import TableRunner
from desktop.games.registration import TableSetup
from desktop.screens.base import AppServices, Screen
from desktop.screens.ccg_kit.edition import Edition

GAME = "rage-lv"
STARTER_PACKS = ("ashen-wind", "stone-choir", "hollow-moon")
EDITION = Edition(
    GAME,
    __name__,
    STARTER_PACKS,
    again=("packs", "renown_level", "turn_limit"),
    rules="engine.games.rage_lv",
)


def create_ccg_screen(app: AppServices, runner: TableRunner, **kwargs: Any) -> Screen:
    """The table for `runner` (kwargs: perspective, faces, journal, setup, step_delay)."""
    return EDITION.table(app, runner, **kwargs)


def new_runner(seats: list[SeatController], **kwargs: Any) -> GameRunner:
    return EDITION.new_runner(seats, **kwargs)


def start_ccg(app: Any, setup: TableSetup, **kwargs: Any) -> Any:
    return EDITION.start(app, setup, **kwargs)


__all__ = ["TableSetup", "create_ccg_screen", "new_runner", "start_ccg"]
