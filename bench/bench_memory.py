"""Resident memory over three full games and two resizes (a script that prints figures).

    .venv/bin/python bench/bench_memory.py [--speed 4] [--json FILE]

One app, as a player would use it, headless (SDL's dummy driver, a temporary home): the
main menu at 1920x1080; an all-bot RAGE game at 6 seats; the window resized to 1280x720;
an all-bot Ragers game; resized to 2560x1440; an all-bot Rage CCG game at 4 seats; back to
the menu. Each game runs to its end on the real table with its own card renderer, and
leaves through the menu as a player would. After each step it prints the process's resident
set (VmRSS) and its peak so far (VmHWM), with the sizes of the app's caches.
Target (issue 17): under 400 MB.
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

TARGET_MB = 400
FRAME = 1 / 60
MAX_FRAMES = 120_000


def rss() -> tuple[float, float]:
    """(current, peak) resident memory in MB, from /proc (Linux)."""
    fields = {}
    for line in Path("/proc/self/status").read_text().splitlines():
        key, _, value = line.partition(":")
        fields[key] = value.strip()
    return int(fields["VmRSS"].split()[0]) / 1024, int(fields["VmHWM"].split()[0]) / 1024


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--speed", type=float, default=4.0, help="animation speed")
    parser.add_argument("--json", metavar="FILE")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="rage-mem-") as home:
        os.environ["RAGE_TABLE_HOME"] = home
        rows = run(args.speed)
    current, peak = rows[-1]["rss_mb"], max(r["peak_mb"] for r in rows)
    print(
        f"final {current:.0f} MB, peak {peak:.0f} MB: target < {TARGET_MB} MB "
        f"{'met' if peak < TARGET_MB else 'missed'}"
    )
    if args.json:
        Path(args.json).write_text(json.dumps(rows, indent=2) + "\n")
    return 0


def run(speed: float) -> list[dict[str, Any]]:
    import pygame

    from desktop.app import App
    from desktop.ui.settings_protocol import MemorySettings
    from desktop.wiring import app_registry

    pygame.init()
    rows: list[dict[str, Any]] = []
    started = time.perf_counter()

    def note(step: str) -> None:
        gc.collect()
        current, peak = rss()
        row = {
            "step": step,
            "rss_mb": round(current, 1),
            "peak_mb": round(peak, 1),
            "seconds": round(time.perf_counter() - started, 1),
            **cache_sizes(app),
        }
        rows.append(row)
        extra = "  ".join(f"{k} {v}" for k, v in row.items() if k.startswith("cache"))
        print(f"{step:<28} RSS {current:6.1f} MB  peak {peak:6.1f} MB  {extra}", flush=True)

    settings = MemorySettings(window_size=(1920, 1080), animation_speed=speed, sound=False)
    settings.hints = False
    app = App(settings, app_registry())
    frames(app, 120)
    note("menu 1920x1080")
    play(app, "rage-trick")
    note("after RAGE (6 seats)")
    resize(app, (1280, 720))
    note("resized to 1280x720")
    play(app, "ragers")
    note("after Ragers")
    resize(app, (2560, 1440))
    note("resized to 2560x1440")
    play(app, "rage-lv")
    note("after Rage CCG (4 packs)")
    frames(app, 120)
    note("menu, final")
    app.close()
    pygame.quit()
    return rows


def frames(app: Any, n: int) -> None:
    for _ in range(n):
        app.frame(FRAME, [])


def resize(app: Any, size: tuple[int, int]) -> None:
    import pygame

    pygame.display.set_mode(size, pygame.RESIZABLE)
    event = pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])
    app.frame(FRAME, [event])
    frames(app, 60)


def play(app: Any, game: str) -> None:
    """An all-bot game on the real table, to its end, then back to the menu."""
    from desktop.game.controllers import bot
    from desktop.game.start import new_runner
    from desktop.screens.base import Screen

    names = ["Ada", "Bruno", "Chloé", "Dev", "Emeka", "Farah"]
    if game == "rage-trick":
        from desktop.screens.rage_trick.table import RageTable

        runner = new_runner(game, [bot(n) for n in names], seed=1, threaded=False)
        table: Screen = RageTable(app, runner)
    elif game == "ragers":
        from desktop.screens.ragers import create_arena_screen
        from desktop.screens.ragers import new_runner as arena_runner

        runner = arena_runner([bot(n) for n in names[:2]], seed=1, threaded=False)
        table = create_arena_screen(app, runner)
    else:
        from desktop.screens.rage_lv import create_ccg_screen
        from desktop.screens.rage_lv import new_runner as ccg_runner

        runner = ccg_runner([bot(n) for n in names[:4]], seed=1, threaded=False)
        table = create_ccg_screen(app, runner)
    app.push(table)
    for _ in range(MAX_FRAMES):
        app.frame(FRAME, [])
        if runner.session.is_over():
            break
    frames(app, 240)  # the last animations, the summary
    if not runner.session.is_over():
        print(f"  ({game} did not finish in {MAX_FRAMES} frames)")
    while len(app.stack) > 1:  # back to the menu, as the summary's Menu button does
        app.pop()
    runner.close()
    frames(app, 30)


def cache_sizes(app: Any) -> dict[str, Any]:
    """What the app's caches hold, when it has them (MB)."""
    caches = getattr(app, "caches", None)
    if caches is None or not hasattr(caches, "report"):
        return {}
    return {f"cache {name}": mb for name, mb in caches.report().items()}


if __name__ == "__main__":
    sys.exit(main())
