"""A 1995 hint to play a card says "Play X" once: "Play Blood Fury: play in combat: This
creature…" repeated the card's own timing lead, with a capital after the colon (playcl7, a
4-seat game by keyboard in a real window). Both languages."""

from __future__ import annotations

import pytest

from engine.games.rage_classic.cards import POOL
from engine.games.rage_classic.hints import _reason
from engine.i18n import using

BLOOD_FURY = next(c for c in POOL.shipped().values() if c.name == "Blood Fury")
VIEW = {"creatures": [], "seat": 0}
COMMAND = {"type": "play", "card": f"0.{BLOOD_FURY.id}.1"}


@pytest.mark.parametrize(
    ("language", "expected"),
    [
        ("en", "Play Blood Fury: this creature goes into a Full Frenzy."),
        ("pt-BR", "esta criatura entra num Frenesi Total."),
    ],
)
def test_a_play_hint_names_the_play_once(language: str, expected: str) -> None:
    with using(language):
        line = _reason(VIEW, COMMAND, str)
    assert line.endswith(expected), line
    assert line.count(":") == 1, line
