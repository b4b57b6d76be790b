"""Rage (relaunch): the rule bugs found when the rulebook (seed 000_92a8a574ed7abe17.txt) was
checked against the engine, each as a stacked-deck scenario that failed before its fix.

Each docstring cites the rulebook section. Cards not in the shipped packs come in through the
game's own cards (option "cards"), as a player's user cards would.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from engine.ccg.context import copy_state
from engine.core.errors import Illegal
from engine.core.session import Session
from engine.games.rage_lv import stats
from engine.games.rage_lv.context import Ctx
from engine.games.rage_lv.rules import RULESET
from engine.games.rage_lv.turn import check_win
from tests.engine import test_rage_lv_rules as lv
from tests.engine.test_rage_lv_scenarios import drive, events_of, next_turn, quiet


def hands(s: Session) -> list[int]:
    return [len(p.combat_hand) for p in s.state.players]


# -- Gnosis --------------------------------------------------------------------------------------
def test_attachments_over_gnosis_go_when_a_static_bonus_leaves_play() -> None:
    """Card Requirements, "Attached Cards": "If a character's total Gnosis drops below the total
    Gnosis cost of its attached cards, discard all attached cards." Mist-Walker (Gnosis 6) takes
    7 Gnosis of cards while The Veil Wears Thin gives every Garou +1 Gnosis; when the Long Event
    is discarded at the End Phase, all seven Gnosis of cards go."""
    attachments = ["second-sight", "moonglass", "sidestep", "carved-mantle", "obsidian-knuckles"]
    deal = {
        "0": {"garou": ["mist-walker"], "sept": ["thin-veil", *attachments], "exact": True},
        "1": {"garou": ["pebble-throat"]},
    }
    s = lv.game(deal=deal, packs=[lv.HM, lv.SC])
    lv.act(s, 0, "play", card="0.thin-veil.1", by="0.mist-walker", target=None)
    for name in attachments:
        lv.act(s, 1, "pass")
        lv.act(s, 0, "play", card=f"0.{name}.1", on="0.mist-walker")
    walker = lv.char(s, "0.mist-walker")
    assert stats.gnosis_used(s.state, walker) == 7 == stats.stat(s.state, walker, "gnosis")
    next_turn(s)
    assert "0.thin-veil.1" in s.state.players[0].sept_discard
    assert s.state.attached_to("0.mist-walker") == []
    assert {f"0.{n}.1" for n in attachments} <= set(s.state.players[0].sept_discard)


# -- Crinos before the draw -------------------------------------------------------------------------
def test_crinos_is_chosen_before_the_combat_cards_are_drawn() -> None:
    """Combat, "Prepare for Combat": second, the combatants move to the Hunting Grounds and one
    coming from a Staging Area may shift to Crinos; third, each player draws five Combat cards.
    A character pulled into a combat by a card (Old Grudge) chooses before anyone draws."""
    deal = lv.hunt_deal(_0={"sept": ["old-grudge", "lost-hiker"]})
    s = lv.game(deal=deal)
    lv.act(s, 0, "play", card="0.old-grudge.1", by="0.cinder-howl", target="1.pebble-throat")
    assert [p["kind"] for p in s.state.prompts] == ["crinos", "crinos"]
    assert hands(s) == [0, 0]  # nobody has seen a Combat card yet
    lv.act(s, 0, "choose", kind="crinos", option="0.lost-hiker.1")
    assert hands(s) == [0, 0]
    lv.act(s, 1, "choose", kind="crinos", option="stay")
    assert hands(s) == [5, 5]
    assert lv.char(s, "0.cinder-howl").crinos


def test_a_battlefield_defender_chooses_crinos_before_the_draw() -> None:
    """Battlefields: "any of the controlling player's characters not in the Hunting Grounds can
    defend it"; it enters the Hunting Grounds and, coming from a Staging Area, may shift to
    Crinos, before the five Combat cards are drawn (step 2 before step 3)."""
    from tests.engine.test_rage_lv_scenarios import battlefield_deal, conquered

    s = lv.game(deal=battlefield_deal())
    conquered(s)
    lv.act(s, 1, "conquer", target="0.dry-wash.1")
    lv.act(s, 0, "choose", kind="defend", option="0.soot-runner")
    assert s.state.prompts[0]["kind"] == "crinos" and s.state.prompts[0]["char"] == "0.soot-runner"
    assert hands(s) == [0, 0]
    lv.act(s, 0, "choose", kind="crinos", option="stay")
    assert hands(s) == [5, 5]


# -- Moot voting ----------------------------------------------------------------------------------------
def test_a_garou_that_called_a_later_moot_keeps_its_vote_for_its_own() -> None:
    """Resolution Phase: "Voting for a Moot starts with the Garou who called the Moot. This Garou
    must vote for the Moot, if possible. Thus, the Garou usually cannot vote on another Moot this
    turn." So the caller of the second Moot may not spend its one vote on the first: it keeps
    it for its own, and the caller's automatic vote is its only one."""
    deal = {
        "0": {"garou": ["cinder-howl", "soot-runner"], "sept": ["call-to-hunt", "trial-of-words"]},
        "1": {"garou": ["pebble-throat"]},
    }
    s = lv.game(deal=deal)
    lv.act(s, 0, "play", card="0.call-to-hunt.1", by="0.cinder-howl")
    lv.act(s, 1, "pass")
    lv.act(s, 0, "play", card="0.trial-of-words.1", by="0.soot-runner")
    lv.pass_until(s, "vote")
    assert [e["char"] for e in events_of(s, "vote")] == ["0.cinder-howl"]  # automatic
    voters = {c.get("char") for c in s.legal(0)}
    assert "0.soot-runner" not in voters  # kept for its own Moot
    assert "0.cinder-howl" not in voters  # it voted already
    while s.state.moots and s.state.moots[0].iid == "0.call-to-hunt.1":
        quiet(s)
    lv.act(s, 0, "choose", kind="moot-target", option="1.pebble-throat")
    assert [e["char"] for e in events_of(s, "vote")][-1] == "0.soot-runner"


