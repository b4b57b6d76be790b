"""What the bounded reader costs, and how it answers hostile input (a script, not a test).

    .venv/bin/python bench/bench_reader.py [--runs 5]

Prints one JSON object:
  - `journal`: a finished 4-seat rage-lv game's log (lines, bytes), parsed line by line with
    plain `json.loads` and with `engine.core.log.parse_lines` (bounded parse and every field
    checked), median milliseconds of each and the ratio;
  - `hostile`: milliseconds and peak memory (tracemalloc, a second run) to refuse a 100,000-deep line,
    a 5,000-digit number, a header asking for 10^9 seats and a 16 MB line of one string.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
import tracemalloc
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.core.errors import Illegal  # noqa: E402
from engine.core.log import parse_lines, write_lines  # noqa: E402
from engine.core.session import Session  # noqa: E402


def _game_lines() -> list[str]:
    session = Session.new("rage-lv", 4, seed=3, options={"turn_limit": 12})
    rng = random.Random(3)
    while not session.is_over():
        seat = min(session.to_act())
        session.apply(seat, rng.choice(session.legal(seat)))
    return list(write_lines(session.header, session.entries))


def _median_ms(work: Any, runs: int) -> float:
    times = []
    for _ in range(runs):
        started = time.perf_counter()
        work()
        times.append((time.perf_counter() - started) * 1000)
    return round(statistics.median(times), 2)


def _refuse(lines: list[str]) -> str:
    try:
        parse_lines(lines, "hostile.log")
    except Illegal as exc:
        return exc.message[:90]
    return "accepted"


def _refusal(lines: list[str]) -> dict[str, Any]:
    """Time (a plain run) and peak memory (a second run, under tracemalloc)."""
    started = time.perf_counter()
    said = _refuse(lines)
    ms = (time.perf_counter() - started) * 1000
    tracemalloc.start()
    _refuse(lines)
    peak = tracemalloc.get_traced_memory()[1] / 1e6
    tracemalloc.stop()
    return {"ms": round(ms, 2), "peak_mb": round(peak, 2), "said": said}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    lines = _game_lines()
    plain = _median_ms(lambda: [json.loads(line) for line in lines], args.runs)
    bounded = _median_ms(lambda: parse_lines(lines, "game.log"), args.runs)
    header = json.loads(lines[0])
    header["header"]["seats"] = 10**9
    report = {
        "journal": {
            "lines": len(lines),
            "bytes": sum(len(line.encode()) + 1 for line in lines),
            "json_loads_ms": plain,
            "parse_lines_ms": bounded,
            "ratio": round(bounded / plain, 2) if plain else None,
        },
        "hostile": {
            "100000 deep": _refusal([lines[0], "[" * 100_000 + "]" * 100_000]),
            "5000 digits": _refusal([lines[0], '{"n": ' + "9" * 5000 + "}"]),
            "seats 10^9": _refusal([json.dumps(header), *lines[1:]]),
            "16 MB string": _refusal([lines[0], '{"n": "' + "x" * (16 << 20) + '"}']),
        },
    }
    print(json.dumps(report, indent=2))


if __name__ == "__main__":
    main()
