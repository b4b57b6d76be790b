"""CPU the app uses while nobody touches it (a script that prints figures, not a test).

    .venv/bin/python bench/bench_idle.py [--scenes menu,rage-trick,ragers,rage-lv,rage-classic]
                                         [--seconds 10] [--size 1920x1080] [--json FILE]

Each scene runs in a fresh interpreter with the real `App.run()` loop (the real frame cap,
bots on their worker thread, autosave on): the main menu, or a table where seat 0 is a
person and every other seat a bot. After a warm-up (the menu's deal, a table's deal and
the bots' first moves, until it is the person's turn and nothing moves) the process's CPU
time (every thread) is read over `--seconds` of wall time, with the number of frames the
loop drew, how many of them changed the window, and the resident memory at the start and
the end of that time (it must stay steady while nothing happens). The video driver is the
environment's (`SDL_VIDEODRIVER`, default dummy), so

    xvfb-run -s "-screen 0 1920x1080x24" env SDL_VIDEODRIVER=x11 .venv/bin/python bench/bench_idle.py

measures under a real X server. Targets (issue 17): menu < 5 % of a core, a table < 10 %.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

SCENES = ("menu", "rage-trick", "ragers", "rage-lv", "rage-classic")
TARGETS = {"menu": 5.0}
TABLE_TARGET = 10.0
WARMUP_LIMIT = 60.0  # seconds to wait for the person's turn before giving up


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--scenes", default=",".join(SCENES))
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--size", default="1920x1080")
    parser.add_argument("--json", metavar="FILE", help="also write the figures as JSON")
    parser.add_argument("--child", metavar="SCENE", help=argparse.SUPPRESS)
    args = parser.parse_args()
    width, height = (int(v) for v in args.size.lower().split("x"))
    size = (width, height)
    if args.child:
        print(json.dumps(measure(args.child, args.seconds, size)))
        return 0
    env = dict(os.environ)
    env.setdefault("SDL_VIDEODRIVER", "dummy")
    env.setdefault("SDL_AUDIODRIVER", "dummy")
    env.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    results = []
    print(
        f"idle CPU, driver {env['SDL_VIDEODRIVER']}, window {size[0]}x{size[1]}, "
        f"{args.seconds:g} s per scene, {os.cpu_count()} cpus, "
        f"load average {os.getloadavg()[0]:.2f}"
    )
    for scene in args.scenes.split(","):
        with tempfile.TemporaryDirectory(prefix="rage-idle-") as home:
            out = subprocess.run(
                [
                    sys.executable,
                    __file__,
                    "--child",
                    scene,
                    "--seconds",
                    str(args.seconds),
                    "--size",
                    args.size,
                ],
                env=dict(env, RAGE_TABLE_HOME=home),
                capture_output=True,
                text=True,
                check=False,
            )
        lines = [ln for ln in out.stdout.splitlines() if ln.startswith("{")]
        if out.returncode != 0 or not lines:
            print(f"  {scene}: failed\n{out.stderr[-2000:]}")
            continue
        result = json.loads(lines[-1])
        results.append(result)
        target = TARGETS.get(scene, TABLE_TARGET)
        print(
            f"  {scene:<11} CPU {result['cpu_percent']:5.1f} % of a core "
            f"({result['cpu_s']:.2f} s in {result['wall_s']:.1f} s), "
            f"{result['frames']} frames drawn, {result['presents']} shown, "
            f"RSS {result['rss_start_mb']:.0f} -> {result['rss_end_mb']:.0f} MB, "
            f"ready: {result['ready']}, faces drawn ahead in {result.get('warmup_s', 0):g} s  target < {target:g} %: "
            f"{'met' if result['cpu_percent'] < target else 'missed'}"
        )
    print(f"  load average after: {os.getloadavg()[0]:.2f}")
    if args.json:
        Path(args.json).write_text(json.dumps(results, indent=2) + "\n")
    return 0


# -- the child: one scene in the real loop ------------------------------------------------------


def measure(scene: str, seconds: float, size: tuple[int, int]) -> dict[str, Any]:
    import pygame

    from desktop.app import App
    from desktop.ui.settings_protocol import MemorySettings
    from desktop.wiring import app_registry

    pygame.init()
    settings = MemorySettings(window_size=size, hints=False, sound=False)
    app = App(settings, app_registry(), start="menu" if scene == "menu" else None)
    table = None if scene == "menu" else start_table(app, scene)
    result: dict[str, Any] = {"scene": scene, "driver": pygame.display.get_driver()}

    def watch() -> None:
        try:
            measure_idle()
        finally:
            pygame.event.post(pygame.event.Event(pygame.QUIT))

    def measure_idle() -> None:
        deadline = time.monotonic() + WARMUP_LIMIT
        time.sleep(2.0)
        while time.monotonic() < deadline and not settled(app, table):
            time.sleep(0.25)
        time.sleep(1.0)  # the last tween ends; hover states settle
        result["ready"] = settled(app, table)
        # A CCG table draws the faces it may show ahead of time, for a few seconds after the
        # deal: that is work, not idling, so it is timed on its own.
        warm = time.monotonic()
        while time.monotonic() < deadline + WARMUP_LIMIT and warming(table):
            time.sleep(0.25)
        result["warmup_s"] = round(time.monotonic() - warm, 1)
        # Before frames could be skipped, every frame drawn was also shown.
        frames, presents = app.frames, getattr(app, "presents", app.frames)
        rss_before = rss_mb()
        cpu, wall = time.process_time(), time.monotonic()
        time.sleep(seconds)
        cpu, wall = time.process_time() - cpu, time.monotonic() - wall
        result.update(
            rss_start_mb=rss_before,
            rss_end_mb=rss_mb(),
            cpu_s=round(cpu, 3),
            wall_s=round(wall, 2),
            cpu_percent=round(100.0 * cpu / wall, 2),
            frames=app.frames - frames,
            presents=getattr(app, "presents", app.frames) - presents,
        )

    watcher = threading.Thread(target=watch, daemon=True)
    watcher.start()
    app.run()
    watcher.join(timeout=5.0)
    if table is not None:
        table.runner.close()
    pygame.quit()
    return result


def rss_mb() -> float:
    """This process's resident memory in MB (Linux /proc; 0 elsewhere)."""
    try:
        status = Path("/proc/self/status").read_text()
    except OSError:
        return 0.0
    for line in status.splitlines():
        if line.startswith("VmRSS:"):
            return round(int(line.split()[1]) / 1024, 1)
    return 0.0


