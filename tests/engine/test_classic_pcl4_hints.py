"""Hint (the expert and its words) at moments of issue 30's newcomer game (4 seats, English;
tests/engine/classic_pcl4_game.py), where its advice cost the player: it must not advise a
play the rules make illegal, a card with nothing to work on, a step-in against a stronger
attacker, a card that only moves a creature between the worlds where that helps nothing, a
redraw of the only healing card, or another round with no Combat Action to play; and its
reasons say why (the fighters' numbers, what a Territory left undefended loses)."""

from __future__ import annotations

import copy
import random
from typing import Any

import pytest

from engine.games.rage_classic.expert import make_expert
from engine.games.rage_classic.hints import reason
from engine.i18n import using
from tests.engine.classic_pcl4_game import COMMANDS, NAMES, session

#: turn 1, round 4: Little Ember (Rage 2) holds False Opening (Rage 3, cannot be bluffed) and
#: Stand Together (a Combat Event): both illegal face down
ILLEGAL = 149
#: turn 1: Vesk Hollowjaw (Rage 7) attacks River Kin; Little Ember may step in
STEP_IN = 104
#: turn 1, Redraw: Keeper Ashgrove, back from the Umbra, may play the second Slip the Veil
SLIP_BACK = 22
#: turn 3: Keeper Ashgrove fights alone; Shield-Brother or Second Wind
SHIELD = 611
#: turn 3, Redraw: Mother's Balm is the only healing card, Keeper Ashgrove is wounded
REDRAW = 440
#: turn 3: Keeper Ashgrove attacks Ysolde Amberclaw holding only Combat Events
EMPTY = 567
#: turn 2: Compliance Fomor attacks Old Ridge Lands; Keeper Ashgrove may defend it
DEFEND = 398


def advice(n: int) -> tuple[dict[str, Any], dict[str, Any]]:
    """The view and Hint's command for Player 1 after the game's first n commands."""
    s = session(n)
    view = s.view(0)
    return view, make_expert(0).choose(view, s.legal(0), random.Random(n))


def test_the_hint_never_advises_a_card_the_bluff_step_makes_illegal() -> None:
    view, chosen = advice(ILLEGAL)
    assert chosen.get("card") in (None, "null"), chosen  # a Null card, or Ready with none
    with using("en"):
        line = reason(view, {**COMMANDS[ILLEGAL][1], "card": "0.false-opening.1"}, None, NAMES)
    assert "as a bluff" not in line and "illegal" in line, line


def test_no_step_in_against_an_attacker_stronger_in_both() -> None:
    """Little Ember (Rage 4, Health 7) against Vesk Hollowjaw (Rage 7, Health 4): neither is
    the stronger in both, and the words say so; wounded to 3 it is outmatched, and Hint does
    not weigh stepping in at all."""
    assert COMMANDS[STEP_IN] == (0, {"creature": "0.little-ember", "type": "step-in"})
    s = session(STEP_IN)
    view = copy.deepcopy(s.view(0))
    (ember,) = [c for c in view["creatures"] if c["iid"] == "0.little-ember"]
    ember["wounds"] = ember["health"] - 3
    found = make_expert(0).analyse(view, s.legal(0), random.Random(STEP_IN))
    weighed = [c.command for c in found.candidates] if found is not None else []
    assert all(c["type"] != "step-in" for c in weighed), weighed


def test_no_second_slip_the_veil_back_to_where_it_began() -> None:
    _view, chosen = advice(SLIP_BACK)
    assert chosen == {"type": "pass"}, chosen


def test_no_shield_brother_for_a_creature_fighting_alone() -> None:
    _view, chosen = advice(SHIELD)
    assert chosen.get("card") != "0.shield-brother.1", chosen


def test_the_only_healing_card_is_not_redrawn_while_a_creature_is_wounded() -> None:
    _view, chosen = advice(REDRAW)
    assert chosen == {"type": "done"}, chosen


@pytest.mark.parametrize("language", ["en", "pt_BR"])
def test_no_other_round_with_no_combat_action_and_the_reason_says_why(language: str) -> None:
    view, chosen = advice(EMPTY)
    assert chosen["option"] == "withdraw", chosen
    with using(language):
        stay = reason(view, {**chosen, "option": "fight-on"}, None, NAMES)
        leave = reason(view, chosen, None, NAMES)
    assert "best option" not in stay and "melhor opção" not in stay, stay
    assert "Keeper Ashgrove" in stay and "Ysolde Amberclaw" in stay, stay
    assert {"en": "no Combat Action", "pt_BR": "nenhuma Ação de Combate"}[language] in stay, stay
    assert "Ysolde Amberclaw" in leave, leave


@pytest.mark.parametrize("language", ["en", "pt_BR"])
def test_defending_a_territory_says_what_is_lost(language: str) -> None:
    s = session(DEFEND)
    view = s.view(0)
    with using(language):
        lines = [reason(view, c, None, NAMES) for c in s.legal(0)]
    for line in lines:
        assert "Old Ridge Lands" in line and "Compliance Fomor" in line, line
        assert {"en": "destroyed", "pt_BR": "destruíd"}[language] in line, line


@pytest.mark.parametrize("language", ["en", "pt_BR"])
def test_a_step_in_says_both_fighters_numbers(language: str) -> None:
    s = session(STEP_IN)
    with using(language):
        line = reason(s.view(0), {"type": "step-in", "creature": "0.little-ember"}, None, NAMES)
    assert "win this fight" not in line and "Vesk Hollowjaw" in line and "7" in line, line


#: turn 2: Player 1 may announce an Offensive Effect (Ghost of King Ashbrand, a Unique card)
ANNOUNCE = 293


@pytest.mark.parametrize("language", ["en", "pt_BR"])
def test_an_announcement_names_its_card_to_the_one_who_announces(language: str) -> None:
    s = session(ANNOUNCE)
    assert {"type": "announce"} in s.legal(0)
    with using(language):
        line = reason(s.view(0), {"type": "announce"}, None, NAMES)
    assert "Ghost of King Ashbrand" in line and "Keeper Ashgrove" in line, line
    assert {"en": "Unique", "pt_BR": "Única"}[language] in line, line


#: turn 1, round 1: Little Ember, stepped in against Vesk Hollowjaw, holds Combat Actions
FIRST_ROUND = 122


def test_no_ready_with_no_card_for_a_fighter_that_holds_blows() -> None:
    s = session(FIRST_ROUND)
    legal = s.legal(0)
    assert {"type": "ready"} in legal
    found = make_expert(0).analyse(s.view(0), legal, random.Random(FIRST_ROUND))
    weighed = [c.command for c in found.candidates] if found is not None else []
    assert weighed and {"type": "ready"} not in weighed, weighed
