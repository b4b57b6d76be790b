"""The rage-lv expert never advises a Rite that cannot complete before the turn limit ends
the game (issue 30, vlv6 #3: "Have Soot Runner perform Rite of Banked Embers: it completes in
2 turns …" on turn 3 of 3). A Rite performed on turn T works from turn T + its duration. One
that completes only on the last turn is not advised either (pl36b #2: Rite of Banked Embers
was the first hint of a 3-turn game, on turn 1: a single turn of +1 Health bought with two
turns of its performer out of the hunt); on turn 1 of 4 the 2-turn Rite works for two turns
and stays a move the expert may advise."""

from __future__ import annotations

from engine.games.rage_lv.expert import unwise
from engine.games.rage_lv.state import card_of
from tests.engine.bot_moments import assert_never_hinted, heuristic_at

OPTIONS = {"turn_limit": 3, "packs": ["ashen-wind", "stone-choir"]}


def _rites(session) -> list[dict]:
    return [
        c
        for c in session.legal(0)
        if c["type"] == "play" and c.get("on") and card_of(c["card"]).type == "rite"
    ]


def _never_hinted_at(commands: int, turn: int) -> None:
    """At seat 0's Main Phase on `turn` of seed 21, no Rite is advised, or ever the hint."""
    session = heuristic_at("rage-lv", 2, 21, commands, OPTIONS)
    view = session.view(0)
    assert (view["phase"], view["turn"]) == ("main", turn)
    rites = _rites(session)
    assert rites, "no Rite to perform at this moment"
    assert all(unwise(view, c, 0) for c in rites), "a Rite too late to be worth it is advised"
    assert_never_hinted(session, 0, rites)


def test_a_rite_too_late_for_the_turn_limit_is_never_the_hint() -> None:
    _never_hinted_at(138, 3)  # seed 21 of 2-seat heuristic games, 3 turns: turn 3


def test_a_rite_that_works_only_on_the_last_turn_is_never_the_hint() -> None:
    _never_hinted_at(0, 1)  # turn 1 of 3: it would complete on turn 3, the last


def test_a_rite_that_completes_in_time_may_be_advised() -> None:
    session = heuristic_at("rage-lv", 2, 21, 0, {**OPTIONS, "turn_limit": 4})
    view = session.view(0)
    assert (view["phase"], view["turn"]) == ("main", 1)
    rites = _rites(session)
    assert rites and not any(unwise(view, c, 0) for c in rites)
