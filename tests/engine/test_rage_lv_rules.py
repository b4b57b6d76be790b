"""Rage (relaunch) rules as scenarios from the rulebook, with stacked decks."""

from __future__ import annotations

import random
from typing import Any

import pytest

from engine.ccg.context import copy_state
from engine.core.errors import Illegal
from engine.core.session import Session
from engine.games.rage_lv import stats
from engine.games.rage_lv.context import Ctx
from engine.games.rage_lv.state import LvState

AW, SC, HM = "ashen-wind", "stone-choir", "hollow-moon"


def game(
    deal: dict[str, Any] | None = None, packs: list[str] | None = None, **options: Any
) -> Session:
    packs = packs or [AW, SC]
    seed = options.pop("seed", 3)
    opts: dict[str, Any] = {"packs": packs, **options}
    if deal:
        opts["deal"] = deal
    return Session.new("rage-lv", len(packs), seed, opts)


def act(s: Session, seat: int, command_type: str, **fields: Any) -> list[dict]:
    return s.apply(seat, {"type": command_type, **fields})


def seat_of(s: Session) -> int:
    (seat,) = s.to_act()
    return seat


def pass_until(s: Session, phase: str, limit: int = 50) -> None:
    """Everyone passes (Main, Moot Events, votes) until `phase` begins."""
    for _ in range(limit):
        if s.state.phase == phase:
            return
        act(s, seat_of(s), "pass")
    raise AssertionError(f"never reached {phase}; stuck in {s.state.phase}")


def pick(s: Session, char: str, crinos: Any = None, in_umbra: bool = False) -> None:
    act(s, seat_of(s), "pick", char=char, crinos=crinos, cross=in_umbra)


def hunt_deal(**extra: Any) -> dict[str, Any]:
    """Seat 0 (Ashen Wind) with Cinder Howl; seat 1 (Stone Choir) with Pebble-in-Throat."""
    deal = {
        "0": {
            "garou": ["cinder-howl"],
            "sept": [
                "rust-maw",
                "lost-hiker",
                "licked-wounds",
                "call-to-hunt",
                "tremor",
                "red-sky",
            ],
            "combat": ["claw-rake", "claw-rake", "pounce", "bone-breaker", "scorch"],
            "exact": True,
        },
        "1": {
            "garou": ["pebble-throat"],
            "sept": ["lost-hiker"],
            "combat": ["brace", "brace", "roll-away", "rending-counter", "feint"],
            "exact": True,
        },
    }
    for seat, more in extra.items():
        deal[seat[1:]].update(more)
    return deal


def exact_hand(
    *sept: str, garou: tuple[str, ...] = ("cinder-howl", "mist-walker")
) -> dict[str, Any]:
    """Seat 0 holds these Garou and exactly these Sept cards."""
    return {"0": {"garou": list(garou), "exact": True, "sept": list(sept)}}


def hiker_alphas(s: Session, mine: str, theirs: str = "1.pebble-throat") -> None:
    """Seat 0 plays a Lost Hiker (prey for a hunt) and the Main Phase ends; the alphas are
    `theirs` and seat 0's `mine`."""
    act(s, 0, "play", card="0.lost-hiker.1")
    pass_until(s, "alpha-pick")
    pick(s, theirs)
    pick(s, mine)


def char(s: Session, iid: str):
    return s.state.chars[iid]


# -- setting up -----------------------------------------------------------------------------------
def test_setup_seats_by_tribe_fury_and_starts_garou_breed_side_up_with_umbra_at_7() -> None:
    s = game(packs=[SC, HM, AW])
    st = s.state
    assert st.order == [2, 1, 0]  # Ashen Wind (Fury 5), Hollow Moon (4), Stone Choir (3)
    # The marker starts at 7; the Hollow Moon Tribe moves it down 1 each Start of Turn.
    assert st.options["umbra"] == 7 and st.umbra == 6
    assert st.renown_level == 20 and st.turn == 1
    assert all(not c.crinos and c.where == "staging" for c in st.chars.values())
    assert len(st.pack_of(0)) == 6
    assert len(st.players[0].hand) == 7 and len(st.players[2].hand) == 6  # Sept Draw numbers
    assert st.phase == "main" and s.to_act() == {2}


