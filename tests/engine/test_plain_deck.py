"""The expert's Oh Hell search on ints (`plain_deck`) against the general one it replaces.

Thousands of positions from random Oh Hell hands (3 to 7 seats, every hand size, any point of
the bidding or the play, hook and scoring options mixed): the integer rollout gives exactly
the points of `TrickModel._play_out(..., "sharp")` and leaves the state as it found it; a
`PlainWorld` gives the same moves and points as its `State` move for move; and the whole
ISMCTS on plain worlds finds what it finds on states, candidate for candidate.
"""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.core.session import Session
from engine.games.rage_trick import fast, plain_deck
from engine.games.rage_trick.expert import TrickModel
from engine.games.rage_trick.options import max_hand
from engine.games.rage_trick.state import State


def _position(seed: int, bidding: bool = False) -> State:
    """A random Oh Hell position: in the play phase, or with `bidding` before the last bid."""
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
    bids = rnd.randrange(seats) if bidding else seats
    stop = rnd.randint(0, seats * state.hand_size - 1)
    played = 0
    while True:
        moves = fast.legal_moves(state)
        if state.phase == "bid":
            if bids == 0:
                return state
            fast.bid(state, moves[rnd.randrange(len(moves))][0])
            bids -= 1
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
        state = _position(seed, bidding=seed % 3 == 0)
        assert plain_deck.covers(state)
        before = state.clone()
        points = plain_deck.play_out(state, TrickModel()._plain_bid)
        assert state == before, "the rollout changed the state it read"
        assert points == general._play_out(state.clone(), random.Random(seed), "sharp")
        checked += 1
    assert checked == 3000


@settings(max_examples=200, deadline=None)
@given(st.integers(min_value=0, max_value=2**31))
def test_any_position_gives_the_same_points(seed: int) -> None:
    state = _position(seed)
    general = TrickModel(plain=False)
    assert plain_deck.play_out(state, TrickModel()._plain_bid) == general._play_out(
        state.clone(), random.Random(0), "sharp"
    )


def test_the_expert_uses_it_for_oh_hell_only() -> None:
    state = _position(5)
    assert TrickModel().plain and plain_deck.covers(state)
    session = Session.new("rage-trick", 4, 1, {"preset": "us"})
    assert not plain_deck.covers(session.state)


def _views(games: int, sizes: tuple[int, ...]) -> list[tuple[dict, list[dict], int]]:
    """(view, legal, seat) of every decision with a choice in heuristic Oh Hell hands."""
    from engine.core.play import make_bots

    found = []
    for g in range(games):
        size = sizes[g % len(sizes)]
        options = {"preset": "oh-hell", "schedule": [size], "first_dealer": g % 4}
        session = Session.new("rage-trick", 4, 500 + g, options)
        bots = make_bots(session, ["heuristic"] * 4)
        rng = random.Random(g)
        while not session.is_over():
            seat = min(session.to_act())
            view, legal = session.view(seat), session.legal(seat)
            if len(legal) > 1:
                found.append((view, legal, seat))
            session.apply(seat, bots[seat].choose(view, legal, rng))
    return found


def test_the_search_on_plain_worlds_finds_what_the_state_search_finds() -> None:
    """The same ISMCTS (same worlds, same walk) on `PlainWorld`s and on `State`s: every
    candidate gets the same visits and the same total payoff, at bids and plays alike."""
    from engine.ai.search import Budget, Decision, SearchSettings, ismcts

    settings = SearchSettings(rollouts=150, worlds=40)
    positions = _views(6, (3, 5, 7, 10))
    assert len(positions) > 100
    for n, (view, legal, seat) in enumerate(positions):
        results = []
        for plain in (False, True):
            model = TrickModel(plain=plain)
            tuned = model.tune(view, settings)
            assert model._plain_tree is plain
            found = ismcts(model, Decision(view, legal, seat), random.Random(n), Budget(tuned))
            results.append([(c.command, c.count, round(c.total, 6)) for c in found.candidates])
        assert results[0] == results[1], (n, view["phase"], view["hand_size"])


def test_plain_worlds_give_the_same_moves_and_points_as_states() -> None:
    """Random play on a `PlainWorld` and on the `State` it came from, move for move: the same
    legal moves in the same order, and the same points at the end."""
    for seed in range(400):
        state = _position(seed)
        world = plain_deck.from_state(state)
        rnd = random.Random(seed)
        while True:
            expected = fast.legal_moves(state)
            got = plain_deck.moves(world)
            assert [plain_deck.DECK[m] for m in got] == [m[0] for m in expected]
            pick = rnd.randrange(len(got))
            if fast.is_last_card(state):
                points = fast.round_points(state, *expected[pick])
                plain_deck.play(world, got[pick])
                assert world.phase == plain_deck.SCORED and world.points == points
                break
            fast.play(state, *expected[pick])
            plain_deck.play(world, got[pick])
