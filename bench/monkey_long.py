"""The monkey for minutes: every registered game's table at each seat count it is run with,
then the whole app from the main menu, each in a process of its own, and a table of what
each run did.

    .venv/bin/python bench/monkey_long.py --minutes 10 --menu-minutes 2 --seed 1

Seat counts: 2 and 4 where the game has them (else its fewest). Prints one line per run:
game, seats, seed, status, inputs, frames, app starts, wall seconds; exits 1 if any failed
(its output, with the traceback and the last inputs, is printed too).
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

SUMMARY = re.compile(
    r"monkey seed (?P<seed>\d+): (?P<inputs>\d+) inputs, (?P<frames>\d+) frames, "
    r"(?P<starts>\d+) app starts"
)


def seat_counts(low: int, high: int) -> list[int]:
    wanted = [n for n in (2, 4) if low <= n <= high]
    return wanted or [low]


def run_one(game: str | None, seats: int | None, seconds: float, seed: int, size: str) -> dict:
    cmd = [sys.executable, "-m", "desktop", "--monkey"]
    cmd += [game] if game else []
    cmd += ["--seconds", str(seconds), "--seed", str(seed), "--size", size]
    if seats is not None:
        cmd += ["--seats", str(seats)]
    started = time.monotonic()
    done = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, check=False)
    found = SUMMARY.search(done.stdout)
    return {
        "game": game or "(menu)",
        "seats": seats or "-",
        "seed": seed,
        "status": "ok" if done.returncode == 0 else f"FAILED ({done.returncode})",
        "inputs": found["inputs"] if found else "?",
        "frames": found["frames"] if found else "?",
        "starts": found["starts"] if found else "?",
        "wall": round(time.monotonic() - started),
        "output": done.stdout + done.stderr if done.returncode else "",
    }


def main() -> int:
    from desktop.games.catalog import all_games

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--minutes", type=float, default=10.0, help="per game and seat count")
    parser.add_argument("--menu-minutes", type=float, default=2.0, help="from the main menu")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--size", default="1280x720")
    parser.add_argument("--games", nargs="*", help="only these games (default: every one)")
    args = parser.parse_args()

    runs: list[tuple[str | None, int | None, float]] = []
    for registration in all_games():
        if args.games and registration.ruleset not in args.games:
            continue
        low, high = registration.new_game.seats
        for count in seat_counts(low, high):
            runs.append((registration.ruleset, count, args.minutes * 60))
    if args.menu_minutes > 0:
        runs.append((None, None, args.menu_minutes * 60))

    header = f"{'game':<14}{'seats':>6}{'seed':>6}  {'status':<12}{'inputs':>8}{'frames':>9}"
    print(header + f"{'starts':>8}{'wall s':>8}", flush=True)
    failed = []
    for game, seats, seconds in runs:
        row = run_one(game, seats, seconds, args.seed, args.size)
        print(
            f"{row['game']:<14}{row['seats']!s:>6}{row['seed']:>6}  {row['status']:<12}"
            f"{row['inputs']:>8}{row['frames']:>9}{row['starts']:>8}{row['wall']:>8}",
            flush=True,
        )
        if row["output"]:
            failed.append(row)
    for row in failed:
        print(f"\n--- {row['game']} {row['seats']} seats ---\n{row['output']}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
