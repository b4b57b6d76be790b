"""Rage (relaunch): Resolution, Start of Turn, Alpha Phase, Battlefields, End Phase, winning."""

from __future__ import annotations

import random

import pytest

from engine.ccg.context import copy_state
from engine.core.session import Session
from engine.games.rage_lv import umbra
from engine.games.rage_lv.context import Ctx
from engine.games.rage_lv.turn import check_win
from tests.engine import test_rage_lv_rules as lv


def finish_turn(s, turn: int) -> None:
    """Pass, wuss out and refuse through the rest of `turn`."""
    while s.state.turn == turn and not s.is_over():
        seat = lv.seat_of(s)
        legal = s.legal(seat)
        prefer = ("pass", "wuss", "combat-pass")
        choice = next((c for c in legal if c["type"] in prefer), None)
        if choice is None:
            choice = next((c for c in legal if c.get("option") in ("refuse", "none")), legal[0])
        s.apply(seat, choice)


# -- Resolution: Moots ------------------------------------------------------------------------------
def test_a_moot_caller_votes_for_it_votes_are_renown_and_it_passes() -> None:
    deal = {"0": {"garou": ["cinder-howl", "soot-runner"], "sept": ["call-to-hunt"]}}
    s = lv.game(deal=deal, umbra=12)
    lv.act(s, 0, "play", card="0.call-to-hunt.1", by="0.cinder-howl")
    lv.pass_until(s, "vote")
    moot = s.state.moots[0]
    assert moot.votes_for == 4  # Cinder Howl's Renown, cast automatically
    assert lv.seat_of(s) == 1  # the chance to vote moves clockwise from the caller
    # Stone Choir Garou have +1 vote each (their Tribe card).
    lv.act(s, 1, "vote", char="1.pebble-throat", side="against")
    assert moot.votes_against == 2
    assert not any(c.get("char") == "0.cinder-howl" for c in s.legal(lv.seat_of(s)))
    lv.act(s, 0, "pass")
    lv.act(s, 1, "pass")
    assert s.state.umbra == 10 and s.state.phase == "alpha-pick"


def test_after_the_callers_vote_the_chance_to_vote_moves_clockwise() -> None:
    """Resolution Phase (seed 000): "Voting for a Moot starts with the Garou who called the
    Moot. This Garou must vote for the Moot" ... "The chance to vote moves clockwise around the
    table" ... "Voting on each Moot continues until all players pass." Three players seated 0,
    1, 2 clockwise; seat 0's Garou calls the Moot and votes for it: seats 1, 2 and then 0 are
    asked, not seat 0 again first."""
    deal = {"0": {"garou": ["cinder-howl", "soot-runner"], "sept": ["call-to-hunt"]}}
    s = lv.game(deal=deal, packs=[lv.AW, lv.HM, lv.SC])
    assert s.state.order == [0, 1, 2]
    lv.act(s, 0, "play", card="0.call-to-hunt.1", by="0.cinder-howl")
    lv.pass_until(s, "vote")
    votes = [e["char"] for entry in s.entries for e in entry["events"] if e["type"] == "vote"]
    assert votes == ["0.cinder-howl"]
    asked = []
    while s.state.phase == "vote":
        asked.append(lv.seat_of(s))
        lv.act(s, asked[-1], "pass")
    assert asked == [1, 2, 0]


def test_a_tied_moot_fails_and_a_targeted_moot_names_its_target_just_before_the_vote() -> None:
    deal = {
        "0": {"garou": ["kiln-child", "soot-runner"], "sept": ["trial-of-words"]},
        "1": {"garou": ["chant-keeper", "pebble-throat"]},
    }
    s = lv.game(deal=deal)
    lv.act(s, 0, "play", card="0.trial-of-words.1", by="0.kiln-child")
    lv.pass_until(s, "vote")
    assert s.state.prompts[0]["kind"] == "moot-target"
    lv.act(s, 0, "choose", kind="moot-target", option="1.chant-keeper")
    assert s.state.moots[0].votes_for == 2
    lv.act(s, 1, "vote", char="1.pebble-throat", side="against")  # 1 Renown + 1 tribe vote = 2
    lv.act(s, 0, "pass")
    lv.act(s, 1, "pass")
    assert s.state.moots == [] and lv.char(s, "1.chant-keeper").wounds == 0  # 2 - 2: fails
    assert s.state.players[0].sept_discard[-1] == "0.trial-of-words.1"


