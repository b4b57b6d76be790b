"""rage-lv: the expert weighs an ability that kills for sure (issue 30). Ember Vigil's Alpha
ability (1 damage to a target character) was never the hint, even where it would kill a
wounded Enemy: the heuristic ranks it under every attack, so the search never tried it. Now it
is searched whatever its rank, and its why says it kills. Both languages."""

from __future__ import annotations

import random

from engine.ai.hints import hint
from engine.ai.search import SearchSettings
from engine.i18n import using
from tests.engine.bot_moments import heuristic_at

NAMES = ["Ann", "Ada"]
BUDGET = SearchSettings(rollouts=64, min_worlds=3, max_cpu_seconds=60, max_seconds=120)
VIGIL = {
    "type": "action",
    "card": "0.ember-vigil.1",
    "index": 0,
    "by": "0.ember-tooth",
    "target": "0.static-wraith.1",
}


def test_an_ability_that_kills_a_wounded_enemy_is_weighed_and_said() -> None:
    """Seed 16 of 2-seat heuristic games, 320 commands in: Ann's alpha Ember-Tooth acts, and
    Ember Vigil's 1 damage would kill the Static Wraith (1 Health left, 2 Renown)."""
    session = heuristic_at("rage-lv", 2, 16, 320)
    view, legal = session.view(0), session.legal(0)
    assert view["phase"] == "alpha" and VIGIL in legal
    found = hint("rage-lv", view, legal, random.Random(0), BUDGET, names=NAMES)
    assert found is not None and found.analysis is not None
    assert VIGIL in [c.command for c in found.analysis.candidates]
    assert found.command == VIGIL, found.reason
    assert found.reason.startswith(
        "Use Ember Vigil on Static Wraith. Alpha: Deal 1 damage to target character. Static "
        "Wraith has 1 Health left: this kills it, for its 2 Renown."
    ), found.reason
    with using("pt-BR"):
        found = hint("rage-lv", view, legal, random.Random(0), BUDGET, names=NAMES)
    assert found is not None
    assert "Static Wraith só tem 1 de Saúde: isto o mata, e você marca os seus 2 de Renome." in (
        found.reason
    ), found.reason
