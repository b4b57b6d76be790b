"""rage-classic Hint (issue 30, report #1b): "Play for Protest Organizer: your Combat cards can
hurt Director Vane" while the prey had Rage 0 and every card would be a bluff; once chosen,
Hint said "Play Curl and Cover as a bluff". Four heuristic bots, seed 1, 72 commands in:
seat 0 may play for Protest Organizer, for which none of its Combat Actions works for real."""

from __future__ import annotations

import random

from engine.ai.hints import hint
from engine.ai.search import SearchSettings
from engine.games.rage_classic.expert import only_bluffs_for_prey
from tests.engine.bot_moments import heuristic_at

BUDGET = SearchSettings(rollouts=12, min_worlds=2, max_cpu_seconds=60, max_seconds=120)


def test_no_claim_is_hinted_for_a_prey_that_could_only_bluff():
    session = heuristic_at("rage-classic", 4, 1, 72)
    view, legal = session.view(0), session.legal(0)
    assert {"type": "claim"} in legal and only_bluffs_for_prey(view)
    for seed in (0, 1):
        found = hint("rage-classic", view, legal, random.Random(seed), BUDGET)
        assert found is not None and found.command == {"type": "no-claim"}, found.reason
