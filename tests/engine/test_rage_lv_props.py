"""Rage (relaunch) properties: random legal games finish, cards are conserved, replay equals
the live game, and no seat ever sees another's hand or any deck's order."""

from __future__ import annotations

import itertools
import random
from collections import Counter

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from engine.core.session import Session
from engine.games.rage_lv.state import GUARDIAN, LvState
from tests.engine.redaction_checks import (
    assert_replays,
    decks_and_other_hands,
    random_play,
    strings,
    told,
)

PACKS = ("ashen-wind", "stone-choir", "hollow-moon")


def places(state: LvState) -> Counter:
    """Every card instance, wherever it is; each must be in exactly one place."""
    found: list[str] = []
    for p in state.players:
        found += p.sept_deck + p.hand + p.sept_discard
        found += p.combat_deck + p.combat_hand + p.combat_discard + p.victory
    found += [iid for iid in state.chars if not iid.startswith(GUARDIAN)]
    found += list(state.things) + state.removed
    if state.combat is not None:
        found += [play[1] for play in state.combat.chain]
    return Counter(found)


def hidden_from(state: LvState, seat: int | None) -> set[str]:
    """Cards this seat must not see: other players' hands and every deck."""
    return decks_and_other_hands(state.players, seat)


def play_random_game(packs: list[str], seed: int, turn_limit: int = 8) -> Session:
    session = Session.new("rage-lv", len(packs), seed, {"packs": packs, "turn_limit": turn_limit})
    start = places(session.state)
    assert all(n == 1 for n in start.values())
    rng = random.Random(seed)
    seen_by: dict[int | None, set[str]] = {s: set() for s in [None, *range(len(packs))]}
    for steps in random_play(session, rng, 20_000, lambda state: f"phase {state.phase}"):
        if steps % 25 == 0:
            assert places(session.state) == start
            for viewer in seen_by:
                assert not strings(session.view(viewer)) & hidden_from(session.state, viewer)
    assert places(session.state) == start
    # What each seat was ever sent (its redacted log) never names a card hidden from it then:
    # decks' orders never appear, other seats' draws arrive face down.
    for viewer, event in told(session, seen_by):
        if event["type"] == "combat-pick" and event["seat"] != viewer:
            assert event["card"] is None
    assert_replays(session)
    return session


@pytest.mark.parametrize("pair", list(itertools.combinations_with_replacement(PACKS, 2)))
def test_two_player_games_with_every_pairing_of_starter_packs_finish(pair: tuple[str, str]) -> None:
    session = play_random_game(list(pair), seed=len(pair[0]) * 31 + len(pair[1]))
    result = session.result()
    assert result["winners"] and result["reason"] in ("renown", "turn-limit", "no-packs-left")


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
# A lasting effect's books named its source card after that card went back into a deck.
@example(packs=["ashen-wind", "ashen-wind", "stone-choir", "ashen-wind"], seed=0)
@given(
    packs=st.lists(st.sampled_from(PACKS), min_size=2, max_size=4),
    seed=st.integers(min_value=0, max_value=10_000),
)
def test_random_legal_games_of_two_to_four_players_finish_and_keep_every_promise(
    packs: list[str], seed: int
) -> None:
    play_random_game(packs, seed, turn_limit=6)


def test_a_full_length_game_ends_by_the_rulebook_renown_rule() -> None:
    session = Session.new("rage-lv", 2, 4, {})
    rng = random.Random(4)
    while not session.is_over():
        seat = sorted(session.to_act())[0]
        legal = session.legal(seat)
        session.apply(seat, legal[rng.randrange(len(legal))])
    assert session.result()["reason"] == "renown"
    assert session.state.turn < session.state.options["turn_limit"]
