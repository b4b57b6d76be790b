"""rage-classic log lines and views that said too little (issue 30): a reversal said "An
attack is reversed." and named neither the card, who turned it nor onto whom (seed 001,
"Dodges, Blocks and reversals": a reversal "causes the victim to attack himself"); a False
Opening with no card played after it read "resolved → Director Vane" (seed 001, "Feinting":
its only use is the card its user plays after the reveal)."""

from __future__ import annotations

from engine.core.registry import get_ruleset
from engine.core.session import Session
from engine.i18n import using
from tests.engine.test_rage_classic_scenarios import (
    EMBER,
    VESK,
    VESK_HAND,
    act,
    card_in_hand,
    defended,
    ember_vs_vesk,
)

NAMES = ["Player 1", "Bruno"]


def log(session: Session, seat: int = 0) -> list[str]:
    """The log as the table says it: a card both packs hold is named with its owner."""
    ruleset = get_ruleset("rage-classic")
    shared = ruleset.shared_names(session.state.options, 2)
    said = (
        ruleset.describe(e, seat, NAMES, shared)
        for entry in session.entries
        for e in entry["events"]
    )
    return [line for line in said if line]


def test_a_reversal_names_its_card_who_turned_it_and_onto_whom() -> None:
    """Little Ember's Turn the Blow sends Vesk's Raking Claws back at Vesk; both packs hold
    both cards, so each is named with its owner, as on the table."""
    session = defended("turn-the-blow", "raking-claws")
    want = (
        "Player 1's Turn the Blow, played for Little Ember, turns Bruno's Raking Claws back onto "
        "Vesk Hollowjaw, who played it."
    )
    assert want in log(session), [line for line in log(session) if "back" in line]
    with using("pt-BR"):
        lines = log(session, 1)
    want = (
        "Turn the Blow de Player 1, jogada por Little Ember, devolve Raking Claws de Bruno "
        "contra Vesk Hollowjaw, que a jogou."
    )
    assert want in lines, [line for line in lines if "Raking" in line]


def feinted(follow_up: bool) -> tuple[Session, int]:
    """Ember plays False Opening against Vesk's Quick Jab; after the reveal she plays Raking
    Claws behind it (`follow_up`) or nothing. Returns the session and the False Opening's index."""
    feinting = ["false-opening", "raking-claws", "quick-jab", "sidestep", "shoulder-slam"]
    session = ember_vs_vesk(feinting, VESK_HAND)
    act(session, 0, type="assign", creature=EMBER, card=card_in_hand(session, 0, "false-opening"))
    act(session, 1, type="assign", creature=VESK, card=card_in_hand(session, 1, "quick-jab"))
    index = len(session.state.fighting().plays) - 2
    act(session, 0, type="ready")
    act(session, 1, type="ready")
    assert session.state.fighting().step == "feint"
    if follow_up:
        act(
            session, 0, type="assign", creature=EMBER, card=card_in_hand(session, 0, "raking-claws")
        )
    for seat in sorted(session.to_act()):
        if {"type": "ready"} in session.legal(seat):
            session.apply(seat, {"type": "ready"})
    return session, index


def test_a_feint_with_nothing_after_it_says_it_had_no_effect_and_why() -> None:
    session, index = feinted(follow_up=False)
    play = session.view(0)["combat"]["plays"][index]
    assert (play["status"], play["target"]) == ("no-effect", None), play
    want = (
        "Player 1's False Opening, played for Little Ember, has no effect: no card was played "
        "after it, and a feint's only use is the one card its user may play once the others' "
        "cards are revealed."
    )
    assert want in log(session), [line for line in log(session) if "False Opening" in line]
    with using("pt-BR"):
        lines = [line for line in log(session, 1) if "False Opening" in line and "efeito" in line]
    assert lines and "Little Ember" in lines[0], lines


def test_a_feint_with_a_card_after_it_resolves() -> None:
    session, index = feinted(follow_up=True)
    assert session.view(0)["combat"]["plays"][index]["status"] == "resolved"
    assert session.state.creatures[VESK].wounds == 3
    assert not [line for line in log(session) if "no effect" in line]
