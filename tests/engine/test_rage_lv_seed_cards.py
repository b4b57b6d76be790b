"""The cards the relaunch rulebook describes (seed 000), written in the schema, each with a
scenario from the rulebook's own example, and every field read while it runs.

The rulebook quotes no card in full: its examples describe a Garou by its numbers (Janus), two
"act first" cards (Dave's and Sarah's), an effect ("Discard all Rage 1 cards"), a Sustained
Rage 2 character and a Spirit Ally that requires a Tribe (the Aluminum Spirit): all six
written, none left out. The fixture is tests/engine/fixtures/rage_lv_seed000.json.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

import pytest

from engine.core.session import Session
from engine.games.rage_lv.data import load_extra
from tests.engine import test_rage_lv_rules as lv
from tests.engine.card_field_reads import scenario_book, unread_while
from tests.engine.corpus_kit import corpus
from tests.engine.test_rage_lv_corpus import FIELD_ATTRS, in_a_deck_of
from tests.engine.test_rage_lv_effects import alpha_order
from tests.engine.test_rage_lv_scenarios import drive, events_of

SEED_CARDS = corpus("rage_lv_seed000.json")
SCENARIOS: dict[str, Callable[[], None]] = {}


scenario = scenario_book(SCENARIOS)


def game(deal: dict[str, Any], packs: list[str], seed: int = 3) -> Session:
    options = {"packs": packs, "deal": deal, "cards": SEED_CARDS}
    return Session.new("rage-lv", len(packs), seed, options)


def duel(sept: list[str], mine: list[str], theirs: list[str]) -> dict[str, Any]:
    """Cinder Howl, with exactly `sept` and the Combat hand `mine`, against Pebble-in-Throat
    with exactly the Combat hand `theirs`."""
    return {
        "0": {"garou": ["cinder-howl"], "sept": sept, "exact": True, "combat": mine},
        "1": {"garou": ["pebble-throat"], "exact": True, "combat": theirs},
    }


def test_every_seed_card_loads_and_has_a_scenario() -> None:
    assert set(load_extra(SEED_CARDS)) == set(SCENARIOS)


@pytest.mark.parametrize("card_id", sorted(c["id"] for c in SEED_CARDS))
def test_seed_card_works_as_the_rulebook_example_says(card_id: str) -> None:
    in_a_deck = partial(in_a_deck_of, card_id, SEED_CARDS)
    assert unread_while(card_id, SEED_CARDS, FIELD_ATTRS, SCENARIOS[card_id], in_a_deck) == []


@scenario("s0-janus")
def _janus() -> None:
    """Special Abilities, Frenzy: "Janus, with Health 5 and Frenzy 2, might take 3 points of
    damage in one round. This exceeds his Trigger Damage of 2, so he frenzies and his player
    draws two Combat cards.\""""
    deal = {
        "0": {
            "garou": ["cinder-howl"],
            "sept": ["lost-hiker"],
            "exact": True,
            "combat": ["claw-rake", "claw-rake", "pounce", "bone-breaker", "scorch"],
        },
        "1": {
            "garou": ["s0-janus"],
            "exact": True,
            "combat": ["brace", "brace", "roll-away", "feint", "feint", "snap-back", "rockfall"],
        },
    }
    s = game(deal, [lv.AW, lv.SC])
    lv.hiker_alphas(s, "0.cinder-howl", "1.s0-janus")
    lv.prey_hunt(s, "1.s0-janus")
    before = len(s.state.players[1].combat_hand)
    lv.act(s, 0, "combat-card", card="0.claw-rake.1")  # 3 damage
    lv.act(s, 1, "combat-pass")
    assert lv.char(s, "1.s0-janus").wounds == 3
    assert [e["char"] for e in events_of(s, "note") if e.get("what") == "frenzy"] == ["1.s0-janus"]
    assert len(s.state.players[1].combat_hand) == before + 2


def _three_seats(sept1: list[str], sept2: list[str]) -> Session:
    deal = {
        "0": {"garou": ["cinder-howl"], "sept": []},
        "1": {"garou": ["granite-voice"], "sept": sept1},
        "2": {"garou": ["pale-lantern"], "sept": sept2},
    }
    s = game(deal, [lv.AW, lv.SC, lv.HM])
    assert s.state.order == [0, 2, 1]  # equal Renown alphas act in this order
    return s


@scenario("s0-first-alpha")
def _first_alpha() -> None:
    """Ground Rules: "Dave plays a card that gives him the first alpha action, and later Sarah
    plays the exact same card ... the order for alpha actions is Sarah, then Dave, then
    everyone else.\""""
    s = _three_seats(["s0-first-alpha"], ["s0-first-alpha"])
    lv.act(s, 0, "pass")
    lv.act(s, 2, "play", card="2.s0-first-alpha.1", by="2.pale-lantern", target=None)  # Dave
    lv.act(s, 1, "play", card="1.s0-first-alpha.1", by="1.granite-voice", target=None)  # Sarah
    assert alpha_order(s) == [1, 2, 0]


@scenario("s0-before-anybody")
def _before_anybody() -> None:
    """Ground Rules: "If both cards had let the players act 'before anybody else', Dave's card
    would have been canceled and Sarah's would have taken effect.\""""
    s = _three_seats(["s0-before-anybody"], ["s0-before-anybody"])
    lv.act(s, 0, "pass")
    lv.act(s, 2, "play", card="2.s0-before-anybody.1", by="2.pale-lantern", target=None)
    lv.act(s, 1, "play", card="1.s0-before-anybody.1", by="1.granite-voice", target=None)
    assert alpha_order(s) == [1, 0, 2]  # Sarah's card only


