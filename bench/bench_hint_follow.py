"""Whether Hint is advice worth following: 2-seat rage-lv games where seat 0 does what Hint
says and seat 1 is the heuristic (Normal) bot (a script).

    .venv/bin/python bench/bench_hint_follow.py [--seeds 30] [--first 1] [--baseline]
        [--json runs/a.jsonl]
    .venv/bin/python bench/bench_hint_follow.py --compare runs/a.jsonl runs/b.jsonl

Seat 0 takes `engine.ai.hints.hint` at every decision (the expert with its Hard settings, as
the table's Hint button runs it); with `--baseline` seat 0 is the heuristic bot itself, so
"Hint beats the bot it advises against" reads off as the two runs' wins. Prints a line per
seed (winner, both seats' Renown, turns, wall and CPU seconds, Main Phase moments where
Hint said Pass with a card playable, and attack steps where it said Pass with an attack card
playable) and the totals, wins and median game time at the end.

The search stops on 0.8 s of its thread's CPU time, or 2 s of wall time; the wall cap would
make a run depend on the machine's load, so it is off here unless `--wall-cap` (a cut search
is counted per game). `--compare` pairs two runs' JSON lines by seed: per-seed Renown
difference of seat 0, wins, and a two-sided sign test on the seeds that differ.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import random
import statistics
import sys
import time
from dataclasses import dataclass
from math import comb
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.ai.hints import hint  # noqa: E402
from engine.ai.search import SearchSettings  # noqa: E402
from engine.core.play import make_bots  # noqa: E402
from engine.core.session import Session  # noqa: E402
from engine.games.rage_lv.expert import HARD  # noqa: E402

#: a game that runs this long is stopped (none has come near it)
MAX_COMMANDS = 5000


@dataclass(frozen=True)
class Game:
    """One seed's game, as a JSON line."""

    seed: int
    winners: list[int]
    renown: list[int]
    turns: int
    seconds: float
    cpu_seconds: float
    #: Main Phase moments where seat 0 had a card to play, and where it passed at them
    main_moments: int = 0
    main_passes: int = 0
    #: seat 0's searches the CPU or wall cap cut short
    cut: int = 0
    #: attack steps where seat 0 had initiative and an attack card it could play, and where
    #: it passed at them
    attack_moments: int = 0
    attack_passes: int = 0


def play(seed: int, baseline: bool, settings: SearchSettings) -> Game:
    """Seat 0 follows Hint (or is the heuristic with `baseline`) against the heuristic."""
    start, cpu = time.perf_counter(), time.process_time()
    session = Session.new("rage-lv", 2, seed=seed)
    bots = make_bots(session, ["heuristic" if baseline else "", "heuristic"])
    rng = random.Random(seed)
    moments = passes = cut = attack_moments = attack_passes = 0
    for step in range(1, MAX_COMMANDS + 1):
        if session.is_over():
            break
        seat = min(session.to_act())
        view, legal = session.view(seat), session.legal(seat)
        if seat in bots:
            command = bots[seat].choose(view, legal, rng)
        else:
            found = hint("rage-lv", view, legal, random.Random(step), settings)
            assert found is not None, "rage-lv has an expert and hint words"
            command = found.command
            analysis = found.analysis
            if analysis is not None and len(analysis.candidates) > 1:
                cut += analysis.rollouts < settings.rollouts
            if view.get("phase") == "main" and any(c["type"] == "play" for c in legal):
                moments += 1
                passes += command["type"] == "pass"
            combat = view.get("combat") or {}
            if combat.get("step") == "attack" and any(c["type"] == "combat-card" for c in legal):
                attack_moments += 1
                attack_passes += command["type"] == "combat-pass"
        session.apply(seat, command)
    state = session.state
    return Game(
        seed,
        sorted(state.winners),
        [state.renown(s) for s in range(2)],
        state.turn,
        round(time.perf_counter() - start, 1),
        round(time.process_time() - cpu, 1),
        moments,
        passes,
        cut,
        attack_moments,
        attack_passes,
    )


def sign_test(wins: int, losses: int) -> float:
    """Two-sided p of a sign test: the chance of a split at least this uneven among
    `wins + losses` fair coin tosses (ties left out before)."""
    n = wins + losses
    if n == 0:
        return 1.0
    tail = sum(comb(n, k) for k in range(min(wins, losses) + 1)) / 2**n
    return min(1.0, 2 * tail)


def load(path: str) -> dict[int, Game]:
    with open(path, encoding="utf-8") as f:
        return {g.seed: g for g in (Game(**json.loads(line)) for line in f if line.strip())}


