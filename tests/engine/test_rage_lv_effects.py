"""Rage (relaunch): rules built after the first version, as stacked-deck scenarios.

Combats caused by Events and Moots, Umbra Enemies returning after combat, Spirits' Tribe
benefits at Umbra level 1, "act first" timing conflicts, Main: and Alpha: actions on Totems,
active Rites and Long Events, Crinos for combatants coming from a Staging Area (Battlefield
defenders), and Tribe Friendly Garou. Each docstring cites the rulebook section (seed 000).
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from engine.core.session import Session
from engine.games.rage_lv import stats
from engine.games.rage_lv.data import cards
from engine.games.rage_lv.decks import check_pack, garou_cost, packs
from tests.engine import test_rage_lv_rules as lv
from tests.engine.test_rage_lv_scenarios import drive, next_turn, quiet


# -- combats caused by effects ---------------------------------------------------------------------
def test_an_event_starts_a_combat_its_performer_is_the_hunter() -> None:
    """Combat, "Prepare for Combat": "If an effect (like an Event) causes the combat, the effect
    details who is Hunter and Prey." Old Grudge: its performer fights the target as the Hunter;
    both come from their Staging Areas (and may shift to Crinos), then go home; the Main Phase
    goes on."""
    deal = lv.hunt_deal(_0={"sept": ["old-grudge", "lost-hiker"]})
    s = lv.game(deal=deal)
    plays = [c for c in s.legal(0) if c.get("card") == "0.old-grudge.1"]
    assert {c["target"] for c in plays} == {"1.pebble-throat"}  # never one's own pack
    lv.act(s, 0, "play", card="0.old-grudge.1", by="0.cinder-howl", target="1.pebble-throat")
    assert s.state.phase == "main"
    combat = s.state.combat
    assert (combat.hunter, combat.prey, combat.seats, combat.kind) == (
        "0.cinder-howl",
        "1.pebble-throat",
        [0, 1],
        "effect",
    )
    assert [p["kind"] for p in s.state.prompts] == ["crinos", "crinos"]
    assert s.state.prompts[0]["options"] == ["stay", "0.lost-hiker.1"]  # its deck is empty
    lv.act(s, 0, "choose", kind="crinos", option="0.lost-hiker.1")  # shift by discarding
    lv.act(s, 1, "choose", kind="crinos", option="stay")
    assert lv.char(s, "0.cinder-howl").crinos and not lv.char(s, "1.pebble-throat").crinos
    lv.both_pass_window(s)
    lv.act(s, 0, "combat-card", card="0.claw-rake.1")
    lv.act(s, 1, "combat-pass")
    assert lv.char(s, "1.pebble-throat").wounds == 3
    while s.state.combat is not None:
        quiet(s)
    assert lv.char(s, "0.cinder-howl").where == "staging"
    assert lv.char(s, "1.pebble-throat").where == "staging"
    assert s.state.phase == "main" and s.to_act() == {1}


def test_a_passed_moot_starts_a_combat_between_its_caller_and_the_target() -> None:
    """Resolution Phase and Combat: a Moot's effect can cause a combat (Trial by Claw); a
    regenerating character can fight combats from Moots: it turns upright and keeps its wounds.
    After the combat the Resolution Phase goes on to the alpha picks."""
    deal = {
        "0": {"garou": ["cinder-howl", "soot-runner"], "sept": ["trial-by-claw"]},
        "1": {"garou": ["pebble-throat"]},
    }
    s = lv.game(deal=deal)
    lv.act(s, 0, "play", card="0.trial-by-claw.1", by="0.cinder-howl")
    lv.pass_until(s, "vote")
    options = s.state.prompts[0]["options"]
    assert "0.cinder-howl" not in options and "0.soot-runner" not in options
    lv.act(s, 0, "choose", kind="moot-target", option="1.pebble-throat")
    s.state.chars["1.pebble-throat"].regen, s.state.chars["1.pebble-throat"].wounds = 1, 1
    lv.act(s, 1, "pass")  # the chance to vote moves clockwise from the caller's player
    lv.act(s, 0, "pass")  # 4 votes for, none against: it passes
    combat = s.state.combat
    assert combat is not None and combat.kind == "effect" and s.state.phase == "vote"
    assert (combat.hunter, combat.prey) == ("0.cinder-howl", "1.pebble-throat")
    pebble = lv.char(s, "1.pebble-throat")
    assert pebble.regen == 0 and pebble.wounds == 1
    drive(s, lambda g: g.state.combat is None)
    assert s.state.phase == "alpha-pick" and s.state.moots == []


def old_grudge_on_a_rust_maw() -> Session:
    """Three players; seat 0 plays a Rust-Maw Hulk, then Old Grudge makes Cinder Howl attack it."""
    deal = {"0": {"garou": ["cinder-howl"], "sept": ["rust-maw", "old-grudge"], "exact": True}}
    s = lv.game(deal=deal, packs=[lv.AW, lv.SC, lv.HM])
    lv.act(s, 0, "play", card="0.rust-maw.1")
    while s.to_act() != {0}:
        quiet(s)
    lv.act(s, 0, "play", card="0.old-grudge.1", by="0.cinder-howl", target="0.rust-maw.1")
    return s


def test_a_fight_against_an_enemy_is_fought_for_by_another_player() -> None:
    """Alpha Phase, "Attack": someone other than the Hunter's player fights as the Enemy; the
    other players decide which, else it is decided randomly (here they agree)."""
    s = old_grudge_on_a_rust_maw()
    assert s.state.prompts[0]["kind"] == "fight-for" and s.to_act() == {2}  # clockwise: HM
    lv.act(s, 2, "choose", kind="fight-for", option=1)
    assert s.to_act() == {1}
    lv.act(s, 1, "choose", kind="fight-for", option=1)
    assert not s.state.prompts  # nothing left to discard for a shift to Crinos
    combat = s.state.combat
    assert (combat.hunter, combat.prey, combat.seats) == ("0.cinder-howl", "0.rust-maw.1", [0, 1])
    assert {"type": "nominated", "seat": 1, "random": False} in s.entries[-1]["events"]


def test_a_fight_for_an_enemy_without_agreement_is_settled_by_lot() -> None:
    """Alpha Phase, "Attack": "if they can't agree, decide randomly" (the lot is logged)."""
    s = old_grudge_on_a_rust_maw()
    lv.act(s, 2, "choose", kind="fight-for", option=1)
    lv.act(s, 1, "choose", kind="fight-for", option=2)
    (nominated,) = [e for e in s.entries[-1]["events"] if e["type"] == "nominated"]
    assert nominated["random"] is True and s.state.combat.seats == [0, nominated["seat"]]


# -- the Umbra --------------------------------------------------------------------------------------
def test_an_umbra_enemy_forced_out_of_the_umbra_returns_after_combat() -> None:
    """Main Phase, "Victims and Enemies": an Umbra Enemy starts in the Umbra and, "if forced
    out of the Umbra, returns to the Umbra immediately after combat". Sunlit Snare pulls it out
    so an alpha in the real world can attack it."""
    deal = lv.hunt_deal(_0={"sept": ["static-wraith", "sunlit-snare"]})
    s = lv.game(deal=deal)
    lv.act(s, 0, "play", card="0.static-wraith.1")
    assert lv.char(s, "0.static-wraith.1").umbra
    lv.act(s, 1, "pass")
    targets = [c["target"] for c in s.legal(0) if c.get("card") == "0.sunlit-snare.1"]
    assert set(targets) == {"0.static-wraith.1"}  # only characters in the Umbra
    lv.act(s, 0, "play", card="0.sunlit-snare.1", by="0.cinder-howl", target="0.static-wraith.1")
    assert not lv.char(s, "0.static-wraith.1").umbra
    lv.pass_until(s, "alpha-pick")
    lv.pick(s, "1.pebble-throat")
    lv.pick(s, "0.cinder-howl")
    lv.act(s, 0, "attack", target="0.static-wraith.1")
    while s.state.combat is not None:
        quiet(s)
    assert lv.char(s, "0.static-wraith.1").umbra


@pytest.mark.parametrize(("points", "gains"), [(3, True), (7, False)])
def test_spirits_get_tribe_benefits_on_combat_cards_at_umbra_level_1(
    points: int, gains: bool
) -> None:
    """The Umbra, level 1: "Spirits ... get Tribe-specific benefits on Combat cards". Read as:
    a Spirit meets any Tribe named in a Benefit's requirement. The Cinderling (a Spirit Ally)
    blocks with Granite Hold, whose Benefit needs the Stone Choir."""
    deal = lv.hunt_deal(_0={"sept": ["cinderling", "lost-hiker"]})
    deal["0"]["combat"] = ["granite-hold", "claw-rake", "brace", "feint", "feint", "roll-away"]
    deal["0"]["combat"] += ["roll-away", "pounce"]
    deal["1"]["combat"] = ["claw-rake", "claw-rake", "brace", "brace", "feint"]
    s = lv.game(deal=deal, umbra=points)
    lv.act(s, 0, "play", card="0.cinderling.1")
    lv.act(s, 1, "pass")
    lv.hiker_alphas(s, "0.cinderling.1")
    lv.act(s, 0, "wuss")  # equal Renown: Ashen Wind (higher Fury) acts first
    lv.act(s, 1, "attack", target="0.cinderling.1")
    while s.state.prompts:  # Insight: 2 at level 1, discard down to five
        hand = s.state.players[0].combat_hand
        lv.act(s, 0, "choose", kind="discard-combat", option=[c for c in hand if "feint" in c][0])
    lv.both_pass_window(s)
    lv.act(s, 1, "combat-card", card="1.claw-rake.1")
    lv.act(s, 0, "combat-card", card="0.granite-hold.1")
    mods = [m for m in s.state.ccg.on("0.cinderling.1") if m.kind == "modify"]
    assert ([(m.key, m.amount) for m in mods] == [("rage", 1)]) is gains


# -- timing conflicts --------------------------------------------------------------------------------
def three_packs_deal() -> dict:
    both = ["lead-the-howl", "claim-of-precedence"]
    return {
        "0": {"garou": ["cinder-howl"], "sept": []},
        "1": {"garou": ["granite-voice"], "sept": both},
        "2": {"garou": ["pale-lantern"], "sept": both},
    }


def alpha_order(s) -> list[int]:
    lv.pass_until(s, "alpha-pick")
    drive(s, lambda g: g.state.phase == "alpha")
    return [s.state.chars[a].owner for a in s.state.alphas]


def test_timing_conflicts_take_effect_in_the_order_played() -> None:
    """Ground Rules, timing conflicts: "both cards take effect, in the order played". Two
    players each give their alpha the first alpha action: the later card's player goes first,
    then the earlier one's, then everyone else (the rulebook's Dave and Sarah)."""
    s = lv.game(deal=three_packs_deal(), packs=[lv.AW, lv.SC, lv.HM])
    assert s.state.order == [0, 2, 1]  # equal Renown alphas act in this order
    lv.act(s, 0, "pass")
    lv.act(s, 2, "play", card="2.lead-the-howl.1", by="2.pale-lantern", target=None)  # "Dave"
    lv.act(s, 1, "play", card="1.lead-the-howl.1", by="1.granite-voice", target=None)  # "Sarah"
    assert alpha_order(s) == [1, 2, 0]


def test_timing_conflicts_cancel_the_earlier_card_when_both_cannot_apply() -> None:
    """Ground Rules, timing conflicts: "If this is not possible, the card played last takes
    effect": two "before anybody else" cards; the earlier one is cancelled."""
    s = lv.game(deal=three_packs_deal(), packs=[lv.AW, lv.SC, lv.HM])
    lv.act(s, 0, "pass")
    lv.act(s, 2, "play", card="2.claim-of-precedence.1", by="2.pale-lantern", target=None)
    lv.act(s, 1, "play", card="1.claim-of-precedence.1", by="1.granite-voice", target=None)
    cancelled = [e for e in s.entries[-1]["events"] if e.get("what") == "cancelled"]
    assert cancelled == [{"type": "note", "what": "cancelled", "seat": 2, "by": 1}]
    assert alpha_order(s) == [1, 0, 2]
    assert s.view(0)["act_first"] == [[1, True]]


