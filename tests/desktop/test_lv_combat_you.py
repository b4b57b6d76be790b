"""The phase bar calls the person here "You" in a combat as out of one (issue 30). Found
playing rage-lv by keyboard in Portuguese at 1280x720: out of a combat the bar said "Você
age", in one "Combate: Jogador 1 age", the player's own seat name as if another's."""

from __future__ import annotations

from desktop.screens.rage_lv import hud
from engine.i18n import using

NAMES = ["Player 1", "Ada", "Bruno", "Chloé"]


def test_the_combat_bar_says_you() -> None:
    view = {"phase": "alpha-actions", "to_act": [0], "combat": {"seats": [2, 0]}}
    assert hud.acting_line(view, NAMES, 0) == "Combat: You to act"
    assert hud.acting_line(view, NAMES, None) == "Combat: Player 1 to act"  # a spectator
    with using("pt_BR"):
        assert hud.acting_line(view, NAMES, 0) == "Combate: Você age"


def test_out_of_combat_the_bar_is_unchanged() -> None:
    view = {"phase": "main", "to_act": [0, 1], "combat": None}
    assert hud.acting_line(view, NAMES, 0) == "You, Ada to act"


def test_several_to_act_take_the_plural_verb() -> None:
    """Portuguese read "Você, Ada, Bruno age" (pl44b): several who act take "agem"."""
    view = {"phase": "main", "to_act": [0, 1, 2], "combat": None}
    with using("pt_BR"):
        assert hud.acting_line(view, NAMES, 0) == "Você, Ada, Bruno agem"
        assert hud.acting_line({**view, "to_act": [1]}, NAMES, 0) == "Ada age"
