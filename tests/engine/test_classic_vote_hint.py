"""rage-classic vote hints (issue 30): on the same Junta the hint said "Vote yes" at one ask
and "Vote no" at the next (the search's noise), and a rival's Council of Claws read "You draw
2 Sept cards" as if the newcomer would draw. The hint now takes the heuristic's side, the
same at every ask, and says whose gain the card's "you" is."""

from __future__ import annotations

import random

from engine.ai.hints import hint
from engine.ai.search import SearchSettings
from engine.core.session import Session
from engine.i18n import using
from tests.engine.bot_moments import heuristic_at

BUDGET = SearchSettings(rollouts=12, min_worlds=2, max_cpu_seconds=60, max_seconds=120)


def _voting() -> Session:
    """Seed 1 of 3-seat heuristic games, 52 commands in: seat 0 votes on seat 2's Council of
    Claws (on 081d602 the hint said yes, no, no, no, yes, no over six asks)."""
    return heuristic_at("rage-classic", 3, 1, 52)


def test_the_vote_hint_is_the_same_at_every_ask_and_says_whose_gain():
    session = _voting()
    view, legal = session.view(0), session.legal(0)
    junta = view["juntas"][view["junta_at"]]
    assert junta["iid"] == "2.council-of-claws.2" and {c["type"] for c in legal} == {"vote"}
    said = [hint("rage-classic", view, legal, random.Random(r), BUDGET) for r in range(6)]
    sides = [h.command["side"] for h in said if h is not None]
    assert sides == ["no"] * 6, sides
    assert (
        "Its card speaks for Seat 3, who called it, not for you: If this Junta passes: You draw 2 "
        "Sept cards." in said[0].reason
    ), said[0].reason
    names = ["Ada", "Bruno", "Cai"]
    with using("pt-BR"):
        line = hint("rage-classic", view, legal, random.Random(0), BUDGET, names=names)
    assert line is not None and "fala por Cai, que a convocou, não por você: " in line.reason, (
        line.reason
    )
