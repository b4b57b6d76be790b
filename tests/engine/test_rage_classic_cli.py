"""The original Rage through the engine's command line: `stdio` serves it, `simulate` plays bot
games of it to the end, `replay` rebuilds and verifies a saved game."""

from __future__ import annotations

import io
import json
import random
from pathlib import Path

import pytest

from engine.core.cli import replay_command, seat_bots, simulate, simulated_game
from engine.core.log import write_lines
from engine.core.play import make_bots, play_out
from engine.core.session import Session
from tests.engine.test_core_stdio import run_stdio

ROOT = Path(__file__).resolve().parents[2]


def test_stdio_serves_the_original_rage() -> None:
    lines = [
        '{"op":"hello"}',
        '{"op":"new","game":"rage-classic","seats":2,"seed":3}',
        '{"op":"view","seat":0}',
    ]
    replies = run_stdio(lines)
    assert "rage-classic" in replies[0]["games"]
    assert all(r["ok"] for r in replies)


def test_simulate_plays_bot_games_of_it_to_the_end() -> None:
    report = simulate("rage-classic", 2, 2, ["heuristic", "random"], 5, {})
    assert report["games"] == 2
    assert sum(r["wins"] for r in report["results"].values()) == 2
    # how each game ended, so a run shows any game the bots could not finish
    assert sum(report["ended_by"].values()) == 2


def test_simulate_counts_games_that_reach_the_turn_limit() -> None:
    report = simulate("rage-classic", 2, 2, ["random", "random"], 5, {"turn_limit": 1})
    assert report["ended_by"].get("turn-limit") == 2


def test_one_simulated_game_is_the_game_simulate_played() -> None:
    """`simulated_game` replays game `index` of a `simulate` run (same seeds, same seats)."""
    bots = ["heuristic", "random"]
    options = {"turn_limit": 4}
    report = simulate("rage-classic", 2, 2, bots, 7, options)
    scores = [0.0, 0.0]
    for index in range(2):
        result = simulated_game("rage-classic", 2, bots, 7, index, options).result()
        for seat, entry in enumerate(seat_bots(2, index)):
            scores[entry] += result["scores"][seat]
    assert [r["mean_score"] for r in report["results"].values()] == [s / 2 for s in scores]


FOUR = ["heuristic", "random", "random", "random"]


@pytest.mark.parametrize("index", [97, 189])
def test_four_seat_games_that_reached_the_turn_limit_now_end_by_renown(index: int) -> None:
    """`python -m engine simulate rage-classic --games 200 --seats 4 --bots
    heuristic,random,random,random` (seed 1): games 1, 97 and 189 reached the turn limit (turn
    30) with nobody at 20 Renown: the heuristic led with a Director stranded in the Umbra and
    passed, threw its alphas at other packs' alphas, fled its own hunts with Fade Away and held
    Combat hands it could not strike with. Each now ends by Renown long before the limit (two
    of them here, to keep the test short)."""
    session = simulated_game("rage-classic", 4, FOUR, 1, index)
    assert session.result()["reason"] == "renown"
    assert session.state.turn < 20


def test_a_two_seat_game_no_longer_passes_its_way_towards_the_turn_limit() -> None:
    """`simulate rage-classic --seats 2 --bots heuristic,random` (seed 1), game 178: with the
    alpha and hunting fixes the heuristic sat at 18 of 20 VP from turn 10 to 25, passing each
    turn because only the other pack's Characters were left to fight and its odds looked
    poor; it won on turn 26, four turns short of the limit. A fight that may score now beats
    a pass, and it ends well before."""
    session = simulated_game("rage-classic", 2, ["heuristic", "random"], 1, 178)
    assert session.result()["reason"] == "renown"
    assert session.state.turn < 20


def test_the_1995_reading_can_be_asked_for_as_a_number() -> None:
    """`--option rulebook=1995` parses as the number 1995: it means the 1995 book."""
    session = Session.new("rage-classic", 2, 1, {"rulebook": 1995})
    assert session.state.options["rulebook"] == "1995"


def test_replay_rebuilds_a_saved_bot_game(tmp_path: Path) -> None:
    session = Session.new("rage-classic", 2, 11, {"turn_limit": 3})
    play_out(session, make_bots(session, ["heuristic", "random"]), random.Random(11))
    assert session.is_over()
    path = tmp_path / "game.jsonl"
    path.write_text("\n".join(write_lines(session.header, session.entries)) + "\n")
    out = io.StringIO()
    assert replay_command(str(path), out) == 0
    report = json.loads(out.getvalue())
    assert report["ok"] and report["over"] and report["verified"]