# -- Combat Events Out ---------------------------------------------------------------------------------
OUT_EVENT = {
    "id": "test-distant-howl",
    "name": "Distant Howl",
    "type": "combat-event",
    "moon": "new",
    "scope": "out",
    "effects": [
        {"when": "pre-combat", "do": "modify", "stat": "rage", "amount": 1, "target": "character"}
    ],
}


def test_every_player_draws_five_and_a_player_outside_the_combat_plays_out_events() -> None:
    """Combat, "Prepare for Combat": "Third, each player draws five Combat cards" ... "Use an Out
    event only if it is not in the combat. In/Out events work either way." A third player, not in
    the combat, plays an Out event and an In/Out event on a combatant; at the end every player
    discards their Combat cards."""
    deal = lv.hunt_deal(
        _0={"sept": ["rust-maw", "lost-hiker"]},
        _1={"sept": []},
    )
    deal["2"] = {
        "garou": ["pale-lantern"],
        "combat": ["test-distant-howl", "challenge-howl", "feint", "brace", "claw-rake"],
        "exact": True,
    }
    s = lv.game(deal=deal, packs=[lv.AW, lv.SC, lv.HM], cards=[OUT_EVENT])
    lv.act(s, 0, "play", card="0.rust-maw.1")
    lv.pass_until(s, "alpha-pick")
    while s.state.phase == "alpha-pick":
        seat = lv.seat_of(s)
        lv.pick(s, {0: "0.cinder-howl", 1: "1.pebble-throat", 2: "2.pale-lantern"}[seat])
    while s.state.combat is None:
        seat = lv.seat_of(s)
        if seat == 0 and s.state.phase == "alpha":
            lv.act(s, 0, "attack", target="1.pebble-throat")
        else:
            quiet(s)
    assert hands(s) == [5, 5, 5]
    while lv.seat_of(s) != 2:
        lv.act(s, lv.seat_of(s), "combat-pass")
    plays = {(c.get("card"), c.get("target")) for c in s.legal(2)}
    assert ("2.test-distant-howl.1", "1.pebble-throat") in plays
    assert ("2.challenge-howl.1", "0.cinder-howl") in plays
    lv.act(s, 2, "combat-event", card="2.test-distant-howl.1", target="1.pebble-throat")
    assert stats.stat(s.state, lv.char(s, "1.pebble-throat"), "rage") == 3 + 1
    # The combatants may not play an Out event.
    assert not any(c.get("card") == "test-distant-howl" for seat in (0, 1) for c in s.legal(seat))
    while s.state.combat is not None:
        quiet(s)
    assert hands(s) == [0, 0, 0]
    assert "2.challenge-howl.1" in s.state.players[2].combat_discard


