"""What every table's headless demo shares: one screenshot per milestone, the frame loop, and
the report. A game's demo (its registration's `Demo`) builds on these; `desktop.demo` runs it."""

from __future__ import annotations

import json
import logging
import os
import queue
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from desktop.game.runner import GameRunner, _BotAnswer, _BotJob, _think
from desktop.game.seams import TableRunner
from desktop.games.registration import DemoOutcome, DemoRun

FIXED_DT = 1.0 / 60.0
logger = logging.getLogger(__name__)


def headless(show: bool = False) -> None:
    """Before pygame starts: no window and no sound device unless asked (`show`), unless the
    caller's environment already chose drivers."""
    if not show:
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


@contextmanager
def pygame_started(quit_pygame: bool = True) -> Iterator[None]:
    """pygame started for a run (after `headless`), and stopped after it with the theme's
    caches, unless `quit_pygame` is False (a caller that goes on drawing)."""
    import pygame

    from desktop.audio.quiet import quiet_native_stderr
    from desktop.ui.theme import clear_caches

    with quiet_native_stderr():
        pygame.init()
    try:
        yield
    finally:
        if quit_pygame:
            clear_caches()
            pygame.quit()


class Shots:
    """Saves one screenshot per milestone name, the first time it is taken."""

    def __init__(self, directory: Path | None, app: Any, prefix: str = "") -> None:
        self.directory = directory
        self.app = app
        self.prefix = prefix
        self.saved: list[Path] = []
        self.done: set[str] = set()
        if directory is not None:
            directory.mkdir(parents=True, exist_ok=True)

    def stems(self) -> set[str]:
        """The file names (without .png) of the milestones taken so far."""
        return {f"{self.prefix}{name}" for name in self.done}

    def take(self, name: str) -> None:
        if name in self.done:
            return
        self.done.add(name)
        if self.directory is None:
            return
        path = self.directory / f"{self.prefix}{name}.png"
        self.app.screenshot(str(path))
        self.saved.append(path)

    def check(self, table: Any) -> None:
        """Take the milestones that have come on `table` (a game's demo says which)."""


def write_stats(path: str | None, stats: dict[str, Any]) -> None:
    if path:
        Path(path).parent.mkdir(parents=True, exist_ok=True)
        Path(path).write_text(json.dumps(stats, indent=2) + "\n")


class BotsBetweenFrames:
    """A bot worker for headless runs that thinks between two frames, as the app's worker
    thread thinks while the window draws, so a frame costs what it costs in the app: asking
    (the seat's view and legal commands) and applying the answer are in the frame, the
    bot's choice is not. Deterministic: a question asked in one frame is answered before the
    next, whatever the machine's load."""

    def __init__(self) -> None:
        self._jobs: list[_BotJob] = []
        self.answers: queue.Queue[_BotAnswer] = queue.Queue()

    def ask(self, job: _BotJob) -> None:
        self._jobs.append(job)

    def stop(self) -> None:
        self._jobs.clear()

    def think(self) -> None:
        jobs, self._jobs = self._jobs, []
        for job in jobs:
            self.answers.put(_think(job))

    @classmethod
    def install(cls, runner: TableRunner | None) -> BotsBetweenFrames | None:
        """Make a runner built to think in the frame (`threaded=False`) ask this instead."""
        if not isinstance(runner, GameRunner) or runner.threaded:
            return None
        worker = cls()
        runner.threaded = True
        runner._worker = worker  # type: ignore[assignment]  # the same surface as BotWorker
        return worker


#: Frames after the end the end's picture waits at most for the table to come to rest.
END_SETTLE_LIMIT = 600


def run_frames(
    app: Any,
    shots: Shots,
    run: DemoRun,
    *,
    check: Callable[[], None],
    ended: Callable[[], bool],
    end_shot: str,
    end_shot_frame: int,
    after_end: int,
    dt: float = FIXED_DT,
) -> None:
    """Advance a headless demo by fixed steps of `dt`: `run.frames` of them, or (frames == 0)
    until `after_end` frames after the game `ended` and its `end_shot` is taken (at least
    `end_shot_frame` frames after the end, once nothing on screen moves); sooner once the
    milestone `run.until` is saved.

    `check` runs after every frame (the table's own milestones); `run.cpu_stats`, if given,
    collects this thread's CPU time per frame, which other load on the machine can't skew.
    With `run.bots_off_frame`, the top screen's runner's bots think between frames
    (`BotsBetweenFrames`), outside the frame's time.
    """
    import pygame

    worker = (
        BotsBetweenFrames.install(getattr(app.stack.top, "runner", None))
        if run.bots_off_frame
        else None
    )

    ended_at: int | None = None
    frames = run.frames
    limit = frames if frames > 0 else run.max_frames
    cpu_stats = run.cpu_stats
    while app.running and app.frames < limit:
        cpu = time.thread_time()
        app.frame(dt, [])
        if cpu_stats is not None:
            cpu_stats.add((time.thread_time() - cpu) * 1000.0)
        if worker is not None:
            worker.think()
        pygame.event.pump()
        # SDL turns SIGTERM and SIGINT into QUIT: `timeout` or Ctrl+C must stop a headless run.
        if pygame.event.peek(pygame.QUIT):
            logger.warning("demo stopped by a quit request after %d frames", app.frames)
            break
        check()
        if run.until and run.until in shots.stems():
            break
        if ended():
            if ended_at is None:
                ended_at = app.frames
            since = app.frames - ended_at
            # The end's picture shows the table at rest: a card still flying over a label
            # made the picture (and the layout tests that read it) depend on the bots' pace.
            if since >= end_shot_frame and (app.wake_in() != 0.0 or since >= END_SETTLE_LIMIT):
                shots.take(end_shot)
            if frames <= 0 and since >= after_end and end_shot in shots.done:
                break


@dataclass(frozen=True)
class Ending:
    """How a table's demo ends: `ended()` says the game is over; `shot` is taken `frame`
    frames later, and the demo stops `after` frames after the end."""

    ended: Callable[[], bool]
    shot: str
    frame: int
    after: int


def play_table(
    app: Any,
    run: DemoRun,
    shots: Shots,
    table: Any,
    runner: TableRunner,
    load_ms: float,
    ending: Ending,
    report: Callable[[], tuple[str, dict[str, Any]]],
) -> DemoOutcome:
    """Push `table` on `app` and play the demo on it (`run_frames`; `shots.check(table)` after
    each frame it is on top), then close its `runner`; `report()` words how far the game went
    and gives its figures, read once the game has stopped."""
    app.push(table)

    def look() -> None:
        if app.stack.top is table:
            shots.check(table)

    run_frames(
        app,
        shots,
        run,
        check=look,
        ended=ending.ended,
        end_shot=ending.shot,
        end_shot_frame=ending.frame,
        after_end=ending.after,
    )
    runner.close()
    progress, figures = report()
    return DemoOutcome(
        finished=runner.session.is_over(),
        progress=progress,
        screenshots=[str(p) for p in shots.saved],
        load_ms=load_ms,
        figures=figures,
        table=table,
    )