def test_moot_events_are_played_in_the_resolution_phase() -> None:
    deal = {"0": {"garou": ["kiln-child"], "sept": ["call-to-hunt", "voice-in-the-ring"]}}
    s = lv.game(deal=deal, umbra=12)
    assert not any(c.get("card") == "0.voice-in-the-ring.1" for c in s.legal(0))
    lv.act(s, 0, "play", card="0.call-to-hunt.1", by="0.kiln-child")
    lv.pass_until(s, "moot-events")
    lv.act(s, 0, "play", card="0.voice-in-the-ring.1", by="0.kiln-child", target=None)
    lv.pass_until(s, "vote")
    assert s.state.moots[0].votes_for == 4  # Renown 2 + 2 votes from Voice in the Ring


# -- Start of Turn: regeneration and rites ----------------------------------------------------------
def test_regeneration_turns_each_start_of_turn_and_heals_when_upright() -> None:
    s = lv.game(deal=lv.hunt_deal(_0={"garou": ["cinder-howl", "soot-runner"]}))
    finish_turn(s, 1)
    st = s.state
    # Cinder Howl was wounded before this Main Phase began (turn 2 has just started).
    st.chars["0.cinder-howl"].wounds = 2
    st.wounded_at_main = ["0.cinder-howl"]
    assert {"type": "regenerate", "char": "0.cinder-howl"} in s.legal(lv.seat_of(s))
    lv.act(s, 0, "regenerate", char="0.cinder-howl")
    assert lv.char(s, "0.cinder-howl").regen == 2  # its paw print: two quarter turns
    finish_turn(s, 2)
    assert lv.char(s, "0.cinder-howl").regen == 1 and lv.char(s, "0.cinder-howl").wounds == 2
    finish_turn(s, 3)
    assert lv.char(s, "0.cinder-howl").regen == 0 and lv.char(s, "0.cinder-howl").wounds == 0


def test_regenerating_is_only_allowed_before_any_other_play() -> None:
    s = lv.game(deal=lv.hunt_deal())
    finish_turn(s, 1)
    s.state.chars["0.cinder-howl"].wounds = 1
    s.state.wounded_at_main = ["0.cinder-howl"]
    lv.act(s, 0, "play", card="0.rust-maw.1")
    lv.act(s, 1, "pass")
    assert not any(c["type"] == "regenerate" for c in s.legal(0))


def test_a_rite_completes_after_its_paw_print_unless_its_shapeshifter_hunted() -> None:
    deal = {"0": {"garou": ["kiln-child", "soot-runner"], "sept": ["rite-of-embers"]}}
    s = lv.game(deal=deal)
    lv.act(s, 0, "play", card="0.rite-of-embers.1", on="0.soot-runner")
    assert s.state.things["0.rite-of-embers.1"].rot == 2
    lv.pass_until(s, "alpha-pick")
    # Soot Runner goes hunting as alpha: its rite does not advance next turn.
    while s.state.phase == "alpha-pick":
        seat = lv.seat_of(s)
        if seat == 0:
            lv.pick(s, "0.soot-runner")
        else:
            s.apply(seat, s.legal(seat)[0])
    finish_turn(s, 1)
    assert s.state.things["0.rite-of-embers.1"].rot == 2
    finish_turn(s, 2)
    assert s.state.things["0.rite-of-embers.1"].rot == 1
    health = (
        lv.char(s, "0.kiln-child").health if hasattr(lv.char(s, "0.kiln-child"), "health") else None
    )
    finish_turn(s, 3)
    rite = s.state.things["0.rite-of-embers.1"]
    assert rite.host is None  # active, in the Staging Area
    from engine.games.rage_lv import stats

    assert stats.stat(s.state, lv.char(s, "0.kiln-child"), "health") == 6  # +1 from the rite
    assert health is None


# -- Alpha picks -------------------------------------------------------------------------------------
def test_alpha_shifts_to_crinos_by_discarding_and_pays_the_umbra_crossing() -> None:
    s = lv.game(deal=lv.hunt_deal(), umbra=12)  # level 3: 2 cards, -1 for Gnosis 4-6
    lv.pass_until(s, "alpha-pick")
    assert s.to_act() == {0}
    # The whole stacked Sept deck is in hand: no cards to pay the Umbra crossing with.
    assert s.state.players[0].sept_deck == []
    assert not any(c["cross"] for c in s.legal(0) if c["char"] == "0.cinder-howl")
    assert umbra.crossing_cost(12, 3) == 2 and umbra.crossing_cost(12, 5) == 1


def test_crinos_by_hand_discard_at_pick_and_alphas_act_by_renown() -> None:
    s = lv.game(deal=lv.hunt_deal())
    lv.pass_until(s, "alpha-pick")
    lv.pick(s, "0.cinder-howl", crinos="0.rust-maw.1")
    assert lv.char(s, "0.cinder-howl").crinos
    assert "0.rust-maw.1" in s.state.players[0].sept_discard
    lv.pick(s, "1.pebble-throat")
    assert s.state.alphas == ["0.cinder-howl", "1.pebble-throat"]