# -- Main: and Alpha: actions on Totems, active Rites and Long Events ------------------------------------
def test_main_action_on_a_totem_from_the_next_main_phase() -> None:
    """Main Phase, "Use a Main action on a card": on a Totem too, once per phase, from the Main
    Phase after it came into play (Hearth Badger heals a wound)."""
    deal = {"1": {"garou": ["pebble-throat", "chant-keeper"], "sept": ["hearth-badger"]}}
    s = lv.game(deal=deal)
    lv.act(s, 0, "pass")
    lv.act(s, 1, "play", card="1.hearth-badger.1")
    assert not any(c["type"] == "action" for c in s.legal(1))
    next_turn(s)
    lv.char(s, "1.chant-keeper").wounds = 2
    while s.to_act() != {1}:
        quiet(s)
    heal = {
        "type": "action",
        "card": "1.hearth-badger.1",
        "index": 0,
        "by": None,
        "target": "1.chant-keeper",
    }
    assert heal in s.legal(1)
    s.apply(1, heal)
    assert lv.char(s, "1.chant-keeper").wounds == 1
    lv.act(s, 0, "pass")
    assert not any(c["type"] == "action" and c["card"] == heal["card"] for c in s.legal(1))


def test_main_action_on_an_active_rite_but_not_a_rite_in_progress() -> None:
    """Main Phase, "Rites": a Rite in progress does nothing; once active it stays in the Staging
    Area and its Main: action can be used (Rite of Still Stars lowers the Umbra)."""
    deal = {
        "0": {"garou": ["pale-lantern", "hush"], "sept": ["rite-of-still-stars"]},
        "1": {"garou": ["pebble-throat"]},
    }
    s = lv.game(deal=deal, packs=[lv.HM, lv.SC], umbra=13)
    lv.act(s, 0, "play", card="0.rite-of-still-stars.1", on="0.pale-lantern")
    lv.pass_until(s, "alpha-pick")
    lv.pick(s, "1.pebble-throat")
    lv.pick(s, "0.hush")  # the Rite's performer stays home, so the Rite turns
    drive(s, lambda g: g.state.phase == "main" and g.state.turn == 2)
    rite = s.state.things["0.rite-of-still-stars.1"]
    assert rite.host is None  # active
    points = s.state.umbra
    # An active Rite remembers who performed it: its abilities work through Pale Lantern.
    assert rite.performer == "0.pale-lantern"
    lv.act(
        s, 0, "action", card="0.rite-of-still-stars.1", index=0, by="0.pale-lantern", target=None
    )
    assert s.state.umbra == points - 1


