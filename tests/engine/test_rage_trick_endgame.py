"""The exact endgame solver: the number-card solver gives the general solver's values, the
values are each seat's real points, and a seat to move takes its best move."""

from __future__ import annotations

import random

import pytest

from engine.core.play import make_bots
from engine.core.session import Session
from engine.games.rage_trick import endgame, fast
from engine.games.rage_trick.state import State


def _positions(preset: str, size: int, games: int, last: int) -> list[State]:
    """Play-phase states of heuristic games with at most `last` tricks left."""
    found = []
    for g in range(games):
        session = Session.new("rage-trick", 4, 40 + g, {"preset": preset, "schedule": [size]})
        bots = make_bots(session, ["heuristic"] * 4)
        rng = random.Random(g)
        while not session.is_over():
            state = session.state
            if state.phase == "play" and state.hand_size - state.trick_no < last:
                found.append(state.clone())
            seat = min(session.to_act())
            session.apply(seat, bots[seat].choose(session.view(seat), session.legal(seat), rng))
    return found


@pytest.mark.parametrize(("preset", "size"), [("oh-hell", 4), ("us", 4), ("amigo", 3)])
def test_number_card_solver_agrees_with_the_general_one(preset: str, size: int) -> None:
    positions = _positions(preset, size, 12, 3)
    assert len(positions) > 60
    for state in positions:
        general = endgame.solve(state.clone(), {}, numbers=False)
        assert endgame.solve(state.clone(), {}) == pytest.approx(general)


def test_the_last_card_is_scored_as_the_round_is() -> None:
    for state in _positions("oh-hell", 3, 6, 1):
        if fast.is_last_card(state):
            (move,) = fast.legal_moves(state)
            assert endgame.solve(state.clone()) == tuple(
                float(p) for p in fast.round_points(state, move[0], move[1])
            )


def test_the_seat_to_move_gets_its_best_move() -> None:
    for state in _positions("oh-hell", 4, 6, 3):
        seat = state.turn
        if fast.is_last_card(state):
            continue
        best = max(endgame.solve(_after(state, move))[seat] for move in fast.legal_moves(state))
        assert endgame.solve(state.clone())[seat] == pytest.approx(best)


def _after(state: State, move: tuple) -> State:
    child = state.clone()
    fast.play(child, move[0], move[1])
    return child


def test_exact_search_sees_only_the_view() -> None:
    """Two true states with one view: the exact search ranks the same way (it deals its own
    worlds from the view)."""
    from engine.ai.search import SearchSettings
    from engine.games.rage_trick.expert import make_expert

    mine = ["AS", "KS", "4H"]
    hands_a = [mine, ["QS", "JS", "TS"], ["AH", "KH", "QH"], ["AD", "KD", "QD"]]
    hands_b = [mine, ["2D", "3C", "9S"], ["JH", "5C", "KD"], ["QS", "8H", "TD"]]
    sessions = [
        Session.new(
            "rage-trick",
            4,
            3,
            {
                "preset": "oh-hell",
                "schedule": [3],
                "deal": {"hands": hands, "trump": "7S", "dealer": 3},
            },
        )
        for hands in (hands_a, hands_b)
    ]
    bot = make_expert(0, exact_tricks=3, exact_bids=3, settings=SearchSettings(worlds=5))
    views = []
    for session in sessions:
        view = session.view(0)
        view.pop("state_id", None)
        views.append(view)
    assert views[0] == views[1]
    ranked = [
        [
            (c.command, c.total, c.count)
            for c in bot.analyse(v, s.legal(0), random.Random(2)).candidates
        ]
        for v, s in zip(views, sessions, strict=True)
    ]
    assert ranked[0] == ranked[1]
