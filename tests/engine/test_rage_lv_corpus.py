"""The test corpus: cards of our own in the style of Rage (tests/engine/fixtures/
rage_lv_corpus.json), together using every effect kind of the shared card layer. Each card has
a stacked-deck scenario showing that it does what its generated text says.

The cards come in through the game's own cards (option "cards"), as a player's user cards
would. `SCENARIOS` maps each card to its scenario, so the field-read test
(test_rage_lv_card_reads.py) can run them all while it records what the rules read.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import replace
from functools import partial
from pathlib import Path
from typing import Any

import pytest

from engine.core.session import Session
from engine.games.rage_lv import stats
from engine.games.rage_lv.combat import free_rage
from engine.games.rage_lv.data import cards, extra_cards, extra_table, load_extra
from engine.games.rage_lv.decks import check_pack, packs
from tests.engine import test_rage_lv_rules as lv
from tests.engine.card_field_reads import scenario_book, unread_while
from tests.engine.test_rage_lv_scenarios import drive, events_of, next_turn, quiet

FIXTURES = Path(__file__).parent / "fixtures"
CORPUS: list[dict[str, Any]] = json.loads((FIXTURES / "rage_lv_corpus.json").read_text())["cards"]
OWN = extra_table(CORPUS)
SCENARIOS: dict[str, Callable[[], None]] = {}


scenario = scenario_book(SCENARIOS)


def g(
    sept0: tuple[str, ...] = (),
    sept1: tuple[str, ...] = (),
    deck0: tuple[str, ...] = (),
    garou0: tuple[str, ...] = ("cinder-howl", "soot-runner"),
    garou1: tuple[str, ...] = ("pebble-throat", "granite-voice"),
    combat0: tuple[str, ...] = ("claw-rake", "claw-rake", "pounce", "bone-breaker", "scorch"),
    combat1: tuple[str, ...] = ("brace", "brace", "roll-away", "rending-counter", "feint"),
    seed: int = 3,
    corpus: list[dict[str, Any]] | None = None,
) -> Session:
    """Seat 0 (Ashen Wind, acts first) holds sept0, with deck0 left in its Sept deck; seat 1
    (Stone Choir) holds sept1. Hands are padded with Lost Hikers when a deck must stay.
    `corpus`: the own cards the game brings (this corpus by default)."""
    pad0 = ["lost-hiker"] * (6 - len(sept0)) if deck0 else []
    deal = {
        "0": {
            "garou": list(garou0),
            "sept": [*sept0, *pad0, *deck0],
            "combat": list(combat0),
            "exact": True,
        },
        "1": {"garou": list(garou1), "sept": list(sept1), "combat": list(combat1), "exact": True},
    }
    own = CORPUS if corpus is None else corpus
    return Session.new("rage-lv", 2, seed, {"packs": [lv.AW, lv.SC], "deal": deal, "cards": own})


def play(s: Session, seat: int, card: str, **fields: Any) -> None:
    """Play the first copy of `card` from the seat's hand (filling in a missing target)."""
    if "by" in fields:
        fields.setdefault("target", None)
    lv.act(s, seat, "play", card=f"{seat}.{card}.1", **fields)


def targets_of(s: Session, seat: int, card: str) -> set[Any]:
    iid = f"{seat}.{card}.1"
    return {c.get("target") for c in s.legal(seat) if c.get("card") == iid}


def hand(s: Session, seat: int) -> list[str]:
    return list(s.state.players[seat].hand)


def stat(s: Session, iid: str, name: str) -> int:
    with extra_cards(OWN):
        return stats.stat(s.state, lv.char(s, iid), name)


def bonus(s: Session, seat: int) -> int:
    return sum(e["amount"] for e in events_of(s, "bonus") if e["seat"] == seat)


def to_main_of_next_turn(s: Session) -> None:
    """On to the next turn's Main Phase, seat 0 to act."""
    next_turn(s)
    drive(s, lambda x: x.state.phase == "main")
    if lv.seat_of(s) != 0:
        lv.act(s, 1, "pass")


def alphas(s: Session, mine: str = "0.cinder-howl", theirs: str = "1.pebble-throat") -> None:
    """Everyone passes to the Alpha Phase; the two alphas are picked."""
    lv.pass_until(s, "alpha-pick")
    while s.state.phase == "alpha-pick":
        lv.pick(s, theirs if lv.seat_of(s) == 1 else mine)


def hunt(s: Session, prey: str = "0.rust-maw.1") -> None:
    """Seat 0 has played Rust-Maw Hulk; Cinder Howl attacks it (seat 1 fights for it)."""
    alphas(s)
    while lv.seat_of(s) != 0 or s.state.phase != "alpha":
        quiet(s)
    lv.act(s, 0, "attack", target=prey)


def fighting_with(event: str) -> Session:
    """Cinder Howl, with the Combat Event `event` among its Combat cards, attacks a Rust-Maw
    Hulk (seat 1 fights for it)."""
    s = g(sept0=("rust-maw",), combat0=(event, "claw-rake", "claw-rake", "pounce"))
    play(s, 0, "rust-maw")
    hunt(s)
    return s


def mid_combat_with(event: str) -> Session:
    """`fighting_with(event)`, in the first round's Mid-Combat after Cinder Howl's Claw Rake,
    seat 0 to act."""
    s = fighting_with(event)
    lv.both_pass_window(s)
    lv.act(s, 0, "combat-card", card="0.claw-rake.1")
    lv.act(s, 1, "combat-pass")
    assert s.state.combat is not None and s.state.combat.step == "mid"
    while lv.seat_of(s) != 0:
        lv.act(s, 1, "combat-pass")
    return s


