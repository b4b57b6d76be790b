"""Starting a game for a table: a seeded session, its runner, and its autosave journal."""

from __future__ import annotations

import logging
import random
from typing import Any

from desktop.game.controllers import SeatController
from desktop.game.runner import GameRunner
from desktop.ui.toast import STAY
from engine.core.session import Session
from engine.i18n import _

log = logging.getLogger(__name__)


def new_runner(
    game: str,
    seats: list[SeatController],
    *,
    seed: int | None = None,
    options: dict[str, Any] | None = None,
    threaded: bool = True,
) -> GameRunner:
    """A fresh game of `game` with these seats; a random seed unless one is given."""
    seed = random.randrange(1, 2**31) if seed is None else seed
    session = Session.new(
        game, len(seats), seed=seed, options=dict(options or {}), names=[c.name for c in seats]
    )
    return GameRunner(session, list(seats), threaded=threaded)


def start_autosave(app: Any, session: Session, seats: list[SeatController]) -> Any:
    """The game's journal (every event flushed to disk), or None with a toast if the disk
    refuses: the game goes on either way."""
    try:
        from desktop.store.journal import Journal
        from desktop.store.paths import Paths
        from desktop.store.seats import Controller

        return Journal.start(
            Paths.from_env(),
            session,
            [Controller(c.kind, c.bot) if c.is_bot else Controller("person") for c in seats],
        )
    except (OSError, ImportError, ValueError) as exc:
        log.warning("autosave is off for this game: %s", exc)
        app.toast(_("This game can't be saved as you play (the disk refused)."), "error", STAY)
        return None


def show(app: Any, screen: Any, *, replace: bool) -> Any:
    if replace:
        app.replace(screen)
    else:
        app.push(screen)
    return screen