# -- Alpha Phase --------------------------------------------------------------------------------------
def chant_keeper_challenged() -> Session:
    """Cinder Howl and Pebble-Throat are the alphas; Cinder Howl challenges Chant-Keeper."""
    deal = lv.hunt_deal(_1={"garou": ["pebble-throat", "chant-keeper"]})
    s = lv.game(deal=deal)
    lv.pass_until(s, "alpha-pick")
    lv.pick(s, "0.cinder-howl")
    lv.pick(s, "1.pebble-throat")
    lv.act(s, 0, "challenge", target="1.chant-keeper")
    return s


def test_a_challenge_may_be_refused_or_accepted() -> None:
    s = chant_keeper_challenged()
    assert s.state.prompts[0]["kind"] == "challenge" and s.to_act() == {1}
    lv.act(s, 1, "choose", kind="challenge", option="refuse")
    assert s.state.combat is None and s.state.alpha_at == 1


def test_an_accepted_challenge_brings_the_challenged_into_the_hunting_grounds() -> None:
    s = chant_keeper_challenged()
    lv.act(s, 1, "choose", kind="challenge", option="accept")
    assert s.state.combat.prey == "1.chant-keeper"
    assert lv.char(s, "1.chant-keeper").where == "hunting"


def test_wussing_out_in_the_umbra_moves_the_marker_down_two() -> None:
    s = lv.game(deal=lv.hunt_deal(_0={"exact": False}), umbra=12)
    lv.pass_until(s, "alpha-pick")
    deck = len(s.state.players[0].sept_deck)
    lv.pick(s, "0.cinder-howl", in_umbra=True)
    assert len(s.state.players[0].sept_deck) == deck - 2  # level 3, Gnosis 3: two cards
    lv.pick(s, "1.pebble-throat")
    assert lv.char(s, "0.cinder-howl").umbra
    # Alphas in the Umbra attack only targets in the Umbra.
    assert not any(c["type"] == "attack" for c in s.legal(0))
    lv.act(s, 0, "wuss")
    assert s.state.umbra == 10


def test_who_fights_for_an_enemy_is_agreed_or_drawn_by_lot() -> None:
    deal = {"0": {"sept": ["rust-maw"]}}
    s = lv.game(deal=deal, packs=[lv.AW, lv.SC, lv.HM])
    lv.act(s, 0, "play", card="0.rust-maw.1")
    lv.pass_until(s, "alpha-pick")
    while s.state.phase == "alpha-pick":
        seat = lv.seat_of(s)
        s.apply(seat, next(c for c in s.legal(seat) if c["type"] == "pick"))
    while lv.seat_of(s) != 0:
        lv.act(s, lv.seat_of(s), "wuss")
    lv.act(s, 0, "attack", target="0.rust-maw.1")
    assert s.state.phase == "nominate" and s.to_act() == {1, 2}
    assert {c["seat"] for c in s.legal(1)} == {1, 2}  # never the Hunter's player
    s.apply(1, {"type": "nominate", "seat": 2})
    s.apply(2, {"type": "nominate", "seat": 2})
    assert s.state.combat.seats == [0, 2]
    nominated = [e for e in s.entries[-1]["events"] if e["type"] == "nominated"][0]
    assert nominated == {"type": "nominated", "seat": 2, "random": False}


def test_a_player_with_no_characters_is_removed_but_keeps_its_victory_pile() -> None:
    s = lv.game(deal=lv.hunt_deal())
    lv.pass_until(s, "alpha-pick")
    del s.state.chars["1.pebble-throat"]  # its last character died
    s.state.players[1].victory.append("1.lost-hiker.1")
    lv.pick(s, "0.cinder-howl")
    assert s.state.players[1].removed
    assert s.state.active() == [0]


# -- Battlefields -------------------------------------------------------------------------------------
def test_conquer_a_battlefield_by_killing_its_guardian_then_reclaim_it_for_renown() -> None:
    deal = lv.hunt_deal(_0={"sept": ["dry-wash"], "exact": False})
    s = lv.game(deal=deal)
    lv.act(s, 0, "play", card="0.dry-wash.1")
    lv.pass_until(s, "alpha-pick")
    lv.pick(s, "1.pebble-throat")
    lv.pick(s, "0.cinder-howl")
    lv.act(s, 0, "conquer", target="0.dry-wash.1")
    combat = s.state.combat
    assert combat.prey == "guardian:0.dry-wash.1" and combat.seats == [0, 1]
    s.state.chars["guardian:0.dry-wash.1"].wounds = 3  # nearly dead already
    lv.both_pass_window(s)
    lv.act(s, 0, "combat-card", card="0.claw-rake.1")
    lv.act(s, 1, "combat-pass")
    lv.both_pass_window(s)
    assert s.state.things["0.dry-wash.1"].controller == 0
    # Controller: the pack's characters get +1 Rage.
    from engine.games.rage_lv import stats

    assert stats.stat(s.state, lv.char(s, "0.cinder-howl"), "rage") == 5
    finish_turn(s, 1)
    assert not s.state.prompts  # not controlled for the whole turn yet
    while not s.state.prompts:
        seat = lv.seat_of(s)
        legal = s.legal(seat)
        s.apply(
            seat, next((c for c in legal if c["type"] in ("pass", "wuss", "combat-pass")), legal[0])
        )
    assert s.state.prompts[0]["kind"] == "reclaim" and s.state.phase == "end"
    lv.act(s, 0, "choose", kind="reclaim", option="0.dry-wash.1")
    assert s.state.players[0].victory == ["0.dry-wash.1"] and s.state.renown(0) == 3


