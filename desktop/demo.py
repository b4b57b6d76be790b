"""`python -m desktop --demo rage-trick`: an all-bot game on the real table, headless.

Runs under SDL's dummy video driver (unless one is set), with a fixed frame time and bots
that think in the frame (not on a thread), so a seed always plays and draws the same game.
Screenshots are saved at milestones (the deal, bidding, a trick in progress, the score sheet,
the summary) and frame-time statistics are written as JSON.
"""

from __future__ import annotations

import argparse
import logging
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from desktop.demo_shots import Shots, headless, run_frames, write_stats

log = logging.getLogger(__name__)

DEMO_GAMES = ["rage-trick", "ragers", "rage-lv"]
#: Games whose table brings its own demo: game -> "module:function" taking the demo flags.
OTHER_DEMOS = {
    "ragers": "desktop.screens.ragers:run_arena_demo",
    "rage-lv": "desktop.screens.rage_lv:run_ccg_demo",
}
BOT_NAMES = ("Ada", "Bruno", "Chloé", "Dev", "Emeka", "Farah", "Goro", "Hana")
FIXED_DT = 1.0 / 60.0
AFTER_END = 45  # frames of the summary before a demo stops


def add_arguments(group: argparse._ArgumentGroup) -> None:
    group.add_argument(
        "--demo", metavar="GAME", choices=DEMO_GAMES, help="play an all-bot game headless"
    )
    group.add_argument(
        "--seats", type=int, default=None, metavar="N", help="players (demo; RAGE 4, others 2)"
    )
    group.add_argument("--seed", type=int, default=1, metavar="S", help="deal seed (demo)")
    group.add_argument("--screenshots", metavar="DIR", help="save PNGs at milestones (demo)")
    group.add_argument("--stats", metavar="FILE", help="write frame-time statistics JSON (demo)")
    group.add_argument(
        "--speed", type=float, default=1.0, metavar="X", help="animation speed (demo; 1 = normal)"
    )
    group.add_argument("--preset", default="us", choices=("us", "amigo", "oh-hell"), help="(demo)")
    group.add_argument(
        "--bots", default="heuristic", metavar="KIND", help="bot kind for every seat (demo)"
    )
    group.add_argument(
        "--rounds",
        default="down",
        metavar="SCHEDULE",
        help="down, up, flat, or hand sizes like 3,2,1 (demo)",
    )
    group.add_argument(
        "--show", action="store_true", help="open a real window instead of the dummy driver (demo)"
    )


def chosen(args: argparse.Namespace) -> bool:
    return getattr(args, "demo", None) is not None


@dataclass
class DemoResult:
    frames: int = 0
    finished: bool = False
    rounds: int = 0
    screenshots: list[str] = field(default_factory=list)
    load_ms: float = 0.0
    stats: dict[str, Any] = field(default_factory=dict)


def _schedule(text: str) -> Any:
    if "," in text or text.isdigit():
        return [int(v) for v in text.split(",") if v.strip()]
    return text


def run(args: argparse.Namespace) -> int:
    if args.demo in OTHER_DEMOS:
        import importlib

        module, function = OTHER_DEMOS[args.demo].split(":")
        extra = {"seats": args.seats or 2} if args.demo == "rage-lv" else {}
        return getattr(importlib.import_module(module), function)(
            **extra,
            seed=args.seed,
            frames=args.frames or 0,
            screenshots_dir=args.screenshots,
            stats_file=args.stats,
            size=args.size or (1920, 1080),
            speed=args.speed,
            bots=args.bots,
            show=args.show,
        )
    result = play(
        game=args.demo,
        seats=args.seats or 4,
        seed=args.seed,
        frames=args.frames or 0,
        screenshots=args.screenshots,
        stats=args.stats,
        size=args.size or (1920, 1080),
        speed=args.speed,
        preset=args.preset,
        bots=args.bots,
        schedule=_schedule(args.rounds),
        show=args.show,
    )
    s = result.stats
    print(
        f"demo: {result.frames} frames, game {'finished' if result.finished else 'not finished'}"
        f" after {result.rounds} rounds; frame ms median {s['median']:.2f} p95 {s['p95']:.2f} "
        f"p99 {s['p99']:.2f} max {s['max']:.2f} (CPU: median {s['cpu_median']:.2f} "
        f"p99 {s['cpu_p99']:.2f}); faces drawn up front in {result.load_ms:.0f} ms"
    )
    for path in result.screenshots:
        print(f"  screenshot {path}")
    return 0