def hunting_with(card: str) -> Session:
    """Cinder Howl, carrying `card`, attacks a Rust-Maw Hulk (seat 1 fights for it)."""
    s = g(sept0=(card, "rust-maw"))
    play(s, 0, card, on="0.cinder-howl")
    lv.act(s, 1, "pass")
    play(s, 0, "rust-maw")
    hunt(s)
    return s


def test_the_corpus_loads_is_large_enough_and_every_card_has_a_scenario() -> None:
    loaded = load_extra(CORPUS)
    assert len(loaded) >= 40
    assert set(loaded) == set(SCENARIOS)


def in_a_deck_of(card_id: str, raws: list[dict[str, Any]]) -> list[str]:
    """The deck rules for an Ashen Wind starter with this card in it (in its Combat deck, its
    Sept deck, or among its Garou): what deck building reads of a card."""
    own = extra_table(raws)
    pack = packs()[lv.AW]
    c = own[card_id]
    if c.deck == "combat":
        pack = replace(pack, combat=(*pack.combat, (card_id, 1)))
    elif c.deck == "sept":
        pack = replace(pack, sept=(*pack.sept, (card_id, 1)))
    else:
        pack = replace(pack, garou=(*pack.garou, card_id))
    return check_pack(pack, 20, {**cards(), **own})


#: File fields of rage-lv cards -> the card attributes that hold them.
FIELD_ATTRS = {
    "requires": ("requirement", "requires"),
    "damage": ("damage", "damage_x"),
    "guardian": ("guardian", "guardian_keywords"),
}


@pytest.mark.parametrize("card_id", sorted(c["id"] for c in CORPUS))
def test_corpus_card_does_what_its_text_says_and_every_field_is_read(card_id: str) -> None:
    """Its scenario passes, and while it ran the rules read every field of the card (a field
    the loader accepts and nothing reads would be a promise the rules do not keep)."""
    in_a_deck = partial(in_a_deck_of, card_id, CORPUS)
    assert unread_while(card_id, CORPUS, FIELD_ATTRS, SCENARIOS[card_id], in_a_deck) == []


# -- triggers ----------------------------------------------------------------------------------
@scenario("t-ember-kin")
def _ember_kin() -> None:
    s = g(sept0=("t-ember-kin",), deck0=("tremor",))
    play(s, 0, "t-ember-kin")
    assert "0.tremor.1" in hand(s, 0)  # drawn when it came into play
    # An Ally of the pack: it may be the alpha, with its printed stats.
    alphas(s, mine="0.t-ember-kin.1")
    kin = s.view(0)["chars"]
    (me,) = [c for c in kin if c["iid"] == "0.t-ember-kin.1"]
    assert (me["renown"], me["rage"], me["gnosis"], me["health"]) == (1, 1, 1, 2)


@scenario("t-ash-messenger")
def _ash_messenger() -> None:
    s = g(sept0=("t-ash-messenger",), deck0=("tremor",), sept1=("tremor",))
    play(s, 0, "t-ash-messenger")
    play(s, 1, "tremor", by="1.pebble-throat", target="0.t-ash-messenger.1")
    assert "0.t-ash-messenger.1" not in s.state.chars
    assert "0.tremor.1" in hand(s, 0)  # drawn when it left play


@scenario("t-trophy-cord")
def _trophy_cord() -> None:
    s = g(sept0=("t-trophy-cord", "tremor"), sept1=("t-ash-messenger",))
    play(s, 0, "t-trophy-cord", on="0.cinder-howl")
    play(s, 1, "t-ash-messenger")
    before = bonus(s, 0)
    play(s, 0, "tremor", by="0.cinder-howl", target="1.t-ash-messenger.1")
    assert bonus(s, 0) == before + 1


@scenario("t-spite-hulk")
def _spite_hulk() -> None:
    s = g(sept0=("tremor",), sept1=("t-spite-hulk",))
    lv.act(s, 0, "pass")
    play(s, 1, "t-spite-hulk")
    play(s, 0, "tremor", by="0.cinder-howl", target="1.t-spite-hulk.1")
    assert "1.t-spite-hulk.1" not in s.state.chars
    assert lv.char(s, "0.cinder-howl").wounds == 1  # its death strikes back at its killer


@scenario("t-pain-fury")
def _pain_fury() -> None:
    s = g(sept0=("t-pain-fury",), sept1=("tremor",))
    play(s, 0, "t-pain-fury", on="0.cinder-howl")
    play(s, 1, "tremor", by="1.pebble-throat", target="0.cinder-howl")
    assert stat(s, "0.cinder-howl", "rage") == 4 + 1


@scenario("t-proud-howl")
def _proud_howl() -> None:
    s = g(sept0=("t-proud-howl",))
    play(s, 0, "t-proud-howl", on="0.cinder-howl")
    alphas(s)
    lv.act(s, 0, "challenge", target="1.granite-voice")
    lv.act(s, 1, "choose", kind="challenge", option="refuse")
    assert bonus(s, 0) == 1


