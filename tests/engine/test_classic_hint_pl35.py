"""rage-classic Hint reasons a 1995 newcomer play found vague (issue 30, pl35 #11, pl34a 2f),
each at a moment of a heuristic bot game, in English and Portuguese:

(a) "Call the Junta Gathering at the Ridge: the vote can go your way." and its vote hint hid
that its 2 VP took the caller from 8 to the VP goal and won the game; (b) "Discard Brace and
Hold: it is the card you will miss least." hid that another defence is kept, and "Aim it at
Ysolde Amberclaw: that is where it does the most." gave no reason; (c) with two fighters of
the player's in the round, the Hint named one card and said nothing of the other fighter."""

from __future__ import annotations

from typing import Any

import pytest

from engine.games.rage_classic.hints import reason
from engine.i18n import using
from tests.engine.bot_moments import heuristic_at

NAMES = ["Ada", "Bruno", "Cai"]
CALL = {"type": "call", "card": "0.ridge-moot.1", "by": "0.keeper-ashgrove", "target": None}


def _both(view: dict[str, Any], command: dict[str, Any]) -> tuple[str, str]:
    english = reason(view, command, None, NAMES)
    with using("pt-BR"):
        return english, reason(view, command, None, NAMES)


def _said(
    seats: int, seed: int, commands: int, seat: int, command: dict[str, Any]
) -> tuple[str, str]:
    """The Hint's why for `command`, legal for `seat` at that moment of a bot game."""
    session = heuristic_at("rage-classic", seats, seed, commands)
    assert command in session.legal(seat)
    return _both(session.view(seat), command)


def _near_the_goal(view: dict[str, Any], seat: int) -> dict[str, Any]:
    """The view with `seat` 2 VP short of the VP goal (a hint reads the view alone)."""
    for player in view["players"]:
        if player["seat"] == seat:
            player["vp"] = view["renown_level"] - 2
    return view


def test_calling_a_junta_that_reaches_the_goal_says_it_wins() -> None:
    """Seed 0 of 3-seat heuristic games, 37 commands in: Ada may call Gathering at the Ridge
    (+2 VP to its caller)."""
    session = heuristic_at("rage-classic", 3, 0, 37)
    assert CALL in session.legal(0)
    view = session.view(0)
    english, _pt = _both(view, CALL)
    assert "win" not in english, english
    english, portuguese = _both(_near_the_goal(view, 0), CALL)
    assert english == (
        "Call the Junta Gathering at the Ridge: the vote can go your way. If it passes, its 2 "
        "VP take you from 18 to 20, at the VP goal of 20: you win when this turn's Combat "
        "Phase ends, unless a rival ends it with more."
    ), english
    assert "de 18 para 20" in portuguese and "você vence" in portuguese, portuguese


def test_a_vote_on_a_junta_that_reaches_the_goal_says_who_wins() -> None:
    """49 commands in: Ada (the caller) and Cai both vote on it."""
    session = heuristic_at("rage-classic", 3, 0, 49)
    mine = {"type": "vote", "creature": "0.keeper-ashgrove", "side": "yes"}
    theirs = {"type": "vote", "creature": "2.ysolde-amberclaw", "side": "no"}
    assert mine in session.legal(0) and theirs in session.legal(2)
    english, portuguese = _both(_near_the_goal(session.view(0), 0), mine)
    assert english.endswith(
        "you win when this turn's Combat Phase ends, unless a rival ends it with more."
    ), english
    assert "você vence" in portuguese, portuguese
    english, portuguese = _both(_near_the_goal(session.view(2), 0), theirs)
    assert "its 2 VP take Ada from 18 to 20, at the VP goal of 20: Ada wins" in english, english
    assert "Ada vence" in portuguese, portuguese


#: (seats, seed, commands in, seat, command, the English why, words of the Portuguese one)
#: Seed 0, 2 seats, 22 in: the Redraw, Ada holding Brace and Hold and Curl and Cover. 3 seats,
#: 97 and 573 in: Bruno aims Blinding Spray at Ysolde Amberclaw (6 VP) or Master Lien, then
#: Cornered Bite at Keeper Ashgrove or a Moss-Back Gaffling with 2 Health left. 2 seats, 100
#: in: Bruno places cards for Twist-of-Smoke and Pit Hound in the same round.
SAID = [
    (
        (2, 0, 22, 0, {"type": "discard", "card": "0.brace-and-hold.1"}),
        "Discard Brace and Hold: you keep Curl and Cover to defend with, and one defence is "
        "enough to weather a blow; the room goes to cards that hurt.",
        ("Curl and Cover", "defesa"),
    ),
    (
        (3, 0, 97, 1, {"type": "aim", "index": 0, "target": "2.ysolde-amberclaw"}),
        "Aim Blinding Spray at Ysolde Amberclaw: worth 6 VP, it is the biggest prize of the foes.",
        ("6 PV",),
    ),
    (
        (3, 0, 573, 1, {"type": "aim", "index": 2, "target": "0.moss-spirit.1"}),
        "Aim Cornered Bite at Moss-Back Gaffling: with Health 2 left, its 2 damage kills it if "
        "it lands.",
        ("Saúde restante 2",),
    ),
    (
        (
            2,
            0,
            100,
            1,
            {"type": "assign", "creature": "1.twist-of-smoke", "card": "1.blinding-spray.1"},
        ),
        # what its damage does in this fight, not only the card's numbers (issue 30)
        "Play Blinding Spray: if its 1 damage lands on Keeper Ashgrove (Health 6 left, 8 once a "
        "wound turns it Crinos), then the opposing creature plays its Combat cards at random "
        "for the next 2 rounds of this combat. This card is for Twist-of-Smoke; Pit Hound can "
        "place a card of its own this round too.",
        ("Esta carta é para Twist-of-Smoke", "Pit Hound também pode"),
    ),
]


@pytest.mark.parametrize(("moment", "english", "words"), SAID)
def test_a_discard_an_aim_and_a_card_for_one_of_two_fighters_say_why(
    moment: tuple[int, int, int, int, dict[str, Any]], english: str, words: tuple[str, ...]
) -> None:
    """A discarded defence names the one kept; an aim, why that target (most VP, a kill); a
    card for one of two fighters, which one, and that the other places its own."""
    said, portuguese = _said(*moment)
    assert said == english, said
    assert all(w in portuguese for w in words), portuguese
