"""The rage-trick expert's model knobs that shape the search's payoffs and opponents:
`spite` (with `spite_up_to`) and `model_bids`."""

from __future__ import annotations

import random

from engine.ai.search import SearchSettings
from engine.core.session import Session
from engine.games.rage_trick import fast, plain_deck
from engine.games.rage_trick.expert import TrickModel
from engine.games.rage_trick.state import State


def _state(seed: int, options: dict, seats: int = 4) -> State:
    session = Session.new("rage-trick", seats, seed, options)
    return session.ruleset.copy_state(session.state)


def _view(seed: int, options: dict, seats: int = 4) -> dict:
    session = Session.new("rage-trick", seats, seed, options)
    return session.view(session.state.turn)


def test_spite_takes_the_opponents_mean_off_each_seats_points() -> None:
    model = TrickModel(spite=0.5)
    world = _state(1, {"preset": "oh-hell", "schedule": [3]})
    assert model._spited([13, 0, 10, 2], world) == [13 - 2, 0 - 25 / 6, 10 - 2.5, 2 - 23 / 6]


def test_spite_spares_a_partner() -> None:
    """With teams a partner holds the team's points and is no opponent."""
    model = TrickModel(spite=0.5)
    world = _state(1, {"preset": "us", "schedule": [5], "teams": True}, seats=4)
    assert world.teams and world.unit_of[0] == world.unit_of[2]
    points = [12, 3, 12, 3]
    assert model._spited(points, world) == [12 - 1.5, 3 - 6, 12 - 1.5, 3 - 6]


def test_spite_up_to_a_hand_size() -> None:
    model = TrickModel(spite=0.5, spite_up_to=5)
    model.tune(_view(2, {"preset": "oh-hell", "schedule": [5]}), SearchSettings())
    assert model._spite == 0.5
    world = _state(2, {"preset": "oh-hell", "schedule": [5]})
    assert model.finish(world.clone(), random.Random(0)) != [
        float(p) for p in TrickModel(spite=0.0).finish(world.clone(), random.Random(0))
    ]
    model.tune(_view(2, {"preset": "oh-hell", "schedule": [7]}), SearchSettings())
    assert model._spite == 0.0
    world = _state(2, {"preset": "oh-hell", "schedule": [7]})
    assert model.finish(world.clone(), random.Random(0)) == TrickModel(spite=0.0).finish(
        world.clone(), random.Random(0)
    )


def test_modelled_bids_give_the_other_seats_one_bid_from_their_hand() -> None:
    """With `model_bids`, a seat other than the searching one bids in the tree what its dealt
    hand is worth (one move, `_bid`'s pick), on plain worlds and on states alike; the
    searching seat keeps every bid."""
    checked = 0
    for seed in range(60):
        seats = 3 + seed % 4
        state = _state(seed, {"preset": "oh-hell", "schedule": [1 + seed % 7]}, seats)
        rnd = random.Random(seed)
        for _ in range(rnd.randrange(seats)):  # some seats have bid already
            fast.bid(state, rnd.choice(fast.legal_moves(state))[0])
        assert state.phase == "bid"
        model = TrickModel(model_bids=True)
        model.tune(_view(seed, {"preset": "oh-hell", "schedule": [1]}, seats), SearchSettings())
        model._seat = (state.turn + 1) % seats  # another seat searches
        world = plain_deck.from_state(state)
        assert model.moves(world) == [model._plain_bid(world)]
        assert model.moves(state) == [model._bid(state, fast.legal_moves(state))]
        assert model.moves(state)[0][0] == model.moves(world)[0] - plain_deck.BID
        model._seat = state.turn  # the searching seat keeps every bid
        assert model.moves(world) == plain_deck.moves(world)
        assert model.moves(state) == fast.legal_moves(state)
        checked += 1
    assert checked == 60


def test_hard_plays_with_spite_on_short_hands_only() -> None:
    """The measured default (bench_bots ohhell): spite 0.5 on hands of up to 5 cards."""
    model = TrickModel()
    assert (model.spite, model.spite_up_to, model.model_bids) == (0.5, 5, False)
