"""The expert's Oh Hell rollout on ints (`plain_rollout`) against the general one it replaces.

Thousands of positions from random Oh Hell hands (3 to 7 seats, every hand size, any point of
the hand, hook and scoring options mixed): the integer rollout must give exactly the points
that `TrickModel._play_out(..., "sharp")` gives on the general path, and leave the state as
it found it.
"""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.core.session import Session
from engine.games.rage_trick import fast, plain_rollout
from engine.games.rage_trick.expert import TrickModel
from engine.games.rage_trick.options import max_hand


def _position(seed: int) -> object:
    """A random Oh Hell position in the play phase (or None if the hand ended first)."""
    rnd = random.Random(seed)
    seats = rnd.randint(3, 7)
    options = {
        "preset": "oh-hell",
        "schedule": [rnd.randint(1, max_hand("oh-hell", seats))],
        "hook": rnd.random() < 0.5,
        "scoring": rnd.choice(["official", "alternate", "oh-hell"]),
    }
    session = Session.new("rage-trick", seats, seed, options)
    state = session.ruleset.copy_state(session.state)
    # random bids, then a random number of random plays
    stop = rnd.randint(0, seats * state.hand_size - 1)
    played = 0
    while True:
        moves = fast.legal_moves(state)
        if state.phase == "bid":
            fast.bid(state, moves[rnd.randrange(len(moves))][0])
            continue
        if played == stop or fast.is_last_card(state):
            return state
        move = moves[rnd.randrange(len(moves))]
        fast.play(state, move[0], move[1])
        played += 1


def test_the_integer_rollout_plays_exactly_as_the_general_one() -> None:
    general = TrickModel(plain=False)
    checked = 0
    for seed in range(3000):
        state = _position(seed)
        assert plain_rollout.covers(state)
        before = state.clone()
        points = plain_rollout.play_out(state)
        assert state == before, "the rollout changed the state it read"
        assert points == general._play_out(state.clone(), random.Random(seed), "sharp")
        checked += 1
    assert checked == 3000


@settings(max_examples=200, deadline=None)
@given(st.integers(min_value=0, max_value=2**31))
def test_any_position_gives_the_same_points(seed: int) -> None:
    state = _position(seed)
    general = TrickModel(plain=False)
    assert plain_rollout.play_out(state) == general._play_out(
        state.clone(), random.Random(0), "sharp"
    )


def test_the_expert_uses_it_for_oh_hell_only() -> None:
    state = _position(5)
    assert TrickModel().plain and plain_rollout.covers(state)
    session = Session.new("rage-trick", 4, 1, {"preset": "us"})
    assert not plain_rollout.covers(session.state)