@scenario("s0-discard-rage-1")
def _discard_rage_1() -> None:
    """Ground Rules: "Many effects, such as 'Discard all Rage 1 cards,' require a player to
    discard all Combat cards of a certain Rage cost.\""""
    deal = duel(
        ["lost-hiker"],
        ["s0-discard-rage-1", "claw-rake", "scorch", "pounce", "bone-breaker"],
        ["brace", "feint", "roll-away", "rending-counter", "rockfall"],
    )
    s = game(deal, [lv.AW, lv.SC])
    lv.hiker_alphas(s, "0.cinder-howl")
    lv.act(s, 0, "attack", target="1.pebble-throat")
    lv.act(s, 0, "combat-event", card="0.s0-discard-rage-1.1", target=None)
    rage_1 = {"0.claw-rake.1", "0.scorch.1", "1.feint.1", "1.roll-away.1", "1.rending-counter.1"}
    hands = {*s.state.players[0].combat_hand, *s.state.players[1].combat_hand}
    assert not rage_1 & hands
    assert {"0.pounce.1", "0.bone-breaker.1", "1.brace.1", "1.rockfall.1"} <= hands


@scenario("s0-sustained-two")
def _sustained_two() -> None:
    """Special Abilities: "if a character with Sustained Rage: 2 uses up its Rage in a combat
    (so it has 0 available Rage), it can still use cards with Rage costs of 2 or less.\""""
    deal = duel(
        ["s0-sustained-two", "lost-hiker"],
        ["pounce", "pounce", "claw-rake", "bone-breaker", "scorch"],
        ["brace", "brace", "roll-away", "feint", "feint"],
    )
    s = game(deal, [lv.AW, lv.SC])
    lv.act(s, 0, "play", card="0.s0-sustained-two.1")
    lv.act(s, 1, "pass")
    lv.hiker_alphas(s, "0.s0-sustained-two.1")
    drive(s, lambda g: g.state.phase == "alpha" and g.to_act() == {0})
    lv.prey_hunt(s, "0.lost-hiker.1")
    lv.act(s, 0, "combat-card", card="0.pounce.1")  # Rage 2 of its 2: none left
    drive(
        s, lambda g: g.state.combat is None or g.to_act() == {0} and g.state.combat.step == "attack"
    )
    if s.state.combat is not None:
        offered = {c.get("card") for c in s.legal(0)}
        assert "0.pounce.2" in offered  # Rage 2: still playable
        assert "0.bone-breaker.1" not in offered  # Rage 3: not


@scenario("s0-aluminum-spirit")
def _aluminum_spirit() -> None:
    """Attaching Cards: "A Spirit Ally can only attach Gifts, and only if the Gifts require the
    Tribe required by the Spirit. ... if you have an Aluminum Spirit that requires Bone
    Gnawers, it can take any Gift that requires a Bone Gnawer. The Gift must require 'Bone
    Gnawer,' not 'Garou.'" (The test's tribe is Ashen Wind, the shipped cards' own; its stats
    are the test's.) Cinder Howl (Ashen Wind) brings the Spirit in; Burning Pelt (requires
    Ashen Wind) may go on it, Second Sight (no Tribe required) only on Cinder Howl."""
    deal = {
        "0": {
            "garou": ["cinder-howl"],
            "sept": ["s0-aluminum-spirit", "burning-pelt", "second-sight"],
            "exact": True,
        },
        "1": {"garou": ["pebble-throat"], "exact": True},
    }
    s = game(deal, [lv.AW, lv.SC])
    spirit = "0.s0-aluminum-spirit.1"
    lv.act(s, 0, "play", card=spirit)
    assert spirit in s.state.chars
    lv.act(s, 1, "pass")
    hosts = {(c["card"], c.get("on")) for c in s.legal(0) if c["type"] == "play"}
    assert ("0.burning-pelt.1", spirit) in hosts
    assert ("0.second-sight.1", "0.cinder-howl") in hosts
    assert ("0.second-sight.1", spirit) not in hosts
    lv.act(s, 0, "play", card="0.burning-pelt.1", on=spirit)
    assert [t.iid for t in s.state.attached_to(spirit)] == ["0.burning-pelt.1"]


# Seed 001's cards (the original game) are written with rage-classic's words, each with a
# scenario: tests/engine/test_rage_classic_seed_cards.py.
