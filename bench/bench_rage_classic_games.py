"""How bot games of the original Rage end (a script, not a test).

    .venv/bin/python bench/bench_rage_classic_games.py [--games 40] [--seats 2]
        [--bots heuristic,random] [--seed 0] [--first 0] [--option rulebook=1995 ...] [--each]

Plays `games` games (bots change seats every game, as `python -m engine simulate` does) and
prints one JSON object: how each game ended (Renown reached, last pack standing, turn limit,
with the seeds of those),
the turns and commands per game (median and max), wins per bot, and any game that raised or
stopped with a seat that could not act (with its seed, to replay it). `--each` also prints one
JSON line per game to stderr as it ends (so a long run that is stopped still tells).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from collections import Counter, defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.core.cli import parse_option  # noqa: E402
from engine.core.play import make_bots, play_out  # noqa: E402
from engine.core.session import Session  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--seats", type=int, default=2)
    parser.add_argument("--bots", default="heuristic,random")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument(
        "--first",
        type=int,
        default=0,
        help="the first game's index: a run split in parts (or resumed) plays the same games",
    )
    parser.add_argument("--option", action="append", default=[])
    parser.add_argument(
        "--each", action="store_true", help="also print one line per game to stderr, as it ends"
    )
    args = parser.parse_args()
    names = args.bots.split(",")
    assert len(names) == args.seats, "name one bot per seat"
    options = dict(parse_option(text) for text in args.option)
    reasons: Counter[str] = Counter()
    wins: dict[str, float] = defaultdict(float)
    turns: list[int] = []
    commands: list[int] = []
    failures: list[dict[str, object]] = []
    limited: list[int] = []
    for g in range(args.first, args.first + args.games):
        shift = g % args.seats
        seat_bot = [(s + shift) % args.seats for s in range(args.seats)]
        seed = args.seed + g
        started = time.process_time()
        try:
            session = Session.new("rage-classic", args.seats, seed, options)
            bots = make_bots(session, [names[seat_bot[s]] for s in range(args.seats)])
            made = play_out(session, bots, random.Random(seed * 7919 + g))
        except Exception as exc:  # a bench reports every failure and goes on
            failures.append({"seed": seed, "error": repr(exc)[:200]})
            if args.each:
                print(json.dumps({"seed": seed, "error": repr(exc)[:200]}), file=sys.stderr)
            continue
        if not session.is_over():
            failures.append({"seed": seed, "error": f"stopped at {session.state.step}"})
            continue
        result = session.result()
        reasons[result["reason"]] += 1
        if result["reason"] == "turn-limit":
            limited.append(seed)
        turns.append(result["turns"])
        commands.append(made)
        for seat in result["winners"]:
            wins[f"{names[seat_bot[seat]]}#{seat_bot[seat]}"] += 1 / len(result["winners"])
        if args.each:
            line = {
                "seed": seed,
                "reason": result["reason"],
                "turns": result["turns"],
                "winners": [f"{names[seat_bot[s]]}#{seat_bot[s]}" for s in result["winners"]],
                "commands": made,
                "cpu_s": round(time.process_time() - started, 2),
            }
            print(json.dumps(line), file=sys.stderr, flush=True)
    out = {
        "games": args.games,
        "seats": args.seats,
        "bots": names,
        "options": options,
        "ended": dict(reasons),
        "turn_limit_seeds": limited,
        "turns": {"median": statistics.median(turns), "max": max(turns)} if turns else None,
        "commands": (
            {"median": statistics.median(commands), "max": max(commands)} if commands else None
        ),
        "wins": {k: round(v, 2) for k, v in sorted(wins.items())},
        "failures": failures,
    }
    print(json.dumps(out, indent=2))
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
