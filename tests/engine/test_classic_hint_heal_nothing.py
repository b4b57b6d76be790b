"""rage-classic Hint (issue 30, report #1a): "Play Second Wind: heal 1 damage card on this
creature" with the creature unhurt (Little Ember at 6 of 6). A heal with nothing to heal is no
longer weighed. Four heuristic bots, seed 5, 287 commands in: seat 0 may play Second Wind for
an unhurt Little Ember."""

from __future__ import annotations

import random

from engine.ai.hints import hint
from engine.ai.search import SearchSettings
from engine.games.rage_classic.expert import heals_nothing
from tests.engine.bot_moments import heuristic_at

BUDGET = SearchSettings(rollouts=12, min_worlds=2, max_cpu_seconds=60, max_seconds=120)
HEAL = {"type": "play", "card": "0.second-wind.1", "by": "0.little-ember", "target": None}


def test_no_heal_is_hinted_for_an_unhurt_creature():
    session = heuristic_at("rage-classic", 4, 5, 287)
    view, legal = session.view(0), session.legal(0)
    ember = next(c for c in view["creatures"] if c["iid"] == "0.little-ember")
    assert HEAL in legal and ember["wounds"] == 0
    for seed in (0, 1):
        found = hint("rage-classic", view, legal, random.Random(seed), BUDGET)
        assert found is not None and found.command != HEAL, found.reason


def test_a_heal_still_counts_for_a_wounded_creature():
    session = heuristic_at("rage-classic", 4, 5, 287)
    view = session.view(0)
    assert heals_nothing(view, HEAL)
    next(c for c in view["creatures"] if c["iid"] == "0.little-ember")["wounds"] = 2
    assert not heals_nothing(view, HEAL)
