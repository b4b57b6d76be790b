"""The three rage-lv starter packs against each other: a 3x3 matrix of win rates (a script).

    .venv/bin/python bench/bench_rage_lv_balance.py [--games 200] [--jobs 1] [--seed 0]

Heuristic bot against heuristic bot, two seats, Renown level 20, turn limit 40. For each pair
of packs A and B, `--games` games with A in seat 0 and as many with A in seat 1 (seat order
only breaks Fury ties; the Tribes' Fury sets who plays first). Cell (A, B) is A's share of
those games' wins (a shared win counts half), with its 95% interval. Prints a readable table
on stderr and the figures as one JSON object on stdout.
"""

from __future__ import annotations

import argparse
import itertools
import json
import math
import random
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.core.play import make_bots, play_out  # noqa: E402
from engine.core.session import Session  # noqa: E402

PACKS = ("ashen-wind", "stone-choir", "hollow-moon")


def one_game(packs: tuple[str, str], seed: int) -> list[float]:
    """Each seat's share of the win (1, 0.5 or 0) in one heuristic-vs-heuristic game."""
    session = Session.new("rage-lv", 2, seed, {"packs": list(packs)})
    bots = make_bots(session, ["heuristic", "heuristic"])
    play_out(session, bots, random.Random(seed))
    winners = session.result()["winners"] if session.is_over() else []
    return [1 / len(winners) if s in winners else 0.0 for s in range(2)]


def games_for(a: str, b: str, n: int, seed: int) -> list[tuple[tuple[str, str], int, int]]:
    """(packs, seed, seat of A) for n games with A in seat 0 and n with A in seat 1."""
    out = []
    for k in range(n):
        out.append(((a, b), seed + 2 * k, 0))
        out.append(((b, a), seed + 2 * k + 1, 1))
    return out


def run(task: tuple[tuple[str, str], int, int]) -> tuple[float, float]:
    """(A's share, B's share) of one game's win; both 0 when nobody won by the turn limit."""
    packs, seed, seat = task
    shares = one_game(packs, seed)
    return shares[seat], shares[1 - seat]


def interval(p: float, n: int) -> float:
    return 1.96 * math.sqrt(max(p * (1 - p), 1e-9) / n) if n else 0.0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200, help="games per seat order")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    start = time.perf_counter()
    pairs = list(itertools.combinations(PACKS, 2))
    tasks = {
        pair: games_for(*pair, args.games, args.seed + 100_000 * i) for i, pair in enumerate(pairs)
    }
    flat = [t for pair in pairs for t in tasks[pair]]
    if args.jobs > 1:
        with ProcessPoolExecutor(args.jobs) as pool:
            shares = list(pool.map(run, flat, chunksize=8))
    else:
        shares = [run(t) for t in flat]
    matrix: dict[str, dict[str, Any]] = {a: {} for a in PACKS}
    k = 0
    for a, b in pairs:
        got = shares[k : k + len(tasks[(a, b)])]
        k += len(got)
        for me, them, who in ((a, b, 0), (b, a, 1)):
            mine = [g[who] for g in got]
            rate = sum(mine) / len(mine)
            seat_0 = mine[0::2] if who == 0 else mine[1::2]  # games with `me` in seat 0
            seat_1 = mine[1::2] if who == 0 else mine[0::2]
            matrix[me][them] = {
                "win_rate": round(rate, 3),
                "ci95": round(interval(rate, len(mine)), 3),
                "as_seat_0": round(sum(seat_0) / len(seat_0), 3),
                "as_seat_1": round(sum(seat_1) / len(seat_1), 3),
                "games": len(mine),
            }
        unfinished = sum(1 for g in got if g[0] + g[1] == 0)
        matrix[a][b]["no_winner"] = matrix[b][a]["no_winner"] = unfinished
    seconds = time.perf_counter() - start
    width = max(len(p) for p in PACKS) + 2
    print(f"{'row vs column':{width}}" + "".join(f"{p:>{width}}" for p in PACKS), file=sys.stderr)
    for a in PACKS:
        cells = "".join(
            f"{'—':>{width}}" if a == b else f"{matrix[a][b]['win_rate'] * 100:>{width - 1}.1f}%"
            for b in PACKS
        )
        print(f"{a:{width}}" + cells, file=sys.stderr)
    worst = max(matrix[a][b]["win_rate"] for a in PACKS for b in PACKS if a != b)
    print(
        f"{args.games} games per seat order per pair; highest win rate {worst * 100:.1f}%; "
        f"{seconds:.0f} s",
        file=sys.stderr,
    )
    print(json.dumps({"games_per_seat_order": args.games, "matrix": matrix, "max": worst}))


if __name__ == "__main__":
    main()
