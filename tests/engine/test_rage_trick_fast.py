"""Differential tests: the rollout fast path against the event path (decide/evolve/legal).

Thousands of random games, every preset and option the fast path covers: at every step both
paths list the same legal moves in the same order, and the games end with the same result;
`simulate` gives the same report through either path.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.core.cli import simulate
from engine.core.play import make_bots, play_out
from engine.core.rng import EntryRandom
from engine.core.session import Session
from engine.games.rage_trick import fast
from engine.games.rage_trick.options import max_hand


def _options(preset: str, seats: int, rnd: random.Random) -> dict[str, Any]:
    options: dict[str, Any] = {"preset": preset}
    if seats >= 4 and seats % 2 == 0 and rnd.random() < 0.3:
        options["teams"] = True
    options["scoring"] = rnd.choice(["official", "alternate", "oh-hell"])
    if preset != "oh-hell" and rnd.random() < 0.4:
        options["any_time_actions"] = True
    if rnd.random() < 0.3:
        options["secret_bids"] = True
        options["hook"] = False
    elif rnd.random() < 0.5:
        options["hook"] = True
    top = max_hand(preset, seats)
    options["schedule"] = [rnd.randint(1, top) for _ in range(rnd.randint(1, 3))]
    return options


def _lockstep(seats: int, options: dict[str, Any], seed: int) -> None:
    """Play one random game through a session and, move for move, through the fast path."""
    session = Session.new("rage-trick", seats, seed, options)
    ruleset = session.ruleset
    shadow = ruleset.copy_state(session.state)
    rng = random.Random(seed)
    made = 0
    while not session.is_over():
        seat = next(iter(session.to_act()))
        legal = session.legal(seat)
        moves = fast.legal_moves(shadow)
        assert [fast.from_command(c) for c in legal] == moves
        assert [fast.to_command(m) for m in moves] == legal
        move = moves[rng.randrange(len(moves))]
        session.apply(seat, fast.to_command(move))
        made += 1
        if len(move) == 1:
            fast.bid(shadow, move[0])
        elif fast.is_last_card(shadow):
            points = fast.round_points(shadow, move[0], move[1])
            assert session.state.rounds[-1]["points"] == points
            fast.finish_round(ruleset, shadow, move[0], move[1], EntryRandom(seed, made))
        else:
            fast.play(shadow, move[0], move[1])
        assert shadow == session.state
    assert ruleset.result(shadow) == session.result()


@pytest.mark.parametrize("preset", ["us", "amigo", "oh-hell"])
def test_fast_path_matches_event_path_on_many_random_games(preset: str) -> None:
    rnd = random.Random(f"fast-{preset}")
    for game in range(700):
        seats = rnd.randint(2, 8)
        _lockstep(seats, _options(preset, seats, rnd), game)


@settings(max_examples=150, deadline=None)
@given(
    preset=st.sampled_from(["us", "amigo", "oh-hell"]),
    seats=st.integers(2, 8),
    seed=st.integers(0, 2**31),
    choice=st.integers(0, 2**31),
)
def test_fast_path_matches_event_path_property(
    preset: str, seats: int, seed: int, choice: int
) -> None:
    _lockstep(seats, _options(preset, seats, random.Random(choice)), seed)


@pytest.mark.parametrize("preset", ["us", "oh-hell"])
def test_random_game_is_the_game_random_bots_play(preset: str) -> None:
    for seed in range(60):
        options = {"preset": preset, "schedule": [5, 3, 1]}
        played = Session.new("rage-trick", 4, seed, options)
        play_out(played, make_bots(played, ["random"] * 4), random.Random(seed * 3))
        quick = Session.new("rage-trick", 4, seed, options)
        made, marks = quick.ruleset.random_game(quick.state, seed, random.Random(seed * 3))
        assert made == len(played.entries) - 1
        assert quick.state == played.state
        assert marks == {"round": 3, "trick": 9}


def test_simulate_reports_the_same_games_through_either_path() -> None:
    args = ("rage-trick", 40, 4, ["random"] * 4, 5, {"preset": "us", "schedule": [4, 2]})
    quick = simulate(*args)
    slow = simulate(*args, event_path=True)
    assert quick["fast_path_games"] == 40 and slow["fast_path_games"] == 0
    assert quick["results"] == slow["results"]


def test_reneging_games_keep_the_event_path() -> None:
    report = simulate("rage-trick", 5, 4, ["random"] * 4, 1, {"reneging": True, "schedule": [2]})
    assert report["fast_path_games"] == 0
