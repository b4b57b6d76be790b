"""rage-lv refusals name players as the table does (issue 30): "First answer the question in
front of you: name the target of Moot of Veiled Paths. Answer with Seat 1, Seat 3 or Seat
2." The rules do not know the players' names, so a refusal that names players carries how
to say it with names (`Illegal.naming`), and the session, the table's runner and a lesson
ask it with theirs."""

from __future__ import annotations

import random

import pytest

from engine.core.errors import Illegal
from engine.core.play import bot_turn, make_bots
from engine.core.session import Session
from engine.i18n import using

NAMES = ["Ada", "Bruno", "Cai"]
PASS = {"type": "pass"}


def _aiming() -> Session:
    """Seed 2 of 3-seat heuristic games, 36 commands in: Cai (seat 2) must name the target of
    Moot of Veiled Paths, a player."""
    session = Session.new("rage-lv", 3, 2, names=NAMES)
    bots = make_bots(session, ["heuristic"] * 3)
    rng = random.Random(2)
    for _ in range(36):
        assert bot_turn(session, bots, rng)
    assert session.state.prompts[0]["kind"] == "moot-target"
    return session


def test_a_refusal_names_the_players_it_offers():
    session = _aiming()
    with pytest.raises(Illegal) as refused:
        session.apply(2, PASS)
    assert refused.value.message.endswith("Answer with Ada, Cai or Bruno."), refused.value.message
    with using("pt-BR"), pytest.raises(Illegal) as refused:
        session.apply(2, PASS)
    assert refused.value.message.endswith("Responda com Ada, Cai ou Bruno."), refused.value.message


def test_without_names_the_rules_say_seat_n():
    session = _aiming()
    with pytest.raises(Illegal) as refused:
        session.ruleset.decide(session.state, 2, PASS, random.Random(0))
    assert refused.value.message.endswith("Answer with Seat 1, Seat 3 or Seat 2.")
    assert refused.value.named(NAMES).message.endswith("Answer with Ada, Cai or Bruno.")