def test_alpha_action_on_a_long_event() -> None:
    """Alpha Phase, "Take an Alpha: action", on a Long Event in play (Ember Vigil). A Main:
    action on a Long Event could never be used: it is played in a Main Phase and is gone at the
    end of the turn, and Main: actions need their card in play since the phase began."""
    deal = lv.hunt_deal(_0={"sept": ["ember-vigil", "lost-hiker"]})
    s = lv.game(deal=deal)
    lv.act(s, 0, "play", card="0.ember-vigil.1", by="0.cinder-howl", target=None)
    assert "0.ember-vigil.1" in s.state.things
    lv.pass_until(s, "alpha-pick")
    lv.pick(s, "1.pebble-throat")
    lv.pick(s, "0.cinder-howl")
    use = {
        "type": "action",
        "card": "0.ember-vigil.1",
        "index": 0,
        "by": "0.cinder-howl",
        "target": "1.pebble-throat",
    }
    assert use in s.legal(0)
    s.apply(0, use)
    assert lv.char(s, "1.pebble-throat").wounds == 1 and s.state.alpha_at == 1
    next_turn(s)
    assert "0.ember-vigil.1" not in s.state.things  # Long Events end with the turn


# -- Crinos for defenders ------------------------------------------------------------------------------
def test_a_battlefield_defender_may_shift_to_crinos_from_the_staging_area() -> None:
    """Combat, "Prepare for Combat": a combatant coming from a Staging Area may shift to Crinos
    by discarding a Sept card from hand or the top of the deck; this covers Battlefield
    defenders."""
    from tests.engine.test_rage_lv_scenarios import battlefield_deal, conquered

    deal = battlefield_deal()
    deal["0"]["exact"] = False
    s = lv.game(deal=deal)
    conquered(s)
    deck = len(s.state.players[0].sept_deck)
    lv.act(s, 1, "conquer", target="0.dry-wash.1")
    lv.act(s, 0, "choose", kind="defend", option="0.soot-runner")
    assert s.state.prompts[0]["kind"] == "crinos" and "deck" in s.state.prompts[0]["options"]
    lv.act(s, 0, "choose", kind="crinos", option="deck")
    soot = lv.char(s, "0.soot-runner")
    assert soot.crinos and len(s.state.players[0].sept_deck) == deck - 1
    assert stats.stat(s.state, soot, "health") == 5


