"""Property tests: random legal play of every preset and table size, with invariants.

Random games always finish; every card is always in exactly one place; the trick winner the
state keeps equals a fresh computation; the log rebuilds the live state; no seat ever gets
another seat's hidden cards (views, events, logs); a spectator sees no hand; undo never
crosses a barrier; a seat's own redacted log rebuilds exactly its view. Heavier variants are
marked slow (RAGE_TRICK_PROP_EXAMPLES sets how many games they play).
"""

from __future__ import annotations

import json
import os
import random
from collections import Counter
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.core.errors import Illegal
from engine.core.log import Header, parse_lines, write_lines
from engine.core.session import Session
from engine.games.rage_trick.cards import DECKS
from engine.games.rage_trick.options import max_hand
from engine.games.rage_trick.state import State
from engine.games.rage_trick.tricks import winner_of

PRESETS = ["us", "amigo", "oh-hell"]


@st.composite
def tables(draw: st.DrawFn, short: bool = True) -> tuple[int, dict[str, Any], int]:
    preset = draw(st.sampled_from(PRESETS))
    seats = draw(st.integers(2, 8))
    options: dict[str, Any] = {"preset": preset}
    if seats >= 4 and seats % 2 == 0 and draw(st.booleans()):
        options["teams"] = True
    options["scoring"] = draw(st.sampled_from(["official", "alternate", "oh-hell"]))
    if preset != "oh-hell" and draw(st.booleans()):
        options["any_time_actions"] = True
    if draw(st.booleans()):
        options["secret_bids"] = True
        options["hook"] = False
    elif draw(st.booleans()):
        options["hook"] = True
    if draw(st.booleans()):
        options["reneging"] = True
    if draw(st.booleans()):
        options["first_dealer"] = "random"
    top = max_hand(preset, seats)
    if short:
        sizes = st.integers(1, top)
        options["schedule"] = draw(st.lists(sizes, min_size=1, max_size=3))
    else:
        options["schedule"] = draw(st.sampled_from(["down", "up", "flat"]))
    seed = draw(st.integers(0, 2**31))
    return seats, options, seed


def cards_in_play(state: State) -> list[str]:
    cards = [c for hand in state.hands for c in hand] + state.pile
    cards += [p[1] for p in state.trick]
    cards += [p["card"] for done in state.round_tricks for p in done["plays"]]
    return cards


def check_state(state: State) -> None:
    assert Counter(cards_in_play(state)) == Counter(DECKS[state.preset])
    if state.trick:
        trump = None if state.suspended else state.trump_color
        assert winner_of(state.trick, state.wild_idx, trump, state.lead)[0] == state.win


def strings(obj: Any) -> set[str]:
    """Every string inside a JSON value (keys included), after a JSON round trip."""
    found: set[str] = set()
    stack = [json.loads(json.dumps(obj))]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            found.add(item)
        elif isinstance(item, dict):
            found.update(item)
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    return found


def revealed(events: list[dict[str, Any]]) -> set[str]:
    """Cards these events show face up (played, turned up as trump, skipped at a deal)."""
    seen: set[str] = set()
    for event in events:
        kind = event["type"]
        if kind == "deal":
            seen.update(event["skipped"])
            if event["trump_card"]:
                seen.add(event["trump_card"])
        elif kind == "play" or kind == "trump_changed" and "card" in event:
            seen.add(event["card"])
    return seen


def hidden_from(state: State, seat: int | None, public: set[str]) -> set[str]:
    """Cards `seat` cannot know: other hands, and the pile except what was shown."""
    hidden = set(state.pile)
    for other, hand in enumerate(state.hands):
        if other != seat:
            hidden.update(hand)
    return hidden - public


def play_randomly(session: Session, rng: random.Random, each=None) -> int:
    commands = 0
    while not session.is_over():
        seat = next(iter(session.to_act()))
        legal = session.legal(seat)
        assert legal, "a seat to act must have a legal command"
        command = legal[rng.randrange(len(legal))]
        session.apply(seat, command)
        commands += 1
        if each is not None:
            each(session)
    return commands


def rebuild(session: Session) -> Session:
    header, entries = parse_lines(list(write_lines(session.header, session.entries)))
    return Session.from_log(header, entries, verify=True)


PROPS = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
#: The slow variants play this many games each; raise it for a soak (e.g. 5000).
SLOW_EXAMPLES = int(os.environ.get("RAGE_TRICK_PROP_EXAMPLES", "300"))
SLOW = settings(
    max_examples=SLOW_EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)


def finishes_with_cards_conserved(table: tuple[int, dict[str, Any], int]) -> None:
    seats, options, seed = table
    session = Session.new("rage-trick", seats, seed, options)
    check_state(session.state)
    play_randomly(session, random.Random(seed), lambda s: check_state(s.state))
    result = session.result()
    assert result["winners"] and len(result["scores"]) == seats
    assert len(session.state.rounds) == len(session.header.options["schedule"])
    assert rebuild(session).state == session.state


