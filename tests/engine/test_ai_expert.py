"""The expert sees only its view: its choice depends on nothing else, and the worlds it deals
always agree with the view (same view back, same legal commands, voids and counts kept)."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

import pytest

from engine.ai.search import SearchSettings
from engine.core.play import make_bots
from engine.core.session import Session
from engine.games.rage_trick import RULESET as TRICK
from engine.games.rage_trick.cards import COLOR, DECKS
from engine.games.rage_trick.expert import make_expert as trick_expert
from engine.games.rage_trick.expert import sample_world as trick_world
from engine.games.rage_trick.expert import voids_of
from engine.games.ragers import RULESET as ARENA
from engine.games.ragers.expert import make_expert as arena_expert
from engine.games.ragers.expert import sample_world as arena_world
from tests.engine.expert_support import bare_view, ranking

#: No time cap: the same view and the same random numbers must give the same search.
QUICK = SearchSettings(rollouts=160, min_worlds=4)


# -- the same view from different true states --------------------------------------------------
MINE = ["AS", "KS", "4H", "9D", "2C"]
OTHERS_A = [
    ["QS", "JS", "TS", "9S", "8S"],
    ["AH", "KH", "QH", "JH", "TH"],
    ["AD", "KD", "QD", "JD", "TD"],
]
OTHERS_B = [
    ["AH", "8S", "AD", "2D", "3H"],
    ["QS", "KH", "9S", "JH", "5C"],
    ["JS", "KD", "QH", "JD", "TS"],
]


def _trick_session(others: list[list[str]]) -> Session:
    deal = {"hands": [MINE, *others], "trump": "7S", "dealer": 3}
    return Session.new("rage-trick", 4, 11, {"preset": "oh-hell", "schedule": [5], "deal": deal})


@pytest.mark.parametrize(
    "knobs",
    [
        {},
        {"split_others": True},
        {"bid_search": "flat"},
        {"policy": "blind"},
        {"exact_tricks": 5, "exact_bids": 5, "worlds": 3},
        {"small_hands": 5},
        {"model_bids": True},
    ],
    ids=[
        "tree",
        "split-others",
        "flat-bids",
        "blind-rollouts",
        "exact-solved-worlds",
        "small-hands-as-openspiel",
        "modelled-bids",
    ],
)
def test_expert_choice_depends_only_on_the_view_rage_trick(knobs: dict[str, Any]) -> None:
    a, b = _trick_session(OTHERS_A), _trick_session(OTHERS_B)
    assert a.state.hands != b.state.hands  # the hidden parts differ ...
    assert bare_view(a, 0) == bare_view(b, 0)  # ... the view does not
    tuning = {k: v for k, v in knobs.items() if k in ("split_others", "worlds")}
    settings = replace(QUICK, **tuning)
    model_knobs = {k: v for k, v in knobs.items() if k not in tuning}
    bot = trick_expert(0, settings=settings, **model_knobs)
    assert ranking(bot, bare_view(a, 0), a.legal(0), 5) == ranking(
        bot, bare_view(b, 0), b.legal(0), 5
    )
    for session in (a, b):  # the same public bids in both games
        for seat, bid in enumerate([2, 1, 1, 0]):
            session.apply(seat, {"type": "bid", "tricks": bid})
    assert bare_view(a, 0) == bare_view(b, 0) and a.legal(0) == b.legal(0)
    first = ranking(bot, bare_view(a, 0), a.legal(0), 9)
    assert first == ranking(bot, bare_view(b, 0), b.legal(0), 9)
    # and the search is not blind: another view of the same table can change its mind
    assert [c for c, _, _ in first] != [] and len({c["card"] for c, _, _ in first}) == 5


def _arena_session(defenders: list[str]) -> Session:
    deal = {
        "acc": ["acc-basher-1", "acc-slasher-3", "acc-prodder-2", "acc-cheater-1", "acc-veteran-1"],
        "def": defenders,
        "patrons": ["patron-nameless", "patron-greybeard", "patron-solennos"],
        "cheers": ["cheers-3", "cheers-1", "cheers-5"],
    }
    return Session.new("ragers", 2, 4, {"deal": deal})


def test_expert_choice_depends_only_on_the_view_ragers() -> None:
    a = _arena_session(
        ["def-basher-1", "def-basher-2", "def-basher-3", "def-basher-4", "def-chancer-1"]
    )
    b = _arena_session(
        ["def-slasher-1", "def-prodder-2", "def-stopper-1", "def-deadeye-1", "def-veteran-2"]
    )
    assert a.state.hands[1] != b.state.hands[1]
    assert bare_view(a, 0) == bare_view(b, 0)
    bot = arena_expert(0, settings=SearchSettings(rollouts=24, min_worlds=3))
    assert ranking(bot, bare_view(a, 0), a.legal(0), 3) == ranking(
        bot, bare_view(b, 0), b.legal(0), 3
    )
    for session in (a, b):
        session.apply(0, {"type": "keep"})
        session.apply(1, {"type": "keep"})
    assert bare_view(a, 0) == bare_view(b, 0)
    assert ranking(bot, bare_view(a, 0), a.legal(0), 8) == ranking(
        bot, bare_view(b, 0), b.legal(0), 8
    )


# -- sampled worlds agree with the view ---------------------------------------------------------
TRICK_TABLES = [
    (4, {"preset": "oh-hell", "schedule": [7, 3]}),
    (4, {"preset": "us", "schedule": [8, 4]}),
    (5, {"preset": "amigo", "schedule": [6, 2], "any_time_actions": True}),
    (4, {"preset": "us", "schedule": [5], "teams": True, "secret_bids": True, "hook": False}),
    (3, {"preset": "us", "schedule": [10], "scoring": "alternate"}),
    (6, {"preset": "oh-hell", "schedule": [8]}),
]


def _check_trick_world(view: dict[str, Any], legal: list[dict], world: Any) -> None:
    seat = view["seat"]
    shown = TRICK.view(world, seat)
    assert shown == view
    assert TRICK.legal(world, seat) == legal
    for other, colours in voids_of(view).items():
        assert not any(COLOR[c] in colours for c in world.hands[other])
    played = [p["card"] for done in world.round_tricks for p in done["plays"]]
    played += [p[1] for p in world.trick]
    everything = [c for hand in world.hands for c in hand] + world.pile + played
    assert sorted(everything) == sorted(DECKS[view["preset"]])


@pytest.mark.parametrize(("seats", "options"), TRICK_TABLES)
def test_sampled_trick_worlds_agree_with_the_view(seats: int, options: dict[str, Any]) -> None:
    checked = 0
    for game in range(6):
        session = Session.new("rage-trick", seats, 100 + game, options)
        players = make_bots(
            session, ["heuristic", "random"] * (seats // 2) + ["random"] * (seats % 2)
        )
        rng = random.Random(game)
        while not session.is_over():
            seat = next(iter(session.to_act()))
            view, legal = bare_view(session, seat), session.legal(seat)
            for k in range(3):
                _check_trick_world(view, legal, trick_world(view, legal, random.Random(k)))
                checked += 1
            session.apply(seat, players[seat].choose(session.view(seat), legal, rng))
    assert checked > 100


def test_sampled_trick_worlds_vary_the_hidden_cards() -> None:
    session = Session.new("rage-trick", 4, 3, {"preset": "oh-hell", "schedule": [10]})
    view, legal = bare_view(session, 0), session.legal(0)
    hands = {tuple(trick_world(view, legal, random.Random(k)).hands[1]) for k in range(20)}
    assert len(hands) == 20


def test_sampled_arena_worlds_agree_with_the_view() -> None:
    checked = 0
    for game in range(12):
        session = Session.new("ragers", 2, 200 + game, {})
        players = make_bots(
            session, ["heuristic", "random"] if game % 2 else ["random", "heuristic"]
        )
        rng = random.Random(game)
        while not session.is_over():
            for seat in (0, 1):
                view = bare_view(session, seat)
                legal = session.legal(seat)
                world = arena_world(ARENA, view, random.Random(checked))
                assert ARENA.view(world, seat) == view
                assert ARENA.legal(world, seat) == legal
                places = world.card_places()  # raises if a card is in two places
                assert len(places) == len(session.state.card_places())
                checked += 1
            seat = min(session.to_act())
            session.apply(seat, players[seat].choose(session.view(seat), session.legal(seat), rng))
    assert checked > 200


def test_expert_plays_whole_games_of_every_supported_table() -> None:
    for game, seats, options in [
        ("rage-trick", 4, {"preset": "us", "schedule": [3, 2]}),
        (
            "rage-trick",
            4,
            {"preset": "us", "schedule": [3], "teams": True, "secret_bids": True, "hook": False},
        ),
        ("rage-trick", 3, {"preset": "oh-hell", "schedule": [4]}),
        ("rage-trick", 4, {"preset": "us", "schedule": [2], "reneging": True}),  # falls back
        ("ragers", 2, {"days": 1}),
    ]:
        session = Session.new(game, seats, 1, options)
        quick = SearchSettings(rollouts=40, min_worlds=2)
        bots = {s: session.ruleset.bots["expert"](seat=s, settings=quick) for s in range(seats)}
        rng = random.Random(1)
        while not session.is_over():
            seat = min(session.to_act())
            session.apply(seat, bots[seat].choose(session.view(seat), session.legal(seat), rng))