@scenario("t-dawn-hunger")
def _dawn_hunger() -> None:
    s = g(sept0=("t-dawn-hunger",), deck0=("tremor", "tremor"))
    play(s, 0, "t-dawn-hunger")
    next_turn(s)
    turn = next(i for i, e in enumerate(s.entries) if any(x.get("turn") == 2 for x in e["events"]))
    draws = [e for e in s.entries[turn]["events"] if e["type"] == "draw"]
    assert draws[0] == {"type": "draw", "seat": 0, "deck": "sept", "cards": ["0.tremor.1"]}


@scenario("t-dusk-lantern")
def _dusk_lantern() -> None:
    s = g(sept0=("t-dusk-lantern",), deck0=("tremor", "licked-wounds"))
    play(s, 0, "t-dusk-lantern", on="0.cinder-howl")
    next_turn(s)
    assert "0.tremor.1" in s.state.players[0].sept_discard  # the top card, at the end of turn


@scenario("t-war-council")
def _war_council() -> None:
    s = g(sept0=("t-war-council",))
    play(s, 0, "t-war-council")
    assert stat(s, "0.cinder-howl", "rage") == 4
    to_main_of_next_turn(s)
    assert stat(s, "0.cinder-howl", "rage") == 4 + 1
    assert stat(s, "1.pebble-throat", "rage") == 3  # only its own pack
    lv.pass_until(s, "alpha-pick")
    assert stat(s, "0.cinder-howl", "rage") == 4  # until the end of the phase


@scenario("t-quiet-vigil")
def _quiet_vigil() -> None:
    s = g(sept0=("t-quiet-vigil",))
    play(s, 0, "t-quiet-vigil")
    lv.char(s, "0.soot-runner").wounds = 2
    alphas(s)
    assert lv.char(s, "0.soot-runner").wounds == 2
    drive(s, lambda x: x.state.phase not in ("alpha", "nominate"))
    assert lv.char(s, "0.soot-runner").wounds == 1


@scenario("t-iron-rhythm")
def _iron_rhythm() -> None:
    s = hunting_with("t-iron-rhythm")
    assert stat(s, "0.cinder-howl", "block") == 0
    lv.both_pass_window(s)  # the first round begins
    assert stat(s, "0.cinder-howl", "block") == 1
    lv.act(s, 0, "combat-pass")
    assert stat(s, "0.cinder-howl", "block") in (0, 1)  # a new round may have begun
    assert all(e.until != "round" or e.on != "0.cinder-howl" for e in s.state.ccg.lasting[:-1])


@scenario("t-thorn-collar")
def _thorn_collar() -> None:
    s = hunting_with("t-thorn-collar")
    lv.both_pass_window(s)
    lv.act(s, 0, "combat-pass")  # no attack: the round ends
    assert lv.char(s, "0.rust-maw.1").wounds == 1


@scenario("t-last-ember")
def _last_ember() -> None:
    s = hunting_with("t-last-ember")
    lv.char(s, "0.cinder-howl").wounds = 2
    drive(s, lambda x: x.state.combat is None)
    assert lv.char(s, "0.cinder-howl").wounds <= 1  # healed when the combat ended


@scenario("t-war-cry")
def _war_cry() -> None:
    s = hunting_with("t-war-cry")
    assert stat(s, "0.rust-maw.1", "rage") == 4 - 1
    drive(s, lambda x: x.state.combat is None)
    if "0.rust-maw.1" in s.state.chars:
        assert stat(s, "0.rust-maw.1", "rage") == 4


# -- conditions -------------------------------------------------------------------------------------
def with_in_play(*cards: str, held: str) -> Session:
    """Seat 0 plays `cards` (seat 1 passing after each) and still holds `held`."""
    s = g(sept0=(*cards, held))
    for card in cards:
        play(s, 0, card)
        lv.act(s, 1, "pass")
    return s


def aimed(s: Session, card: str, targets: set[str], by: str, target: str, seat: int = 0) -> None:
    """`card` may be aimed at `targets` and no other; `by` plays it at `target`."""
    assert targets_of(s, seat, card) == targets
    play(s, seat, card, by=by, target=target)


@scenario("t-wyrmbane")
def _wyrmbane() -> None:
    s = with_in_play("rust-maw", held="t-wyrmbane")
    # only the Wyrm
    aimed(s, "t-wyrmbane", {"0.rust-maw.1"}, by="0.cinder-howl", target="0.rust-maw.1")
    assert lv.char(s, "0.rust-maw.1").wounds == 2


@scenario("t-tribal-rally")
def _tribal_rally() -> None:
    s = g(sept0=("t-tribal-rally",))
    play(s, 0, "t-tribal-rally", by="0.cinder-howl")
    assert stat(s, "0.cinder-howl", "rage") == 5 and stat(s, "0.soot-runner", "rage") == 4
    assert stat(s, "1.pebble-throat", "rage") == 3  # Stone Choir
    next_turn(s)
    assert stat(s, "0.cinder-howl", "rage") == 4


@scenario("t-moonborn")
def _moonborn() -> None:
    s = g(sept0=("t-moonborn", "call-the-beast"))
    assert targets_of(s, 0, "t-moonborn") == set()  # nobody is in Crinos form
    play(s, 0, "call-the-beast", by="0.cinder-howl", target="0.soot-runner")
    lv.act(s, 1, "pass")
    aimed(s, "t-moonborn", {"0.soot-runner"}, by="0.cinder-howl", target="0.soot-runner")
    assert stat(s, "0.soot-runner", "damage") == 2


