"""Our own original-game cards (issue 28) for two constructs the relaunch corpus had alone:
`{"holder": ...}` (which creature holds a target card) and `"once": {"everyone": true}` (one
use a turn counting every player's copies). Each card is played through game commands between
two combat rounds (tests/engine/fixtures/rage_classic_corpus_constructs_holders.json), its text
checked in English and Portuguese."""

from __future__ import annotations

from typing import Any

from engine.core.session import Session
from engine.games.rage_classic import cards
from engine.games.rage_classic.cards import extra_table
from tests.engine import test_rage_classic_scenarios as sc
from tests.engine.corpus_kit import Scenarios, corpus, corpus_tests
from tests.engine.test_ccg_damage_cards import FILL

CARDS = corpus("rage_classic_corpus_constructs_holders.json")
OWN = extra_table(CARDS)
SCENARIOS = scenario = Scenarios()
KEEPER = "0.keeper-ashgrove"
HOOK, KLAIVE = "1.rusted-hook.1", "0.oak-ward-klaive.1"

TEXTS = {
    "c28-break-the-blade": "Cancele a carta anexada Arma alvo que esteja com um personagem ferido.",
    "c28-turncoat-steel": (
        "Mova a carta anexada Arma alvo que esteja com um personagem com a palavra-chave"
        " Dançarinos da Espiral Negra para a pilha de descarte do seu dono."
    ),
    "c28-hunted-scent": (
        "Cause 1 de dano ao personagem alvo. Uma vez por turno para cada alvo, contando as"
        " cópias de todos os jogadores."
    ),
    "c28-shared-omen": (
        "Você compra 2 cartas de seita. Uma vez por turno, contando as cópias de todos os"
        " jogadores."
    ),
}


#: the English text is the one the card file holds
WRITTEN = {c["id"]: c["text"] for c in CARDS}
(
    test_every_card_loads_and_has_a_scenario_flavor_and_both_texts,
    test_card_does_what_its_text_says,
    test_the_generated_text_in_english_and_portuguese,
) = corpus_tests(
    CARDS, OWN, SCENARIOS, {cid: (WRITTEN[cid], pt) for cid, pt in TEXTS.items()}, cards
)


def armed_duel(sept0: list[str], sept1: list[str], keeper: bool = False) -> Session:
    """Vesk Hollowjaw (seat 1) carries a Rusted Hook (a Weapon) and attacks Little Ember; with
    `keeper`, Keeper Ashgrove, in Ember's pack, carries an Oak-Ward Klaive (a Weapon too)."""
    characters = ["little-ember", "keeper-ashgrove"] if keeper else ["little-ember"]
    gear = ["oak-ward-klaive"] if keeper else []
    deal = {
        "0": {"characters": characters, "sept": [*gear, *sept0], "combat": FILL},
        "1": {"characters": ["vesk-hollowjaw"], "sept": ["rusted-hook", *sept1], "combat": FILL},
    }
    s = sc.new(deal=deal, cards=CARDS)
    sc.settle(s, lambda st: st.step == "resource:commit")
    sc.act(s, 1, type="stage", card=HOOK, by=sc.VESK)
    if keeper:
        sc.act(s, 0, type="stage", card=KLAIVE, by=KEEPER)
    for seat in (0, 1):
        if {"type": "done"} in s.legal(seat):
            sc.act(s, seat, type="done")
    sc.combat_between(s, {0: sc.EMBER, 1: sc.VESK}, attacker=1, target=sc.EMBER)
    return s


def exchange(s: Session, ember: str | None, vesk: str | None) -> None:
    """One combat round: each plays the named card (or nothing); on to the between step."""
    cards: dict[int, list[tuple[str, str]]] = {}
    if ember:
        cards[0] = [(sc.EMBER, sc.card_in_hand(s, 0, ember))]
    if vesk:
        cards[1] = [(sc.VESK, sc.card_in_hand(s, 1, vesk))]
    sc.play_round(s, cards)
    sc.settle(s, lambda st: st.combat is None or st.combat.step == "between")


def in_sept_hand(s: Session, seat: int, card_id: str) -> str:
    return next(i for i in s.state.players[seat].hand if f".{card_id}." in i)