# -- End Phase and winning ----------------------------------------------------------------------------
def test_end_phase_returns_alphas_flips_to_breed_unless_badly_wounded_and_ends_long_events() -> (
    None
):
    deal = lv.hunt_deal(_0={"sept": ["red-sky"], "exact": False})
    s = lv.game(deal=deal)
    lv.act(s, 0, "play", card="0.red-sky.1", by="0.cinder-howl", target=None)
    assert "0.red-sky.1" in s.state.things
    lv.pass_until(s, "alpha-pick")
    lv.pick(s, "1.pebble-throat", crinos="1.lost-hiker.1")
    lv.pick(s, "0.cinder-howl", crinos="deck")
    s.state.chars["1.pebble-throat"].wounds = 4  # at its Breed Health (4)
    finish_turn(s, 1)
    assert not lv.char(s, "0.cinder-howl").crinos and lv.char(s, "0.cinder-howl").where == "staging"
    assert lv.char(s, "1.pebble-throat").crinos
    assert "0.red-sky.1" not in s.state.things


def test_winning_needs_the_renown_level_and_a_tie_at_the_top_plays_on() -> None:
    s = lv.game(deal=lv.hunt_deal())
    state = copy_state(s.state)
    state.players[0].bonus = 20
    state.players[1].bonus = 20
    ctx = Ctx(state, random.Random(0))
    assert not check_win(ctx)
    state.players[1].bonus = 21
    assert check_win(ctx) and state.winners == [1]
    # Victims are worth nothing in a Victory Pile.
    state.players[0].victory.append("0.lost-hiker.1")
    assert state.renown(0) == 20


# -- what a seat sees -----------------------------------------------------------------------------------
def test_views_hide_hands_and_deck_orders() -> None:
    s = lv.game(deal=lv.hunt_deal())
    mine, theirs, spectator = s.view(0), s.view(1), s.view(None)
    assert mine["players"][0]["hand"] == s.state.players[0].hand
    assert theirs["players"][0]["hand"] is None and spectator["players"][0]["hand"] is None
    assert theirs["players"][0]["hand_count"] == 6
    assert isinstance(mine["players"][0]["sept_deck"], int)
    log = s.log_for(1)
    deal_events = [e for e in log["entries"][0]["events"] if e["type"] == "deal"]
    assert all(isinstance(e["sept"], int) for e in deal_events)
    draws = [e for e in log["entries"][0]["events"] if e["type"] == "draw" and e["seat"] == 0]
    assert draws and all(e["cards"] == [None] for e in draws)


@pytest.mark.parametrize(
    ("points", "level", "frenzy", "draw"),
    [(1, 1, 0, 1), (7, 2, 0, 0), (11, 3, 1, 0), (16, 4, 2, 0), (25, 5, 2, -1)],
)
def test_umbra_chart_levels(points: int, level: int, frenzy: int, draw: int) -> None:
    assert umbra.level(points) == level
    assert umbra.frenzy_bonus(points) == frenzy and umbra.sept_draw_bonus(points) == draw
    assert umbra.clamp(points + 30) == 25 and umbra.clamp(points - 30) == 1


def test_frenzy_trigger_table_and_crossing_costs() -> None:
    assert [umbra.trigger_damage(h, 7) for h in (8, 7, 6, 4, 3, 1)] == [3, 3, 2, 2, 1, 1]
    assert umbra.trigger_damage(7, 22) == 2  # level 5: the trigger drops by one
    assert not umbra.can_frenzy(3)
    assert [umbra.crossing_cost(p, 2) for p in (1, 6, 11, 16, 21)] == [0, 1, 2, 3, 3]
    assert umbra.crossing_cost(16, 5) == 2 and umbra.crossing_cost(16, 7) == 1
    assert umbra.crossing_cost(16, None) == 3  # the last-minute shift ignores Gnosis


_ = (lv.HM,)
