"""The rage-lv Hint says the damage a Combat card will do, its fighter's bonuses counted as
the round's result line counts them (issue 30, seen in a real window: "Play Pounce: 3 damage
for 2 Rage" where the round then read "Pounce (5 dmg: 3 +1 Obsidian Knuckles +1 Cinder
Howl)", and "Play Feint and Dodge: 2 damage" where 4 would kill a Static Wraith with Health 3).
Seed 1 of 2-seat heuristic games, 158 commands in: seat 0's Cinder Howl (Obsidian Knuckles,
and its own +1 Damage for the combat) attacks a Pallid Drone with 1 Health left, whose fighter
holds 5 Combat cards. Both languages."""

from __future__ import annotations

from engine.games.rage_lv.expert import unwise
from engine.games.rage_lv.hints import reason
from engine.i18n import using
from tests.engine.bot_moments import heuristic_at

POUNCE = {"type": "combat-card", "card": "0.pounce.1"}


def _attacking():
    session = heuristic_at("rage-lv", 2, 1, 158)
    view = session.view(0)
    assert view["combat"]["step"] == "attack"
    assert POUNCE in session.legal(0)
    return view


def test_an_attack_says_the_damage_it_will_do_and_why() -> None:
    line = reason(_attacking(), POUNCE, None)
    assert line.startswith(
        "Play Pounce: 5 damage for 2 Rage. Damage: 3 on the card +1 Obsidian Knuckles +1 "
        "Cinder Howl."
    ), line
    assert (
        "Pallid Drone has 1 Health left: this kills it unless a block of 5 or more saves it."
        in (line)
    ), line


def test_the_damage_said_in_portuguese() -> None:
    with using("pt-BR"):
        line = reason(_attacking(), POUNCE, None)
    assert line.startswith(
        "Jogue Pounce: 5 de dano por 2 de Fúria. Dano: 3 na carta +1 Obsidian Knuckles +1 "
        "Cinder Howl."
    ), line
    assert "isto o mata, a menos que um bloqueio de 5 ou mais o salve" in line, line


def _scorch_at(seed: int, commands: int) -> tuple[dict, dict]:
    session = heuristic_at("rage-lv", 2, seed, commands)
    view = session.view(0)
    scorch = {"type": "combat-card", "card": "0.scorch.1"}
    assert view["combat"]["step"] == "attack" and scorch in session.legal(0)
    return view, scorch


def test_a_blow_that_kills_with_its_bonuses_is_not_ruled_out_as_weaker() -> None:
    """Seed 2, 192 commands in: Scorch (2, counted 4) kills a Pallid Drone with 3 Health left
    as Pounce does; the expert ruled it out by its face, as if only Pounce's 3 killed."""
    view, scorch = _scorch_at(2, 192)
    assert not unwise(view, scorch, 0)


def test_a_blow_that_falls_short_with_its_bonuses_is_ruled_out() -> None:
    """Seed 7, 317 commands in: against a Rust Maw with 5 Health left Scorch counts 4 and
    Pounce 5; Pounce's face (3) hid that it kills."""
    view, scorch = _scorch_at(7, 317)
    assert unwise(view, scorch, 0)
