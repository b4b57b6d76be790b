"""The original Rage CCG table (`rage-classic`): Pack Home Grounds, the Hunting Grounds, the
Umbra behind its Gauntlet, combat with bluffs, "OK?" windows and Juntas.

Entry points: `create_table(app, runner, ...)`, `start_classic(app, setup)`, and
`registration.REGISTRATION` (the game as the app offers it).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from desktop.game.controllers import SeatController
from desktop.game.runner import GameRunner
from desktop.game.seams import TableRunner
from desktop.screens.base import AppServices, Screen

GAME = "rage-classic"
# In this order two seats are two Gaia packs, which may call Juntas (seed 001: a Junta needs
# two packs of its allegiance); four seats are two Gaia and two Wyrm packs.
STARTER_PACKS = ("silver-wake", "thornwood-kin", "ashfall-spiral", "grey-ledger")


@dataclass
class ClassicSetup:
    """What New game chose, kept to offer "play again"."""

    seats: list[SeatController]
    options: dict[str, Any] = field(default_factory=dict)


def default_packs(seats: int) -> list[str]:
    return [STARTER_PACKS[i % len(STARTER_PACKS)] for i in range(seats)]


def create_table(app: AppServices, runner: TableRunner, **kwargs: Any) -> Screen:
    """The table for `runner` (kwargs: perspective, faces, journal, setup, step_delay)."""
    from desktop.screens.rage_classic.screen import ClassicTable

    return ClassicTable(app, runner, **{k: v for k, v in kwargs.items() if v is not None})


def new_runner(
    seats: list[SeatController],
    *,
    seed: int | None = None,
    options: dict[str, Any] | None = None,
    threaded: bool = True,
) -> GameRunner:
    from desktop.game.start import new_runner as start_runner
    from desktop.screens.rage_classic.cardsets import with_user_cards

    opts = dict(options or {})
    opts.setdefault("packs", default_packs(len(seats)))
    opts = with_user_cards(opts)
    return start_runner(GAME, seats, seed=seed, options=opts, threaded=threaded)


def start_classic(
    app: Any, setup: ClassicSetup, *, replace: bool = False, seed: int | None = None
) -> Any:
    """A new game: session, runner, autosave journal, table."""
    from desktop.game.start import show, start_autosave

    runner = new_runner(list(setup.seats), seed=seed, options=setup.options)
    journal = start_autosave(app, runner.session, list(setup.seats))
    return show(app, create_table(app, runner, journal=journal, setup=setup), replace=replace)
