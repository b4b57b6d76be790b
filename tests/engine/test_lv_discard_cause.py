"""rage-lv (issue 30, seen at 4 seats): Bone Breaker's "Damage Effect: the opposing
combatant discards 1 card" asked "Discard a Combat card — Mirror Step:", naming the last card
picked in the round (with no text after the colon). The question's why is the last card named
before it (the table's `_cause`); a card text that makes a player discard is now told just
before its question, so the card named is the one whose text asks, with its effect."""

from __future__ import annotations

import random

from engine.core.play import bot_turn, make_bots
from engine.core.registry import get_ruleset
from engine.core.session import Session
from engine.games.rage_lv.state import card_of
from engine.i18n import using

NAMES = ["Ann", "Bruno", "Chloé", "Dan"]


def _asked() -> tuple[list[dict], int]:
    """Random bots, 4 seats: the events of the first step where a card's text (not Insight)
    asks a player to discard a Combat card, and the question's place among them."""
    for seed in range(1, 6):
        session = Session.new("rage-lv", 4, seed)
        bots = make_bots(session, ["random"] * 4)
        rng = random.Random(seed)
        seen = 0
        while not session.is_over() and bot_turn(session, bots, rng):
            for entry in session.entries[seen:]:
                for i, event in enumerate(entry["events"]):
                    if (
                        event["type"] == "prompt"
                        and event["kind"] == "discard-combat"
                        and event.get("why") != "insight"
                    ):
                        return entry["events"], i
            seen = len(session.entries)
    raise AssertionError("no such question")


def test_the_card_named_before_a_discard_question_is_the_one_whose_text_asks() -> None:
    events, at = _asked()
    named = next(e.get("card") for e in reversed(events[:at]) if isinstance(e.get("card"), str))
    card = card_of(named)
    assert any(step.do == "discard" for e in card.effects for step in e.steps), card.name
    line = get_ruleset("rage-lv").describe(events[at - 1], 0, NAMES)
    assert line is not None and line.startswith(f"{card.name}: ") and "discard" in line, line
    with using("pt-BR"):
        line = get_ruleset("rage-lv").describe(events[at - 1], 0, NAMES)
    assert line is not None and line.startswith(f"{card.name}: ") and "descarta" in line, line