def start_table(app: Any, game: str) -> Any:
    from desktop.game.controllers import bot, person
    from desktop.games.registration import TableSetup

    seats = [person("You"), bot("Ada")]
    if game == "rage-trick":
        from desktop.screens.rage_trick.setup import start_game

        seats += [bot("Bruno"), bot("Chloé")]
        return start_game(app, TableSetup(seats, {"preset": "us"}), seed=7)
    if game == "ragers":
        from desktop.screens.ragers import start_arena

        return start_arena(app, TableSetup(seats), seed=7)
    if game == "rage-lv":
        from desktop.screens.rage_lv import start_ccg

        return start_ccg(app, TableSetup(seats), seed=7)
    if game == "rage-classic":
        from desktop.screens.rage_classic import start_classic

        return start_classic(app, TableSetup(seats), seed=7)
    raise SystemExit(f"unknown scene {game!r}; choose from {', '.join(SCENES)}")


def warming(table: Any) -> bool:
    """The table is still drawing card faces ahead of time (the CCG tables' `faces`)."""
    faces = getattr(table, "faces", None)
    return bool(faces is not None and getattr(faces, "warming", lambda: False)())


def settled(app: Any, table: Any) -> bool:
    """The person's turn (or the menu), nothing moving, no bot thinking."""
    top = app.stack.top
    if top is None:
        return False
    if table is None:
        return top.scene is None or not top.scene.busy
    if top is not table:
        return False
    session = table.runner.session
    return (
        0 in session.to_act()
        and not table.runner.pending
        and not table.runner.bot_thinking
        and not (table.scene is not None and table.scene.busy)
        and not table.presenting()
    )


if __name__ == "__main__":
    sys.exit(main())