# -- Tribe Friendly -------------------------------------------------------------------------------------
def test_tribe_friendly_garou_join_at_base_renown() -> None:
    """Setting Up, "Preparing the Table": a pack may use "Garou that have the Tribe Friendly
    trait for your Tribe". The Lantern Ferry (Hollow Moon) is Stone Choir Friendly: it joins a
    Stone Choir pack at its base Renown, though the Hollow Moon is no Stone Choir cohort."""
    pool = cards()
    ferry = pool["lantern-ferry"]
    assert ferry.friendly == ("Stone Choir",) and "Tribe Friendly (Stone Choir)" in ferry.text
    choir = packs()["stone-choir"]
    assert check_pack(replace(choir, garou=(*choir.garou, "lantern-ferry")), 25) == []
    assert garou_cost(pool["stone-choir"], ferry) == 2
    plain = replace(ferry, friendly=())
    assert garou_cost(pool["ashen-wind"], plain) == 3  # a cohort still pays extra
    wind = packs()["ashen-wind"]
    assert check_pack(replace(wind, garou=(*wind.garou, "lantern-ferry")), 25) == []
    assert garou_cost(pool["ashen-wind"], ferry) == 3  # friendly to the Stone Choir only


def test_new_cards_are_in_the_starter_packs_and_packs_stay_legal() -> None:
    """Setting Up: deck rules still hold with the added cards (every pack, every level)."""
    found = {cid for p in packs().values() for cid, _ in p.sept}
    assert {
        "old-grudge",
        "trial-by-claw",
        "sunlit-snare",
        "lead-the-howl",
        "claim-of-precedence",
        "ember-vigil",
        "hearth-badger",
        "rite-of-still-stars",
    } <= found
    for pack in packs().values():
        for level in (15, 20, 25):
            assert check_pack(pack, level) == []
