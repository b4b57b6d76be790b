"""The engine's command-line tools: stdio server, bot simulation and log replay."""

from __future__ import annotations

import argparse
import json
import random
import time
from pathlib import Path
from typing import IO, Any

from engine.core.bounded import BadInput, Limits, decode, parse_json, read_file
from engine.core.errors import Illegal
from engine.core.log import parse_lines
from engine.core.play import make_bots, play_out
from engine.core.protocol import StdioServer
from engine.core.registry import get_ruleset
from engine.core.rng import EntryRandom
from engine.core.session import Session


def stdio_command(stdin: IO[str], stdout: IO[str]) -> int:
    server = StdioServer()
    for line in stdin:
        if not line.strip():
            continue
        response = server.handle_line(line)
        stdout.write(json.dumps(response, separators=(",", ":")) + "\n")
        stdout.flush()
    return 0


#: A command-line option's value: a word, a number, a small list or object.
OPTION_LIMITS = Limits(max_bytes=1024 * 1024, max_depth=16)


def parse_option(text: str) -> tuple[str, Any]:
    key, sep, raw = text.partition("=")
    if not sep or not key:
        raise Illegal("bad-option", f"Options are written KEY=VALUE, not {text!r}.")
    try:
        value: Any = parse_json(raw, source="--option", limits=OPTION_LIMITS)
    except BadInput as exc:
        if not exc.incomplete:  # JSON, but over a limit (a 5,000-digit number): refused
            raise
        value = raw
    return key, value


def simulate_command(args: argparse.Namespace) -> dict[str, Any]:
    try:
        options = dict(parse_option(text) for text in args.option)
        names = [name.strip() for name in args.bots.split(",")] if args.bots else []
        return simulate(
            args.game,
            args.games,
            args.seats,
            names,
            args.seed,
            options,
            rotate=not args.no_rotate,
            event_path=args.event_path,
        )
    except Illegal as exc:
        return {"error": exc.to_json()}


def seat_bots(seats: int, index: int, rotate: bool = True) -> list[int]:
    """Which entry of the bot list plays each seat in game `index` of a simulation: with
    `rotate`, seat s is played by entry (s + index) % seats."""
    shift = index % seats if rotate else 0
    return [(s + shift) % seats for s in range(seats)]


def simulated_game(
    game: str,
    seats: int,
    bot_names: list[str],
    seed: int,
    index: int,
    options: dict[str, Any] | None = None,
    *,
    rotate: bool = True,
) -> Session:
    """Game `index` of `simulate(game, ..., seats, bot_names, seed, options)` played through a
    session, the same game `simulate` plays (to replay one it reported, e.g. in a test)."""
    ruleset = get_ruleset(game)
    normalized = ruleset.normalize_options(dict(options or {}), seats)
    return _play_one(ruleset, normalized, seats, bot_names, seed, index, rotate)[0]


def _play_one(
    ruleset: Any,
    normalized: dict[str, Any],
    seats: int,
    bot_names: list[str],
    seed: int,
    index: int,
    rotate: bool,
) -> tuple[Session, int]:
    """One simulated game through a session, and the commands it took."""
    seat_bot = seat_bots(seats, index, rotate)
    session = Session.new(ruleset, seats, seed + index, normalized, normalized=True)
    bots = make_bots(session, [bot_names[seat_bot[s]] for s in range(seats)])
    return session, play_out(session, bots, random.Random(seed * 7919 + index))