# -- Rites and Enemies ----------------------------------------------------------------------------------
SELF_RITE = {
    "id": "test-rite-of-the-mended-pelt",
    "name": "Rite of the Mended Pelt",
    "type": "rite",
    "gnosis_cost": 1,
    "duration": 1,
    "effects": [{"when": "main", "do": "heal", "amount": 1, "target": "self"}],
}


def test_an_active_rite_remembers_who_performed_it() -> None:
    """Main Phase, "Rites": "Once the Rite is active, it no longer uses Gnosis; detach the card
    and leave it in play in your Staging Area. Once active, a Rite stays in play even if the
    shapeshifter who conducted it is killed." Its "this character" is still the performer."""
    deal = {
        "0": {"garou": ["cinder-howl", "soot-runner"], "sept": ["test-rite-of-the-mended-pelt"]},
        "1": {"garou": ["pebble-throat"]},
    }
    s = lv.game(deal=deal, cards=[SELF_RITE])
    lv.act(s, 0, "play", card="0.test-rite-of-the-mended-pelt.1", on="0.cinder-howl")
    lv.pass_until(s, "alpha-pick")
    lv.pick(s, "1.pebble-throat")
    lv.pick(s, "0.soot-runner")  # the performer stays home: the Rite turns
    drive(s, lambda g: g.state.phase == "main" and g.state.turn == 2)
    rite = s.state.things["0.test-rite-of-the-mended-pelt.1"]
    assert rite.host is None and rite.performer == "0.cinder-howl"
    lv.char(s, "0.cinder-howl").wounds = 2
    heal = [c for c in s.legal(0) if c["type"] == "action"]
    assert heal == [
        {
            "type": "action",
            "card": "0.test-rite-of-the-mended-pelt.1",
            "index": 0,
            "by": "0.cinder-howl",
            "target": None,
        }
    ]
    lv.act(s, 0, "action", **{k: v for k, v in heal[0].items() if k != "type"})
    assert lv.char(s, "0.cinder-howl").wounds == 1


def test_an_enemys_printed_frenzy_works() -> None:
    """Special Abilities, "Frenzy": wounds at or over the Trigger Damage in a round make the
    character frenzy and its player draws its Frenzy in Combat cards. Rust-Maw Hulk (Frenzy 1,
    Health 5: trigger 2) takes 3 wounds; the player fighting for it draws one."""
    deal = lv.hunt_deal()
    deal["1"]["combat"].append("patience")  # a sixth card to draw
    s = lv.game(deal=deal)
    lv.to_alpha_phase(s)
    lv.prey_hunt(s, "0.rust-maw.1")
    before = len(s.state.players[1].combat_hand)
    lv.act(s, 0, "combat-card", card="0.claw-rake.1")  # Damage 3
    lv.act(s, 1, "combat-pass")
    assert lv.char(s, "0.rust-maw.1").wounds == 3
    frenzies = [e for e in events_of(s, "note") if e.get("what") == "frenzy"]
    assert [e["char"] for e in frenzies] == ["0.rust-maw.1"]
    assert len(s.state.players[1].combat_hand) == before + 1


CRINOS_REND = {
    "id": "test-crinos-rend",
    "name": "Crinos Rend",
    "type": "attack",
    "moon": "new",
    "rage_cost": 1,
    "damage": "X",
    "x": "rage",
    "requires": ["Crinos"],
    "effects": [{"when": "damage", "do": "heal", "amount": 1, "target": "self"}],
}
PACK_HOWL = {
    "id": "test-pack-howl",
    "name": "Pack Howl",
    "type": "combat-event",
    "moon": "full",
    "scope": "in",
    "requires": ["Stone Choir"],
    "effects": [
        {"when": "pre-combat", "do": "modify", "stat": "rage", "amount": 2, "target": "self"}
    ],
}


