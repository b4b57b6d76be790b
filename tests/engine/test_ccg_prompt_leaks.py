"""No seat and no spectator learns a card through a prompt's saved data (issue 29).

A rage-lv user card that looked at a player's hand and then picked a discard, or searched a
deck and then targeted, sent the looked-at hand or the card found to the third player and to
spectators: the prompt's `resume` data was redacted neither in the prompt event nor in the
view's `books.prompts`. These walks play three-seat games of both CCGs whose packs are full of
such user cards and check, after every move, every seat's and the spectator's view and the
events each was sent against the cards hidden from it then (other seats' hands, every deck),
less the cards it was entitled to see (its own looks and searches)."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.core.session import Session
from tests.engine.ccg_user_packs import packs_with
from tests.engine.test_rage_lv_props import hidden_from, strings

#: Look at a player's hand, then pick one of its cards for them to discard.
PEEK = {
    "id": "my-peek",
    "name": "Peek and Pick",
    "effects": [
        {
            "when": "play",
            "do": "look",
            "deck": "hand",
            "target": "player",
            "then": [{"do": "discard", "pick": "you", "deck": "hand", "amount": 1, "target": "it"}],
        }
    ],
}
#: Search your Sept deck for a card, then wound a character of your choice.
FETCH = {
    "id": "my-fetch",
    "name": "Fetch and Strike",
    "effects": [
        {
            "when": "play",
            "do": "search",
            "deck": "sept",
            "target": "me",
            "then": [{"do": "damage", "amount": 1, "target": "character"}],
        }
    ],
}
USER_IDS = ("my-peek", "my-fetch")
#: Events that show cards to everyone (rage-classic's combat reveal; its bluffs go back to hand).
REVEALS = ("reveal", "revealed", "reveal-hand")


def _prying(game: str, kind: str, fetched: str, starters: tuple[str, ...]) -> dict[str, Any]:
    """Options of a 3-seat `game` whose starter packs carry 3 of each prying card (as `kind`
    cards; the search fetches a `fetched` card)."""
    cards = [{**PEEK, "type": kind}, {**FETCH, "type": kind}]
    cards[1]["effects"] = [{**FETCH["effects"][0], "match": {"type": fetched}}]
    packs = packs_with(game, starters, {"my-peek": 3, "my-fetch": 3})
    return {"packs": packs, "cards": cards, "turn_limit": 6}


def _lv_options() -> dict[str, Any]:
    return _prying("rage-lv", "event", "enemy", ("ashen-wind", "stone-choir", "hollow-moon"))


def _classic_options() -> dict[str, Any]:
    starters = ("silver-wake", "ashfall-spiral", "grey-ledger")
    return _prying("rage-classic", "action", "ally", starters)


def _walk(game: str, options: Callable[[], dict[str, Any]], seed: int, moves: int = 900) -> int:
    """A random game that plays the prying cards whenever it may; returns how many prompts
    carried a look or a search (so a walk that never pried fails loudly).

    rage-lv is held to everything a seat is sent; rage-classic to its prompts (its combat
    cards go face down, are revealed and may go back to a hand, which `tests/engine/
    test_rage_classic_props.py` follows)."""
    full = game == "rage-lv"
    session = Session.new(game, 3, seed=seed, options=options())
    rng = random.Random(seed)
    viewers: list[int | None] = [None, 0, 1, 2]
    entitled: dict[int | None, set[str]] = {v: set() for v in viewers}
    pried = 0
    for _ in range(moves):
        if session.is_over():
            break
        seat = sorted(session.to_act())[rng.randrange(len(session.to_act()))]
        legal = session.legal(seat)
        prying = [c for c in legal if any(u in json.dumps(c) for u in USER_IDS)]
        before = len(session.entries)
        session.apply(seat, rng.choice(prying) if prying else rng.choice(legal))
        events = [e for item in session.entries[before:] for e in item["events"]]
        for e in events:  # what each seat was shown, by the rules, this move
            if e["type"] == "look" and isinstance(e.get("cards"), list):
                entitled[e["seat"]] |= set(e["cards"])
            if e["type"] == "searched" and e.get("card"):
                entitled[e["seat"]].add(e["card"])
            if e["type"] == "prompt":  # what a seat is asked to choose from (a search's deck)
                entitled[e["seat"]] |= strings(e.get("options"))
            if e["type"] in REVEALS:  # shown to the table (a card back into a hand stays known)
                for viewer in viewers:
                    entitled[viewer] |= strings(e)
            resume = e.get("resume") or {}
            if e["type"] == "prompt" and (
                resume.get("looked") or resume.get("last_by") is not None
            ):
                pried += 1
        for viewer in viewers:
            hidden = hidden_from(session.state, viewer) - entitled[viewer]
            view = session.view(viewer)
            prompts = [view.get("prompt"), view.get("books", {}).get("prompts", [])]
            sent = [e for item in session.events_for(viewer, before) for e in item["events"]]
            if not full:
                view, sent = prompts, [e for e in sent if e["type"] == "prompt"]
            leaked = strings(view) & hidden
            assert not leaked, (game, seed, viewer, "view", sorted(leaked))
            assert not strings(prompts) & hidden, (game, seed, viewer, "books.prompts")
            leaked = strings(sent) & hidden
            assert not leaked, (game, seed, viewer, "events", sorted(leaked))
    return pried


@pytest.mark.parametrize(
    ("game", "options", "seed"),
    [
        ("rage-lv", _lv_options, 0),
        ("rage-lv", _lv_options, 7),
        ("rage-classic", _classic_options, 2),
    ],
)
def test_prompts_of_looks_and_searches_reach_only_who_may_know(
    game: str, options: Callable[[], dict[str, Any]], seed: int
) -> None:
    assert _walk(game, options, seed) > 0, "no look or search was ever asked about"


@settings(max_examples=4, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), lv=st.booleans())
def test_random_walks_with_prying_user_cards_leak_nothing(seed: int, lv: bool) -> None:
    if lv:
        _walk("rage-lv", _lv_options, seed, moves=500)
    else:
        _walk("rage-classic", _classic_options, seed, moves=500)


def test_a_prompt_is_redacted_the_same_however_often() -> None:
    from engine.ccg.interpreter import redact_prompt

    prompt = {
        "type": "prompt",
        "seat": 1,
        "kind": "ccg",
        "options": ["2.a.1"],
        "resume": {"seat": 0, "looked": ["2.a.1", "2.b.1"], "last": ["0.c.1"], "last_by": 0},
    }
    for seat in (None, 0, 1, 2):
        once = redact_prompt(prompt, seat)
        assert redact_prompt(once, seat) == once
    mine = redact_prompt(prompt, 1)
    assert mine["options"] == ["2.a.1"] and mine["resume"]["looked"] == [None, None]
    assert mine["resume"]["last"] == [None]
    assert "resume" not in redact_prompt(prompt, 2) and redact_prompt(prompt, None)["options"] == []