def test_equal_fury_is_settled_by_a_lot_written_into_the_log() -> None:
    orders = {tuple(game(packs=[AW, AW], seed=seed).state.order) for seed in range(12)}
    assert orders == {(0, 1), (1, 0)}
    s = game(packs=[AW, AW], seed=5)
    seating = s.entries[0]["events"][0]
    assert seating["type"] == "seating" and seating["order"] == s.state.order
    rebuilt = Session.from_log(s.header, s.entries, verify=True)
    assert rebuilt.state == s.state


@pytest.mark.parametrize("level", [15, 20, 25])
def test_renown_level_option(level: int) -> None:
    assert game(renown_level=level).state.renown_level == level


def test_bad_options_are_refused_clearly() -> None:
    with pytest.raises(Illegal, match="15 \\(short\\), 20 \\(average\\) or 25 \\(long\\)"):
        game(renown_level=18)
    with pytest.raises(Illegal, match="no starter pack"):
        game(packs=[AW, "nope"])
    with pytest.raises(Illegal, match="Rage has no option"):
        game(colour="red")


# -- Sept Draw --------------------------------------------------------------------------------------
def test_nobody_can_draw_so_the_renown_level_drops_for_good() -> None:
    empty = {"sept": [], "exact": True}
    s = game(deal={"0": empty, "1": empty})
    assert s.state.renown_level == 19
    pass_until(s, "alpha-pick")
    while s.state.turn == 1:
        seat = seat_of(s)
        legal = s.legal(seat)
        choice = next((c for c in legal if c["type"] in ("pass", "wuss")), legal[0])
        s.apply(seat, choice)
    assert s.state.renown_level == 18


def test_a_hand_over_the_sept_draw_is_discarded_down_by_its_owner() -> None:
    from engine.games.rage_lv.turn import sept_draw

    s = game()
    state: LvState = copy_state(s.state)
    player = state.players[0]
    player.hand += player.sept_deck[:3]
    del player.sept_deck[:3]
    ctx = Ctx(state, random.Random(1))
    sept_draw(ctx)
    assert [p["kind"] for p in state.prompts] == ["discard-down"] * 3
    # Umbra level 1 raises everyone's Sept Draw by one; level 5 lowers it.
    from engine.games.rage_lv.turn import sept_draw_target

    state.umbra = 3
    assert sept_draw_target(state, 0) == 7
    state.umbra = 22
    assert sept_draw_target(state, 0) == 5


# -- Main Phase -------------------------------------------------------------------------------------
def test_main_phase_ends_when_everyone_passes_in_a_row_and_alphas_start_left_of_last_player() -> (
    None
):
    s = game(deal=hunt_deal())
    act(s, 0, "pass")
    act(s, 1, "play", card="1.lost-hiker.1")  # a Victim goes to the Hunting Grounds
    assert s.state.chars["1.lost-hiker.1"].where == "hunting"
    act(s, 0, "pass")
    assert s.state.phase == "main"
    act(s, 1, "pass")
    assert s.state.phase == "alpha-pick"
    assert s.to_act() == {0}  # to the left of seat 1, who played the last card


def test_gnosis_capacity_requirements_and_duplicates_when_attaching() -> None:
    deal = exact_hand(
        "burning-pelt",
        "burning-pelt",
        "obsidian-knuckles",
        "first-flame",
        "wildfire-totem",
        "rite-of-embers",
    )
    s = game(deal=deal)
    with pytest.raises(Illegal) as err:
        act(s, 0, "play", card="0.burning-pelt.1", on="0.mist-walker")
    assert err.value.code == "requirement" and "requires Ashen Wind" in err.value.message
    act(s, 0, "play", card="0.burning-pelt.1", on="0.cinder-howl")
    act(s, 1, "pass")
    with pytest.raises(Illegal) as err:
        act(s, 0, "play", card="0.burning-pelt.2", on="0.cinder-howl")
    assert err.value.code == "duplicate"
    act(s, 0, "play", card="0.obsidian-knuckles.1", on="0.cinder-howl")
    act(s, 1, "pass")
    with pytest.raises(Illegal) as err:  # Gnosis 3: 2 + 1 already used
        act(s, 0, "play", card="0.first-flame.1", on="0.cinder-howl")
    assert err.value.code == "no-gnosis" and "0 Gnosis free" in err.value.message
    # Obsidian Knuckles: +1 Damage while attached.
    assert stats.stat(s.state, char(s, "0.cinder-howl"), "damage") == 1