def test_requirements_on_combat_cards_are_enforced() -> None:
    """Combat Basics: "Some cards also have Requirements. When a character doesn't meet the
    requirements for a card, ignore the text box and treat any X on the card as a 1." So a Combat
    Event whose requirement the combatant misses does nothing (it is not offered), and an attack
    it misses deals X = 1 with no text."""
    deal = lv.hunt_deal(
        _0={"combat": ["test-crinos-rend", "test-pack-howl", "brace", "brace", "feint"]}
    )
    s = lv.game(deal=deal, cards=[CRINOS_REND, PACK_HOWL])
    lv.to_alpha_phase(s, "0.lost-hiker.1")
    lv.act(s, 0, "attack", target="1.pebble-throat")
    assert not any(c.get("card") == "0.test-pack-howl.1" for c in s.legal(0))  # not Stone Choir
    lv.both_pass_window(s)
    cinder = lv.char(s, "0.cinder-howl")
    cinder.wounds = 1
    lv.act(s, 0, "combat-card", card="0.test-crinos-rend.1")  # Cinder Howl is not in Crinos
    lv.act(s, 1, "combat-pass")
    assert lv.char(s, "1.pebble-throat").wounds == 1  # X is 1
    assert cinder.wounds == 1  # the Damage Effect is ignored


# -- Moot Events and alpha picks ---------------------------------------------------------------------------
def test_a_moot_event_in_resolution_does_not_change_who_picks_alphas_first() -> None:
    """Resolution Phase: alphas are picked "Start with the player to the left of the last player
    to play a card and pass ... during the Main Phase". A Moot Event played afterwards, in the
    Resolution Phase, does not move that start."""
    deal = {
        "0": {"garou": ["cinder-howl"], "sept": ["call-to-hunt"], "exact": True},
        "1": {"garou": ["pebble-throat"], "sept": ["voice-in-the-ring"], "exact": True},
    }
    s = lv.game(deal=deal)
    lv.act(s, 0, "play", card="0.call-to-hunt.1", by="0.cinder-howl")  # the Main Phase's last card
    lv.pass_until(s, "moot-events")
    lv.act(s, 0, "pass")
    lv.act(s, 1, "play", card="1.voice-in-the-ring.1", by="1.pebble-throat", target=None)
    lv.pass_until(s, "alpha-pick")
    assert s.to_act() == {1}  # left of seat 0, who played the Main Phase's last card


# -- legal commands are the meaningful ones ----------------------------------------------------------------
def test_a_heal_is_offered_only_for_wounded_characters_and_once_per_target() -> None:
    """Licked Wounds heals 2 wounds on target character: offering it for characters without
    wounds, or once per pack member who might perform it, lists choices that change nothing."""
    deal = lv.hunt_deal(
        _0={"garou": ["cinder-howl", "soot-runner", "kiln-child"], "sept": ["licked-wounds"]}
    )
    s = lv.game(deal=deal)
    assert not [c for c in s.legal(0) if c.get("card") == "0.licked-wounds.1"]
    lv.char(s, "1.pebble-throat").wounds = 1
    plays = [c for c in s.legal(0) if c.get("card") == "0.licked-wounds.1"]
    assert [(c["target"]) for c in plays] == ["1.pebble-throat"]
    # Any of the three may still perform it: the choice changes nothing, so it is one choice.
    lv.act(s, 0, "play", card="0.licked-wounds.1", by="0.kiln-child", target="1.pebble-throat")
    assert lv.char(s, "1.pebble-throat").wounds == 0


def test_call_the_beast_is_not_offered_for_a_metis() -> None:
    """The Cards, "Garou Cards": a Metis has two identical sides and cannot flip."""
    deal = lv.hunt_deal(_0={"garou": ["cinder-howl", "kiln-child"], "sept": ["call-the-beast"]})
    s = lv.game(deal=deal)
    targets = {c["target"] for c in s.legal(0) if c.get("card") == "0.call-the-beast.1"}
    assert targets == {"0.cinder-howl", "1.pebble-throat"}


