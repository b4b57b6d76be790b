"""Rage (relaunch): stacked-deck scenarios for rules that used to run only inside random games.

Each test is named after the rule it checks and cites the rulebook section (seed
000_92a8a574ed7abe17.txt) in its docstring. Where no shipped card can bring about a situation
the rulebook describes, the test sets that one detail on the state and says so.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from engine.core.session import Session
from engine.games.rage_lv import combat, stats
from engine.games.rage_lv.plays import card_targets
from engine.games.rage_lv.stats import LvView
from tests.engine import test_rage_lv_rules as lv

QUIET = ("pass", "wuss", "combat-pass")
QUIET_OPTIONS = ("refuse", "none", "stay", "decline")


def quiet(s: Session) -> None:
    """One cautious command: pass, wuss out, refuse; else the first legal choice."""
    seat = lv.seat_of(s)
    legal = s.legal(seat)
    choice = next((c for c in legal if c["type"] in QUIET), None)
    if choice is None:
        choice = next((c for c in legal if c.get("option") in QUIET_OPTIONS), legal[0])
    s.apply(seat, choice)


def drive(s: Session, until: Callable[[Session], bool], limit: int = 400) -> None:
    for _ in range(limit):
        if until(s) or s.is_over():
            return
        quiet(s)
    raise AssertionError(f"never got there; stuck in {s.state.phase}")


def next_turn(s: Session) -> None:
    turn = s.state.turn
    drive(s, lambda g: g.state.turn > turn)


def events_of(s: Session, kind: str) -> list[dict]:
    return [e for entry in s.entries for e in entry["events"] if e["type"] == kind]


# -- Combat: Reveal Combat Cards -------------------------------------------------------------------
def test_ineligible_card_counts_as_zero_and_still_costs_all_rage_left() -> None:
    """Combat, "Reveal Combat Cards": an ineligible card has Damage and Block 0, and the combatant
    still pays its Rage cost up to all Rage it has left.

    No shipped card drains Rage between a face-down pick and the reveal, so the test spends two
    of Cinder Howl's four Rage by hand after it picks the Rage 3 Bone Breaker.
    """
    s = lv.game(deal=lv.hunt_deal())
    lv.to_alpha_phase(s, "0.lost-hiker.1")
    lv.prey_hunt(s)
    lv.act(s, 0, "combat-card", card="0.bone-breaker.1")
    s.state.combat.spent[0] = 2
    lv.act(s, 1, "combat-pass")
    spend = events_of(s, "spend")[-1]
    assert spend == {"type": "spend", "side": 0, "amount": 2, "index": 0, "eligible": False}
    assert lv.char(s, "1.pebble-throat").wounds == 0  # Damage 0
    assert combat.available(s.state, 0) == 0


def test_sustained_rage_plays_cheap_cards_at_zero_rage_and_they_stay_eligible() -> None:
    """Special Abilities, "Sustained Rage": with Sustained Rage 1 and no Rage left, Rage 1 cards
    are still playable and work in full; cards above it are not."""
    s = lv.game(deal=lv.hunt_deal())
    lv.to_alpha_phase(s, "0.lost-hiker.1")
    lv.prey_hunt(s)
    s.state.combat.spent[1] = 3  # Pebble-in-Throat has used all 3 of its Rage
    lv.act(s, 0, "combat-card", card="0.claw-rake.1")
    playable = {c.get("card") for c in s.legal(1)}
    assert {"1.rending-counter.1", "1.roll-away.1", "1.brace.1"} <= playable
    lv.act(s, 1, "combat-card", card="1.rending-counter.1")
    assert events_of(s, "spend")[-1]["eligible"] is True
    assert lv.char(s, "0.cinder-howl").wounds == 2  # the counterattack's full Damage
    assert s.state.combat.spent[1] == 3


# -- Combat: Apply Any Damage ---------------------------------------------------------------------
def test_counterattack_both_die_when_both_cards_have_the_same_speed() -> None:
    """Combat, "Apply Any Damage": a counterattack damages both; cards of the same speed do their
    damage at the same time, so both combatants can die, each scored by the other's pack."""
    s = lv.game(deal=lv.hunt_deal())
    lv.to_alpha_phase(s, "0.lost-hiker.1")
    cinder, pebble = lv.char(s, "0.cinder-howl"), lv.char(s, "1.pebble-throat")
    cinder.crinos, cinder.wounds = True, 5  # Crinos Health 7: 2 more kill
    pebble.crinos, pebble.wounds = True, 3  # Crinos Health 5: 3 more kill
    lv.prey_hunt(s)
    lv.act(s, 0, "combat-card", card="0.claw-rake.1")  # Damage 3, no speed
    lv.act(s, 1, "combat-card", card="1.rending-counter.1")  # Damage 2, no speed
    assert sorted(s.state.combat.dead) == ["0.cinder-howl", "1.pebble-throat"]
    assert s.state.players[0].victory == ["1.pebble-throat"]
    assert s.state.players[1].victory == ["0.cinder-howl"]