def test_one_totem_per_pack_and_one_rite_in_progress_per_shapeshifter() -> None:
    deal = exact_hand(
        "wildfire-totem",
        "wildfire-totem",
        "rite-of-embers",
        "rite-of-embers",
        "cinderling",
        "kin-mechanic",
        garou=("cinder-howl", "kiln-child"),
    )
    s = game(deal=deal)
    act(s, 0, "play", card="0.wildfire-totem.1")
    # The Totem gives every Ashen Wind Garou +1 Rage.
    assert stats.stat(s.state, char(s, "0.cinder-howl"), "rage") == 5
    act(s, 1, "pass")
    with pytest.raises(Illegal) as err:
        act(s, 0, "play", card="0.wildfire-totem.2")
    assert err.value.code == "one-totem"
    act(s, 0, "play", card="0.rite-of-embers.1", on="0.kiln-child")
    act(s, 1, "pass")
    with pytest.raises(Illegal) as err:
        act(s, 0, "play", card="0.rite-of-embers.2", on="0.kiln-child")
    assert err.value.code in ("one-rite", "duplicate")


def test_a_spirit_ally_takes_only_gifts_of_the_tribe_it_requires_and_kinfolk_none() -> None:
    deal = exact_hand(
        "cinderling",
        "kin-mechanic",
        "burning-pelt",
        "licked-wounds",
        "tremor",
        "brace",
        garou=("cinder-howl",),
    )
    s = game(deal=deal)
    act(s, 0, "play", card="0.cinderling.1")
    act(s, 1, "pass")
    act(s, 0, "play", card="0.kin-mechanic.1")
    act(s, 1, "pass")
    legal = s.legal(0)
    hosts = {c.get("on") for c in legal if c.get("card") == "0.burning-pelt.1"}
    assert hosts == {"0.cinder-howl", "0.cinderling.1"}


def test_an_event_never_hits_the_same_target_twice_in_a_turn() -> None:
    deal = exact_hand(
        "call-the-beast", "call-the-beast", "rust-maw", garou=("cinder-howl", "soot-runner")
    )
    s = game(deal=deal)
    act(s, 0, "play", card="0.call-the-beast.1", by="0.soot-runner", target="1.granite-voice")
    assert char(s, "1.granite-voice").crinos
    act(s, 1, "pass")
    with pytest.raises(Illegal) as err:
        act(s, 0, "play", card="0.call-the-beast.2", by="0.cinder-howl", target="1.granite-voice")
    assert err.value.code == "event-target"
    # The same performer may play it again on another target.
    act(s, 0, "play", card="0.call-the-beast.2", by="0.soot-runner", target="0.cinder-howl")
    assert char(s, "0.cinder-howl").crinos


def test_wyrm_enemy_played_moves_the_umbra_up_and_umbra_enemies_start_in_the_umbra() -> None:
    deal = {"0": {"sept": ["rust-maw", "static-wraith"]}}
    s = game(deal=deal)
    act(s, 0, "play", card="0.rust-maw.1")
    assert s.state.umbra == 8
    act(s, 1, "pass")
    act(s, 0, "play", card="0.static-wraith.1")
    assert char(s, "0.static-wraith.1").umbra and s.state.umbra == 9


def test_main_actions_need_the_card_in_play_since_the_phase_began_and_once_per_phase() -> None:
    deal = {"0": {"garou": ["cinder-howl"], "sept": ["kin-mechanic"]}}
    s = game(deal=deal)
    act(s, 0, "play", card="0.kin-mechanic.1")
    act(s, 1, "pass")
    assert not any(c["type"] == "action" for c in s.legal(0))
    pass_until(s, "alpha-pick")
    # Next turn the Kin Mechanic's Main: action is there, once.
    while s.state.phase != "main" or s.state.turn == 1:
        seat = seat_of(s)
        legal = s.legal(seat)
        s.apply(seat, next((c for c in legal if c["type"] in ("pass", "wuss")), legal[0]))
    if seat_of(s) != 0:
        act(s, 1, "pass")
    hand = len(s.state.players[0].hand)
    act(s, 0, "action", card="0.kin-mechanic.1", index=0, by="0.kin-mechanic.1", target=None)
    assert len(s.state.players[0].hand) == hand + 1
    act(s, 1, "pass")
    assert not any(c["type"] == "action" for c in s.legal(0))


