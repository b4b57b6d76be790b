"""rage-lv log (issue 30, seen at 4 seats): a seat's pack killing prey the same seat played
(another seat fought for the Enemy) read "Ana Beatriz scores Ana Beatriz's Pallid Drone", then
"their own Pallid Drone", and its wounds "Player 1's Pallid Drone takes 1 wound": a newcomer
read it as hurting their own card. An Enemy or Victim is no player's (seed 000: it is in the
Hunting Grounds for all to hunt; the killer's pack scores it); where its name needs telling
apart the log says who played it, in the same words everywhere. Both languages."""

from __future__ import annotations

from engine.core.registry import get_ruleset
from engine.i18n import using

NAMES = ["Ana Beatriz", "Bruno", "Cy", "Dana"]
TWINS = {"packs": ["ashen-wind", "ashen-wind", "ashen-wind", "ashen-wind"]}


def _kill(char: str, to: int) -> dict:
    return {"type": "kill", "char": char, "to": to, "by": f"{to}.cinder-howl"}


def test_prey_a_seat_played_is_said_as_played_by_it_not_as_its_own() -> None:
    rules = get_ruleset("rage-lv")
    shared = rules.shared_names(TWINS, 4)
    own = _kill("0.pallid-drone.1", 0)
    assert rules.describe(own, 2, NAMES, shared) == (
        "Pallid Drone (played by Ana Beatriz) goes to Ana Beatriz's Victory Pile."
    )
    wound = {"type": "wound", "char": "0.pallid-drone.1", "amount": 1}
    assert rules.describe(wound, 2, NAMES, shared) == (
        "Pallid Drone (played by Ana Beatriz) takes 1 wound."
    )
    hunt = {"type": "combat", "hunter": "0.cinder-howl", "prey": "0.pallid-drone.1"}
    assert rules.describe(hunt, 2, NAMES, shared) == (
        "Combat! Ana Beatriz's Cinder Howl hunts Pallid Drone (played by Ana Beatriz)."
    )
    with using("pt-BR"):
        assert rules.describe(own, 2, NAMES, shared) == (
            "Pallid Drone (jogado por Ana Beatriz) vai para a Pilha de Vitória de Ana Beatriz."
        )


def test_a_seat_scoring_anothers_prey_still_says_who_played_it() -> None:
    rules = get_ruleset("rage-lv")
    shared = rules.shared_names(TWINS, 4)
    line = rules.describe(_kill("1.pallid-drone.1", 0), 2, NAMES, shared)
    assert line == "Pallid Drone (played by Bruno) goes to Ana Beatriz's Victory Pile."


def test_a_name_without_its_owner_keeps_the_plain_line() -> None:
    """Where no other pack has the card, the name carries no owner and the line stays plain
    ("Rust-Maw Hulk goes to Ann's Victory Pile.", as test_rage_lv_describe reads a 2-seat
    hunt). vfin #15: "Ada scores Pallid Drone (played by Ada)" read as scoring one's own card:
    the kill now says seed 000's words, the killer's pack's Victory Pile."""
    rules = get_ruleset("rage-lv")
    line = rules.describe(_kill("0.pallid-drone.1", 0), 2, NAMES, frozenset())
    assert line == "Pallid Drone goes to Ana Beatriz's Victory Pile."