def test_slow_attack_never_lands_when_a_normal_counterattack_kills_first() -> None:
    """Combat, "Apply Any Damage": a slow card does its damage after a card that is not slow."""
    s = lv.game(deal=lv.hunt_deal())
    lv.to_alpha_phase(s, "0.lost-hiker.1")
    cinder = lv.char(s, "0.cinder-howl")
    cinder.crinos, cinder.wounds = True, 6
    lv.prey_hunt(s)
    lv.act(s, 0, "combat-card", card="0.bone-breaker.1")  # slow, Damage 5
    lv.act(s, 1, "combat-card", card="1.rending-counter.1")
    assert s.state.combat.dead == ["0.cinder-howl"]
    assert lv.char(s, "1.pebble-throat").wounds == 0


def test_card_text_resolves_lowest_rage_cost_first() -> None:
    """Combat, "Reveal Combat Cards": with timing conflicts, the lowest Rage cost card resolves
    first (ties: the player with initiative). Granite Hold (Rage 0) gives its Benefit before
    Rockfall's (Rage 2) Damage Effect takes a point of Rage away."""
    deal = lv.hunt_deal(_0={"combat": ["rockfall", "claw-rake", "brace", "brace", "pounce"]})
    deal["1"]["combat"] = ["granite-hold", "brace", "brace", "feint", "roll-away"]
    s = lv.game(deal=deal)
    lv.to_alpha_phase(s, "0.lost-hiker.1")
    lv.prey_hunt(s)
    lv.act(s, 0, "combat-card", card="0.rockfall.1")
    lv.act(s, 1, "combat-card", card="1.granite-hold.1")
    mods = [e for e in s.entries[-1]["events"] if e["type"] == "lasting" and e["kind"] == "modify"]
    assert [(m["on"], m["amount"]) for m in mods] == [
        ("1.pebble-throat", 1),  # Benefit (Stone Choir), Rage 0
        ("1.pebble-throat", -1),  # Damage Effect, Rage 2
    ]
    assert lv.char(s, "1.pebble-throat").wounds == 1  # Damage 4 against Block 3


# -- Combat: Benefits and X -----------------------------------------------------------------------
def test_benefit_and_x_for_a_combatant_who_meets_the_requirement() -> None:
    """Card Requirements and Benefits, "Combat Cards": Wildfire Lunge's X is the Renown of an
    Ashen Wind combatant, and its Benefit heals it."""
    deal = lv.hunt_deal(_0={"combat": ["wildfire-lunge", "claw-rake", "brace", "brace", "pounce"]})
    s = lv.game(deal=deal)
    lv.to_alpha_phase(s, "0.lost-hiker.1")
    lv.char(s, "0.cinder-howl").wounds = 2
    lv.prey_hunt(s)
    lv.act(s, 0, "combat-card", card="0.wildfire-lunge.1")
    lv.act(s, 1, "combat-pass")
    assert lv.char(s, "1.pebble-throat").wounds == 4  # X = Cinder Howl's Renown 4
    assert lv.char(s, "0.cinder-howl").wounds == 1  # Benefit: heal 1