def paired(name: str, a: list[int], b: list[int]) -> str:
    """Totals of one figure per seed in two runs, B-A's mean and median, and the sign test."""
    diffs = [y - x for x, y in zip(a, b, strict=True)]
    up, down = sum(d > 0 for d in diffs), sum(d < 0 for d in diffs)
    return (
        f"{name}: {sum(a)} (A) vs {sum(b)} (B), mean B-A {statistics.fmean(diffs):+.2f}, "
        f"median {statistics.median(diffs):+.1f}; B higher on {up}, lower on {down}, "
        f"tied on {len(diffs) - up - down}: sign test p = {sign_test(up, down):.3f}"
    )


def compare(first: str, second: str) -> None:
    """Per seed, seat 0's Renown and its margin over seat 1 in both runs, and sign tests."""
    a, b = load(first), load(second)
    seeds = sorted(a.keys() & b.keys())
    print(f"{'seed':>5} {'A':>7} {'B':>7} {'B-A':>5} {'margin B-A':>10}   (seat 0-seat 1; * won)")
    runs = [[a[s] for s in seeds], [b[s] for s in seeds]]
    for ga, gb in zip(*runs, strict=True):
        cells = [
            f"{g.renown[0]:>2}-{g.renown[1]:<2}{'*' if 0 in g.winners else ' '}" for g in (ga, gb)
        ]
        lead = [g.renown[0] - g.renown[1] for g in (ga, gb)]
        print(
            f"{ga.seed:>5} {cells[0]:>7} {cells[1]:>7} {gb.renown[0] - ga.renown[0]:>+5} "
            f"{lead[1] - lead[0]:>+10}"
        )
    print(f"{len(seeds)} seeds")
    print(paired("seat 0's Renown", *([g.renown[0] for g in run] for run in runs)))
    print(
        paired(
            "its margin over seat 1", *([g.renown[0] - g.renown[1] for g in run] for run in runs)
        )
    )
    print(paired("seat 0's wins", *([int(0 in g.winners) for g in run] for run in runs)))
    for name, run in zip("AB", runs, strict=True):
        print(
            f"{name}: Pass at {sum(g.main_passes for g in run)} of "
            f"{sum(g.main_moments for g in run)} Main Phase moments with a card playable, at "
            f"{sum(g.attack_passes for g in run)} of {sum(g.attack_moments for g in run)} "
            "attack steps with an attack card playable"
        )


def main() -> None:
    doc = __doc__ or ""
    parser = argparse.ArgumentParser(description=doc.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=30, help="games, one per seed")
    parser.add_argument("--first", type=int, default=1, help="the first seed")
    parser.add_argument("--baseline", action="store_true", help="seat 0 is the heuristic bot")
    parser.add_argument("--wall-cap", action="store_true", help="keep Hard's 2 s wall cap")
    parser.add_argument("--json", help="append each game as a JSON line to this file")
    parser.add_argument("--compare", nargs=2, metavar="JSONL", help="pair two runs by seed")
    args = parser.parse_args()
    if args.compare:
        compare(*args.compare)
        return
    settings = HARD if args.wall_cap else dataclasses.replace(HARD, max_seconds=None)
    who = "heuristic bot" if args.baseline else "Hint"
    print(f"seat 0: {who}; seat 1: heuristic bot; rage-lv, 2 seats", flush=True)
    games = []
    for seed in range(args.first, args.first + args.seeds):
        game = play(seed, args.baseline, settings)
        games.append(game)
        won = (
            "both" if len(game.winners) > 1 else f"seat {game.winners[0]}" if game.winners else "-"
        )
        print(
            f"seed {seed:>3}: winner {won:<6} Renown {game.renown[0]:>2}-{game.renown[1]:<2} "
            f"turns {game.turns:>2}  {game.seconds:6.1f} s ({game.cpu_seconds:.1f} s CPU)"
            f"  Main Pass {game.main_passes}/{game.main_moments}, cut {game.cut}"
            f", attack Pass {game.attack_passes}/{game.attack_moments}",
            flush=True,
        )
        if args.json:
            with open(args.json, "a", encoding="utf-8") as f:
                f.write(json.dumps(dataclasses.asdict(game)) + "\n")
    wins = [sum(s in g.winners for g in games) for s in range(2)]
    print(
        f"{len(games)} games: Renown seat 0 {sum(g.renown[0] for g in games)}, seat 1 "
        f"{sum(g.renown[1] for g in games)}; wins seat 0 {wins[0]}, seat 1 {wins[1]}; "
        f"median game {statistics.median(g.seconds for g in games):.1f} s "
        f"({statistics.median(g.cpu_seconds for g in games):.1f} s CPU)"
    )


if __name__ == "__main__":
    main()