def test_an_alpha_pick_names_crossing_over_for_what_it_is() -> None:
    """Entering the Umbra: "When you pick your alpha, you must decide if it will enter the Umbra
    (or enter the real world, if it is already in the Umbra)": the pick's flag is "cross"."""
    s = lv.game(deal=lv.hunt_deal(_0={"exact": False}, _1={"exact": False}))
    lv.pass_until(s, "alpha-pick")
    picks = [c for c in s.legal(lv.seat_of(s)) if c["type"] == "pick"]
    assert picks and all(set(c) == {"type", "char", "crinos", "cross"} for c in picks)
    assert any(c["cross"] for c in picks)


# -- prompts -----------------------------------------------------------------------------------------------------
def test_no_discard_prompt_for_a_combatant_who_died() -> None:
    """Bone Breaker's Damage Effect makes the opposing combatant discard a Combat card; when the
    blow kills it, its player is not asked to discard (the dead fight no more)."""
    s = lv.game(deal=lv.hunt_deal())
    lv.to_alpha_phase(s, "0.lost-hiker.1")
    lv.char(s, "1.pebble-throat").crinos = True
    lv.char(s, "1.pebble-throat").wounds = 1  # Crinos Health 5: 4 more kill
    lv.prey_hunt(s)
    lv.act(s, 0, "combat-card", card="0.bone-breaker.1")  # Damage 5
    lv.act(s, 1, "combat-pass")
    assert "1.pebble-throat" in s.state.combat.dead
    assert not any(p["kind"] == "discard-combat" for p in s.state.prompts)


def test_a_finished_game_shows_no_open_prompt() -> None:
    """Winning the Game: the game ends the moment a player reaches the Renown level; whatever
    was still to be chosen is moot, and no view shows a prompt."""
    s = lv.game(deal=lv.hunt_deal())
    state = copy_state(s.state)
    state.prompts.append({"seat": 1, "kind": "discard-down", "options": []})
    state.players[0].bonus = 20
    ctx = Ctx(state, random.Random(0))
    assert check_win(ctx)
    assert state.prompts == []
    for seat in (None, 0, 1):
        view = RULESET.view(state, seat)
        assert view["prompt"] is None and view["prompts_waiting"] == []


# -- refusals say why ----------------------------------------------------------------------------------
def test_playing_a_battlefield_on_a_character_says_where_it_goes() -> None:
    deal = {"0": {"garou": ["pale-lantern"], "sept": ["glass-spring"], "exact": True}}
    s = lv.game(deal=deal, packs=[lv.HM, lv.SC])
    with pytest.raises(Illegal) as err:
        lv.act(s, 0, "play", card="0.glass-spring.1", on="0.pale-lantern")
    assert err.value.message != "You cannot play Glass Spring like that now."
    assert "Battlefield" in err.value.message and "Hunting Grounds" in err.value.message


def test_a_refused_combat_card_says_whether_it_is_the_wrong_kind_or_too_dear() -> None:
    """Combat Basics: attacks are played with initiative, defenses against it; "You cannot play
    Combat cards of higher Rage than you can afford." A refusal names which rule it breaks."""
    deal = lv.hunt_deal(_0={"combat": ["bone-breaker", "brace", "claw-rake", "pounce", "scorch"]})
    s = lv.game(deal=deal)
    lv.to_alpha_phase(s, "0.lost-hiker.1")
    lv.prey_hunt(s)
    with pytest.raises(Illegal) as err:
        lv.act(s, 0, "combat-card", card="0.brace.1")
    assert err.value.code == "wrong-kind"
    assert "Brace is a Defense" in err.value.message and "Attack" in err.value.message
    s.state.combat.spent[0] = 3  # Cinder Howl has 1 Rage left
    with pytest.raises(Illegal) as err:
        lv.act(s, 0, "combat-card", card="0.bone-breaker.1")
    assert err.value.code == "too-dear"
    assert "3 Rage" in err.value.message and "1 Rage left" in err.value.message


def test_rules_text_states_the_gnosis_condition_of_the_level_1_heal() -> None:
    text = (Path(__file__).resolve().parents[2] / "engine/games/rage_lv/rules_text.md").read_text()
    line = next(li for li in text.splitlines() if li.startswith("- **Level 1"))
    assert "Gnosis 6" in line