def test_benefit_text_is_blank_and_x_is_one_for_a_combatant_who_does_not_meet_it() -> None:
    """Card Requirements and Benefits: a combatant that does not meet the Benefit's requirement
    treats the text box as empty and X as 1 (Granite Voice of the Stone Choir, Renown 4)."""
    deal = lv.hunt_deal(_1={"garou": ["granite-voice"]})
    deal["1"]["combat"] = ["wildfire-lunge", "brace", "brace", "feint", "roll-away"]
    s = lv.game(deal=deal)
    lv.hiker_alphas(s, "0.cinder-howl", "1.granite-voice")
    lv.char(s, "1.granite-voice").wounds = 1
    lv.act(s, 0, "wuss")  # equal Renown: the higher Tribe Fury (Ashen Wind) acts first
    lv.act(s, 1, "attack", target="0.cinder-howl")
    lv.both_pass_window(s)
    lv.act(s, 1, "combat-card", card="1.wildfire-lunge.1")
    lv.act(s, 0, "combat-pass")
    assert lv.char(s, "0.cinder-howl").wounds == 1  # X counts as 1
    assert lv.char(s, "1.granite-voice").wounds == 1  # no heal


# -- Special Abilities: Insight, Kailindo, Frenzy -----------------------------------------------------
def test_insight_draws_extra_combat_cards_then_discards_back_to_five() -> None:
    """Special Abilities, "Insight": before the first Combat Event, draw Insight more cards, then
    discard that many. Pale Lantern has Insight: 1."""
    deal = {
        "0": {"garou": ["pale-lantern"], "sept": ["lost-hiker"], "exact": True},
        "1": {"garou": ["pebble-throat"]},
    }
    s = lv.game(deal=deal, packs=[lv.HM, lv.SC])
    lv.hiker_alphas(s, "0.pale-lantern")
    lv.act(s, 0, "attack", target="1.pebble-throat")
    assert len(s.state.players[0].combat_hand) == 6
    assert len(s.state.players[1].combat_hand) == 5
    assert s.state.prompts[0]["kind"] == "discard-combat" and s.to_act() == {0}
    lv.act(s, 0, "choose", kind="discard-combat", option=s.state.players[0].combat_hand[0])
    assert len(s.state.players[0].combat_hand) == 5 and s.state.combat.step == "pre"


def test_spirits_gain_insight_2_at_umbra_level_1() -> None:
    """The Umbra, level 1: "Spirits gain Insight: 2". A Spirit Ally alpha draws seven cards and
    discards two."""
    deal = lv.hunt_deal(_0={"sept": ["cinderling", "lost-hiker"]})
    deal["0"]["combat"] += ["brace", "brace", "roll-away"]
    s = lv.game(deal=deal, umbra=3)
    lv.act(s, 0, "play", card="0.cinderling.1")
    lv.act(s, 1, "pass")
    lv.hiker_alphas(s, "0.cinderling.1")
    assert stats.stat(s.state, lv.char(s, "0.cinderling.1"), "insight") == 2
    assert stats.stat(s.state, lv.char(s, "0.cinder-howl"), "insight") == 0  # Garou do not
    lv.act(s, 0, "attack", target="0.lost-hiker.1")
    assert len(s.state.players[0].combat_hand) == 7
    assert [p["kind"] for p in s.state.prompts] == ["discard-combat"] * 2


