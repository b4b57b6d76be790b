"""`python -m desktop --demo GAME`: an all-bot game on the real table, headless.

Runs under SDL's dummy video driver (unless one is set), with a fixed frame time and bots
that think in the frame (not on a thread), or between frames for the benches
(`bots_off_frame`), so a seed always plays and draws the same game.
Every registered game with a `Demo` can be played; its demo saves screenshots at its
milestones, and frame-time statistics are written as JSON.
"""

from __future__ import annotations

import argparse
import logging
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from desktop.demo_shots import headless, pygame_started, write_stats
from desktop.games import Games
from desktop.games.registration import DemoOutcome, DemoRun
from engine.i18n import using

log = logging.getLogger(__name__)

TUTORIAL = "tutorial"


def _games() -> Games:
    from desktop.games.catalog import all_games

    return all_games()


def add_arguments(group: argparse._ArgumentGroup) -> None:
    games = _games()
    with_demo = [g for g in games if g.demo is not None]
    group.add_argument(
        "--demo",
        metavar="GAME",
        choices=[g.ruleset for g in with_demo] + [TUTORIAL],
        help="play an all-bot game headless: "
        + ", ".join(g.ruleset for g in with_demo)
        + f"; or {TUTORIAL} --game G: a scripted student takes every lesson of G's course",
    )
    group.add_argument(
        "--game",
        metavar="GAME",
        choices=[g.ruleset for g in games.with_lessons()],
        help="the course for --demo tutorial: "
        + ", ".join(g.ruleset for g in games.with_lessons()),
    )
    seats = ", ".join(f"{g.title} {g.demo.seats}" for g in with_demo if g.demo is not None)
    group.add_argument(
        "--seats", type=int, default=None, metavar="N", help=f"players (demo; {seats})"
    )
    group.add_argument("--seed", type=int, default=1, metavar="S", help="deal seed (demo)")
    group.add_argument("--screenshots", metavar="DIR", help="save PNGs at milestones (demo)")
    group.add_argument("--stats", metavar="FILE", help="write frame-time statistics JSON (demo)")
    group.add_argument(
        "--speed", type=float, default=1.0, metavar="X", help="animation speed (demo; 1 = normal)"
    )
    group.add_argument(
        "--bots", default="heuristic", metavar="KIND", help="bot kind for every seat (demo)"
    )
    group.add_argument(
        "--show", action="store_true", help="open a real window instead of the dummy driver (demo)"
    )
    for game in with_demo:  # each game's own flags (e.g. RAGE's deck and round schedule)
        assert game.demo is not None
        if game.demo.add_arguments is not None:
            game.demo.add_arguments(group)


def chosen(args: argparse.Namespace) -> bool:
    return getattr(args, "demo", None) is not None


@dataclass
class DemoResult(DemoOutcome):
    """The game's outcome, with the frames played and the statistics written."""

    game: str = ""
    frames: int = 0
    stats: dict[str, Any] = field(default_factory=dict)


def run(args: argparse.Namespace) -> int:
    games = _games()
    if args.demo == TUTORIAL:
        return run_tutorial(args, games)
    game = games[args.demo]
    assert game.demo is not None
    options = game.demo.options(args) if game.demo.options is not None else {}
    result = play(
        args.demo,
        seats=args.seats,
        seed=args.seed,
        frames=args.frames or 0,
        screenshots=args.screenshots,
        stats=args.stats,
        size=args.size or (1920, 1080),
        speed=args.speed,
        bots=args.bots,
        options=options,
        show=args.show,
        games=games,
        language=args.lang or "en",
    )
    s = result.stats
    print(
        f"demo: {result.frames} frames, "
        f"game {'finished' if result.finished else 'not finished'} after {result.progress}; "
        f"frame ms median {s['median']:.2f} p95 {s['p95']:.2f} p99 {s['p99']:.2f} "
        f"max {s['max']:.2f} (CPU: median {s['cpu_median']:.2f} p99 {s['cpu_p99']:.2f}); "
        f"faces drawn up front in {result.load_ms:.0f} ms"
    )
    for path in result.screenshots:
        print(f"  screenshot {path}")
    # Asked to play to the end (no --frames): a game that did not finish is a failure.
    return 1 if not args.frames and not result.finished else 0


