"""How strong and how quick the bots are (a script that prints figures, not a test).

    .venv/bin/python bench/bench_bots.py --part ohhell [--deals 100] [--sims 1000]
    .venv/bin/python bench/bench_bots.py --part trick [--games 60]
    .venv/bin/python bench/bench_bots.py --part ragers [--games 100]
    .venv/bin/python bench/bench_bots.py --part lv [--games 40]
    .venv/bin/python bench/bench_bots.py --part classic [--games 40]
    .venv/bin/python bench/bench_bots.py --part think [--positions 300]
    .venv/bin/python bench/bench_bots.py --part throughput [--hands 3000]

Comparing variants of the expert: `--expert '{"split_others": true, "rollouts": 20000}'` passes
model knobs (rage-trick: bid_search, policy, bid_policy, infer, spite) and `SearchSettings`
fields to every Hard seat; `--sizes 3,5` picks the Oh Hell hand sizes (`--only-sizes 3,5`
plays only those deals of the mixed schedule, to compare with a full run); `--first-deal` and
`--first-game` split a long match over processes (add up the logs' running totals).

Parts (each prints one JSON object on stdout; progress goes to stderr):

- `ohhell`: duplicate 4-seat Oh Hell, `hard` (our expert) against OpenSpiel's ISMCTS at
  `--sims` simulations a move (its Python bot with an honest world sampler; `--ismcts cpp`: the
  C++ bot, whose oh_hell resampler leaks which cards the others hold). Each deal (hand sizes 3, 5, 7, 10 in turn, or `--sizes`) is played twice with
  the seats swapped. The game runs in our engine and, move for move, in OpenSpiel's `oh_hell`
  with the same deal, dealer and trump card: before every move both engines must list the
  same legal moves, and at the end OpenSpiel's returns must equal our round points, so both
  sides provably play the same rules and scoring (the script stops on any difference).
- `trick`: rage-trick `us`, 4 seats, one `hard` against three `heuristic` (seats rotate).
- `ragers`: `hard` against `heuristic`, each seat order half the games.
- `lv`, `classic`: rage-lv / rage-classic, 2 seats, `hard` against `heuristic` in pairs of
  games: each pair is one seed (the same packs and deal) played twice, the expert in seat 0
  and then in seat 1, so both seat orders (and both packs) get the same games. Wins are
  reported per expert seat. `--baseline` puts the heuristic in the expert's seat too: how
  often each seat wins on its own (the packs are not equal). `--expert-seat 0` plays only the
  pairs' games with the expert in seat 0 (to measure one seat order longer).
- `think`: CPU and wall time of the Hard bot's decisions over positions from heuristic games
  of rage-trick (us, oh-hell) and ragers; p50, p95, max.
- `throughput`: random-play hands/s of a 4-seat 10-card `oh-hell` hand through
  `python -m engine simulate` (default path and --event-path) against OpenSpiel's `oh_hell`
  played at random from Python, best of 3 each, interleaved, in the same run.

OpenSpiel is an optional bench dependency: `.venv/bin/pip install -e '.[bench]'`.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import time
from dataclasses import fields, replace
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from engine.ai.search import SearchSettings  # noqa: E402
from engine.core.play import make_bots as make_session_bots  # noqa: E402
from engine.core.session import Session  # noqa: E402

SETTINGS_FIELDS = {f.name for f in fields(SearchSettings)}

SIZES = (3, 5, 7, 10)
RANKS = "23456789TJQKA"
OS_SUITS = "CDSH"  # OpenSpiel's suit order (card = rank * 4 + suit)


#: set from --wall-cap: keep the bots' wall-time safety cap (off by default, see make_bots)
WALL_CAP = False
#: set from --expert: keyword arguments for the game's `make_expert` (model knobs such as
#: {"bid_search": "tree"}); keys naming `SearchSettings` fields change the Hard settings
EXPERT_KWARGS: dict[str, Any] = {}


def make_bots(session: Session, names: list[str]) -> dict[int, Any]:
    """The session's bots; the search bots keep only their CPU-time budget unless --wall-cap.

    On a player's idle machine the wall cap (2 s) never binds before the CPU budget (0.85 s);
    on this shared, loaded machine it would, and the figures would then measure the load.
    """
    bots = make_session_bots(session, names)
    if EXPERT_KWARGS:
        make_expert = session.ruleset.bots["expert"]
        tuning = {k: v for k, v in EXPERT_KWARGS.items() if k in SETTINGS_FIELDS}
        knobs = {k: v for k, v in EXPERT_KWARGS.items() if k not in SETTINGS_FIELDS}
        for seat, name in enumerate(names):
            if name in ("hard", "expert"):
                bot = make_expert(seat=seat, **knobs)
                bot.settings = replace(bot.settings, **tuning)
                bot.name = name
                bots[seat] = bot
    if not WALL_CAP:
        for bot in bots.values():
            if getattr(bot, "settings", None) is not None:
                bot.settings = replace(bot.settings, max_seconds=None)
    return bots


def progress(text: str) -> None:
    sys.stderr.write(text + "\n")
    sys.stderr.flush()


def need_openspiel() -> Any:
    try:
        import pyspiel
    except ImportError:
        sys.stderr.write(
            "OpenSpiel is not installed. Install the bench extra:\n"
            "    .venv/bin/pip install -e '.[bench]'     (the PyPI package open-spiel)\n"
        )
        raise SystemExit(2) from None
    return pyspiel


def percentile(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    k = min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))
    return ordered[k]


def think_summary(cpu: list[float], wall: list[float]) -> dict[str, Any]:
    return {
        "decisions": len(cpu),
        "cpu_p50_s": round(percentile(cpu, 0.5), 3),
        "cpu_p95_s": round(percentile(cpu, 0.95), 3),
        "cpu_max_s": round(max(cpu, default=0.0), 3),
        "wall_p50_s": round(percentile(wall, 0.5), 3),
        "wall_p95_s": round(percentile(wall, 0.95), 3),
        "wall_max_s": round(max(wall, default=0.0), 3),
    }


class Timed:
    """Wraps a bot and records the CPU and wall time of each decision."""

    def __init__(self, bot: Any, cpu: list[float], wall: list[float]) -> None:
        self.bot, self.cpu, self.wall = bot, cpu, wall

    def choose(self, view: dict[str, Any], legal: list[dict], rng: random.Random) -> dict:
        c, w = time.process_time(), time.perf_counter()
        command = self.bot.choose(view, legal, rng)
        if len(legal) > 1:
            self.cpu.append(time.process_time() - c)
            self.wall.append(time.perf_counter() - w)
        return command


# -- Oh Hell against OpenSpiel --------------------------------------------------------------------
def os_card(card: str) -> int:
    return RANKS.index(card[0]) * 4 + OS_SUITS.index(card[1])


def os_action(command: dict[str, Any]) -> int:
    if command["type"] == "bid":
        return 52 + command["tricks"]
    return os_card(command["card"])


def our_command(action: int) -> dict[str, Any]:
    if action >= 52:
        return {"type": "bid", "tricks": action - 52}
    return {"type": "play", "card": RANKS[action // 4] + OS_SUITS[action % 4]}


def honest_resampler(pyspiel: Any, rng: random.Random) -> Any:
    """A world for OpenSpiel's Python ISMCTS drawn from what `player` knows, and only that.

    OpenSpiel 2.0.2's `oh_hell` ResampleFromInfostate never deals a card outside the set the
    other players really hold: it only shuffles their true hidden cards among them (measured:
    0 of 3,500 sampled cards outside that set on a 3-card hand), so the C++ ISMCTS searches
    with the undealt cards ruled out, a leak that is worth most on small hands (9 hidden cards
    out of 40 unseen on 3 cards). This one deals every card the player has not seen (its own
    hand, the cards played, the trump card) at random to the other hands, keeping each player
    out of the suits it showed out of, and replays the bids and plays.
    """

    def resample(state: Any, player: int) -> Any:
        history = [h.action for h in state.full_history()]
        game = state.get_game()
        tricks, dealer = history[0], history[1]
        deal = history[2 : 2 + 4 * tricks]
        trump = history[2 + 4 * tricks]
        after = history[3 + 4 * tricks :]
        # who played what, and who showed out of which suit (public)
        replay = game.new_initial_state()
        for action in history[: 3 + 4 * tricks]:
            replay.apply_action(action)
        played: dict[int, list[int]] = {q: [] for q in range(4)}
        voids: dict[int, set[int]] = {q: set() for q in range(4)}
        trick: list[int] = []
        for action in after:
            actor = replay.current_player()
            if action < 52:
                if trick and action % 4 != trick[0] % 4:
                    voids[actor].add(trick[0] % 4)
                trick = [] if len(trick) == 3 else [*trick, action]
                played[actor].append(action)
            replay.apply_action(action)
        own = [c for k, c in enumerate(deal) if k % 4 == player]
        seen = set(own) | {c for cards in played.values() for c in cards} | {trump}
        unseen = [c for c in range(52) if c not in seen]
        need = {q: tricks - len(played[q]) for q in range(4) if q != player}
        for _ in range(1000):
            rng.shuffle(unseen)
            # most constrained cards first (suits some players cannot hold); -1 is the stock
            order = sorted(unseen, key=lambda c: -sum(c % 4 in voids[q] for q in need))
            room = {**need, -1: len(unseen) - sum(need.values())}
            hands: dict[int, list[int]] = {q: [] for q in room}
            for card in order:
                holders = [q for q in room if room[q] and (q < 0 or card % 4 not in voids[q])]
                if not holders:
                    break
                pick = rng.randrange(sum(room[q] for q in holders))
                for q in holders:
                    pick -= room[q]
                    if pick < 0:
                        hands[q].append(card)
                        room[q] -= 1
                        break
            else:
                break
        else:
            raise RuntimeError("no deal agrees with the information state")
        initial = {player: own}
        for q in need:
            initial[q] = played[q] + hands[q]
        world = game.new_initial_state()
        world.apply_action(tricks)
        world.apply_action(dealer)
        for k in range(4 * tricks):
            world.apply_action(initial[k % 4][k // 4])
        world.apply_action(trump)
        for action in after:
            world.apply_action(action)
        return world

    return resample


def make_ismcts(args: argparse.Namespace, pyspiel: Any, game: Any, seed: int) -> Any:
    """The reference bot: OpenSpiel's ISMCTS, `--sims` simulations, random rollouts.

    `--ismcts honest` (default): OpenSpiel's Python ISMCTSBot (its port of the C++ one: same
    tree, UCT and final policy) with `honest_resampler`. `--ismcts cpp`: the C++ ISMCTSBot
    with the game's own ResampleFromInfostate, which leaks the hidden cards' set.
    """
    if args.ismcts == "cpp":
        policies = {
            "normalized-visit-count": pyspiel.ISMCTSFinalPolicyType.NORMALIZED_VISIT_COUNT,
            "max-visit-count": pyspiel.ISMCTSFinalPolicyType.MAX_VISIT_COUNT,
        }
        return pyspiel.ISMCTSBot(
            seed,
            pyspiel.RandomRolloutEvaluator(1, seed),
            args.uct_c,
            args.sims,
            -1,
            policies[args.final_policy],
            False,
            False,
        )
    import numpy as np
    from open_spiel.python.algorithms import ismcts, mcts

    policies = {
        "normalized-visit-count": ismcts.ISMCTSFinalPolicyType.NORMALIZED_VISITED_COUNT,
        "max-visit-count": ismcts.ISMCTSFinalPolicyType.MAX_VISIT_COUNT,
    }
    bot = ismcts.ISMCTSBot(
        game,
        mcts.RandomRolloutEvaluator(1, np.random.RandomState(seed)),
        args.uct_c,
        args.sims,
        random_state=np.random.RandomState(seed + 1),
        final_policy_type=policies[args.final_policy],
    )
    bot.set_resampler(honest_resampler(pyspiel, random.Random(seed + 2)))
    return bot


def ohhell(args: argparse.Namespace) -> dict[str, Any]:
    pyspiel = need_openspiel()
    games = {n: pyspiel.load_game("oh_hell", {"players": 4, "num_tricks_fixed": n}) for n in SIZES}
    points = {"expert": 0.0, "ismcts": 0.0}
    made = {"expert": 0, "ismcts": 0}
    hands = {"expert": 0, "ismcts": 0}
    cpu: list[float] = []
    wall: list[float] = []
    checked_moves = 0
    sizes = args.sizes
    # per hand size: [points, made, hands] for each side
    by_size = {
        n: {"expert": [0, 0, 0], "ismcts": [0, 0, 0]}
        for n in sizes
        if not args.only_sizes or n in args.only_sizes
    }
    for d in range(args.first_deal, args.first_deal + args.deals):
        size = sizes[d % len(sizes)]
        if args.only_sizes and size not in args.only_sizes:
            continue
        # Our oh-hell preset as it stands (hook rule on, oh-hell scoring) for one hand.
        options = {"preset": "oh-hell", "schedule": [size], "first_dealer": d % 4}
        for swap in (0, 1):
            sides = ["expert", "ismcts"] * 2 if not swap else ["ismcts", "expert"] * 2
            session = Session.new("rage-trick", 4, args.seed + d, options)
            st = session.state
            opts = session.header.options
            assert opts["hook"] and opts["scoring"] == "oh-hell" and not opts["secret_bids"]
            assert (opts["points_per_trick"], opts["exact_bonus"], opts["zero_bid_bonus"]) == (
                1,
                10,
                10,
            )
            assert opts["missed_bid"] == 0 and opts["penalty_per_trick_off"] == 0
            state = games[size].new_initial_state()
            state.apply_action(size)  # number of tricks (fixed)
            state.apply_action(st.dealer)
            for k in range(4 * size):  # OpenSpiel deals card k to player k % 4
                state.apply_action(os_card(st.hands[k % 4][k // 4]))
            state.apply_action(os_card(st.pile[0]))  # the trump card turned up
            bots = make_bots(session, ["hard" if s == "expert" else "" for s in sides])
            bots = {seat: Timed(bot, cpu, wall) for seat, bot in bots.items()}
            ismcts = {
                seat: make_ismcts(args, pyspiel, games[size], args.seed * 1000 + d * 10 + seat)
                for seat in range(4)
                if sides[seat] == "ismcts"
            }
            rng = random.Random(d * 2 + swap)
            while not session.is_over():
                seat = st.turn
                assert state.current_player() == seat, "the engines disagree on who acts"
                legal = session.legal(seat)
                assert sorted(os_action(c) for c in legal) == sorted(state.legal_actions()), (
                    "the engines disagree on the legal moves"
                )
                checked_moves += 1
                if sides[seat] == "expert":
                    command = bots[seat].choose(session.view(seat), legal, rng)
                else:
                    command = our_command(int(ismcts[seat].step(state)))
                session.apply(seat, command)
                state.apply_action(os_action(command))
            assert state.is_terminal()
            row = st.rounds[-1]
            assert [int(r) for r in state.returns()] == row["points"], (
                f"scores differ: OpenSpiel {state.returns()} against ours {row['points']}"
            )
            for seat in range(4):
                points[sides[seat]] += row["points"][seat]
                made[sides[seat]] += row["made"][seat]
                hands[sides[seat]] += 1
                tally = by_size[size][sides[seat]]
                tally[0] += row["points"][seat]
                tally[1] += row["made"][seat]
                tally[2] += 1
        # Running totals on every deal, so a stopped run still tells its figures.
        progress(
            f"deal {d + 1}: totals {json.dumps({'points': points, 'made': made, 'hands': hands})}"
            f" by size (points, made, hands) {json.dumps(by_size)}"
        )
    per_hand = {side: points[side] / hands[side] for side in points}
    return {
        "part": "ohhell",
        "deals": args.deals,
        "first_deal": args.first_deal,
        "games": args.deals * 2,
        "hands_per_side": hands["expert"],
        "hand_sizes": list(sizes),
        "ismcts": {
            "implementation": {
                "honest": "OpenSpiel Python ISMCTSBot, honest resampler (bench_bots.honest_resampler)",
                "cpp": "OpenSpiel C++ ISMCTSBot, oh_hell's own ResampleFromInfostate (leaks)",
            }[args.ismcts],
            "simulations": args.sims,
            "uct_c": args.uct_c,
            "evaluator": "random rollout x1",
            "final_policy": args.final_policy,
            "world_samples": "unlimited",
        },
        "totals": {"points": points, "made": made, "hands": hands},
        "points_per_hand": {k: round(v, 3) for k, v in per_hand.items()},
        "bids_made": {k: round(made[k] / hands[k], 3) for k in made},
        "expert_over_ismcts": round(per_hand["expert"] / per_hand["ismcts"] - 1, 4),
        "by_hand_size": {
            n: {
                side: {
                    "hands": t[2],
                    "points_per_hand": round(t[0] / max(t[2], 1), 3),
                    "bids_made": round(t[1] / max(t[2], 1), 3),
                }
                for side, t in sides_of.items()
            }
            for n, sides_of in by_size.items()
        },
        "moves_checked_against_openspiel": checked_moves,
        "think": think_summary(cpu, wall),
    }


# -- win rates against the heuristic ---------------------------------------------------------------
def match(
    game: str, seats: int, options: dict[str, Any], games: int, seed: int, first: int = 0
) -> dict[str, Any]:
    wins = 0.0
    cpu: list[float] = []
    wall: list[float] = []
    started = time.perf_counter()
    scores: list[float] = []
    for g in range(first, first + games):
        hard = g % seats
        names = ["heuristic"] * seats
        names[hard] = "hard"
        session = Session.new(game, seats, seed + g, options)
        bots = make_bots(session, names)
        bots[hard] = Timed(bots[hard], cpu, wall)
        rng = random.Random(seed * 31 + g)
        while not session.is_over():
            seat = min(session.to_act())
            command = bots[seat].choose(session.view(seat), session.legal(seat), rng)
            session.apply(seat, command)
        result = session.result()
        if hard in result["winners"]:
            wins += 1 / len(result["winners"])
        scores.append(result["scores"][hard])
        progress(
            f"{game} game {g + 1 - first}/{games} (#{g}): expert won {wins:.1f}"
            f" ({time.perf_counter() - started:.0f} s)"
        )
    return {
        "game": game,
        "seats": seats,
        "options": options,
        "games": games,
        "first_game": first,
        "expert_wins": round(wins, 2),
        "expert_win_rate": round(wins / games, 4),
        "parity": round(1 / seats, 4),
        "expert_mean_score": round(statistics.mean(scores), 2),
        "think": think_summary(cpu, wall),
    }


def paired(game: str, args: argparse.Namespace) -> dict[str, Any]:
    """Hard against heuristic in both seats for every seed (see the module text)."""
    wins = [0.0, 0.0]
    played = [0, 0]
    cpu: list[float] = []
    wall: list[float] = []
    started = time.perf_counter()
    for g in range(args.first_game, args.first_game + args.games):
        pair, hard = divmod(g, 2)
        if args.expert_seat is not None and hard != args.expert_seat:
            continue
        names = ["heuristic", "heuristic"]
        names[hard] = "heuristic" if args.baseline else "hard"
        session = Session.new(game, 2, args.seed + pair, {})
        bots = make_bots(session, names)
        bots[hard] = Timed(bots[hard], cpu, wall)
        rng = random.Random(args.seed * 31 + pair)
        while not session.is_over():
            seat = min(session.to_act())
            command = bots[seat].choose(session.view(seat), session.legal(seat), rng)
            session.apply(seat, command)
        winners = session.result()["winners"]
        played[hard] += 1
        if hard in winners:
            wins[hard] += 1 / len(winners)
        progress(
            f"{game} game {g + 1 - args.first_game}/{args.games} (#{g}, expert seat {hard}):"
            f" expert won {wins[0]:.1f}/{played[0]} in seat 0, {wins[1]:.1f}/{played[1]} in"
            f" seat 1 ({time.perf_counter() - started:.0f} s,"
            f" think p95 {percentile(cpu, 0.95):.3f} s CPU)"
        )
    total = sum(played)
    return {
        "part": game,
        "games": total,
        "first_game": args.first_game,
        "expert_wins": round(sum(wins), 2),
        "expert_win_rate": round(sum(wins) / max(total, 1), 4),
        "baseline": args.baseline,
        "by_expert_seat": [
            {
                "seat": s,
                "games": played[s],
                "wins": round(wins[s], 2),
                "win_rate": round(wins[s] / max(played[s], 1), 4),
            }
            for s in (0, 1)
        ],
        "think": think_summary(cpu, wall),
    }


def lv(args: argparse.Namespace) -> dict[str, Any]:
    return paired("rage-lv", args)


def classic(args: argparse.Namespace) -> dict[str, Any]:
    return paired("rage-classic", args)


def trick(args: argparse.Namespace) -> dict[str, Any]:
    return {
        "part": "trick",
        **match("rage-trick", 4, {"preset": "us"}, args.games, args.seed, args.first_game),
    }


def ragers(args: argparse.Namespace) -> dict[str, Any]:
    return {"part": "ragers", **match("ragers", 2, {}, args.games, args.seed, args.first_game)}


# -- think time ------------------------------------------------------------------------------------
def think(args: argparse.Namespace) -> dict[str, Any]:
    """Every table gets an equal share of the positions (games go on until it has them)."""
    tables = [
        ("rage-trick", 4, {"preset": "us"}),
        ("rage-trick", 4, {"preset": "oh-hell"}),
        ("rage-trick", 6, {"preset": "amigo"}),
        ("ragers", 2, {}),
    ]
    rnd = random.Random(args.seed)
    share = max(1, args.positions // len(tables))
    per_table: dict[str, Any] = {}
    cpu: list[float] = []
    wall: list[float] = []
    g = 0
    for game, seats, options in tables:
        mine_cpu: list[float] = []
        mine_wall: list[float] = []
        while len(mine_cpu) < share:
            session = Session.new(game, seats, args.seed + g, options)
            players = make_bots(session, ["heuristic"] * seats)
            hard = make_bots(session, ["hard"] * seats)
            rng = random.Random(g)
            g += 1
            while not session.is_over() and len(mine_cpu) < share:
                seat = min(session.to_act())
                view, legal = session.view(seat), session.legal(seat)
                if len(legal) > 1 and rnd.random() < 0.25:  # a sample of positions, all phases
                    timed = Timed(hard[seat], mine_cpu, mine_wall)
                    timed.choose(view, legal, random.Random(len(mine_cpu)))
                session.apply(seat, players[seat].choose(view, legal, rng))
        label = f"{game} {options.get('preset', '')}".strip()
        per_table[label] = think_summary(mine_cpu, mine_wall)
        cpu += mine_cpu
        wall += mine_wall
        progress(f"think: {label}: {per_table[label]}")
    return {
        "part": "think",
        "level": "hard",
        "games_sampled": g,
        **think_summary(cpu, wall),
        "tables": per_table,
    }


# -- throughput against OpenSpiel ------------------------------------------------------------------
def openspiel_random_hands(hands: int, seed: int) -> float:
    pyspiel = need_openspiel()
    game = pyspiel.load_game("oh_hell", {"players": 4, "num_tricks_fixed": 10})
    rng = random.Random(seed)
    started = time.perf_counter()
    for _ in range(hands):
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes = state.chance_outcomes()
                state.apply_action(outcomes[rng.randrange(len(outcomes))][0])
            else:
                actions = state.legal_actions()
                state.apply_action(actions[rng.randrange(len(actions))])
    return hands / (time.perf_counter() - started)


def simulate_hands(hands: int, seed: int, event_path: bool) -> float:
    command = [
        sys.executable, "-m", "engine", "simulate", "rage-trick",
        "--games", str(hands), "--seats", "4", "--seed", str(seed),
        "--option", "preset=oh-hell", "--option", "schedule=[10]",
    ]  # fmt: skip
    if event_path:
        command.append("--event-path")
    out = subprocess.run(command, cwd=ROOT, check=True, capture_output=True, text=True).stdout
    return float(json.loads(out)["hands_per_s"])


def throughput(args: argparse.Namespace) -> dict[str, Any]:
    need_openspiel()
    ours: list[float] = []
    events: list[float] = []
    theirs: list[float] = []
    for r in range(3):
        ours.append(simulate_hands(args.hands, r + 1, event_path=False))
        theirs.append(openspiel_random_hands(args.hands, r + 1))
        events.append(simulate_hands(args.hands, r + 1, event_path=True))
        progress(
            f"throughput run {r + 1}: ours {ours[-1]:.0f}, event path {events[-1]:.0f}, OpenSpiel {theirs[-1]:.0f} hands/s"
        )
    return {
        "part": "throughput",
        "hands_per_run": args.hands,
        "simulate_hands_per_s": max(ours),
        "simulate_event_path_hands_per_s": max(events),
        "openspiel_hands_per_s": round(max(theirs), 1),
        "ratio": round(max(ours) / max(theirs), 3),
        "ratio_event_path": round(max(events) / max(theirs), 3),
        "runs": {
            "simulate": ours,
            "event_path": events,
            "openspiel": [round(x, 1) for x in theirs],
        },
    }


PARTS = {
    "ohhell": ohhell,
    "trick": trick,
    "ragers": ragers,
    "lv": lv,
    "classic": classic,
    "think": think,
    "throughput": throughput,
}


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--part", choices=sorted(PARTS), required=True)
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument(
        "--first-deal",
        type=int,
        default=0,
        help="ohhell: start at this deal (to split a match over processes; add the totals)",
    )
    parser.add_argument("--sims", type=int, default=1000)
    parser.add_argument("--uct-c", type=float, default=2.0)
    parser.add_argument(
        "--ismcts",
        choices=["honest", "cpp"],
        default="honest",
        help="ohhell reference: OpenSpiel's Python ISMCTS with an honest world sampler "
        "(default), or its C++ ISMCTS whose oh_hell resampler leaks the hidden cards' set",
    )
    parser.add_argument(
        "--final-policy",
        choices=["normalized-visit-count", "max-visit-count"],
        default="normalized-visit-count",
        help="how OpenSpiel's ISMCTS picks its move from the search (default: OpenSpiel's own)",
    )
    parser.add_argument("--games", type=int, default=60)
    parser.add_argument(
        "--first-game",
        type=int,
        default=0,
        help="trick, ragers, lv, classic: start at this game (to split a match over processes)",
    )
    parser.add_argument(
        "--baseline",
        action="store_true",
        help="lv, classic: the heuristic in the expert's seat too (the seats' own win rates)",
    )
    parser.add_argument(
        "--expert-seat",
        type=int,
        choices=[0, 1],
        default=None,
        help="lv, classic: play only the games of each pair with the expert in this seat",
    )
    parser.add_argument("--positions", type=int, default=300)
    parser.add_argument("--hands", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--sizes",
        type=lambda text: tuple(int(x) for x in text.split(",")),
        default=SIZES,
        help="ohhell: the hand sizes the deals cycle through (default 3,5,7,10)",
    )
    parser.add_argument(
        "--only-sizes",
        type=lambda text: tuple(int(x) for x in text.split(",")),
        default=(),
        help="ohhell: play only the deals of these sizes (the same deals as a full run's)",
    )
    parser.add_argument(
        "--expert",
        type=json.loads,
        default={},
        help='JSON keyword arguments for the expert, e.g. \'{"bid_search": "tree"}\' '
        "(model knobs; SearchSettings fields such as exploration change the Hard settings)",
    )
    parser.add_argument(
        "--wall-cap",
        action="store_true",
        help="keep the search bots' wall-time cap (default: CPU-time budget only)",
    )
    args = parser.parse_args()
    global WALL_CAP
    WALL_CAP = args.wall_cap
    EXPERT_KWARGS.update(args.expert)
    load_at_start = [round(x, 2) for x in os.getloadavg()]
    started = time.perf_counter()
    report = PARTS[args.part](args)
    report["seconds"] = round(time.perf_counter() - started, 1)
    report["wall_cap"] = args.wall_cap
    report["expert_kwargs"] = EXPERT_KWARGS
    report["load_average_at_start"] = load_at_start
    report["load_average_at_end"] = [round(x, 2) for x in os.getloadavg()]
    report["command"] = " ".join(["bench/bench_bots.py", *sys.argv[1:]])
    sys.stdout.write(json.dumps(report, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