# -- combat ------------------------------------------------------------------------------------------
def to_alpha_phase(s: Session, seat0_card: str = "0.rust-maw.1") -> None:
    act(s, 0, "play", card=seat0_card)
    pass_until(s, "alpha-pick")
    pick(s, "1.pebble-throat")
    pick(s, "0.cinder-howl")


def both_pass_window(s: Session) -> None:
    step = s.state.combat.step
    while s.state.combat is not None and s.state.combat.step == step:
        act(s, seat_of(s), "combat-pass")


def prey_hunt(s: Session, target: str = "1.pebble-throat") -> None:
    """Seat 0 (Cinder Howl) attacks; both pass the Pre-Combat window."""
    act(s, 0, "attack", target=target)
    both_pass_window(s)


def hunting(deal: dict[str, Any]) -> Session:
    """The game of `deal` (a `hunt_deal`) at its first hunt's first round: Cinder Howl has
    attacked Pebble-in-Throat, past the Pre-Combat window."""
    s = game(deal=deal)
    to_alpha_phase(s, "0.lost-hiker.1")
    prey_hunt(s)
    return s


def test_a_full_hunt_damage_against_block_rage_spent_a_kill_scored_and_the_umbra_drops() -> None:
    s = game(deal=hunt_deal())
    to_alpha_phase(s)
    assert s.state.umbra == 8  # the Wyrm Enemy was played
    assert s.state.alphas == ["0.cinder-howl", "1.pebble-throat"]  # by Renown
    act(s, 0, "attack", target="0.rust-maw.1")
    combat = s.state.combat
    # Seat 1 fights for the Enemy (the only other player); both drew five Combat cards.
    assert combat.seats == [0, 1] and len(s.state.players[1].combat_hand) == 5
    both_pass_window(s)  # Pre-Combat
    assert combat.step == "attack" and s.to_act() == {0}  # the Hunter has initiative
    act(s, 0, "combat-card", card="0.bone-breaker.1")
    # The Prey does not see the face-down card.
    assert s.view(1)["combat"]["chain"] == [[0, None]]
    act(s, 1, "combat-card", card="1.brace.1")
    assert char(s, "0.rust-maw.1").wounds == 3  # Damage 5 against Block 2
    assert s.state.combat.spent == [3, 0]
    # Bone Breaker's Damage Effect: the Enemy's player discards a Combat card.
    assert s.state.prompts[0]["kind"] == "discard-combat" and s.to_act() == {1}
    act(s, 1, "choose", kind="discard-combat", option="1.brace.2")
    both_pass_window(s)  # Mid-Combat
    assert s.state.combat.initiative == 1 and s.to_act() == {1}
    act(s, 1, "combat-card", card="1.feint.1")
    act(s, 0, "combat-pass")  # no card: Block 0
    assert char(s, "0.cinder-howl").wounds == 2
    both_pass_window(s)
    # One Rage left: Pounce (Rage 2) is no longer affordable, Claw Rake (Rage 1) is.
    cards = {c.get("card") for c in s.legal(0)}
    assert "0.pounce.1" not in cards and "0.claw-rake.1" in cards
    act(s, 0, "combat-card", card="0.claw-rake.1")
    act(s, 1, "combat-pass")
    assert s.state.combat.dead == ["0.rust-maw.1"]
    assert s.state.combat.step == "post"
    assert s.state.players[0].victory == ["0.rust-maw.1"] and s.state.renown(0) == 3
    assert s.state.umbra == 7  # a Wyrm Enemy was killed
    both_pass_window(s)  # Post-Combat
    assert s.state.combat is None
    assert s.state.players[0].combat_hand == [] and s.state.players[1].combat_hand == []
    assert len(s.state.players[0].combat_discard) == 5
    # The next alpha may attack the first one, still in the Hunting Grounds.
    assert {"type": "attack", "target": "0.cinder-howl"} in s.legal(1)


def test_counterattack_hurts_both_and_fast_strikes_before_slow() -> None:
    s = hunting(
        hunt_deal(
            _1={"combat": ["rending-counter", "snap-back", "brace", "brace", "feint"]},
            _0={"combat": ["bone-breaker", "pounce", "claw-rake", "claw-rake", "scorch"]},
        )
    )
    char(s, "1.pebble-throat").wounds = 1  # hurt before
    act(s, 0, "combat-card", card="0.pounce.1")  # fast, Damage 3
    act(s, 1, "combat-card", card="1.rending-counter.1")  # Damage 2 back
    assert char(s, "1.pebble-throat").wounds == 4
    # Pebble-in-Throat (Health 4) took its Health: it flips to Crinos (Health 6), fights on.
    assert char(s, "1.pebble-throat").crinos
    assert char(s, "0.cinder-howl").wounds == 2


