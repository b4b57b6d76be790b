"""rage-classic Hint reasons a 1995 newcomer play found vague (issue 30, pl35 #11, pl34a 2f),
each at a moment of a heuristic bot game, in English and Portuguese:

(a) "Call the Junta Gathering at the Ridge: the vote can go your way." and its vote hint hid
that its 2 VP took the caller from 8 to the VP goal and won the game; (b) "Discard Brace and
Hold: it is the card you will miss least." hid that another defence is kept, and "Aim it at
Ysolde Amberclaw: that is where it does the most." gave no reason; (c) with two fighters of
the player's in the round, the Hint named one card and said nothing of the other fighter."""

from __future__ import annotations

from typing import Any

from engine.games.rage_classic.hints import reason
from engine.i18n import using
from tests.engine.bot_moments import heuristic_at

NAMES = ["Ada", "Bruno", "Cai"]
CALL = {"type": "call", "card": "0.ridge-moot.1", "by": "0.keeper-ashgrove", "target": None}


def _both(view: dict[str, Any], command: dict[str, Any]) -> tuple[str, str]:
    english = reason(view, command, None, NAMES)
    with using("pt-BR"):
        return english, reason(view, command, None, NAMES)


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


def test_a_discarded_defence_names_the_defence_kept() -> None:
    """Seed 0 of 2-seat heuristic games, 22 commands in: the Redraw, Ada holding Brace and
    Hold and Curl and Cover."""
    session = heuristic_at("rage-classic", 2, 0, 22)
    brace = {"type": "discard", "card": "0.brace-and-hold.1"}
    assert brace in session.legal(0)
    english, portuguese = _both(session.view(0), brace)
    assert english == (
        "Discard Brace and Hold: you keep Curl and Cover to defend with, and one defence is "
        "enough to weather a blow; the room goes to cards that hurt."
    ), english
    assert "Curl and Cover" in portuguese and "defesa" in portuguese, portuguese


def test_an_aim_says_why_that_target() -> None:
    """Seed 0 of 3-seat heuristic games: at 97 commands Bruno aims Blinding Spray at Ysolde
    Amberclaw (6 VP) or Master Lien; at 573, Cornered Bite at Keeper Ashgrove or at a
    Moss-Back Gaffling with 2 Health left."""
    session = heuristic_at("rage-classic", 3, 0, 97)
    ysolde = {"type": "aim", "index": 0, "target": "2.ysolde-amberclaw"}
    assert ysolde in session.legal(1)
    english, portuguese = _both(session.view(1), ysolde)
    assert english == (
        "Aim Blinding Spray at Ysolde Amberclaw: worth 6 VP, it is the biggest prize of the foes."
    ), english
    assert "6 PV" in portuguese, portuguese
    session = heuristic_at("rage-classic", 3, 0, 573)
    gaffling = {"type": "aim", "index": 2, "target": "0.moss-spirit.1"}
    assert gaffling in session.legal(1)
    english, portuguese = _both(session.view(1), gaffling)
    assert english == (
        "Aim Cornered Bite at Moss-Back Gaffling: with Health 2 left, its 2 damage kills it if "
        "it lands."
    ), english
    assert "Saúde restante 2" in portuguese, portuguese


def test_a_card_for_one_of_two_fighters_names_the_other() -> None:
    """Seed 0 of 2-seat heuristic games, 100 commands in: Bruno places cards for Twist-of-Smoke
    and Pit Hound in the same round."""
    session = heuristic_at("rage-classic", 2, 0, 100)
    spray = {"type": "assign", "creature": "1.twist-of-smoke", "card": "1.blinding-spray.1"}
    assert spray in session.legal(1)
    english, portuguese = _both(session.view(1), spray)
    assert english == (
        "Play Blinding Spray: 1 damage if it lands. This card is for Twist-of-Smoke; Pit Hound "
        "can place a card of its own this round too."
    ), english
    assert "Twist-of-Smoke" in portuguese and "Pit Hound" in portuguese, portuguese