def test_kailindo_raises_rage_by_the_difference_in_rage_costs() -> None:
    """Special Abilities, "Kailindo": after the Pre-Combat ability, a cheaper card than the
    opponent's raises the Kailindo fighter's Rage by the difference, for the rest of combat."""
    deal = {
        "0": {
            "garou": ["thread-spinner"],
            "sept": ["lost-hiker"],
            "combat": ["claw-rake", "claw-rake", "brace", "brace", "feint"],
            "exact": True,
        },
        "1": {
            "garou": ["pebble-throat"],
            "combat": ["snap-back", "brace", "brace", "feint", "roll-away"],
            "exact": True,
        },
    }
    s = lv.game(deal=deal, packs=[lv.HM, lv.SC])
    lv.hiker_alphas(s, "0.thread-spinner")
    lv.act(s, 0, "attack", target="1.pebble-throat")
    kailindo = {"type": "ability", "card": "0.thread-spinner", "index": -1, "target": None}
    assert kailindo in s.legal(0)
    lv.act(s, 0, "ability", card="0.thread-spinner", index=-1, target=None)
    assert stats.granted(s.state, "0.thread-spinner", "kailindo")
    assert not stats.granted(s.state, "1.pebble-throat", "kailindo")
    lv.both_pass_window(s)
    lv.act(s, 0, "combat-card", card="0.claw-rake.1")  # Rage 1
    lv.act(s, 1, "combat-card", card="1.snap-back.1")  # Rage 2, the attacker may react
    lv.act(s, 0, "combat-pass")
    spinner = lv.char(s, "0.thread-spinner")
    assert stats.stat(s.state, spinner, "rage") == 4 + 1
    while s.state.combat is not None:
        quiet(s)
    assert stats.stat(s.state, spinner, "rage") == 4  # "for the rest of this combat"


def test_no_frenzy_at_umbra_level_1() -> None:
    """The Umbra, level 1: "Garou cannot frenzy" (Cinder Howl takes its Trigger Damage, 3)."""
    deal = lv.hunt_deal(_1={"combat": ["pounce", "pounce", "brace", "feint", "roll-away"]})
    s = lv.game(deal=deal, umbra=3)
    lv.to_alpha_phase(s, "0.lost-hiker.1")
    lv.prey_hunt(s)
    lv.act(s, 0, "combat-pass")
    lv.both_pass_window(s)
    lv.act(s, 1, "combat-card", card="1.pounce.1")
    hand = len(s.state.players[0].combat_hand)
    lv.act(s, 0, "combat-pass")
    assert lv.char(s, "0.cinder-howl").wounds == 3
    assert len(s.state.players[0].combat_hand) == hand


def test_frenzy_trigger_drops_by_one_and_every_garou_gains_frenzy_2_at_level_5() -> None:
    """Special Abilities, "Frenzy", and the Umbra, level 5: Garou gain Frenzy +2 and the
    Trigger Damage drops by 1, so Pebble-in-Throat (no printed Frenzy; Crinos Health 5, trigger
    2) frenzies on a single wound and draws two Combat cards."""
    deal = lv.hunt_deal()
    deal["1"]["combat"] = ["brace", "brace", "roll-away", "rending-counter", "feint", "feint"]
    deal["1"]["combat"] += ["snap-back", "snap-back"]
    s = lv.game(deal=deal, umbra=22)
    lv.to_alpha_phase(s, "0.lost-hiker.1")
    lv.prey_hunt(s)
    lv.act(s, 0, "combat-card", card="0.claw-rake.1")
    lv.act(s, 1, "combat-card", card="1.brace.1")  # Damage 3 against Block 2
    assert lv.char(s, "1.pebble-throat").wounds == 1
    assert len(s.state.players[1].combat_hand) == 4 + 2
    assert {"type": "note", "what": "frenzy", "char": "1.pebble-throat"} in events_of(s, "note")


def test_flip_to_crinos_and_breed_form_plays_count_against_crinos_rage() -> None:
    """Combat, "Combat ends if": a Breed-form shapeshifter taking its Health in wounds flips to
    Crinos and fights on; cards it played in Breed form count against its Crinos Rage."""
    s = lv.game(deal=lv.hunt_deal())
    lv.to_alpha_phase(s, "0.lost-hiker.1")
    lv.prey_hunt(s)
    lv.char(s, "1.pebble-throat").wounds = 1  # hurt before: Pounce brings it to its Health (4)
    lv.act(s, 0, "combat-card", card="0.pounce.1")  # fast, Damage 3
    lv.act(s, 1, "combat-card", card="1.rending-counter.1")  # Rage 1 paid in Breed form
    pebble = lv.char(s, "1.pebble-throat")
    assert pebble.crinos and pebble.wounds == 4 and s.state.combat.dead == []
    assert stats.stat(s.state, pebble, "rage") == 5  # Crinos Rage
    assert combat.available(s.state, 1) == 5 - 1


