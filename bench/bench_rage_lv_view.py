"""Cost of one rage-lv `view()` call on a mid-game state (a script, not a test).

    .venv/bin/python bench/bench_rage_lv_view.py [--rounds 200] [--inner 20]

Plays a fixed random game to a mid-game point at 2 and at 4 packs, then times `view()` for
every seat and a spectator in turn. Prints the median microseconds per call over `rounds`
batches of `inner` sweeps, as one JSON object (plus a readable line per table size).

(The view is built on the shared card layer's static-effect index: `stats.Board`, one pass
over the cards in play per view.)
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.core.session import Session  # noqa: E402
from engine.games.rage_lv.rules import RULESET  # noqa: E402

AW, SC, HM = "ashen-wind", "stone-choir", "hollow-moon"
#: packs, seed, random commands played: well into the game, with attachments, Totems,
#: active Rites and Battlefields in play.
TABLES = {2: ([AW, SC], 5, 250), 4: ([AW, SC, HM, AW], 7, 600)}


def mid_game(packs: list[str], seed: int, steps: int) -> Session:
    session = Session.new("rage-lv", len(packs), seed, {"packs": packs, "turn_limit": 12})
    rng = random.Random(seed)
    for _ in range(steps):
        if session.is_over():
            break
        to_act = sorted(session.to_act())
        seat = to_act[rng.randrange(len(to_act))]
        legal = session.legal(seat)
        session.apply(seat, legal[rng.randrange(len(legal))])
    return session


# -- timing ----------------------------------------------------------------------------------
def batch(view: Any, state: Any, inner: int) -> float:
    viewers = [None, *range(state.seats)]
    start = time.perf_counter()
    for _ in range(inner):
        for seat in viewers:
            view(state, seat)
    return (time.perf_counter() - start) / (inner * len(viewers))


def measure(state: Any, rounds: int, inner: int) -> float:
    """Median µs per call over `rounds` batches."""
    return statistics.median(batch(RULESET.view, state, inner) for _ in range(rounds)) * 1e6


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=200)
    parser.add_argument("--inner", type=int, default=20)
    args = parser.parse_args()
    out: dict[str, Any] = {}
    for packs_n, (packs, seed, steps) in TABLES.items():
        state = mid_game(packs, seed, steps).state
        measure(state, 5, 5)  # warm up caches
        after = measure(state, args.rounds, args.inner)
        out[f"{packs_n}_packs"] = {
            "median_us_per_view": round(after, 1),
            "turn": state.turn,
            "chars": len(state.chars),
            "things": len(state.things),
        }
        print(
            f"{packs_n} packs: {after:7.1f} µs per view(); "
            f"turn {state.turn}, {len(state.chars)} characters, "
            f"{len(state.things)} cards in play",
            file=sys.stderr,
        )
    print(json.dumps(out))


if __name__ == "__main__":
    main()
