"""The Arena: the Ragers table (two rows across the sand, simultaneous face-down play).

Entry points for whoever wires the game in:

- `create_arena_screen(app, runner, ...)`: the table for a running session.
- `start_arena(app, setup, ...)`: a new game from an `ArenaSetup` (seats + options), with an
  autosave journal when the disk allows, pushed (or swapped in) on the app.
- `run_arena_demo(seed, frames, screenshots_dir, stats_file)`: an all-bot game, headless.
"""

from __future__ import annotations

import logging
import random
from dataclasses import dataclass, field
from typing import Any

from desktop.game.controllers import SeatController
from desktop.game.runner import GameRunner

log = logging.getLogger(__name__)

GAME = "ragers"


@dataclass
class ArenaSetup:
    """What a setup screen chose, kept to offer 'play again' with the same table."""

    seats: list[SeatController]
    options: dict[str, Any] = field(default_factory=dict)


def create_arena_screen(app: Any, runner: GameRunner, **kwargs: Any) -> Any:
    """The Arena table for `runner` (kwargs: perspective, faces, journal, setup, auto_continue)."""
    from desktop.screens.ragers.screen import ArenaScreen

    return ArenaScreen(app, runner, **kwargs)


def new_runner(
    seats: list[SeatController],
    *,
    seed: int | None = None,
    options: dict[str, Any] | None = None,
    threaded: bool = True,
) -> GameRunner:
    from engine.core.session import Session

    seed = random.randrange(1, 2**31) if seed is None else seed
    session = Session.new(
        GAME, len(seats), seed=seed, options=dict(options or {}), names=[c.name for c in seats]
    )
    return GameRunner(session, list(seats), threaded=threaded)


def start_arena(
    app: Any, setup: ArenaSetup, *, replace: bool = False, seed: int | None = None
) -> Any:
    """Start a Ragers game: session, runner, autosave journal, table."""
    runner = new_runner(list(setup.seats), seed=seed, options=setup.options)
    journal = None
    try:
        from desktop.store.journal import Journal
        from desktop.store.paths import Paths
        from desktop.store.seats import Controller

        journal = Journal.start(
            Paths.from_env(),
            runner.session,
            [Controller(c.kind, c.bot) if c.is_bot else Controller("person") for c in setup.seats],
        )
    except (OSError, ImportError, ValueError) as exc:
        log.warning("autosave is off for this game: %s", exc)
        app.toast("This game can't be saved as you play (the disk refused).", "warning", 5.0)
    table = create_arena_screen(app, runner, journal=journal, setup=setup)
    if replace:
        app.replace(table)
    else:
        app.push(table)
    return table


def run_arena_demo(
    seed: int = 1,
    frames: int = 0,
    screenshots_dir: str | None = None,
    stats_file: str | None = None,
    **kwargs: Any,
) -> int:
    """An all-bot Arena game, headless; 0 when it ran as asked (see demo.play_arena_demo)."""
    from desktop.screens.ragers.demo import play_arena_demo

    result = play_arena_demo(
        seed=seed, frames=frames, screenshots=screenshots_dir, stats=stats_file, **kwargs
    )
    s = result.stats
    print(
        f"arena demo: {result.frames} frames, game {'finished' if result.finished else 'not finished'}"
        f" after {result.days} days; frame ms median {s.get('median', 0):.2f} p95 "
        f"{s.get('p95', 0):.2f} p99 {s.get('p99', 0):.2f} max {s.get('max', 0):.2f}"
    )
    for path in result.screenshots:
        print(f"  screenshot {path}")
    if frames <= 0 and not result.finished:
        return 1
    return 0


__all__ = [
    "ArenaSetup",
    "create_arena_screen",
    "new_runner",
    "run_arena_demo",
    "start_arena",
]
