"""Random-play throughput of rage-trick through the real Session (a script, not a test).

    .venv/bin/python bench/bench_rage_trick.py [--runs 5] [--hands 2000] [--games 100]

Prints the medians over several runs of
  - 4-seat, 10-card `oh-hell` hands per second (one hand = one game with schedule [10]),
  - full 4-seat `us` games per second (10 rounds, 10 cards down to 1),
and commands per second for each, as one JSON object.
"""

from __future__ import annotations

import argparse
import json
import logging
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.core.play import make_bots, play_out  # noqa: E402
from engine.core.session import Session  # noqa: E402

log = logging.getLogger("bench")


def run(games: int, options: dict[str, Any], seed: int) -> tuple[float, float, int]:
    """Play `games` random 4-seat games; returns (cpu seconds, wall seconds, commands).

    CPU time of this process is what "one core" means; wall time also counts whatever else
    the machine is doing, so both are reported.
    """
    commands = 0
    cpu, wall = time.process_time(), time.perf_counter()
    for g in range(games):
        session = Session.new("rage-trick", 4, seed + g, options)
        bots = make_bots(session, ["random"] * 4)
        commands += play_out(session, bots, random.Random(seed * 31 + g))
    return time.process_time() - cpu, time.perf_counter() - wall, commands


def measure(label: str, games: int, options: dict[str, Any], runs: int) -> dict[str, float]:
    rates, walls, cps = [], [], []
    for r in range(runs):
        cpu, wall, commands = run(games, options, 1000 * r + 1)
        rates.append(games / cpu)
        walls.append(games / wall)
        cps.append(commands / cpu)
        log.info("%s run %d: %.1f/s cpu, %.1f/s wall", label, r + 1, games / cpu, games / wall)
    return {
        f"{label}_per_s": round(statistics.median(rates), 1),
        f"{label}_per_s_wall": round(statistics.median(walls), 1),
        f"{label}_commands_per_s": round(statistics.median(cps)),
    }


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--hands", type=int, default=2000, help="oh-hell hands per run")
    parser.add_argument("--games", type=int, default=100, help="full us games per run")
    parser.add_argument("-v", "--verbose", action="store_true")
    args = parser.parse_args()
    logging.basicConfig(level=logging.INFO if args.verbose else logging.WARNING)
    report: dict[str, Any] = {"runs": args.runs}
    report.update(
        measure("oh_hell_hands", args.hands, {"preset": "oh-hell", "schedule": [10]}, args.runs)
    )
    report.update(measure("us_games", args.games, {"preset": "us"}, args.runs))
    sys.stdout.write(json.dumps(report) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
