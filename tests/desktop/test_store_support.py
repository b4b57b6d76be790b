"""Helpers shared by the store tests (a module, not a conftest, to stay within our files)."""

from __future__ import annotations

import random
from typing import Any

from engine.core.session import Session
from tests.engine.toy import Toy, ToyState


class LongToy(Toy):
    """The toy game with no end in sight, so a process can be killed in the middle of it."""

    id = "toy-long"

    def is_over(self, state: ToyState) -> bool:
        return state.moves >= 1_000_000


LONG_TOY = LongToy()


def drive(session: Session, chooser: random.Random, steps: int) -> None:
    """Play `steps` commands, each a `chooser` pick among the legal ones (deterministic)."""
    for _ in range(steps):
        seat = min(session.to_act())
        session.apply(seat, chooser.choice(session.legal(seat)))


def replay_of(ruleset: Any, seed: int, steps: int, seats: int = 2) -> Session:
    """An independent game from the same seed and command choices."""
    session = Session.new(ruleset, seats, seed)
    drive(session, random.Random(seed), steps)
    return session


def test_drive_is_deterministic() -> None:
    first = replay_of(LONG_TOY, 7, 30)
    second = replay_of(LONG_TOY, 7, 30)
    assert first.entries == second.entries and first.state == second.state
