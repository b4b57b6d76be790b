"""An all-bot Arena game on the real table, headless (`--demo ragers`).

Fixed frame time and bots that think in the frame (not on a thread), so a seed always plays
and draws the same game. Screenshots at milestones (the first day's preparation, combat in
progress, a day's resolution, the end), frame-time statistics as JSON.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from desktop.demo_shots import Shots, headless, run_frames, write_stats

FIXED_DT = 1.0 / 60.0
AFTER_END = 45  # frames of the summary before the demo stops
BOT_NAMES = ("Ada", "Bruno")


@dataclass
class ArenaDemoResult:
    frames: int = 0
    finished: bool = False
    days: int = 0
    screenshots: list[str] = field(default_factory=list)
    load_ms: float = 0.0
    stats: dict[str, Any] = field(default_factory=dict)
    events: int = 0


class Milestones(Shots):
    """One screenshot per milestone, the first time each happens."""

    def __init__(self, directory: Path | None, app: Any, prefix: str = "ragers-") -> None:
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


def play_arena_demo(
    *,
    seed: int = 1,
    frames: int = 0,
    screenshots: str | None = None,
    stats: str | None = None,
    size: tuple[int, int] = (1920, 1080),
    speed: float = 1.0,
    bots: str = "heuristic",
    show: bool = False,
    max_frames: int = 60_000,
    quit_pygame: bool = True,
    options: dict[str, Any] | None = None,
) -> ArenaDemoResult:
    headless(show)
    import pygame

    from desktop.app import App
    from desktop.game.controllers import SeatController
    from desktop.scene.stats import FrameStats
    from desktop.screens.ragers import new_runner
    from desktop.screens.ragers.faces import ArenaFaces
    from desktop.screens.ragers.screen import ArenaScreen
    from desktop.screens.ragers.summary import ArenaSummary
    from desktop.screens.registry import default_registry
    from desktop.ui.settings_protocol import MemorySettings
    from desktop.ui.theme import clear_caches

    try:
        from desktop.screens.registry import app_registry as make_registry
    except ImportError:  # an older tree without the game screens
        make_registry = default_registry

    pygame.init()
    result = ArenaDemoResult()
    try:
        settings = MemorySettings(
            window_size=tuple(size), animation_speed=speed, hints=False, sound=False
        )
        app = App(settings, make_registry(), start=None)
        seats = [SeatController("bot", BOT_NAMES[i], bots) for i in range(2)]
        runner = new_runner(seats, seed=seed, options=options, threaded=False)
        session = runner.session
        start = time.perf_counter()
        faces = ArenaFaces(session.ruleset.data)
        faces.prewarm_all()
        result.load_ms = (time.perf_counter() - start) * 1000.0
        table = ArenaScreen(app, runner, perspective=0, faces=faces)
        app.push(table)
        frame_stats = FrameStats()
        app.frame_stats = frame_stats
        shots = Milestones(Path(screenshots) if screenshots else None, app)

        def check_milestones() -> None:
            top = app.stack.top
            if isinstance(top, ArenaScreen):
                shots.check(top)

        run_frames(
            app,
            shots,
            frames=frames,
            max_frames=max_frames,
            dt=FIXED_DT,
            check=check_milestones,
            ended=lambda: isinstance(app.stack.top, ArenaSummary),
            end_shot="04-summary",
            end_shot_frame=8,
            after_end=AFTER_END,
        )
        result.frames = app.frames
        result.finished = session.is_over()
        result.days = len(table.days)
        result.events = table.presenter.shown
        result.screenshots = [str(p) for p in shots.saved]
        summary = frame_stats.summary()
        result.stats = {
            **summary.figures(),
            "seed": seed,
            "size": list(size),
            "finished": result.finished,
            "days": result.days,
            "load_ms": round(result.load_ms, 1),
        }
        write_stats(stats, result.stats)
        app.close()
        runner.close()
    finally:
        if quit_pygame:
            clear_caches()
            pygame.quit()
    return result