@PROPS
@given(tables(short=False))
def test_full_random_games_finish_conserve_cards_and_replay(table) -> None:
    finishes_with_cards_conserved(table)


@pytest.mark.slow
@SLOW
@given(tables(short=False))
def test_many_full_random_games_finish_conserve_cards_and_replay(table) -> None:
    finishes_with_cards_conserved(table)


def no_leaks(table: tuple[int, dict[str, Any], int]) -> None:
    seats, options, seed = table
    session = Session.new("rage-trick", seats, seed, options)
    viewers: list[int | None] = [*range(seats), None]
    # Cards shown face up this round; a new deal starts afresh (the same ids come back hidden).
    track: dict[str, Any] = {"public": set(), "before": None}

    def check(s: Session) -> None:
        item = s.entries[-1]
        events = item["events"]
        split = next((i for i, e in enumerate(events) if e["type"] == "deal"), len(events))
        before = track["before"]
        old_public = track["public"] | revealed(events[:split])
        if split < len(events):
            track["public"] = revealed(events[split:])
        else:
            track["public"] = old_public
        for viewer in viewers:
            shown = s.redact_entry(item, viewer)
            assert len(shown["events"]) == len(events)
            if before is not None:
                # The command and the events about the round going on before this entry.
                hidden = hidden_from(before, viewer, old_public)
                leak = strings([shown["command"], shown["events"][:split]]) & hidden
                assert not leak, (viewer, leak)
            hidden = hidden_from(s.state, viewer, track["public"])
            leak = strings(shown["events"][split:]) & hidden
            assert not leak, (viewer, leak)
            view = s.view(viewer)
            assert not (strings(view) & hidden), (viewer, strings(view) & hidden)
            if viewer is None:
                assert view["hand"] is None
            if not s.state.bids_public:
                for other in range(seats):
                    if other != viewer:
                        assert view["bids"][other] is None
        track["before"] = s.ruleset.copy_state(s.state)
        if len(s.entries) % 7 == 0:  # now and then: a seat's own log rebuilds its view
            viewer = len(s.entries) % seats
            log = s.log_for(viewer)
            own = Session.from_log(Header.from_json(log["header"]), log["entries"])
            assert own.view(viewer) == s.view(viewer)

    check(session)
    play_randomly(session, random.Random(seed), check)
    # The whole log as each seat gets it: no other seat's dealt hand, no pile order, no seed;
    # and it still rebuilds everything that seat may see.
    for viewer in viewers:
        log = session.log_for(viewer)
        own = Session.from_log(Header.from_json(log["header"]), log["entries"])
        assert own.view(viewer) == session.view(viewer)
        assert "deal" not in log["header"]["options"] and log["header"]["seed"] == -1
        for item in log["entries"]:
            for event in item["events"]:
                if event["type"] == "deal":
                    assert "pile" not in event
                    assert all(h is None for s, h in enumerate(event["hands"]) if s != viewer)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(tables(short=True))
def test_no_seat_ever_sees_hidden_cards(table) -> None:
    no_leaks(table)


@pytest.mark.slow
@SLOW
@given(tables(short=True))
def test_many_games_no_seat_ever_sees_hidden_cards(table) -> None:
    no_leaks(table)


@PROPS
@given(tables(short=True), st.integers(0, 10_000))
def test_undo_never_crosses_a_barrier_and_restores_the_state(table, cut: int) -> None:
    seats, options, seed = table
    session = Session.new("rage-trick", seats, seed, options)
    rng = random.Random(seed)
    total = play_randomly(Session.new("rage-trick", seats, seed, options), random.Random(seed))
    stop = cut % (total + 1)
    for _ in range(stop):
        seat = next(iter(session.to_act()))
        legal = session.legal(seat)
        session.apply(seat, legal[rng.randrange(len(legal))])
    if len(session.entries) < 2:
        return
    seat = session.entries[-1]["seat"]
    before = list(session.entries)
    start = max(i for i, item in enumerate(before) if item["seat"] == seat)
    try:
        removed = session.undo(seat, others_consent=True)
    except Illegal as err:
        assert err.code == "undo-barrier"
        assert any(item["barrier"] for item in before[start:])
        return
    assert removed == len(before) - start
    assert not any(item["barrier"] for item in before[start:])
    again = Session.new("rage-trick", seats, seed, options)
    for item in before[1:start]:
        again.apply(item["seat"], item["command"])
    assert again.state == session.state


def test_a_spectator_never_sees_a_hand_in_a_whole_game() -> None:
    session = Session.new("rage-trick", 5, 11, {"preset": "amigo"})
    play_randomly(session, random.Random(11))
    for item in session.log_for(None)["entries"]:
        for event in item["events"]:
            if event["type"] == "deal":
                assert event["hands"] == [None] * 5
