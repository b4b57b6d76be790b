"""An all-bot Arena game on the real table, headless (`--demo ragers`).

Fixed frame time and bots that think in the frame (not on a thread), so a seed always plays
and draws the same game. Screenshots at milestones (the first day's preparation, combat in
progress, a day's resolution, the end), frame-time statistics as JSON.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

from desktop.demo_shots import Ending, Shots, play_table
from desktop.games.registration import DemoOutcome, DemoRun
from engine.games.ragers.rules import Ragers

PREFIX = "ragers-"
MILESTONES = tuple(
    PREFIX + name for name in ("01-preparation", "02-mid-combat", "03-resolution", "04-summary")
)
AFTER_END = 45  # frames of the summary before the demo stops
BOT_NAMES = ("Ada", "Bruno")


class Milestones(Shots):
    """One screenshot per milestone, the first time each happens."""

    def __init__(self, directory: Path | None, app: Any, prefix: str = PREFIX) -> None:
        super().__init__(directory, app, prefix)
        self._both = 0

    def check(self, table: Any) -> None:
        m = table.model
        busy = table.scene.busy
        if m.day == 1 and m.phase == "prep" and not busy and table.presenter.idle:
            self.take("01-preparation")
        # Combat in progress: a few columns down and both face-down choices waiting together.
        cards = sum(len(row) for row in m.rows)
        both = m.phase == "choose" and all(m.chosen) and cards >= 4
        self._both = self._both + 1 if both else 0
        speed = max(0.1, float(getattr(self.app.settings, "animation_speed", 1.0)))
        if self._both >= max(3, round(20 / speed)):
            self.take("02-mid-combat")
        panel = table.panel
        if panel is not None and panel.done and table._done_age > 0.3:
            self.take("03-resolution")


def play(app: Any, run: DemoRun) -> DemoOutcome:
    """Push an Arena of two bots on `app` and play it (see `DemoRun`)."""
    from desktop.game.controllers import SeatController
    from desktop.screens.ragers import new_runner
    from desktop.screens.ragers.faces import ArenaFaces, card_art
    from desktop.screens.ragers.summary import ArenaSummary
    from desktop.screens.ragers.table import ArenaScreen

    seats = [SeatController("bot", BOT_NAMES[i], run.bots) for i in range(2)]
    runner = new_runner(seats, seed=run.seed, options=run.options or None, threaded=False)
    session = runner.session
    start = time.perf_counter()
    ruleset = session.ruleset
    assert isinstance(ruleset, Ragers)
    faces = ArenaFaces(ruleset.data, app.caches.cards(card_art()))
    faces.prewarm_all()
    load_ms = (time.perf_counter() - start) * 1000.0
    table = ArenaScreen(app, runner, perspective=0, faces=faces)

    def report() -> tuple[str, dict[str, Any]]:
        days = len(table.days)
        return f"{days} days", {"days": days, "events": table.presenter.shown}

    shots = Milestones(run.screenshots, app)
    ending = Ending(lambda: isinstance(app.stack.top, ArenaSummary), "04-summary", 8, AFTER_END)
    return play_table(app, run, shots, table, runner, load_ms, ending, report)
