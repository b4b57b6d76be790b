"""rage-lv log (issue 30, seen at 4 seats): a seat's pack killing prey the same seat played
(another seat fought for the Enemy) read "Ana Beatriz scores Ana Beatriz's Pallid Drone". The
killer's pack scores it (seed 000); the line now says so once: "Ana Beatriz scores their own
Pallid Drone". Both languages."""

from __future__ import annotations

from engine.core.registry import get_ruleset
from engine.i18n import using

NAMES = ["Ana Beatriz", "Bruno", "Cy", "Dana"]
TWINS = {"packs": ["ashen-wind", "ashen-wind", "ashen-wind", "ashen-wind"]}


def _kill(char: str, to: int) -> dict:
    return {"type": "kill", "char": char, "to": to, "by": f"{to}.cinder-howl"}


def test_a_seat_scoring_its_own_prey_is_named_once() -> None:
    rules = get_ruleset("rage-lv")
    shared = rules.shared_names(TWINS, 4)
    own = _kill("0.pallid-drone.1", 0)
    assert rules.describe(own, 2, NAMES, shared) == "Ana Beatriz scores their own Pallid Drone."
    with using("pt-BR"):
        assert rules.describe(own, 2, NAMES, shared) == (
            "Ana Beatriz marca seu próprio Pallid Drone."
        )


def test_a_seat_scoring_anothers_prey_still_says_whose() -> None:
    rules = get_ruleset("rage-lv")
    shared = rules.shared_names(TWINS, 4)
    line = rules.describe(_kill("1.pallid-drone.1", 0), 2, NAMES, shared)
    assert line == "Ana Beatriz scores Bruno's Pallid Drone."


def test_a_name_without_its_owner_keeps_the_plain_line() -> None:
    """Where no other pack has the card, the name carries no owner and the line stays plain
    ("Ann scores Rust-Maw Hulk.", as test_rage_lv_describe reads a 2-seat hunt)."""
    rules = get_ruleset("rage-lv")
    line = rules.describe(_kill("0.pallid-drone.1", 0), 2, NAMES, frozenset())
    assert line == "Ana Beatriz scores Pallid Drone."