def heals_only(card: str, wounds: dict[str, int], target: str, by: str) -> None:
    """With Rust-Maw Hulk in play and `wounds` dealt, `card` may heal `target` alone of the
    wounded, and `by` heals it whole with it."""
    s = with_in_play("rust-maw", held=card)
    for iid, n in wounds.items():
        lv.char(s, iid).wounds = n
    aimed(s, card, {target}, by=by, target=target)
    assert lv.char(s, target).wounds == 0


@scenario("t-gaias-mercy")
def _gaias_mercy() -> None:
    # Garou and wounded
    wounds = {"0.cinder-howl": 2, "0.rust-maw.1": 2}
    heals_only("t-gaias-mercy", wounds, "0.cinder-howl", by="0.soot-runner")


@scenario("t-spirit-snare")
def _spirit_snare() -> None:
    s = with_in_play("static-wraith", held="t-spirit-snare")
    wraith = "0.static-wraith.1"  # in the Umbra
    aimed(s, "t-spirit-snare", {wraith}, by="0.cinder-howl", target=wraith)
    assert lv.char(s, wraith).wounds == 1


@scenario("t-disarm")
def _disarm() -> None:
    s = g(sept0=("obsidian-knuckles",), sept1=("t-disarm",))
    play(s, 0, "obsidian-knuckles", on="0.cinder-howl")
    # it has a Weapon attached
    aimed(s, "t-disarm", {"0.cinder-howl"}, by="1.pebble-throat", target="0.cinder-howl", seat=1)
    assert lv.char(s, "0.cinder-howl").wounds == 1


@scenario("t-kin-call")
def _kin_call() -> None:
    s = with_in_play("kin-mechanic", "cinderling", held="t-kin-call")
    kin = {"0.kin-mechanic.1", "0.cinderling.1"}
    aimed(s, "t-kin-call", kin, by="0.cinder-howl", target="0.cinderling.1")
    assert stat(s, "0.cinderling.1", "health") == 3


@scenario("t-clean-blood")
def _clean_blood() -> None:
    # not the Wyrm
    wounds = {"0.rust-maw.1": 1, "1.pebble-throat": 1}
    heals_only("t-clean-blood", wounds, "1.pebble-throat", by="0.cinder-howl")


# -- costs and limits --------------------------------------------------------------------------------
def ability(s: Session, card: str) -> list[dict[str, Any]]:
    return [c for c in s.legal(0) if c["type"] == "action" and c["card"] == card]


def carried_to_next_turn(card: str, deck0: tuple[str, ...] = ()) -> Session:
    """Cinder Howl is given `card` (with `deck0` left in the Sept deck); on to the next turn's
    Main Phase, where its ability may be used."""
    s = g(sept0=(card,), deck0=deck0)
    play(s, 0, card, on="0.cinder-howl")
    to_main_of_next_turn(s)
    return s


@scenario("t-blood-price")
def _blood_price() -> None:
    s = carried_to_next_turn("t-blood-price", deck0=("tremor",) * 8)
    (use,) = ability(s, "0.t-blood-price.1")
    size = len(hand(s, 0))
    s.apply(0, use)
    assert len(hand(s, 0)) == size + 1
    assert stat(s, "0.cinder-howl", "rage") == 4 - 1  # paid


@scenario("t-spirit-tithe")
def _spirit_tithe() -> None:
    s = carried_to_next_turn("t-spirit-tithe")
    lv.char(s, "0.soot-runner").wounds = 1
    uses = ability(s, "0.t-spirit-tithe.1")
    assert {u["target"] for u in uses} == {"0.soot-runner"}  # only the wounded
    s.apply(0, uses[0])
    assert lv.char(s, "0.soot-runner").wounds == 0
    assert stat(s, "0.cinder-howl", "gnosis") == 3 - 1


@scenario("t-burnt-offering")
def _burnt_offering() -> None:
    s = carried_to_next_turn("t-burnt-offering")
    umbra = s.state.umbra
    (use,) = ability(s, "0.t-burnt-offering.1")
    s.apply(0, use)
    assert s.state.umbra == umbra - 2
    assert "0.t-burnt-offering.1" in s.state.players[0].sept_discard  # the cost


@scenario("t-hunters-tally")
def _hunters_tally() -> None:
    s = g(
        sept0=("t-hunters-tally", "obsidian-knuckles"),
        deck0=("tremor", "tremor"),
        sept1=("tremor", "t-disarm"),
    )
    play(s, 0, "t-hunters-tally", on="0.cinder-howl")
    play(s, 1, "tremor", by="1.pebble-throat", target="0.cinder-howl")
    size = len(hand(s, 0))
    play(s, 0, "obsidian-knuckles", on="0.cinder-howl")
    play(s, 1, "t-disarm", by="1.pebble-throat", target="0.cinder-howl")
    assert lv.char(s, "0.cinder-howl").wounds == 2
    assert len(hand(s, 0)) == size - 1  # the second wound this turn draws nothing


@scenario("t-ancestor-blessing")
def _ancestor_blessing() -> None:
    s = carried_to_next_turn("t-ancestor-blessing")
    lv.char(s, "0.cinder-howl").wounds = 3
    (use,) = ability(s, "0.t-ancestor-blessing.1")
    s.apply(0, use)
    assert lv.char(s, "0.cinder-howl").wounds == 0
    to_main_of_next_turn(s)
    lv.char(s, "0.cinder-howl").wounds = 1
    assert ability(s, "0.t-ancestor-blessing.1") == []  # once per game


