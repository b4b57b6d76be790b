"""Ragers property tests: random games finish, conserve cards, replay, and never leak.

Fast by default (a few dozen games); the `slow` variants play many more.
"""

from __future__ import annotations

import json
import random
import re
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.core.session import Session
from engine.games.ragers import RULESET
from engine.games.ragers.combat import row_limit

DATA = RULESET.data
ALL_CARDS = set(DATA.deck(0)) | set(DATA.deck(1)) | set(DATA.patrons) | set(DATA.cheers)
CARD_ID = re.compile(r"(?:acc|def)-[a-z]+-\d+|patron-[a-z-]+[a-z]|cheers-\d+")
OPTIONS = st.sampled_from(
    [{}, {"days": 1}, {"days": 5}, {"hand_size": 3}, {"hand_size": 7, "days": 4}, {"win_gp": 99}]
)
BOTS = st.sampled_from([("random", "random"), ("heuristic", "random"), ("random", "heuristic")])


def play(
    seed: int,
    options: dict[str, Any],
    bots: tuple[str, str],
    check_each_step=None,
    max_commands: int = 400,
) -> Session:
    session = Session.new(RULESET, 2, seed, options)
    players = [RULESET.bots[name](seat=seat) for seat, name in enumerate(bots)]
    rng = random.Random(seed)
    for _ in range(max_commands):
        if session.is_over():
            break
        to_act = sorted(session.to_act())
        assert to_act, "someone must be able to act until the game is over"
        for seat in (0, 1):
            legal = session.legal(seat)
            assert bool(legal) == (seat in to_act)
        seat = rng.choice(to_act)  # simultaneous choices arrive in either order
        command = players[seat].choose(session.view(seat), session.legal(seat), rng)
        session.apply(seat, command)
        if check_each_step is not None:
            check_each_step(session)
    assert session.is_over(), "a game always finishes"
    return session


def check_conservation(session: Session) -> None:
    state = session.state
    places = state.card_places()  # raises if a card is in two places
    assert set(places) == ALL_CARDS
    for seat in (0, 1):
        side = DATA.sides[seat].id
        assert sum(1 for c, where in places.items() if c.startswith(side + "-")) == 22
        assert all(where.endswith(str(seat)) for c, where in places.items() if c.startswith(side))
        if state.patron is not None:
            assert len(state.rows[seat]) <= row_limit(DATA, state)
        assert len(state.hands[seat]) <= state.options["hand_size"]


def public_cards(session: Session) -> set[str]:
    """Cards that have been shown face-up to everyone so far (from the true events)."""
    shown: set[str] = set()
    for item in session.entries:
        for event in item["events"]:
            if event["type"] == "reveal":
                shown.update(c for c in event["cards"] if c)
            elif event["type"] == "veteran":
                shown.add(event["card"])
            elif event["type"] == "prepared" and event["card"]:
                shown.add(event["card"])  # face up on top of the discard pile
            elif event["type"] == "day":
                shown.add(event["patron"])
                if event["cheers"]:
                    shown.add(event["cheers"])
    # The top card of each discard pile is visible to both (the rulebook); a Deadeye's extra
    # lies there only when it was the round's one discard.
    shown.update(pile[-1] for pile in session.state.discards if pile)
    return shown


def check_no_leaks(session: Session) -> None:
    """No seat (nor a spectator) receives another seat's card before it is revealed."""
    shown = public_cards(session)
    for viewer in (0, 1, None):
        received = [session.view(viewer), session.log_for(viewer)]
        names = ["A", "B"]
        received.append(
            [
                RULESET.describe(event, viewer, names)
                for item in session.entries
                for event in item["events"]
            ]
        )
        text = json.dumps(received)
        own = DATA.sides[viewer].id + "-" if viewer is not None else None
        for card in set(CARD_ID.findall(text)):
            assert card in ALL_CARDS, card
            if own is not None and card.startswith(own):
                continue
            assert card in shown, f"{card} reached seat {viewer} before it was revealed"


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31), options=OPTIONS, bots=BOTS)
def test_random_games_finish_conserve_cards_and_replay(seed, options, bots) -> None:
    session = play(seed, options, bots, check_each_step=check_conservation)
    result = session.result()
    assert len(result["winners"]) == 1 and result["scores"] == session.state.gp
    if result["reason"] != "instant":
        assert session.state.day == session.state.options["days"]
    rebuilt = Session.from_log(session.header, session.entries, verify=True, ruleset=RULESET)
    assert rebuilt.state == session.state
    # the log survives JSON (disk and wire) and still replays
    entries = json.loads(json.dumps(session.entries))
    assert Session.from_log(session.header, entries, ruleset=RULESET).state == session.state


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31), options=OPTIONS)
def test_no_hidden_card_reaches_another_seat_or_a_spectator(seed, options) -> None:
    play(seed, options, ("random", "random"), check_each_step=check_no_leaks)


@pytest.mark.slow
@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31), options=OPTIONS, bots=BOTS)
def test_many_games_finish_and_conserve_cards(seed, options, bots) -> None:
    play(seed, options, bots, check_each_step=check_conservation)


@pytest.mark.slow
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31), options=OPTIONS, bots=BOTS)
def test_many_games_never_leak(seed, options, bots) -> None:
    play(seed, options, bots, check_each_step=check_no_leaks)
