"""rage-classic log lines that named too little (issue 30): a reversal said "An attack is
reversed." and named neither the card, who turned it nor onto whom (seed 001, "Dodges,
Blocks and reversals": a reversal "causes the victim to attack himself")."""

from __future__ import annotations

from engine.core.registry import get_ruleset
from engine.core.session import Session
from engine.i18n import using
from tests.engine.test_rage_classic_scenarios import defended

NAMES = ["Player 1", "Bruno"]


def log(session: Session, seat: int = 0) -> list[str]:
    ruleset = get_ruleset("rage-classic")
    said = (ruleset.describe(e, seat, NAMES) for entry in session.entries for e in entry["events"])
    return [line for line in said if line]


def test_a_reversal_names_its_card_who_turned_it_and_onto_whom() -> None:
    """Little Ember's Turn the Blow sends Vesk's Raking Claws back at Vesk."""
    session = defended("turn-the-blow", "raking-claws")
    want = (
        "Little Ember's Turn the Blow turns Vesk Hollowjaw's Raking Claws back onto Vesk Hollowjaw."
    )
    assert want in log(session), [line for line in log(session) if "back" in line]
    with using("pt-BR"):
        lines = log(session, 1)
    want = "Turn the Blow de Little Ember devolve Raking Claws de Vesk Hollowjaw contra Vesk Hollowjaw."
    assert want in lines, [line for line in lines if "Raking" in line]