# -- durations ------------------------------------------------------------------------------------
@scenario("t-bond-fetish")
def _bond_fetish() -> None:
    s = g(sept0=("t-bond-fetish",), sept1=("t-shatter",))
    play(s, 0, "t-bond-fetish", on="0.cinder-howl")
    assert stat(s, "0.cinder-howl", "health") == 5  # while it is in play
    play(s, 1, "t-shatter", by="1.pebble-throat", target="0.t-bond-fetish.1")
    assert stat(s, "0.cinder-howl", "health") == 4


@scenario("t-shatter")
def _shatter() -> None:
    s = g(sept0=("obsidian-knuckles",), sept1=("t-shatter",))
    play(s, 0, "obsidian-knuckles", on="0.cinder-howl")
    assert targets_of(s, 1, "t-shatter") == {"0.obsidian-knuckles.1"}
    play(s, 1, "t-shatter", by="1.pebble-throat", target="0.obsidian-knuckles.1")
    assert "0.obsidian-knuckles.1" in s.state.players[0].sept_discard


@scenario("t-scar-of-honor")
def _scar_of_honor() -> None:
    s = g(sept0=("t-scar-of-honor",))
    play(s, 0, "t-scar-of-honor", by="0.soot-runner", target="0.cinder-howl")
    next_turn(s)
    next_turn(s)
    assert stat(s, "0.cinder-howl", "renown") == 4 + 1  # for the rest of the game


# -- prohibitions and grants -------------------------------------------------------------------------
@scenario("t-shadow-claws")
def _shadow_claws() -> None:
    s = g(sept0=("t-shadow-claws", "rust-maw"), combat1=("brace",) * 5)
    play(s, 0, "t-shadow-claws", on="0.cinder-howl")
    lv.act(s, 1, "pass")
    play(s, 0, "rust-maw")
    hunt(s)
    lv.both_pass_window(s)
    lv.act(s, 0, "combat-card", card="0.claw-rake.1")
    lv.act(s, 1, "combat-card", card="1.brace.1")  # Block 2, and it cannot be blocked
    drive(s, lambda x: x.state.combat is None or x.state.combat.round > 1)
    assert lv.char(s, "0.rust-maw.1").wounds >= 3


@scenario("t-iron-pride")
def _iron_pride() -> None:
    s = g(sept0=("t-iron-pride",))
    play(s, 0, "t-iron-pride", by="0.cinder-howl", target="1.granite-voice")
    alphas(s)
    lv.act(s, 0, "challenge", target="1.granite-voice")
    assert "refuse" not in s.state.prompts[0]["options"]


@scenario("t-numbing-howl")
def _numbing_howl() -> None:
    s = fighting_with("t-numbing-howl")
    lv.act(s, 0, "combat-event", card="0.t-numbing-howl.1", target=None)
    lv.both_pass_window(s)
    lv.act(s, 0, "combat-card", card="0.claw-rake.1")
    assert s.legal(1) == [{"type": "combat-pass"}]  # it skips this round


@scenario("t-binding-word")
def _binding_word() -> None:
    s = g(sept0=("t-binding-word",))
    play(s, 0, "t-binding-word", by="0.cinder-howl", target="1.pebble-throat")
    alphas(s)
    drive(s, lambda x: x.state.phase != "alpha")
    lost = [e for e in events_of(s, "note") if e.get("what") == "no-alpha-action"]
    assert [e["char"] for e in lost] == ["1.pebble-throat"]


@scenario("t-hush-the-moot")
def _hush_the_moot() -> None:
    s = g(sept0=("call-to-hunt",), sept1=("t-hush-the-moot",))
    lv.act(s, 0, "play", card="0.call-to-hunt.1", by="0.cinder-howl")
    lv.pass_until(s, "moot-events")
    if lv.seat_of(s) == 0:
        lv.act(s, 0, "pass")
    play(s, 1, "t-hush-the-moot", by="1.pebble-throat", target="0.soot-runner")
    lv.pass_until(s, "vote")
    voters = {c.get("char") for c in s.legal(0)}
    assert "0.soot-runner" not in voters


@scenario("t-ember-discipline")
def _ember_discipline() -> None:
    s = hunting_with("t-ember-discipline")
    with extra_cards(OWN):
        assert free_rage(s.state, "0.cinder-howl") == 2  # Sustained Rage 0, granted 2
        assert free_rage(s.state, "0.rust-maw.1") == 0


@scenario("t-truce-howl")
def _truce_howl() -> None:
    s = mid_combat_with("t-truce-howl")
    lv.act(s, 0, "combat-event", card="0.t-truce-howl.1", target=None)
    assert s.state.combat is None or s.state.combat.step == "post"


# -- statics and auras -----------------------------------------------------------------------------
@scenario("t-dread-presence")
def _dread_presence() -> None:
    s = g(sept0=("t-dread-presence",))
    play(s, 0, "t-dread-presence")
    assert stat(s, "0.cinder-howl", "rage") == 3 and stat(s, "1.pebble-throat", "rage") == 2
    assert stat(s, "0.t-dread-presence.1", "rage") == 3  # an Enemy is no Garou


@scenario("t-old-guardian")
def _old_guardian() -> None:
    s = g(garou0=("t-old-guardian", "cinder-howl"))
    assert stat(s, "0.cinder-howl", "health") == 5
    assert stat(s, "0.t-old-guardian", "health") == 5
    assert stat(s, "1.pebble-throat", "health") == 4
    lv.char(s, "0.t-old-guardian").wounds = 1
    to_main_of_next_turn(s)
    assert {"type": "regenerate", "char": "0.t-old-guardian"} in s.legal(0)  # it has a paw