def play(
    *,
    game: str = "rage-trick",
    seats: int = 4,
    seed: int = 1,
    frames: int = 0,
    screenshots: str | None = None,
    stats: str | None = None,
    size: tuple[int, int] = (1920, 1080),
    speed: float = 1.0,
    preset: str = "us",
    bots: str = "heuristic",
    schedule: Any = "down",
    show: bool = False,
    max_frames: int = 200_000,
    quit_pygame: bool = True,
) -> DemoResult:
    headless(show)
    import pygame

    from desktop.app import App
    from desktop.game.controllers import SeatController
    from desktop.game.runner import GameRunner
    from desktop.scene.stats import FrameStats
    from desktop.screens.rage_trick.faces import FaceBank
    from desktop.screens.rage_trick.table import RageTable
    from desktop.screens.registry import app_registry
    from desktop.screens.summary import SummaryScreen
    from desktop.ui.settings_protocol import MemorySettings
    from desktop.ui.theme import clear_caches
    from engine.core.session import Session

    if game != "rage-trick":
        raise ValueError(f"no demo for {game!r} here; see OTHER_DEMOS")
    pygame.init()
    result = DemoResult()
    try:
        settings = MemorySettings(
            window_size=tuple(size), animation_speed=speed, hints=False, sound=False
        )
        app = App(settings, app_registry(), start=None)
        controllers = [SeatController("bot", BOT_NAMES[i], bots) for i in range(seats)]
        session = Session.new(
            game,
            seats,
            seed=seed,
            options={"preset": preset, "schedule": schedule},
            names=[c.name for c in controllers],
        )
        runner = GameRunner(session, controllers, threaded=False)
        start = time.perf_counter()
        faces = FaceBank(preset)
        faces.prewarm_all()
        result.load_ms = (time.perf_counter() - start) * 1000.0
        table = RageTable(app, runner, perspective=0, faces=faces)
        app.push(table)
        frame_stats = FrameStats()
        app.frame_stats = frame_stats
        shots = Milestones(Path(screenshots) if screenshots else None, app)
        cpu_stats = FrameStats()

        def check_milestones() -> None:
            top = app.stack.top
            if isinstance(top, RageTable):
                shots.check_table(top)

        run_frames(
            app,
            shots,
            frames=frames,
            max_frames=max_frames,
            dt=FIXED_DT,
            check=check_milestones,
            ended=lambda: isinstance(app.stack.top, SummaryScreen),
            end_shot="05-summary",
            end_shot_frame=8,
            after_end=AFTER_END,
            cpu_stats=cpu_stats,
        )
        result.frames = app.frames
        result.finished = session.is_over()
        result.rounds = len(table.model.rounds)
        result.screenshots = [str(p) for p in shots.saved]
        summary = frame_stats.summary()
        cpu_summary = cpu_stats.summary()
        result.stats = {
            **summary.figures(),
            **cpu_summary.figures("cpu_"),
            "seats": seats,
            "seed": seed,
            "size": list(size),
            "finished": result.finished,
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


class Milestones(Shots):
    """RAGE's milestones: the deal, bidding, a trick in progress, the score sheet."""

    def check_table(self, table: Any) -> None:
        m = table.model
        stage = table.stage
        n = m.seats
        if "01-deal" not in self.done and stage.dealt >= n * m.hand_size // 2 and m.round >= 1:
            self.take("01-deal")
        busy = table.scene.busy
        bids = sum(1 for b in m.has_bid if b)
        if m.phase == "bid" and bids >= max(1, n // 2) and not busy and m.round == 1:
            self.take("02-bidding")
        if m.phase == "play" and len(m.trick) >= min(3, n - 1) and not busy and m.round >= 1:
            self.take("03-trick")
        if table.sheet is not None and table.sheet.age * max(table.presenter.speed, 1.0) >= 0.6:
            self.take("04-scores")
