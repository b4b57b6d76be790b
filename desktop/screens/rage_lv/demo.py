"""An all-bot Rage CCG game on the real table, headless (`--demo rage-lv`).

Fixed frame time and bots that think in the frame (not on a thread), so a seed always plays
and draws the same game. Screenshots at milestones (the table, a Moot, a combat, the end),
frame-time statistics as JSON.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from desktop.demo_shots import Shots, headless, run_frames, write_stats

FIXED_DT = 1.0 / 60.0
BOT_NAMES = ("Ada", "Bruno", "Chen", "Dalia")
AFTER_END = 30


@dataclass
class CcgDemoResult:
    frames: int = 0
    finished: bool = False
    turns: int = 0
    screenshots: list[str] = field(default_factory=list)
    load_ms: float = 0.0
    stats: dict[str, Any] = field(default_factory=dict)


class Milestones(Shots):
    def __init__(self, directory: Path | None, app: Any, prefix: str) -> None:
        super().__init__(directory, app, prefix)
        self._waiting: str | None = None
        self._settle = 0

    def when(self, name: str, cond: bool, table: Any) -> None:
        """Once `cond` holds, hold the bots until the table is still, then take `name`."""
        if name in self.done:
            return
        if self._waiting is None and cond:
            self._waiting = name
            table.paused = True
        if self._waiting == name and not table.scene.busy and not table._hud_due:
            self._settle += 1
            if self._settle >= 3:
                self.take(name)
                self._waiting = None
                self._settle = 0
                table.paused = False

    def check(self, table: Any) -> None:
        v = table.view
        things = sum(1 for c in v["chars"] if c["attached"])
        self.when("01-table", v["turn"] >= 2 and v["phase"] == "main" and things >= 3, table)
        moots = v["phase"] == "vote" and any(m["for"] or m["against"] for m in v["moots"])
        self.when("02-moot", moots, table)
        c = v.get("combat")
        fight = c is not None and bool(table.revealed) and bool(table.reveal_text)
        self.when("03-combat", fight and len(table.combat_log) >= 6, table)


def play_ccg_demo(
    *,
    seed: int = 1,
    seats: int = 2,
    frames: int = 0,
    screenshots: str | None = None,
    stats: str | None = None,
    size: tuple[int, int] = (1920, 1080),
    speed: float = 1.0,
    step_delay: float = 0.0,
    bots: str = "heuristic",
    show: bool = False,
    max_frames: int = 20_000,
    quit_pygame: bool = True,
    options: dict[str, Any] | None = None,
    prefix: str = "rage-lv-",
) -> CcgDemoResult:
    headless(show)
    import pygame

    from desktop.app import App
    from desktop.game.controllers import SeatController
    from desktop.scene.stats import FrameStats
    from desktop.screens.rage_lv import new_runner
    from desktop.screens.rage_lv.faces import CcgFaces
    from desktop.screens.rage_lv.screen import CcgScreen
    from desktop.screens.registry import default_registry
    from desktop.ui.settings_protocol import MemorySettings
    from desktop.ui.theme import clear_caches
    from engine.games.rage_lv.data import cards

    pygame.init()
    result = CcgDemoResult()
    try:
        settings = MemorySettings(
            window_size=tuple(size), animation_speed=speed, hints=False, sound=False
        )
        app = App(settings, default_registry(), start=None)
        controllers = [SeatController("bot", BOT_NAMES[i], bots) for i in range(seats)]
        runner = new_runner(controllers, seed=seed, options=options, threaded=False)
        session = runner.session
        start = time.perf_counter()
        faces = CcgFaces()
        ids = sorted(
            {
                iid.split(".")[1]
                for p in session.state.players
                for iid in [*p.sept_deck, *p.combat_deck]
            }
            | {c.id for c in cards().values() if c.type in ("garou", "tribe")}
        )
        chars = [i for i in ids if cards()[i].is_character or cards()[i].type == "battlefield"]
        faces.prewarm(ids, big=tuple(chars))
        result.load_ms = (time.perf_counter() - start) * 1000.0
        table = CcgScreen(app, runner, perspective=0, faces=faces, step_delay=step_delay)
        app.push(table)
        frame_stats = FrameStats()
        app.frame_stats = frame_stats
        shots = Milestones(Path(screenshots) if screenshots else None, app, prefix)

        def check_milestones() -> None:
            if app.stack.top is table:
                shots.check(table)

        run_frames(
            app,
            shots,
            frames=frames,
            max_frames=max_frames,
            dt=FIXED_DT,
            check=check_milestones,
            ended=session.is_over,
            end_shot="04-end",
            end_shot_frame=12,
            after_end=AFTER_END,
        )
        result.frames = app.frames
        result.finished = session.is_over()
        result.turns = session.state.turn
        result.screenshots = [str(p) for p in shots.saved]
        summary = frame_stats.summary()
        result.stats = {
            **summary.figures(),
            "seed": seed,
            "seats": seats,
            "size": list(size),
            "finished": result.finished,
            "turns": result.turns,
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