# -- lasting effects on another player's card -----------------------------------------------------
@scenario("t-rust-curse")
def _rust_curse() -> None:
    s = g(sept0=("t-rust-curse",))
    assert targets_of(s, 0, "t-rust-curse") == {"1.pebble-throat", "1.granite-voice"}
    play(s, 0, "t-rust-curse", by="0.cinder-howl", target="1.pebble-throat")
    assert s.state.things["0.t-rust-curse.1"].host == "1.pebble-throat"
    assert stat(s, "1.pebble-throat", "rage") == 3 - 1
    next_turn(s)  # a Long Event goes at the End Phase
    assert stat(s, "1.pebble-throat", "rage") == 3


# -- zone moves ------------------------------------------------------------------------------------
@scenario("t-banishment")
def _banishment() -> None:
    s = g(sept0=("rust-maw", "t-banishment"))
    play(s, 0, "rust-maw")
    lv.act(s, 1, "pass")
    assert targets_of(s, 0, "t-banishment") == {"0.rust-maw.1"}
    play(s, 0, "t-banishment", by="0.cinder-howl", target="0.rust-maw.1")
    assert "0.rust-maw.1" not in s.state.chars
    player = s.state.players[0]
    assert "0.rust-maw.1" not in player.sept_discard + player.victory


@scenario("t-claim-trophy")
def _claim_trophy() -> None:
    s = g(sept0=("rust-maw", "t-claim-trophy"))
    play(s, 0, "rust-maw")
    lv.act(s, 1, "pass")
    assert targets_of(s, 0, "t-claim-trophy") == set()  # not wounded yet
    lv.char(s, "0.rust-maw.1").wounds = 1
    play(s, 0, "t-claim-trophy", by="0.cinder-howl", target="0.rust-maw.1")
    assert "0.rust-maw.1" in s.state.players[0].victory
    assert s.state.renown(0) == 3


@scenario("t-step-sideways")
def _step_sideways() -> None:
    s = g(sept0=("t-step-sideways",))
    play(s, 0, "t-step-sideways", by="0.soot-runner", target=None)
    assert lv.char(s, "0.soot-runner").umbra and not lv.char(s, "0.cinder-howl").umbra


@scenario("t-calm-breath")
def _calm_breath() -> None:
    s = g(sept0=("call-the-beast", "t-calm-breath"))
    assert targets_of(s, 0, "t-calm-breath") == set()  # everyone is on its Breed side
    play(s, 0, "call-the-beast", by="0.cinder-howl", target="0.soot-runner")
    lv.act(s, 1, "pass")
    play(s, 0, "t-calm-breath", by="0.cinder-howl", target="0.soot-runner")
    assert not lv.char(s, "0.soot-runner").crinos


# -- random effects, searching, looking, choices ------------------------------------------------------
@scenario("t-fickle-spirits")
def _fickle_spirits() -> None:
    outcomes = set()
    for seed in range(12):
        s = g(sept0=("t-fickle-spirits",), deck0=("tremor",), seed=seed)
        umbra, size = s.state.umbra, len(hand(s, 0))
        play(s, 0, "t-fickle-spirits", by="0.cinder-howl")
        drew = len(hand(s, 0)) == size  # played one, drew one
        assert drew != (s.state.umbra == umbra - 1)  # exactly one of the two happened
        outcomes.add(drew)
        if len(outcomes) == 2:
            return
    raise AssertionError("twelve games, always the same option: not random")


@scenario("t-seek-totem")
def _seek_totem() -> None:
    s = g(sept0=("t-seek-totem",), deck0=("tremor", "wildfire-totem", "tremor"))
    play(s, 0, "t-seek-totem", by="0.cinder-howl")
    prompt = s.state.prompts[0]
    assert prompt["options"] == ["0.wildfire-totem.1"] and prompt["private"]
    assert "wildfire" not in json.dumps(s.view(1))
    lv.act(s, 0, "choose", kind="ccg", option="0.wildfire-totem.1")
    assert "0.wildfire-totem.1" in hand(s, 0)
    assert "wildfire" not in json.dumps(s.events_for(1))  # the other seat never learns it


@scenario("t-spy-eye")
def _spy_eye() -> None:
    s = g(sept0=("t-spy-eye",), sept1=("tremor", "licked-wounds"))
    assert targets_of(s, 0, "t-spy-eye") == {1}
    play(s, 0, "t-spy-eye", by="0.cinder-howl", target=1)
    (look,) = events_of(s, "look")
    assert set(look["cards"]) == {"1.tremor.1", "1.licked-wounds.1"}
    assert "1.tremor.1" not in json.dumps(s.events_for(1)[-1])  # redacted but for the looker
    assert "1.tremor.1" in json.dumps(s.events_for(0)[-1])


@scenario("t-crossroads")
def _crossroads() -> None:
    s = g(sept0=("t-crossroads",))
    umbra = s.state.umbra
    play(s, 0, "t-crossroads", by="0.cinder-howl")
    assert s.state.prompts[0]["labels"] == [
        "You draw 2 Sept cards.",
        "Move the Umbra marker down 2 points.",
    ]
    lv.act(s, 0, "choose", kind="ccg", option=1)
    assert s.state.umbra == umbra - 2


