"""A card spent by its own effect names it in the log (issue 30): Fang Talen, discarded as the
cost of its damage bonus, read "Fang Talen is discarded (a card's effect)", a card the player
could not name."""

from __future__ import annotations

from engine.core.registry import get_ruleset
from engine.i18n import using
from tests.engine.bot_moments import heuristic_at

NAMES = ["Ada", "Bruno", "Chloé", "Dara"]


def _spent_talen() -> dict:
    # seed 4, four heuristic bots: Chloé's Fang Talen is spent in a fight near entry 172
    session = heuristic_at("rage-classic", 4, 4, 180)
    for item in session.events_for(0):
        for event in item["events"]:
            if event["type"] == "leave" and event["iid"].startswith("2.fang-talen"):
                return event
    raise AssertionError("no Fang Talen left play")


def test_a_card_spent_by_its_own_effect_says_so():
    rules = get_ruleset("rage-classic")
    event = _spent_talen()
    line = rules.describe(event, 0, NAMES)
    assert line == "Fang Talen is discarded (spent by its own effect).", line
    with using("pt-BR"):
        line = rules.describe(event, 0, NAMES)
    assert line is not None and "efeito de uma carta" not in line, line
    assert "próprio efeito" in line, line
