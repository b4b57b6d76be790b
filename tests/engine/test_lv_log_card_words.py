"""rage-lv log lines that pasted a card's text or doubled a word (pl34b #12, a 4-seat game):
"Moot of Veiled Paths: If this Moot passes: Target player discards 2 cards from their Sept
hand." read the card aloud instead of saying who discards; "calls the Moot Moot of Still
Water" said "Moot" twice. Both languages."""

from __future__ import annotations

import random

from engine.core.play import bot_turn, make_bots
from engine.core.registry import get_ruleset
from engine.core.session import Session
from engine.i18n import using

NAMES = ["Ann", "Ada", "Bruno", "Chloé"]


def _line(event: dict, language: str = "en") -> str | None:
    with using(language):
        line: str | None = get_ruleset("rage-lv").describe(event, 0, NAMES)
    return line


def _veiled_paths_passes() -> dict:
    """Seed 1 of 4-seat random games: Moot of Veiled Paths passes, targeting Bruno."""
    session = Session.new("rage-lv", 4, 1)
    bots = make_bots(session, ["random"] * 4)
    rng = random.Random(1)
    while not session.is_over() and bot_turn(session, bots, rng):
        for event in session.entries[-1]["events"]:
            if event.get("what") == "text" and event["card"].endswith("veiled-paths.1"):
                return event
    raise AssertionError("Moot of Veiled Paths never passed")


def test_a_moot_that_makes_a_player_discard_says_who_discards() -> None:
    note = _veiled_paths_passes()
    assert _line(note) == "Moot of Veiled Paths: Bruno discards 2 cards from the Sept hand."
    assert _line(note, "pt-BR") == (
        "Moot of Veiled Paths: Bruno descarta 2 cartas da mão de seita."
    )


def test_calling_a_moot_does_not_say_moot_twice() -> None:
    called = {
        "type": "play",
        "as": "moot",
        "seat": 1,
        "card": "1.still-water.1",
        "by": "1.old-slate",
    }
    assert _line(called) == "Ada: Old Slate calls a Moot, Moot of Still Water."
    assert "Moot Moot" not in (_line(called, "pt-BR") or "")