@scenario("t-wild-strike")
def _wild_strike() -> None:
    s = g(sept0=("t-wild-strike",))
    play(s, 0, "t-wild-strike", by="0.cinder-howl")
    hurt = {iid for iid, ch in s.state.chars.items() if ch.wounds}
    assert len(hurt) == 1 and hurt <= {"1.pebble-throat", "1.granite-voice"}


# -- docs/cards.md, the card authors' reference ------------------------------------------------------
DOCS = Path(__file__).parents[2] / "docs" / "cards.md"


def test_every_worked_example_in_the_card_reference_loads_and_reads_as_quoted() -> None:
    import re

    text = DOCS.read_text()
    examples = re.findall(r"```json\n(.*?)```\n\n> Reads: (.*?)\n", text, re.S)
    assert len(examples) >= 10
    for raw, reads in examples:
        (card,) = load_extra([json.loads(raw)]).values()
        assert card.text == reads, card.id


def test_the_card_reference_names_every_field_kind_timing_and_prohibition() -> None:
    from engine.games.rage_lv.data import VOCAB

    text = DOCS.read_text()
    words = [
        *VOCAB.fields,
        *VOCAB.effects,
        *VOCAB.windows,
        *VOCAB.triggers,
        *VOCAB.prohibitions,
        *VOCAB.grants,
        *VOCAB.durations,
        *VOCAB.limits,
        *VOCAB.places,
        *VOCAB.moves,
    ]
    missing = [w for w in words if f"`{w}`" not in text]
    assert missing == []


# -- what the corpus did not show before: the rest of the language --------------------------------
@scenario("t-festering-bite")
def _festering_bite() -> None:
    """Cannot regenerate, until the end of next turn."""
    s = g(sept1=("t-festering-bite",))
    lv.act(s, 0, "pass")
    play(s, 1, "t-festering-bite", by="1.pebble-throat", target="0.soot-runner")
    lv.char(s, "0.soot-runner").wounds = 1
    lv.char(s, "0.cinder-howl").wounds = 1
    to_main_of_next_turn(s)
    offered = {c.get("char") for c in s.legal(0) if c["type"] == "regenerate"}
    assert "0.cinder-howl" in offered and "0.soot-runner" not in offered
    to_main_of_next_turn(s)
    lv.char(s, "0.soot-runner").wounds = 1
    assert {"type": "regenerate", "char": "0.soot-runner"} in s.legal(0)  # it has ended


@scenario("t-fog-drifter")
def _fog_drifter() -> None:
    """Cannot be challenged: another alpha may not challenge it."""
    s = g(sept1=("t-fog-drifter",))
    lv.act(s, 0, "pass")
    play(s, 1, "t-fog-drifter")
    alphas(s, theirs="1.t-fog-drifter.1")
    targets = {c.get("target") for c in s.legal(0) if c["type"] == "challenge"}
    assert "1.t-fog-drifter.1" not in targets
    (me,) = [c for c in s.view(1)["chars"] if c["iid"] == "1.t-fog-drifter.1"]
    assert (me["renown"], me["rage"], me["gnosis"], me["health"]) == (1, 1, 2, 2)


def to_post_combat(s: Session) -> None:
    """In a hunt: both pass Pre-Combat, Cinder Howl strikes, the rest passes to Post-Combat."""
    lv.both_pass_window(s)
    lv.act(s, 0, "combat-card", card="0.claw-rake.1")
    drive(s, lambda x: x.state.combat is None or x.state.combat.step == "post")
    assert s.state.combat is not None


@scenario("t-lick-the-wounds")
def _lick_the_wounds() -> None:
    """A Post-Combat window: played after the rounds, it heals."""
    s = fighting_with("t-lick-the-wounds")
    assert not [c for c in s.legal(lv.seat_of(s)) if c.get("card") == "0.t-lick-the-wounds.1"]
    to_post_combat(s)
    lv.char(s, "0.cinder-howl").wounds = 2
    while lv.seat_of(s) != 0:
        lv.act(s, 1, "combat-pass")
    lv.act(s, 0, "combat-event", card="0.t-lick-the-wounds.1", target=None)
    assert lv.char(s, "0.cinder-howl").wounds == 1


@scenario("t-omen-feather")
def _omen_feather() -> None:
    """Once per phase: two wounds in one Main Phase draw one card."""
    s = g(sept0=("t-omen-feather",), deck0=("tremor",) * 3, sept1=("tremor", "t-giants-bane"))
    play(s, 0, "t-omen-feather", on="0.cinder-howl")
    size = len(hand(s, 0))
    play(s, 1, "tremor", by="1.pebble-throat", target="0.cinder-howl")
    assert len(hand(s, 0)) == size + 1
    lv.act(s, 0, "pass")
    play(s, 1, "t-giants-bane", by="1.pebble-throat", target="0.cinder-howl")
    assert lv.char(s, "0.cinder-howl").wounds == 1 + 2
    assert len(hand(s, 0)) == size + 1  # the second wound this phase draws nothing


@scenario("t-first-stance")
def _first_stance() -> None:
    """Once per combat: the first round's start only."""
    s = hunting_with("t-first-stance")
    lv.both_pass_window(s)  # the first round begins
    assert stat(s, "0.cinder-howl", "block") == 2
    lv.act(s, 0, "combat-card", card="0.claw-rake.1")
    drive(s, lambda x: x.state.combat is None or x.state.combat.round == 2)
    if s.state.combat is not None:
        assert stat(s, "0.cinder-howl", "block") == 0