def play(
    game: str,
    *,
    seats: int | None = None,
    seed: int = 1,
    frames: int = 0,
    screenshots: str | Path | None = None,
    stats: str | None = None,
    size: tuple[int, int] = (1920, 1080),
    speed: float = 1.0,
    bots: str = "heuristic",
    options: dict[str, Any] | None = None,
    step_delay: float = 0.0,
    until: str = "",
    show: bool = False,
    max_frames: int | None = None,
    quit_pygame: bool = True,
    games: Games | None = None,
    language: str = "en",
    bots_off_frame: bool = False,
    split_frames: bool = True,
) -> DemoResult:
    """Play `game`'s demo on a fresh app (see the module docstring); `until` stops at that
    milestone, `games` is the registry to play from (default: every game of this build).
    `bots_off_frame`: bots think between frames, as on the app's worker thread, so frame
    times are the app's (the benches); the game is the same either way. `split_frames` is
    the app's (on, as in the game): a long update then leaves its drawing to the next
    frame, so how many frames a demo takes depends on the machine's speed; tests that count
    frames turn it off."""
    headless(show)
    from desktop.app import App
    from desktop.scene.stats import FrameStats
    from desktop.ui.settings_protocol import MemorySettings
    from desktop.wiring import app_registry

    games = games if games is not None else _games()
    registration = games[game]
    demo = registration.demo
    if demo is None:
        raise ValueError(f"{registration.title} has no demo")
    with pygame_started(quit_pygame):
        settings = MemorySettings(
            window_size=(size[0], size[1]),
            animation_speed=speed,
            hints=False,
            sound=False,
            language=language,
        )
        app = App(settings, app_registry(games), start=None, split_frames=split_frames)
        frame_stats = FrameStats()
        cpu_stats = FrameStats()
        app.frame_stats = frame_stats
        seats = seats or demo.seats
        run_ = DemoRun(
            seed=seed,
            seats=seats,
            frames=frames,
            max_frames=max_frames or demo.max_frames,
            screenshots=Path(screenshots) if screenshots else None,
            bots=bots,
            options=dict(options or {}),
            step_delay=step_delay,
            until=until,
            cpu_stats=cpu_stats,
            bots_off_frame=bots_off_frame,
        )
        with using(app.translations):  # the table is built here, outside the app's frames
            outcome = demo.play(app, run_)
        result = DemoResult(**vars(outcome), game=game, frames=app.frames)
        result.stats = {
            **frame_stats.summary().figures(),
            **cpu_stats.summary().figures("cpu_"),
            **outcome.figures,
            "game": game,
            "seats": seats,
            "seed": seed,
            "size": list(size),
            "finished": result.finished,
            "load_ms": round(result.load_ms, 1),
        }
        write_stats(stats, result.stats)
        app.close()
    return result


def run_tutorial(args: argparse.Namespace, games: Games) -> int:
    """`--demo tutorial --game G`: exit 0 only when every lesson of G's course completed."""
    if not args.game:
        print("demo tutorial: name the course with --game " + "|".join(games.ids()))
        return 2
    result = tutorial(
        args.game,
        screenshots=args.screenshots,
        size=args.size or (1920, 1080),
        speed=args.speed,
        show=args.show,
        games=games,
    )
    for lesson in result.lessons:
        state = "complete" if lesson.completed else f"NOT complete: {lesson.problem}"
        print(f"lesson {lesson.lesson}: {state} ({lesson.frames} frames)")
        for refusal in lesson.refusals:
            print(f"    coach: {refusal}")
    for path in result.screenshots:
        print(f"  screenshot {path}")
    return 0 if result.completed else 1


def tutorial(
    game: str,
    *,
    screenshots: str | Path | None = None,
    size: tuple[int, int] = (1920, 1080),
    speed: float = 1.0,
    show: bool = False,
    games: Games | None = None,
    only: list[str] | None = None,
    quit_pygame: bool = True,
) -> Any:
    """Play `game`'s course with a scripted student on a fresh app (see desktop.learn.demo)."""
    headless(show)
    from desktop.app import App
    from desktop.learn.demo import play_course
    from desktop.ui.settings_protocol import MemorySettings
    from desktop.wiring import app_registry

    with pygame_started(quit_pygame):
        settings = MemorySettings(
            window_size=(size[0], size[1]), animation_speed=speed, hints=False, sound=False
        )
        app = App(settings, app_registry(games if games is not None else _games()), start=None)
        result = play_course(
            app, game, screenshots=Path(screenshots) if screenshots else None, only=only
        )
        app.close()
    return result
