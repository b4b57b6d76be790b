"""The 1995 fight's held end names a defender that killed its attacker as the one left
standing, not as escaped (pl36a #6: Eco Researcher attacked Twist-of-Smoke, Twist-of-Smoke
killed it, and the view said "Twist-of-Smoke: escaped"); the prey that left by Fade Away while
its hunter stood is still "escaped"."""

from __future__ import annotations

from desktop.screens.rage_classic.fight import fight_lines
from engine.i18n import using

NAMES = ["Ann", "Bob"]


def _over(attacker_alive: bool) -> dict:
    creatures = [{"iid": "1.twist-of-smoke", "pack": 1, "health": 4, "damage": []}]
    if attacker_alive:
        creatures.append({"iid": "0.keeper-ashgrove", "pack": 0, "health": 5, "damage": []})
    return {
        "combat": {"attacker": "0.keeper-ashgrove", "target": "1.twist-of-smoke",
                   "sides": [[], []], "plays": []},
        "creatures": creatures,
        "fight_over": "— Combat over",
    }  # fmt: skip


def _said(view: dict) -> list[str]:
    return [line for line, heading in fight_lines(view, NAMES) if not heading]


def test_the_defender_that_killed_its_attacker_survived():
    said = _said(_over(attacker_alive=False))
    assert "Twist-of-Smoke: survived" in said and "Keeper Ashgrove: killed" in said, said
    with using("pt-BR"):
        assert not any("escap" in line.lower() for line in _said(_over(attacker_alive=False)))


def test_the_prey_that_left_while_its_hunter_stood_escaped():
    assert "Twist-of-Smoke: escaped" in _said(_over(attacker_alive=True))