# -- The Umbra: levels 3, 4 and 5 ----------------------------------------------------------------------
def test_umbra_level_3_spirit_allies_take_a_wound_and_gifts_to_gnosis_7_cost_a_card() -> None:
    """The Umbra, level 3: Spirit Allies take one wound when played; attaching a Gift to a
    Gnosis 7+ Garou costs a discarded Sept card."""
    deal = {
        "0": {"garou": ["cinder-howl"], "sept": ["cinderling", "lost-hiker"], "exact": True},
        "1": {
            "garou": ["chant-keeper", "pebble-throat"],
            "sept": ["stone-skin", "lost-hiker", "tremor"],
            "exact": True,
        },
    }
    s = lv.game(deal=deal, umbra=12)
    lv.act(s, 0, "play", card="0.cinderling.1")
    assert lv.char(s, "0.cinderling.1").wounds == 1
    plays = [c for c in s.legal(1) if c.get("card") == "1.stone-skin.1"]
    on_keeper = [c for c in plays if c["on"] == "1.chant-keeper"]
    assert on_keeper and all(c.get("pay") for c in on_keeper)  # Gnosis 7
    assert all(not c.get("pay") for c in plays if c["on"] == "1.pebble-throat")  # Gnosis 4
    lv.act(s, 1, "play", card="1.stone-skin.1", on="1.chant-keeper", pay="1.tremor.1")
    assert "1.tremor.1" in s.state.players[1].sept_discard


def test_umbra_level_4_gnosis_6_garou_lose_a_gift_and_spirit_allies_take_a_wound() -> None:
    """The Umbra, level 4: at the Start of Turn each Gnosis 6+ Garou loses one Gift (its
    controller's choice) and Spirit Allies take one wound."""
    deal = {
        "0": {
            "garou": ["cinder-howl", "mist-walker", "bright-scar"],
            "sept": ["burning-pelt", "cinderling", "first-flame", "burning-pelt"],
            "exact": True,
        },
        "1": {"garou": ["chant-keeper", "pebble-throat"], "sept": ["stone-skin"]},
    }
    s = lv.game(deal=deal, umbra=17)
    lv.act(s, 0, "play", card="0.cinderling.1")
    lv.act(s, 1, "play", card="1.stone-skin.1", on="1.chant-keeper")
    lv.act(s, 0, "play", card="0.burning-pelt.1", on="0.bright-scar")  # Gnosis 5: keeps it
    lv.pass_until(s, "alpha-pick")
    next_turn(s)
    assert "1.stone-skin.1" not in s.state.things  # Chant-Keeper, Gnosis 7: its only Gift
    assert "0.burning-pelt.1" in s.state.things
    assert lv.char(s, "0.cinderling.1").wounds == 1


def test_umbra_level_4_a_garou_with_two_gifts_chooses_which_to_lose() -> None:
    """The Umbra, level 4: the controller chooses the Gift lost."""
    deal = {
        "0": {"garou": ["pale-lantern", "hush"], "sept": ["second-sight", "sidestep"]},
        "1": {"garou": ["pebble-throat"]},
    }
    s = lv.game(deal=deal, packs=[lv.HM, lv.SC], umbra=18)  # the Hollow Moon lowers it 1 a turn
    lv.act(s, 0, "play", card="0.second-sight.1", on="0.pale-lantern")
    lv.act(s, 1, "pass")
    lv.act(s, 0, "play", card="0.sidestep.1", on="0.pale-lantern")
    lv.pass_until(s, "alpha-pick")
    drive(s, lambda g: bool(g.state.prompts) and g.state.prompts[0]["kind"] == "lose-gift")
    assert s.state.umbra == 16 and s.state.turn == 2
    prompt = s.state.prompts[0]
    assert prompt["char"] == "0.pale-lantern"
    assert sorted(prompt["options"]) == ["0.second-sight.1", "0.sidestep.1"]
    lv.act(s, 0, "choose", kind="lose-gift", option="0.sidestep.1")
    assert "0.sidestep.1" not in s.state.things and "0.second-sight.1" in s.state.things


