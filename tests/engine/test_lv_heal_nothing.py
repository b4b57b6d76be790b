"""rage-lv bots and hints (issue 30): Second Wind (heal 1 of the seat's combatant) was scored
0.5 whatever the wounds, so the heuristic bot played it and Hint offered it with nobody hurt.
A heal with nothing to heal now scores below passing: neither plays nor hints it."""

from __future__ import annotations

import random

from engine.ai.hints import hint
from engine.ai.search import SearchSettings
from engine.games.rage_lv.bots import HeuristicBot
from tests.engine.bot_moments import heuristic_at

BUDGET = SearchSettings(rollouts=12, min_worlds=2, max_cpu_seconds=60, max_seconds=120)


def _mid_combat() -> tuple[dict, list[dict]]:
    """Seed 1 of heuristic games, 46 commands in: Ember-Tooth (unhurt) hunts in the
    Mid-Combat window, Second Wind in its Combat hand."""
    session = heuristic_at("rage-lv", 2, 1, 46)
    return session.view(0), session.legal(0)


def _wounds(view: dict, iid: str) -> int:
    wounds: int = next(c["wounds"] for c in view["chars"] if c["iid"] == iid)
    return wounds


def test_no_heal_is_played_or_hinted_with_nobody_wounded():
    view, legal = _mid_combat()
    assert view["combat"]["step"] == "mid" and _wounds(view, view["combat"]["hunter"]) == 0
    heal = {"type": "combat-event", "card": "0.second-wind.1", "target": None}
    assert heal in legal
    bot = HeuristicBot(seat=0)
    scores = dict(zip(map(str, legal), bot.judge(view, legal), strict=True))
    assert scores[str(heal)] < scores[str({"type": "combat-pass"})]
    assert bot.choose(view, legal, random.Random(0)) != heal
    found = hint("rage-lv", view, legal, random.Random(0), BUDGET)
    assert found is not None and found.command != heal, found.reason


def test_a_heal_is_still_worth_playing_on_a_wounded_combatant():
    view, legal = _mid_combat()
    hunter = next(c for c in view["chars"] if c["iid"] == view["combat"]["hunter"])
    hunter["wounds"] = 1
    heal = {"type": "combat-event", "card": "0.second-wind.1", "target": None}
    bot = HeuristicBot(seat=0)
    scores = dict(zip(map(str, legal), bot.judge(view, legal), strict=True))
    assert scores[str(heal)] > scores[str({"type": "combat-pass"})]
