"""Alternate Combat Actions (seed 001, chapter 4, "Alternate Combat Actions"):

    "Certain non-combat cards are played as combat actions, or played in place of combat
    actions. [...] A card or ability that is played **as** a Combat Action (e.g. Wasp Talons)
    is considered a legal Combat Action. It can be dodged [...] and bluffs will not work
    against the user. A card or ability that is played **in place of** a Combat Action (e.g.
    Moon Sign) is not considered a legal Combat Action, so it cannot be dodged [...] but bluffs
    will work against the user. Neither type [...] may be played when a creature is restricted
    to playing cards of a certain Rage [...]. Similarly, they cannot be played by a creature
    who cannot play Combat Actions."

Our own test Gifts, one of each kind, written with the `combat_action` field: Test Talons (as
a Combat Action, Damage 3) and Test Moon Sign (in place of one: 2 damage to the creature it is
aimed at). Vesk Hollowjaw (Rage 4) attacks Little Ember, who holds the Gift in her Sept hand.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.ccg.errors import CardDataError
from engine.ccg.tracking import recording, unread
from engine.core.session import Session
from engine.games.rage_classic.cards import check_card, rules_text
from tests.engine import test_rage_classic_scenarios as sc
from tests.engine.test_rage_classic_combat_options import TANGLE, play_event

TALONS = {
    "id": "test-talons",
    "name": "Test Talons",
    "type": "gift",
    "gnosis": 3,
    "combat_action": "as",
    "damage": 3,
}
MOON_SIGN = {
    "id": "test-moon-sign",
    "name": "Test Moon Sign",
    "type": "gift",
    "gnosis": 3,
    "combat_action": "in-place",
    "effects": [{"when": "resolve", "do": "damage", "amount": 2, "target": "opponent"}],
}
CARDS = [TALONS, MOON_SIGN, TANGLE]
#: Vesk's Combat hand: a dodge, a bluff (Mauling Onslaught is Rage 9), Test Tangle.
VESK_HAND = ["sidestep", "mauling-onslaught", "test-tangle", "quick-jab", "shoulder-slam"]


def vesk_attacks(gift: str) -> tuple[Session, str]:
    deal = {
        "0": {"characters": ["little-ember"], "sept": [gift], "combat": sc.EMBER_HAND},
        "1": {"characters": ["vesk-hollowjaw"], "combat": VESK_HAND},
    }
    session = sc.new(deal=deal, cards=CARDS)
    sc.combat_between(session, {0: sc.EMBER, 1: sc.VESK}, attacker=1, target=sc.EMBER)
    card = next(i for i in session.state.players[0].hand if f".{gift}." in i)
    return session, card


def ember_and_vesk_play(session: Session, ember: dict[str, Any], vesk_card: str) -> int:
    """Ember assigns what `ember` names; Vesk plays `vesk_card`; both are ready. Returns the log
    index where the round began."""
    start = len(session.entries)
    sc.act(session, 0, type="assign", creature=sc.EMBER, **ember)
    sc.act(session, 1, type="assign", creature=sc.VESK, card=sc.card_in_hand(session, 1, vesk_card))
    for seat in sorted(session.to_act()):
        if {"type": "ready"} in session.legal(seat):
            session.apply(seat, {"type": "ready"})
    return start


def alternate_round(session: Session, card: str, vesk_card: str) -> int:
    """Ember plays the Gift face down as her card; Vesk plays `vesk_card`."""
    return ember_and_vesk_play(session, {"card": card, "alt": True}, vesk_card)


def test_the_cards_read_as_the_rulebook_puts_it() -> None:
    talons = check_card("test", TALONS, 0)
    assert rules_text(talons) == (
        "Gnosis 3. Played as a Combat Action, face down in the play-card step (a legal Combat"
        " Action: it may be dodged, blocked or reversed, and bluffs do not work against its"
        " user). Damage 3."
    )
    assert rules_text(check_card("test", MOON_SIGN, 0)) == (
        "Gnosis 3. Played in place of a Combat Action, face down in the play-card step (not a"
        " Combat Action: it cannot be dodged or blocked, and bluffs work against its user)."
        " When it resolves: Deal 2 damage to the opposing creature."
    )


def test_a_card_played_as_a_combat_action_lands_like_one() -> None:
    """Played face down from the Sept hand, hidden from Vesk's player until the reveal; it
    lands as a damage card (the Gift marks the damage) and counts as the round's Combat
    Action."""
    with recording() as reads:
        session, talons = vesk_attacks("test-talons")
        assert {"type": "assign", "creature": sc.EMBER, "card": talons, "alt": True} in (
            session.legal(0)
        )
        sc.act(session, 0, type="assign", creature=sc.EMBER, card=talons, alt=True)
        assert all(p["card"] == "hidden" for p in session.view(1)["combat"]["plays"])
        assert session.entries[-1]["events"][0]["alt"] == "as"
        assert "alt" not in session.redact_entry(session.entries[-1], 1)["events"][0]
        sc.act(session, 1, type="assign", creature=sc.VESK, card="null")
        for seat in sorted(session.to_act()):
            if {"type": "ready"} in session.legal(seat):
                session.apply(seat, {"type": "ready"})
        assert [d.card for d in session.state.creatures[sc.VESK].damage] == [talons]
        assert sc.wounds(session, sc.VESK) == 3
        assert session.state.combat is not None  # a Combat Action was played: no "no cards"
    assert unread(TALONS, reads) == []


def test_played_as_a_combat_action_it_can_be_dodged() -> None:
    session, talons = vesk_attacks("test-talons")
    alternate_round(session, talons, "sidestep")
    assert sc.wounds(session, sc.VESK) == 0
    assert talons in session.state.players[0].sept_discard


def test_played_as_a_combat_action_bluffs_do_not_work_against_its_user() -> None:
    """Vesk's Mauling Onslaught (Rage 9, Vesk has 4) is a bluff: against a creature that
    played a legal Combat Action it is discarded."""
    session, talons = vesk_attacks("test-talons")
    alternate_round(session, talons, "mauling-onslaught")
    assert sc.wounds(session, sc.EMBER) == 0
    assert sc.wounds(session, sc.VESK) == 3


def test_played_in_place_of_a_combat_action_it_cannot_be_dodged() -> None:
    with recording() as reads:
        session, sign = vesk_attacks("test-moon-sign")
        alternate_round(session, sign, "sidestep")
        assert sc.wounds(session, sc.VESK) == 2
        assert sign in session.state.players[0].sept_discard
    assert unread(MOON_SIGN, reads) == []


def test_played_in_place_of_a_combat_action_bluffs_work_against_its_user() -> None:
    """Ember played no Combat Action: Vesk's bluff (Mauling Onslaught, 8 damage) lands and
    kills her, and her card still resolves at her speed."""
    session, sign = vesk_attacks("test-moon-sign")
    alternate_round(session, sign, "mauling-onslaught")
    assert sc.wounds(session, sc.VESK) == 2
    assert sc.EMBER not in session.state.creatures  # the 8-damage bluff killed her (Health 6)
    assert sc.EMBER in session.state.players[1].victory


def test_a_round_of_only_cards_in_place_of_combat_actions_ends_the_combat() -> None:
    """Seed 001 "Ending Combat": a round in which no Combat Action is played ends it; a card
    played in place of one is none."""
    session, sign = vesk_attacks("test-moon-sign")
    start = len(session.entries)
    sc.act(session, 0, type="assign", creature=sc.EMBER, card=sign, alt=True)
    sc.act(session, 1, type="assign", creature=sc.VESK, card="null")
    for seat in sorted(session.to_act()):
        if {"type": "ready"} in session.legal(seat):
            session.apply(seat, {"type": "ready"})
    ends = [e for e in sc.events_since(session, start) if e["type"] == "combat-end"]
    assert ends and ends[0]["reason"] == "no-cards"
    assert sc.wounds(session, sc.VESK) == 2


def test_neither_kind_when_restricted_to_a_rage_or_barred_from_combat_actions() -> None:
    """Test Tangle restricts Ember to Combat Actions of Rage 2 or less: neither Gift is offered
    (nor for a creature that may not play Combat Actions: `can_play_combat` guards both)."""
    deal = {
        "0": {"characters": ["little-ember"], "sept": ["test-talons"], "combat": sc.EMBER_HAND},
        "1": {"characters": ["vesk-hollowjaw"], "combat": VESK_HAND},
    }
    session = sc.new(deal=deal, cards=CARDS)
    vesk_attacks_with_a_tangle(session)
    assert not [c for c in session.legal(0) if c.get("alt")]


def test_a_frenzied_creature_cannot_play_a_gift_as_a_combat_action() -> None:
    """Seed 001 "Frenzy": a frenzied creature may not play Gifts, so not as Combat Actions."""
    session, talons = vesk_attacks("test-talons")
    session.state.creatures[sc.EMBER].frenzy = "full"  # as if a Frenzy card had been played
    assert not [c for c in session.legal(0) if c.get("alt")]
    del talons


@pytest.mark.parametrize(
    ("card", "field"),
    [
        ({**MOON_SIGN, "damage": 2}, "damage"),
        ({**TALONS, "effects": [{"when": "play", "do": "heal", "amount": 1}]}, "effects[0].when"),
        ({**TALONS, "combat_action": "sometimes"}, "combat_action"),
        (
            {k: v for k, v in MOON_SIGN.items() if k != "combat_action"},
            "effects[0].when",
        ),
        ({**TALONS, "type": "equipment"}, "combat_action"),
    ],
)
def test_the_loader_refuses_malformed_alternates_naming_the_field(
    card: dict[str, Any], field: str
) -> None:
    with pytest.raises(CardDataError) as err:
        check_card("my-set.json", card, 0)
    assert f"'{field}'" in str(err.value) and "my-set.json" in str(err.value), str(err.value)


def test_play_round_helper_still_plays_combat_cards() -> None:
    """The ordinary play-card step is unchanged beside the alternates (a Quick Jab lands)."""
    session, _ = vesk_attacks("test-talons")
    sc.play_round(
        session,
        {0: [(sc.EMBER, sc.card_in_hand(session, 0, "quick-jab"))], 1: [(sc.VESK, "null")]},
    )
    assert sc.wounds(session, sc.VESK) == 1


def test_the_card_reference_examples_of_the_original_game_read_as_quoted() -> None:
    """docs/cards.md's original-game section: every example loads as a rage-classic card and
    its written text is the one quoted."""
    import json
    import re
    from pathlib import Path

    text = (Path(__file__).parents[2] / "docs" / "cards.md").read_text()
    examples = re.findall(r"```json rage-classic\n(.*?)```\n\n> Reads: (.*?)\n", text, re.S)
    assert len(examples) >= 4
    for raw, reads in examples:
        card = check_card("docs/cards.md", json.loads(raw), 0)
        assert rules_text(card) == reads, card.id
    for word in (
        "combat_action",
        "combat-action",
        "in-place-combat-action",
        "performer",
        "beside",
        "play-moot",
        "vote-first",
        "voted",
        "be-scored",
        "no-damage",
    ):
        assert f"`{word}`" in text, word


# -- abilities of cards in play used as a Combat Action (Wanchese's Bow) --------------------------
#: Our own Weapon in the manner of Wanchese's Bow (seed 001's ruling: "The Bow's ability is used
#: as a Slow Striking combat action, and thus may be dodged, blocked, or cancelled as normal. The
#: damage of the attack is equal to the printed renown of the Character").
BOW = {
    "id": "test-hunters-bow",
    "name": "Test Hunter's Bow",
    "type": "equipment",
    "keywords": ["Weapon", "Slow Striking"],
    "effects": [
        {
            "when": "combat-action",
            "do": "damage",
            "amount": "X",
            "x": "renown",
            "target": "opponent",
            "once": "combat",
        }
    ],
}


def vesk_attacks_with_a_tangle(session: Session) -> None:
    """Ember and Vesk are the alphas; Vesk attacks Ember and plays Test Tangle as the combat
    begins; on to the play-card step."""
    sc.settle(session, lambda s: s.step == "combat:alphas")
    sc.act(session, 0, type="alpha", creature=sc.EMBER)
    sc.act(session, 1, type="alpha", creature=sc.VESK)
    sc.settle(session, lambda s: s.step == "combat:actions" and not s.prompts and s.combat is None)
    sc.act(session, 1, type="attack", target=sc.EMBER)
    sc.settle(session, sc.in_combat("begin"))
    play_event(session, 1, "test-tangle", sc.VESK, None)
    sc.settle(session, sc.in_combat("play"))


def bow_fight(vesk_hand: list[str] | None = None) -> tuple[Session, str]:
    """Little Ember (Renown 4) wears the Bow (played in the Resource Phase); Vesk attacks her."""
    deal = {
        "0": {
            "characters": ["little-ember"],
            "sept": ["test-hunters-bow"],
            "combat": sc.EMBER_HAND,
        },
        "1": {"characters": ["vesk-hollowjaw"], "combat": vesk_hand or VESK_HAND},
    }
    session = sc.new(deal=deal, cards=[*CARDS, BOW])
    bow = sc.staged(session, 0, "test-hunters-bow", sc.EMBER)
    sc.combat_between(session, {0: sc.EMBER, 1: sc.VESK}, attacker=1, target=sc.EMBER)
    assert session.state.things[bow].host == sc.EMBER
    return session, bow


def bow_round(session: Session, bow: str, vesk_card: str) -> int:
    return ember_and_vesk_play(session, {"card": bow, "ability": 0}, vesk_card)


def test_an_ability_in_play_reads_as_used_as_a_combat_action() -> None:
    assert rules_text(check_card("test", BOW, 0)) == (
        "Its bearer may use this ability as its Combat Action, face down in the play-card step"
        " (a legal Combat Action: it may be dodged or blocked, and bluffs do not work against its user):"
        " Deal X damage to the opposing creature. X is this creature's Renown. Once per combat."
    )


def test_a_bows_ability_is_used_as_the_rounds_combat_action_and_the_bow_stays() -> None:
    """Seed 001 (Alternate Combat Actions; Wanchese's Bow): Ember uses the Bow as her Combat
    Action, face down (Vesk's player does not see which); it deals her Renown (4) to Vesk, the
    Bow stays on her, nothing left her hands, and it counts as a Combat Action (the combat goes
    on). Once per combat: it is not offered again in the next round."""
    with recording() as reads:
        session, bow = bow_fight()
        hand = list(session.state.players[0].combat_hand)
        command = {"type": "assign", "creature": sc.EMBER, "card": bow, "ability": 0}
        assert command in session.legal(0)
        sc.act(session, 0, **command)
        assert all(p["card"] == "hidden" for p in session.view(1)["combat"]["plays"])
        assert "ability" not in session.redact_entry(session.entries[-1], 1)["events"][0]
        sc.act(session, 1, type="assign", creature=sc.VESK, card="null")
        for seat in sorted(session.to_act()):
            if {"type": "ready"} in session.legal(seat):
                session.apply(seat, {"type": "ready"})
        assert sc.wounds(session, sc.VESK) == 4
        assert session.state.things[bow].host == sc.EMBER
        assert session.state.players[0].combat_hand == hand
        assert session.state.combat is not None  # a Combat Action was played
        sc.settle(session, sc.in_combat("play"))
        assert not [c for c in session.legal(0) if c.get("ability") is not None]
    assert unread(BOW, reads) == []


def test_a_bows_ability_can_be_dodged() -> None:
    """Used "as" a Combat Action it may be dodged: Vesk's Sidestep stops it."""
    session, bow = bow_fight()
    bow_round(session, bow, "sidestep")
    assert sc.wounds(session, sc.VESK) == 0
    assert session.state.things[bow].host == sc.EMBER


def test_a_bows_ability_can_be_blocked() -> None:
    """Seed 001's ruling: the Bow "may be dodged, blocked, or cancelled as normal". Vesk's
    Brace and Hold (Block 3) takes 3 of the Bow's 4 damage; the block is used up."""
    session, bow = bow_fight(["brace-and-hold", *VESK_HAND[1:]])
    bow_round(session, bow, "brace-and-hold")
    assert sc.wounds(session, sc.VESK) == 1
    assert session.state.things[bow].host == sc.EMBER


def test_bluffs_do_not_work_against_a_bows_user() -> None:
    """A legal Combat Action: Vesk's bluff (Mauling Onslaught, Rage 9) is discarded."""
    session, bow = bow_fight()
    bow_round(session, bow, "mauling-onslaught")
    assert sc.wounds(session, sc.EMBER) == 0
    assert sc.wounds(session, sc.VESK) == 4


def test_a_bows_ability_lands_slow_after_a_normal_blow() -> None:
    """Slow Striking (the Bow's keyword): Vesk's Quick Jab lands first, then the Bow."""
    session, bow = bow_fight()
    start = bow_round(session, bow, "quick-jab")
    hit = [e["iid"] for e in sc.events_since(session, start) if e["type"] == "damage"]
    assert hit == [sc.EMBER, sc.VESK]
    assert sc.wounds(session, sc.VESK) == 4


def test_no_bow_for_a_creature_restricted_to_a_rage() -> None:
    """Seed 001: neither kind of alternate when restricted to Combat Actions of some Rage:
    after Vesk's Test Tangle, the Bow's ability is not offered to Ember."""
    deal = {
        "0": {
            "characters": ["little-ember"],
            "sept": ["test-hunters-bow"],
            "combat": sc.EMBER_HAND,
        },
        "1": {"characters": ["vesk-hollowjaw"], "combat": VESK_HAND},
    }
    session = sc.new(deal=deal, cards=[*CARDS, BOW])
    sc.staged(session, 0, "test-hunters-bow", sc.EMBER)
    vesk_attacks_with_a_tangle(session)
    assert [c for c in session.legal(0) if c["type"] == "assign"]
    assert not [c for c in session.legal(0) if c.get("ability") is not None]


@pytest.mark.parametrize(
    ("effect", "field"),
    [
        ({"target": "character"}, "effects[0].target"),
        ({"optional": True}, "effects[0].optional"),
    ],
)
def test_the_loader_refuses_a_malformed_ability_used_as_a_combat_action(
    effect: dict[str, Any], field: str
) -> None:
    card = {**BOW, "effects": [{**BOW["effects"][0], **effect}]}
    with pytest.raises(CardDataError) as err:
        check_card("my-set.json", card, 0)
    assert f"'{field}'" in str(err.value), str(err.value)
    with pytest.raises(CardDataError) as err:
        check_card("my-set.json", {**BOW, "type": "action"}, 0)
    assert "'effects[0].when'" in str(err.value), str(err.value)


def test_the_heuristic_uses_a_bows_ability_rather_than_a_null_card() -> None:
    """The heuristic bot scores an ability used as a Combat Action by what it does (a damage
    ability in a fight is worth more than a Null card)."""
    import random

    from engine.games.rage_classic.bots import HeuristicBot

    session, bow = bow_fight()
    legal = [c for c in session.legal(0) if c.get("card") in (bow, "null")]
    pick = HeuristicBot(0).choose(session.view(0), legal, random.Random(1))
    assert pick == {"type": "assign", "creature": sc.EMBER, "card": bow, "ability": 0}