def test_umbra_level_5_gnosis_5_garou_lose_a_gift_fetishes_are_destroyed_no_spirit_allies() -> None:
    """The Umbra, level 5: each Gnosis 5+ Garou loses a Gift and all Fetish Equipment is
    destroyed at the Start of Turn; Spirit Allies cannot be played."""
    deal = {
        "0": {
            "garou": ["cinder-howl", "bright-scar"],
            "sept": ["burning-pelt", "cinderling", "lost-hiker"],
            "exact": True,
        },
        "1": {
            "garou": ["pebble-throat", "rubble-born"],
            "sept": ["carved-mantle", "lost-hiker"],
            "exact": True,
        },
    }
    s = lv.game(deal=deal, umbra=23)
    assert not any(c.get("card") == "0.cinderling.1" for c in s.legal(0))
    lv.act(s, 0, "play", card="0.burning-pelt.1", on="0.bright-scar")  # Gnosis 5
    lv.act(s, 1, "play", card="1.carved-mantle.1", on="1.pebble-throat")  # a Fetish, Gnosis 4
    lv.pass_until(s, "alpha-pick")
    next_turn(s)
    assert "0.burning-pelt.1" not in s.state.things
    assert "1.carved-mantle.1" not in s.state.things
    assert {"0.burning-pelt.1"} <= set(s.state.players[0].sept_discard)


# -- The Keyword Rule ------------------------------------------------------------------------------
def test_keyword_rule_type_tribe_breed_and_form_are_keywords() -> None:
    """The Keyword Rule: a card is an "xxx" card for each keyword, its type, Tribe and Breed;
    effects that name a keyword reach only such cards (the Wildfire Totem's +1 Rage goes to
    Garou, not to a Spirit Ally; Call the Beast targets Garou only)."""
    deal = {
        "0": {
            "garou": ["cinder-howl"],
            "sept": ["wildfire-totem", "cinderling", "call-the-beast", "rust-maw"],
            "exact": True,
        }
    }
    s = lv.game(deal=deal)
    lv.act(s, 0, "play", card="0.wildfire-totem.1")
    lv.act(s, 1, "pass")
    lv.act(s, 0, "play", card="0.cinderling.1")
    lv.act(s, 1, "pass")
    lv.act(s, 0, "play", card="0.rust-maw.1")
    cinder = lv.char(s, "0.cinder-howl")
    words = stats.keywords(s.state, cinder)
    assert {"Garou", "Character", "Shapeshifter", "Ashen Wind", "Lupus", "Female"} <= words
    assert "Crinos" not in words
    cinder.crinos = True
    assert {"Crinos", "Lupus"} <= stats.keywords(s.state, cinder)  # Breed stays a keyword
    assert stats.stat(s.state, cinder, "rage") == 6 + 1
    assert stats.stat(s.state, lv.char(s, "0.cinderling.1"), "rage") == 3
    assert {"Ally", "Spirit"} <= stats.keywords(s.state, lv.char(s, "0.cinderling.1"))
    s.state.players[0].hand.append("0.call-the-beast.9")
    beast = card_targets(LvView(s.state), 0, "0.call-the-beast.9", ("play",), "0.cinder-howl")
    assert "0.cinderling.1" not in beast and "0.rust-maw.1" not in beast
    # Cinder Howl is already in Crinos: flipping it would do nothing, so it is no target.
    assert "0.cinder-howl" not in beast and "1.pebble-throat" in beast


# -- Battlefields ---------------------------------------------------------------------------------
def battlefield_deal() -> dict[str, Any]:
    deal = lv.hunt_deal(_0={"garou": ["cinder-howl", "soot-runner"]})
    deal["0"]["sept"] = ["dry-wash", "lost-hiker"]
    return deal