def plays_between_rounds(s: Session, seat: int, card_id: str) -> list[dict[str, Any]]:
    """Between two rounds, everyone else passing: `seat`'s plays of `card_id` once it has
    priority (announcing first, as an Offensive Effect must); [] if the window closes first."""
    card = in_sept_hand(s, seat, card_id)
    announced = False
    for _ in range(40):
        if s.state.combat is None or s.state.combat.step != "between":
            return []
        if seat in s.to_act():
            if not announced and {"type": "announce"} in s.legal(seat):
                s.apply(seat, {"type": "announce"})  # so that every target is offered
                announced = True
                continue
            found = [c for c in s.legal(seat) if c.get("card") == card]
            if found or announced:
                return found
        other = min(s.to_act())
        legal = s.legal(other)
        quiet = [c for c in legal if c["type"] in sc.QUIET or c["type"] == "decline"]
        s.apply(other, (quiet or legal)[0])
    raise AssertionError(f"the between-rounds window never closed: {s.state.combat}")


def attached(s: Session, iid: str) -> bool:
    return any(t.iid == iid for t in s.state.attached_to(sc.VESK) + s.state.attached_to(KEEPER))


# -- which creature holds a target card ------------------------------------------------------------
@scenario("c28-break-the-blade")
def _break_the_blade() -> None:
    """Vesk unwounded: his Hook is no target; once Ember's Raking Claws land, it is, and the
    Hook is cancelled (discarded)."""
    s = armed_duel(["c28-break-the-blade"], [])
    exchange(s, None, "quick-jab")
    assert sc.wounds(s, sc.VESK) == 0 and plays_between_rounds(s, 0, "c28-break-the-blade") == []
    s = armed_duel(["c28-break-the-blade"], [])
    exchange(s, "raking-claws", None)
    assert sc.wounds(s, sc.VESK) == 3
    (play,) = plays_between_rounds(s, 0, "c28-break-the-blade")
    assert play["target"] == HOOK
    s.apply(0, play)
    sc.settle(s, lambda st: not attached(s, HOOK) or st.combat is None)
    assert not attached(s, HOOK) and HOOK in s.state.players[1].sept_discard


@scenario("c28-turncoat-steel")
def _turncoat_steel() -> None:
    """Two Weapons in play: only the one a Black Spiral Dancer holds is offered."""
    s = armed_duel(["c28-turncoat-steel"], [], keeper=True)
    assert attached(s, KLAIVE) and attached(s, HOOK)
    exchange(s, "sidestep", "quick-jab")  # dodged: nobody is wounded
    plays = plays_between_rounds(s, 0, "c28-turncoat-steel")
    assert {p["target"] for p in plays} == {HOOK}
    s.apply(0, plays[0])
    sc.settle(s, lambda st: not attached(s, HOOK) or st.combat is None)
    assert not attached(s, HOOK) and attached(s, KLAIVE)


# -- one use a turn, counting every player's copies -------------------------------------------------
@scenario("c28-hunted-scent")
def _hunted_scent() -> None:
    """Ember's player hits Vesk with it; Vesk's player holds a copy too: Vesk is no longer a
    target of it this turn, whoever plays it, but Ember is."""
    s = armed_duel(["c28-hunted-scent"], ["c28-hunted-scent"])
    exchange(s, "sidestep", "quick-jab")
    plays = plays_between_rounds(s, 0, "c28-hunted-scent")
    s.apply(0, next(p for p in plays if p["target"] == sc.VESK))
    sc.settle(s, lambda st: sc.wounds(s, sc.VESK) == 1 or st.combat is None)
    assert sc.wounds(s, sc.VESK) == 1
    theirs = plays_between_rounds(s, 1, "c28-hunted-scent")
    assert {p["target"] for p in theirs} == {sc.EMBER}


@scenario("c28-shared-omen")
def _shared_omen() -> None:
    """Ember's player draws 2 with it; Vesk's player's copy may not be played this turn."""
    s = armed_duel(["c28-shared-omen"], ["c28-shared-omen"])
    exchange(s, "sidestep", "quick-jab")
    before = len(s.state.players[0].hand)
    (play,) = plays_between_rounds(s, 0, "c28-shared-omen")
    s.apply(0, play)
    sc.settle(s, lambda st: len(st.players[0].hand) != before or st.combat is None)
    assert len(s.state.players[0].hand) == before - 1 + 2
    assert plays_between_rounds(s, 1, "c28-shared-omen") == []
