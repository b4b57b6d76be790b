"""An all-bot game of a CCG edition on its real table, headless (`--demo rage-lv`, `--demo
rage-classic`): fixed frame time and bots that think in the frame (not on a thread), so a seed
always plays and draws the same game. Screenshots at the edition's milestones, frame-time
statistics as JSON."""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from desktop.demo_shots import Ending, Shots, play_table
from desktop.games.registration import DemoOutcome, DemoRun

if TYPE_CHECKING:
    from desktop.screens.ccg_kit.edition import Edition

BOT_NAMES = ("Ada", "Bruno", "Chen", "Dalia")


class Milestones(Shots):
    """Once a milestone's moment comes (`check`, the edition's), hold the bots until the table
    is still, then take it."""

    settle = 3  # frames the table stays still before the picture
    #: the edition's last milestone, taken `end_frame` frames after the game ends; the demo
    #: stops `after_end` frames after the end
    end_shot = ""
    end_frame = 0
    after_end = 0

    def __init__(self, directory: Path | None, app: Any, prefix: str) -> None:
        super().__init__(directory, app, prefix)
        self._waiting: str | None = None
        self._still = 0

    def when(self, name: str, cond: bool, table: Any) -> None:
        if name in self.done or self._waiting not in (None, name):
            return
        if self._waiting is None and cond:
            self._waiting = name
            table.paused = True
        if self._waiting == name and not table.scene.busy and not table.settling():
            self._still += 1
            if self._still >= self.settle:
                self.take(name)
                self._waiting = None
                self._still = 0
                table.paused = False

    def check(self, table: Any) -> None:
        raise NotImplementedError


def play(
    app: Any,
    run: DemoRun,
    edition: Edition,
    shots: Milestones,
    report: Callable[[Any], tuple[str, dict[str, Any]]],
    *,
    hints: bool = False,
) -> DemoOutcome:
    """Push the edition's table of bots on `app` and play it (see `DemoRun`); `report`
    words how far the game went and its figures; `hints`: the first-game tips on (part of
    what the table shows)."""
    from desktop.game.controllers import SeatController

    bots = run.bots.split(",")
    controllers = [
        SeatController("bot", BOT_NAMES[i % 4], bots[i % len(bots)]) for i in range(run.seats)
    ]
    runner = edition.new_runner(
        controllers, seed=run.seed, options=run.options or None, threaded=False
    )
    session = runner.session
    app.settings.hints = hints
    table = edition.module("table").Table(app, runner, perspective=0, step_delay=run.step_delay)
    start = time.perf_counter()
    table.faces.prewarm(*table.card_ids())  # as the table does a few per idle frame
    load_ms = (time.perf_counter() - start) * 1000.0

    def figures() -> tuple[str, dict[str, Any]]:
        progress, found = report(session)
        return progress, {**found, "milestones_taken": sorted(shots.done)}

    ending = Ending(session.is_over, shots.end_shot, shots.end_frame, shots.after_end)
    return play_table(app, run, shots, table, runner, load_ms, ending, figures)