def simulate(
    game: str,
    games: int,
    seats: int,
    bot_names: list[str],
    seed: int,
    options: dict[str, Any],
    *,
    rotate: bool = True,
    event_path: bool = False,
) -> dict[str, Any]:
    """Play `games` bot games; with `rotate`, bots change seats each game so no seat favours one.

    Results are per entry of `bot_names` ("heuristic#0", "random#1", ...). A shared win counts
    as 1/k of a win for each of the k winners.
    """
    if not bot_names:
        bot_names = ["random"] * seats
    if len(bot_names) != seats:
        raise Illegal(
            "bad-request", f"Name one bot per seat: {seats} seats but {len(bot_names)} bots."
        )
    labels = [f"{name}#{i}" for i, name in enumerate(bot_names)]
    ruleset = get_ruleset(game)
    if not isinstance(seats, int) or not ruleset.min_seats <= seats <= ruleset.max_seats:
        raise Illegal(
            "bad-seats",
            f"This game needs {ruleset.min_seats} to {ruleset.max_seats} players, not {seats}.",
        )
    normalized = ruleset.normalize_options(dict(options), seats)
    wins = [0.0] * seats
    score_sum = [0.0] * seats
    commands = 0
    marks: dict[str, int] = {}
    used_fast = 0
    all_random = not event_path and all(name == "random" for name in bot_names)
    ended_by: dict[str, int] = {}
    most: dict[str, int] = {}  # the most marks of each kind in one game (the longest game)
    started = time.perf_counter()
    for g in range(games):
        seat_bot = seat_bots(seats, g, rotate)
        fast = None
        if all_random:
            rng = random.Random(seed * 7919 + g)  # the bots' stream, as in _play_one
            # The same games random bots play through a session (a differential test proves
            # it), without a session, a log or views.
            state = ruleset.initial_state(normalized, seats)
            for event in ruleset.setup(state, EntryRandom(seed + g, 0).as_random()):
                ruleset.evolve(state, event)
            fast = ruleset.random_game(state, seed + g, rng)
        if fast is None:
            session, made = _play_one(ruleset, normalized, seats, bot_names, seed, g, rotate)
            commands += made
            game_marks = [mark for _, mark in session.marks()]
            result = session.result()
        else:
            commands += fast[0]
            game_marks = [{key: 1} for key, count in fast[1].items() for _ in range(count)]
            used_fast += 1
            result = ruleset.result(state)
        if result.get("reason"):
            # how games ended (e.g. "renown", "turn-limit"): a game the bots could not finish
            # shows as a turn limit here
            ended_by[result["reason"]] = ended_by.get(result["reason"], 0) + 1
        winners = result.get("winners", [])
        for seat in winners:
            wins[seat_bot[seat]] += 1 / len(winners)
        for seat, score in enumerate(result.get("scores", [])):
            score_sum[seat_bot[seat]] += score
        game_counts: dict[str, int] = {}
        for mark in game_marks:
            for key in mark:
                marks[key] = marks.get(key, 0) + 1
                game_counts[key] = game_counts.get(key, 0) + 1
        for key, count in game_counts.items():
            most[key] = max(most.get(key, 0), count)
    elapsed = time.perf_counter() - started
    report: dict[str, Any] = {
        "game": game,
        "games": games,
        "seats": seats,
        "options": options,
        "results": {
            labels[i]: {
                "wins": round(wins[i], 3),
                "win_rate": round(wins[i] / games, 4) if games else 0.0,
                "mean_score": round(score_sum[i] / games, 2) if games else 0.0,
            }
            for i in range(seats)
        },
        "ended_by": dict(sorted(ended_by.items())),
        # the longest game, in each kind of mark ("turn", "round", ...)
        "most_per_game": dict(sorted(most.items())),
        "seconds": round(elapsed, 3),
        # games played by the ruleset's fast path for random play (same games; see random_game)
        "fast_path_games": used_fast,
        "games_per_s": round(games / elapsed, 2) if elapsed else None,
        "commands_per_s": round(commands / elapsed, 1) if elapsed else None,
    }
    for key, count in sorted(marks.items()):
        report[f"{key}s_per_s"] = round(count / elapsed, 2) if elapsed else None
    hands = marks.get("round", marks.get("day", 0))
    report["hands_per_s"] = round(hands / elapsed, 2) if elapsed else None
    return report


def replay_command(path: str, out: IO[str]) -> int:
    try:
        file = Path(path)
        text = decode(read_file(file), source=file.name)
        header, entries = parse_lines(text.split("\n"), file.name)
        session = Session.from_log(header, entries, verify=True)
    except OSError as exc:
        out.write(json.dumps({"ok": False, "error": {"code": "io", "message": str(exc)}}) + "\n")
        return 1
    except Illegal as exc:
        error = exc.to_json()
        if not isinstance(exc, BadInput):  # a refusal from the rules: say which file
            error["message"] = f"{Path(path).name}: {exc.message}"
        out.write(json.dumps({"ok": False, "error": error}) + "\n")
        return 1
    report = {
        "ok": True,
        "game": header.ruleset,
        "entries": len(entries),
        "verified": not header.redacted,
        "over": session.is_over(),
        "view": session.view(None),
    }
    out.write(json.dumps(report, indent=2) + "\n")
    return 0