def test_slow_damage_is_never_dealt_by_a_combatant_killed_by_a_fast_card() -> None:
    deal = hunt_deal(_1={"combat": ["rending-counter", "brace", "brace", "feint", "roll-away"]})
    s = game(deal=deal)
    to_alpha_phase(s, "0.lost-hiker.1")
    s.state.chars["1.pebble-throat"].crinos = True  # already in Crinos: the next death is final
    s.state.chars["1.pebble-throat"].wounds = 4
    s.state.chars["0.cinder-howl"].wounds = 3
    prey_hunt(s)
    act(s, 0, "combat-card", card="0.pounce.1")  # fast
    act(s, 1, "combat-card", card="1.rending-counter.1")  # not fast: never lands
    assert s.state.combat.dead == ["1.pebble-throat"]
    assert char(s, "0.cinder-howl").wounds == 3
    # A pack member killed another pack's Garou: it scores, and the Umbra rises.
    assert s.state.players[0].victory == ["1.pebble-throat"]
    assert s.state.umbra == 8


def test_frenzy_draws_cards_when_wounds_reach_the_trigger_damage() -> None:
    s = hunting(
        hunt_deal(
            _1={"combat": ["pounce", "pounce", "brace", "feint", "roll-away"]},
            _0={
                "combat": [
                    "claw-rake",
                    "claw-rake",
                    "pounce",
                    "bone-breaker",
                    "scorch",
                    "brace",
                    "brace",
                    "roll-away",
                ]
            },
        )
    )
    act(s, 0, "combat-pass")
    both_pass_window(s)
    act(s, 1, "combat-card", card="1.pounce.1")  # Pebble (Rage 3) attacks for 3
    before = len(s.state.players[0].combat_hand)
    act(s, 0, "combat-pass")
    # Cinder Howl: base Crinos Health 7 -> trigger 3; Frenzy 2 +1 from the Ashen Wind Tribe.
    assert char(s, "0.cinder-howl").wounds == 3
    assert len(s.state.players[0].combat_hand) == before + 3


def test_reacting_to_damage_from_a_reactable_counterattack() -> None:
    s = hunting(
        hunt_deal(
            _1={"combat": ["snap-back", "brace", "brace", "feint", "roll-away"]},
            _0={"combat": ["claw-rake", "brace", "roll-away", "pounce", "scorch"]},
        )
    )
    act(s, 0, "combat-card", card="0.claw-rake.1")
    act(s, 1, "combat-card", card="1.snap-back.1")  # counterattack, the attacker may react
    assert s.state.combat.step == "react" and s.to_act() == {0}
    legal = {c.get("card") for c in s.legal(0)}
    assert "0.brace.1" in legal and "0.pounce.1" not in legal  # no counterattacks or attacks
    act(s, 0, "combat-card", card="0.brace.1")  # Block 2 against Snap Back's 3
    assert char(s, "0.cinder-howl").wounds == 1
    assert char(s, "1.pebble-throat").wounds == 3


def test_neither_combatant_attacking_ends_the_combat() -> None:
    s = hunting(hunt_deal())
    act(s, 0, "combat-pass")
    both_pass_window(s)
    act(s, 1, "combat-pass")
    assert s.state.combat.step == "post"
    both_pass_window(s)
    assert s.state.combat is None


def test_sustained_rage_and_unaffordable_cards() -> None:
    from engine.games.rage_lv import combat

    s = game(deal=hunt_deal())
    to_alpha_phase(s, "0.lost-hiker.1")
    act(s, 0, "attack", target="1.pebble-throat")
    st = s.state
    st.combat.spent = [4, 3]  # both out of Rage
    from engine.games.rage_lv.data import card

    assert not combat.affordable(st, 0, card("claw-rake"))
    # Pebble-in-Throat has Sustained Rage: 1, so Rage 1 cards stay playable at 0 Rage.
    assert combat.affordable(st, 1, card("claw-rake"))
    assert not combat.affordable(st, 1, card("pounce"))
