"""The original Rage CCG table (`rage-classic`): Pack Home Grounds, the Hunting Grounds, the
Umbra behind its Gauntlet, combat with bluffs, "OK?" windows and Juntas, on the CCG table kit
(desktop.screens.ccg_kit).

Entry points: `start_classic(app, setup)` (a new game), `EDITION.table(app, runner, ...)`
and `registration.REGISTRATION` (the game as the app offers it).
"""

from __future__ import annotations

from typing import Any

from desktop.game.controllers import SeatController
from desktop.game.runner import GameRunner
from desktop.games.registration import TableSetup
from desktop.screens.ccg_kit.edition import Edition

GAME = "rage-classic"
# In this order two seats are two Gaia packs, which may call Juntas (seed 001: a Junta needs
# two packs of its allegiance); four seats are two Gaia and two Wyrm packs.
STARTER_PACKS = ("silver-wake", "thornwood-kin", "ashfall-spiral", "grey-ledger")
EDITION = Edition(
    GAME,
    __name__,
    STARTER_PACKS,
    again=("packs", "renown_level", "rulebook", "club_rules"),
    rules="engine.games.rage_classic",
    packs_folder="packs-rage-classic",
)


def new_runner(seats: list[SeatController], **kwargs: Any) -> GameRunner:
    return EDITION.new_runner(seats, **kwargs)


def start_classic(app: Any, setup: TableSetup, **kwargs: Any) -> Any:
    return EDITION.start(app, setup, **kwargs)
