"""The Rage CCG table (`rage-lv`): Staging Areas, Hunting Grounds, Moots, combat.

Entry points for whoever wires the game in:

- `create_ccg_screen(app, runner, ...)`: the table for a running session.
- `start_ccg(app, setup, ...)`: a new game from a `CcgSetup` (seats + options), with an
  autosave journal when the disk allows, pushed (or swapped in) on the app.
- `registration.REGISTRATION`: the game as the app offers it (New game, demo, gallery...).
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from typing import Any

from desktop.game.controllers import SeatController
from desktop.game.runner import GameRunner
from desktop.game.seams import TableRunner
from desktop.screens.base import AppServices, Screen

log = logging.getLogger(__name__)

GAME = "rage-lv"
STARTER_PACKS = ("ashen-wind", "stone-choir", "hollow-moon")


@dataclass
class CcgSetup:
    """What a setup screen chose, kept to offer 'play again' with the same table."""

    seats: list[SeatController]
    options: dict[str, Any] = field(default_factory=dict)


def create_ccg_screen(app: AppServices, runner: TableRunner, **kwargs: Any) -> Screen:
    """The table for `runner` (kwargs: perspective, faces, journal, setup, step_delay)."""
    from desktop.screens.rage_lv.faces import CcgFaces, card_art
    from desktop.screens.rage_lv.screen import CcgScreen
    from engine.games.rage_lv import data

    # The game's own cards (option "cards"): the table looks cards up outside engine calls
    # (names, keywords) and draws their faces from these definitions.
    try:
        own = data.extra_table(runner.session.header.options.get("cards"))
    except Exception:  # a replayed header the engine refuses is reported by the engine
        log.exception("the game's own cards could not be read")
        own = {}
    data.show_extra_cards(own)
    if own:
        faces = kwargs.get("faces") or CcgFaces(app.caches.cards(card_art()))
        faces.extra = {**faces.extra, **own}
        kwargs["faces"] = faces
    return CcgScreen(app, runner, **kwargs)


def default_packs(seats: int) -> list[str]:
    return [STARTER_PACKS[i % len(STARTER_PACKS)] for i in range(seats)]


def new_runner(
    seats: list[SeatController],
    *,
    seed: int | None = None,
    options: dict[str, Any] | None = None,
    threaded: bool = True,
) -> GameRunner:
    from desktop.game.start import new_runner as start_runner
    from desktop.screens.rage_lv.cardsets import with_user_cards

    opts = dict(options or {})
    opts.setdefault("packs", default_packs(len(seats)))
    opts = with_user_cards(opts)  # a pack with the player's own cards carries their definitions
    return start_runner(GAME, seats, seed=seed, options=opts, threaded=threaded)


def start_ccg(app: Any, setup: CcgSetup, *, replace: bool = False, seed: int | None = None) -> Any:
    """Start a Rage CCG game: session, runner, autosave journal, table."""
    from desktop.game.start import show, start_autosave

    runner = new_runner(list(setup.seats), seed=seed, options=setup.options)
    journal = start_autosave(app, runner.session, list(setup.seats))
    return show(app, create_ccg_screen(app, runner, journal=journal, setup=setup), replace=replace)


__all__ = [
    "CcgSetup",
    "create_ccg_screen",
    "new_runner",
    "start_ccg",
]