def fight_rounds(s: Session, plays: dict[int, list[str]], rounds: int) -> dict[int, dict[str, int]]:
    """Play a hunt's rounds: each seat plays the first of its listed cards it may, else
    passes; returns, for each round, stats read at that round's first card step."""
    seen: dict[int, dict[str, int]] = {}
    for _ in range(60):
        combat = s.state.combat
        if combat is None or combat.round > rounds:
            break
        seat = lv.seat_of(s)
        if combat.step in ("attack", "defend") and combat.round not in seen:
            seen[combat.round] = {
                "damage": stat(s, "0.cinder-howl", "damage"),
                "rage": stat(s, "0.rust-maw.1", "rage"),
            }
        legal = s.legal(seat)
        mine = [c for c in legal if c["type"] == "combat-card" and c["card"] in plays.get(seat, [])]
        s.apply(seat, mine[0] if mine else next(c for c in legal if c["type"] == "combat-pass"))
    return seen


@scenario("t-bristle")
def _bristle() -> None:
    """Once per round: the first wound of a round gives +1 Damage for the combat, and the
    next round counts again (a once-per-combat limit would stop at +1)."""
    s = g(
        sept0=("t-bristle", "rust-maw"),
        combat1=("rending-counter", "claw-rake", "claw-rake", "brace", "brace"),
    )
    play(s, 0, "t-bristle", on="0.cinder-howl")
    lv.act(s, 1, "pass")
    play(s, 0, "rust-maw")
    hunt(s)
    mine = ["0.claw-rake.1", "0.claw-rake.2"]
    theirs = ["1.rending-counter.1", "1.claw-rake.1", "1.claw-rake.2"]
    seen = fight_rounds(s, {0: mine, 1: theirs}, 3)
    wounded = [e for e in events_of(s, "wound") if e.get("char") == "0.cinder-howl"]
    assert seen[1]["damage"] == 0
    assert seen[2]["damage"] == 1 and seen.get(3, {"damage": 2})["damage"] == 2, (seen, wounded)


@scenario("t-kinfolk-scout")
def _kinfolk_scout() -> None:
    """An optional effect: its player is asked, and "no" does nothing."""
    for answer, milled in (("yes", 1), ("no", 0)):
        s = g(sept0=("t-kinfolk-scout",), sept1=("tremor",) * 8)
        deck = len(s.state.players[1].sept_deck)
        play(s, 0, "t-kinfolk-scout")
        prompt = s.state.prompts[0]
        assert prompt["ask"] == "yes"
        lv.act(s, 0, "choose", kind="ccg", option=answer)
        if answer == "yes":
            lv.act(s, 0, "choose", kind="ccg", option=1)  # the target player
        assert len(s.state.players[1].sept_deck) == deck - milled
    (me,) = [c for c in s.view(0)["chars"] if c["iid"] == "0.t-kinfolk-scout.1"]
    assert (me["renown"], me["rage"], me["gnosis"], me["health"]) == (1, 1, 1, 1)


@scenario("t-giants-bane")
def _giants_bane() -> None:
    """A stat condition: only characters with Rage 4 or more are offered."""
    s = g(sept0=("t-giants-bane",))
    assert targets_of(s, 0, "t-giants-bane") == {"0.cinder-howl"}  # Rage 4; the rest have 3
    play(s, 0, "t-giants-bane", by="0.soot-runner", target="0.cinder-howl")
    assert lv.char(s, "0.cinder-howl").wounds == 2


@scenario("t-bitter-oath")
def _bitter_oath() -> None:
    """A name condition."""
    s = g(sept0=("t-bitter-oath",))
    assert targets_of(s, 0, "t-bitter-oath") == {"1.granite-voice"}
    play(s, 0, "t-bitter-oath", by="0.cinder-howl", target="1.granite-voice")
    assert lv.char(s, "1.granite-voice").wounds == 1


@scenario("t-first-blood")
def _first_blood() -> None:
    """A count condition: in the first round only."""
    s = mid_combat_with("t-first-blood")
    before = lv.char(s, "0.rust-maw.1").wounds
    lv.act(s, 0, "combat-event", card="0.t-first-blood.1", target=None)
    assert lv.char(s, "0.rust-maw.1").wounds == before + 1


@scenario("t-desperate-prayer")
def _desperate_prayer() -> None:
    """A cost of a card discarded from the hand."""
    s = carried_to_next_turn("t-desperate-prayer", deck0=("tremor",) * 3)
    lv.char(s, "0.cinder-howl").wounds = 3
    (use,) = ability(s, "0.t-desperate-prayer.1")
    size = len(hand(s, 0))
    s.apply(0, use)
    prompt = s.state.prompts[0]
    assert prompt["ask"] == "pay"
    paid = prompt["options"][0]
    lv.act(s, 0, "choose", kind="ccg", option=paid)
    assert lv.char(s, "0.cinder-howl").wounds == 1
    assert len(hand(s, 0)) == size - 1 and paid in s.state.players[0].sept_discard


@scenario("t-sapping-howl")
def _sapping_howl() -> None:
    """For the next 2 rounds of the combat: rounds 1 and 2, not 3."""
    s = fighting_with("t-sapping-howl")
    rage = stat(s, "0.rust-maw.1", "rage")
    lv.act(s, 0, "combat-event", card="0.t-sapping-howl.1", target=None)
    seen = fight_rounds(s, {0: ["0.claw-rake.1", "0.pounce.1", "0.claw-rake.2"]}, 3)
    assert [seen[r]["rage"] for r in (1, 2, 3)] == [rage - 1, rage - 1, rage]