def conquered(s: Session) -> None:
    """Turn 1: seat 0 plays The Dry Wash and its alpha conquers it (a worn-out guardian)."""
    lv.act(s, 0, "play", card="0.dry-wash.1")
    lv.pass_until(s, "alpha-pick")
    lv.pick(s, "1.pebble-throat")
    lv.pick(s, "0.cinder-howl")
    lv.act(s, 0, "conquer", target="0.dry-wash.1")
    lv.char(s, "guardian:0.dry-wash.1").wounds = 3
    lv.both_pass_window(s)
    lv.act(s, 0, "combat-card", card="0.claw-rake.1")
    lv.act(s, 1, "combat-pass")
    lv.both_pass_window(s)
    assert s.state.things["0.dry-wash.1"].controller == 0
    assert s.state.combat is None and s.to_act() == {1}


def test_battlefield_defended_and_the_defender_killed_then_the_guardian_is_fought() -> None:
    """Battlefields: the controller's characters not in the Hunting Grounds may defend; if the
    defender is killed, the Battlefield returns to the Hunting Grounds and the alpha fights its
    guardian."""
    s = lv.game(deal=battlefield_deal())
    conquered(s)
    assert {"type": "conquer", "target": "0.dry-wash.1"} in s.legal(1)
    assert {"type": "liberate", "target": "0.dry-wash.1"} in s.legal(1)
    lv.act(s, 1, "conquer", target="0.dry-wash.1")
    prompt = s.state.prompts[0]
    assert prompt["kind"] == "defend" and prompt["options"] == ["0.soot-runner", "decline"]
    soot = lv.char(s, "0.soot-runner")
    soot.wounds = 4  # worn out already: the next hit kills it even through Crinos
    lv.act(s, 0, "choose", kind="defend", option="0.soot-runner")
    lv.act(s, 0, "choose", kind="crinos", option="stay")
    assert s.state.combat.kind == "defend" and soot.where == "hunting"
    lv.both_pass_window(s)
    lv.act(s, 1, "combat-card", card="1.feint.1")
    lv.act(s, 0, "combat-pass")
    assert s.state.combat.dead == ["0.soot-runner"]
    lv.both_pass_window(s)
    assert s.state.things["0.dry-wash.1"].controller is None
    assert s.state.combat.kind == "guardian" and s.state.combat.prey == "guardian:0.dry-wash.1"


def test_battlefield_liberated_when_its_controller_declines_to_defend() -> None:
    """Battlefields: to liberate is to return a controlled Battlefield to the Hunting Grounds;
    with no defender it goes back at once and no guardian is fought."""
    s = lv.game(deal=battlefield_deal())
    conquered(s)
    lv.act(s, 1, "liberate", target="0.dry-wash.1")
    lv.act(s, 0, "choose", kind="defend", option="decline")
    assert s.state.things["0.dry-wash.1"].controller is None
    assert s.state.combat is None and s.state.phase != "alpha"


def test_battlefield_reclaimed_once_a_turn_only() -> None:
    """Battlefields, "reclaim lost lands": at the end of a turn, one Battlefield controlled for
    the whole turn goes to the Victory Pile for its Renown; only one per turn.

    Control of both Battlefields since before this turn is set on the state."""
    deal = lv.hunt_deal()
    deal["0"]["sept"] = ["dry-wash", "glass-spring", "lost-hiker"]
    s = lv.game(deal=deal)
    lv.act(s, 0, "play", card="0.dry-wash.1")
    lv.act(s, 1, "pass")
    lv.act(s, 0, "play", card="0.glass-spring.1")
    for iid in ("0.dry-wash.1", "0.glass-spring.1"):
        s.state.things[iid].controller = 0
        s.state.things[iid].controlled_turn = 0
    drive(s, lambda g: bool(g.state.prompts) and g.state.prompts[0]["kind"] == "reclaim")
    assert s.state.prompts[0]["options"] == ["0.dry-wash.1", "0.glass-spring.1", "none"]
    lv.act(s, 0, "choose", kind="reclaim", option="0.glass-spring.1")
    assert s.state.renown(0) == 4 and not s.state.prompts and s.state.turn == 2
    drive(s, lambda g: bool(g.state.prompts) and g.state.prompts[0]["kind"] == "reclaim")
    assert s.state.prompts[0]["options"] == ["0.dry-wash.1", "none"] and s.state.turn == 2
    lv.act(s, 0, "choose", kind="reclaim", option="0.dry-wash.1")
    assert s.state.renown(0) == 7


