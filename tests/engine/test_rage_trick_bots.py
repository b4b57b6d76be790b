"""rage-trick bots: they play legal moves under every option and the heuristic beats random."""

from __future__ import annotations

import random
from typing import Any

import pytest

from engine.core.cli import simulate
from engine.core.play import make_bots, play_out
from engine.core.session import Session
from engine.games.rage_trick import RULESET
from engine.games.rage_trick.bots import HeuristicBot, hand_power
from tests.engine.test_rage_trick_support import bid_all, stacked


@pytest.mark.parametrize(
    ("seats", "options"),
    [
        (4, {"preset": "us"}),
        (3, {"preset": "amigo", "scoring": "alternate"}),
        (5, {"preset": "oh-hell"}),
        (4, {"teams": True, "secret_bids": True}),
        (6, {"reneging": True, "any_time_actions": True, "schedule": [4, 2]}),
        (2, {"preset": "oh-hell", "reneging": True, "schedule": "up"}),
        (8, {"preset": "us", "teams": True, "schedule": [3, 3]}),
    ],
)
def test_heuristic_bots_finish_games_with_any_options(seats: int, options: dict[str, Any]) -> None:
    session = Session.new("rage-trick", seats, 5, options)
    names = ["heuristic", "random"] * (seats // 2) + ["heuristic"] * (seats % 2)
    play_out(session, make_bots(session, names), random.Random(5))
    assert session.is_over()


def test_bot_factories_take_a_seat() -> None:
    assert set(RULESET.bots) == {"random", "heuristic", "expert"}
    assert RULESET.bots["heuristic"](seat=2).seat == 2
    assert RULESET.bots["random"](seat=1).name == "random"


def test_heuristic_bids_more_with_a_stronger_hand() -> None:
    strong = ["wild-1", "wild-2", "purple-15", "purple-14", "purple-13", "red-15"]
    weak = ["red-0", "orange-1", "yellow-2", "green-1", "blue-0", "mad-1"]
    assert hand_power(strong, "purple", 4, False) > 4
    assert hand_power(weak, "purple", 4, False) < 0.6


def test_heuristic_takes_a_trick_it_needs_and_ducks_one_it_does_not() -> None:
    # Seat 2 deals, so it plays last to the first trick: red-5, red-1, red-2, then seat 2.
    hands = [["red-1", "blue-1"], ["red-2", "blue-2"], ["red-3", "red-15"], ["red-5", "blue-4"]]
    bot = HeuristicBot(seat=2)
    rng = random.Random(1)
    for bids, expected in (([0, 0, 2, 1], "red-15"), ([0, 0, 0, 0], "red-3")):
        s = stacked(hands, "purple-7", dealer=2)
        bid_all(s, bids)
        for card in ("red-5", "red-1", "red-2"):
            s.apply(s.state.turn, {"type": "play", "card": card})
        choice = bot.choose(s.view(2), s.legal(2), rng)
        # Needing tricks it wins with the 15; having bid none it plays under the 5.
        assert choice["card"] == expected


def test_heuristic_challenges_a_proven_renege() -> None:
    s = stacked(
        [["blue-1", "green-2"], ["red-5", "yellow-3"], ["blue-4", "red-9"], ["orange-1", "red-2"]],
        "purple-7",
        reneging=True,
    )
    bid_all(s, [0, 0, 0, 0])
    s.apply(1, {"type": "play", "card": "red-5"})
    s.apply(2, {"type": "play", "card": "blue-4"})  # a renege, not yet provable
    s.apply(3, {"type": "play", "card": "red-2"})
    s.apply(0, {"type": "play", "card": "blue-1"})
    s.apply(1, {"type": "play", "card": "yellow-3"})  # seat 1 took it and leads
    s.apply(2, {"type": "play", "card": "red-9"})  # seat 2 had red after all
    choice = HeuristicBot(seat=3).choose(s.view(3), s.legal(3), random.Random(0))
    assert choice == {"type": "challenge", "seat": 2, "trick": 1}


def test_heuristic_is_well_ahead_of_random() -> None:
    report = simulate("rage-trick", 40, 4, ["heuristic", "random", "random", "random"], 3, {})
    results = report["results"]
    assert results["heuristic#0"]["win_rate"] >= 0.5
    best_random = max(results[f"random#{i}"]["mean_score"] for i in (1, 2, 3))
    assert results["heuristic#0"]["mean_score"] > best_random + 10
