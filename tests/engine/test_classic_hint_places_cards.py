"""Hint teaches placing cards in the Resource Phase (issue 30, a 4-seat 1995 game by mouse at
1280x720: Hint said "Done" while the bots placed cards face down, so following the hints never
taught placing). The search's rollouts to the turn's end tried each move once and barely saw a
card placed: their noise chose Done over an Ally worth playing. Done ends the placing for the
turn, so Hint now places while the heuristic finds a card worth placing, and says which card,
where and why; Done only when nothing worth it is left."""

from __future__ import annotations

import random

import pytest

from engine.ai.hints import hint
from engine.core.play import make_bots
from engine.core.session import Session

PACKS = ["silver-wake", "ashfall-spiral", "thornwood-kin", "grey-ledger"]
NAMES = ["Ada", "Bruno", "Cy", "Dee"]


def _resource_phase() -> Session:
    """Four Normal bots (seed 2) to turn 1's Resource Phase, Ada holding Kinfolk Ranger (an
    Ally) and Mother's Balm with Old Ridge Lands placed already."""
    session = Session.new("rage-classic", 4, seed=2, options={"packs": PACKS}, names=NAMES)
    bots, rng = make_bots(session, ["normal"] * 4), random.Random(2)
    for _ in range(24):
        seat = min(session.to_act())
        session.apply(seat, bots[seat].choose(session.view(seat), session.legal(seat), rng))
    assert session.to_act() == {0} or 0 in session.to_act()
    return session


@pytest.mark.parametrize("seed", range(5))
def test_hint_places_an_ally_rather_than_say_done(seed: int) -> None:
    session = _resource_phase()
    legal = session.legal(0)
    assert {c["type"] for c in legal} == {"stage", "done"}
    said = hint("rage-classic", session.view(0), legal, random.Random(seed), names=NAMES)
    assert said is not None
    assert said.command["type"] == "stage", said
    assert said.command["card"] == "0.kinfolk-ranger.1"
    assert said.reason.startswith("Recruit Kinfolk Ranger with "), said.reason  # which, where, why


def test_hint_says_done_once_nothing_worth_placing_is_left() -> None:
    session = _resource_phase()
    place = next(c for c in session.legal(0) if c["type"] == "stage")
    session.apply(0, place)
    legal = session.legal(0)
    assert {c["type"] for c in legal} == {"done"}  # Mother's Balm is no card to place
    said = hint("rage-classic", session.view(0), legal, random.Random(0), names=NAMES)
    assert said is not None and said.command == {"type": "done"}