# -- Resolution: a player with no characters; winning ------------------------------------------------
def test_player_whose_last_character_dies_is_removed_at_the_next_alpha_pick() -> None:
    """Resolution Phase: "If you have no characters, you are removed from the game. Other
    players still get Renown for your cards"."""
    s = lv.game(deal=lv.hunt_deal())
    lv.to_alpha_phase(s, "0.lost-hiker.1")
    pebble = lv.char(s, "1.pebble-throat")
    pebble.crinos, pebble.wounds = True, 4
    lv.prey_hunt(s)
    lv.act(s, 0, "combat-card", card="0.pounce.1")
    lv.act(s, 1, "combat-pass")
    assert s.state.players[0].victory == ["1.pebble-throat"] and s.state.renown(0) == 1
    assert not s.state.players[1].removed  # not yet
    drive(s, lambda g: g.state.players[1].removed)
    assert s.state.phase in ("alpha-pick", "alpha") and s.state.active() == [0]
    assert s.legal(1) == [] and not s.is_over()


def test_winning_the_moment_a_kill_reaches_the_renown_level() -> None:
    """Winning the Game: "If, at any time, a player has cards in his Victory Pile with a total
    Renown equal to or greater than the Renown level of the game, that player wins." Earlier
    Renown (12) is set as effect Renown on the state."""
    s = lv.game(deal=lv.hunt_deal(), renown_level=15)
    lv.to_alpha_phase(s)
    s.state.players[0].bonus = 12
    lv.char(s, "0.rust-maw.1").wounds = 4
    lv.prey_hunt(s, "0.rust-maw.1")
    lv.act(s, 0, "combat-card", card="0.claw-rake.1")
    lv.act(s, 1, "combat-pass")
    assert s.is_over() and s.result()["winners"] == [0] and s.result()["reason"] == "renown"
    assert s.result()["scores"] == [15, 0]


def test_a_tie_over_the_renown_level_plays_on_until_one_is_ahead() -> None:
    """Winning the Game: two players over the level and tied play on until one of them gains
    more. Both players' earlier Renown (15 each) is set as effect Renown on the state."""
    s = lv.game(deal=lv.hunt_deal(), renown_level=15)
    lv.to_alpha_phase(s)
    s.state.players[0].bonus = 15
    s.state.players[1].bonus = 15
    lv.char(s, "0.rust-maw.1").wounds = 4
    lv.act(s, 0, "attack", target="0.rust-maw.1")
    assert not s.is_over()  # tied at the top: play on
    lv.both_pass_window(s)
    lv.act(s, 0, "combat-card", card="0.claw-rake.1")
    lv.act(s, 1, "combat-pass")
    assert s.is_over() and s.result()["winners"] == [0] and s.result()["scores"] == [18, 15]


def test_renown_level_keeps_dropping_each_turn_nobody_can_draw() -> None:
    """Sept Draw Phase: "If no players can draw cards ... the Renown level of the game drops by
    one, permanently. This effect accumulates from turn to turn." """
    empty = {"sept": [], "exact": True}
    s = lv.game(deal={"0": empty, "1": empty})
    levels = [s.state.renown_level]
    for _ in range(3):
        next_turn(s)
        levels.append(s.state.renown_level)
    assert levels == [19, 18, 17, 16]


@pytest.mark.parametrize("packs", [[lv.AW, lv.SC], [lv.SC, lv.HM]])
def test_scenario_helpers_reach_the_alpha_phase(packs: list[str]) -> None:
    """Sequence of Play: quiet play moves through every phase into the next turn."""
    s = lv.game(packs=packs)
    next_turn(s)
    assert s.state.turn == 2 and s.state.phase == "main"
