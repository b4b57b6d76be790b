"""rage-lv: the Hint never advises a card that changes nothing, and a Moot it advises says
why it can pass (issue 30). Seen in a real window: "Call the Moot Call to the Hunt: the vote
can go your way. If this Moot passes: Move the Umbra marker down 2 points. The Umbra stays at
level 2." was the top hint twice, the last time on the game's last turn with no Renown."""

from __future__ import annotations

import random

from engine.ai.hints import hint
from engine.ai.search import SearchSettings
from engine.i18n import using
from tests.engine.bot_moments import heuristic_at

NAMES = ["Ann", "Ada"]
BUDGET = SearchSettings(rollouts=64, min_worlds=3, max_cpu_seconds=60, max_seconds=120)
CALL = {"type": "play", "card": "0.call-to-hunt.2", "by": "0.cinder-howl"}


def _marker_at_10():
    """Seed 1 of 2-seat heuristic games, 274 commands in: Ann's Main Phase, the Umbra marker
    at 10 (level 2), Call to the Hunt (2 down: 8, still level 2) the heuristic's best play."""
    session = heuristic_at("rage-lv", 2, 1, 274)
    view, legal = session.view(0), session.legal(0)
    assert (view["phase"], view["umbra"]) == ("main", 10) and CALL in legal
    return view, legal


def test_a_moot_that_leaves_the_umbra_where_it_is_is_not_the_hint():
    view, legal = _marker_at_10()
    found = hint("rage-lv", view, legal, random.Random(0), BUDGET, names=NAMES)
    assert found is not None and found.analysis is not None
    assert found.command != CALL, found.reason
    assert CALL not in [c.command for c in found.analysis.candidates]


def test_a_moot_says_the_votes_it_can_count_on():
    view, _legal = _marker_at_10()
    found = hint("rage-lv", view, [CALL], random.Random(0), BUDGET, names=NAMES)
    assert found is not None and found.reason.startswith(
        "Call the Moot Call to the Hunt: your Garou can cast 15 votes for it and your rivals "
        "up to 20 votes against it, so it passes only if enough of theirs do not vote."
    ), found.reason
    with using("pt-BR"):
        found = hint("rage-lv", view, [CALL], random.Random(0), BUDGET, names=NAMES)
    assert found is not None and found.reason.startswith(
        "Chame a Assembleia Call to the Hunt: seus Garou podem dar 15 votos a favor dela e "
        "seus rivais até 20 votos contra, então ela só é aprovada se parte dos votos deles "
        "não vier."
    ), found.reason
