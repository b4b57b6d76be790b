"""rage-classic Hint (issue 30, report #1d): in the Redraw, "Play Harvest Moon: each Ahroun
character in play gets +1 Gnosis" to a pack of Keeper Ashgrove (Philodox) and Little Ember
(Ragabash), then "Pass" on the next ask with nothing changed. A lasting bonus for a keyword no
creature of the seat's has is no longer weighed, so the Hint says Pass every time."""

from __future__ import annotations

import random

from engine.ai.hints import hint
from engine.ai.search import SearchSettings
from engine.core.session import Session
from engine.games.rage_classic.expert import helps_none_of_mine
from tests.engine import test_rage_classic_scenarios as sc

BUDGET = SearchSettings(rollouts=12, min_worlds=2, max_cpu_seconds=60, max_seconds=120)
MOON = {"type": "play", "card": "0.harvest-moon.1", "by": None, "target": None}


def _redraw(characters: list[str]) -> Session:
    """Seat 0's pack is `characters`, Harvest Moon in its Sept hand, at its first chance to
    play it (the Redraw's Open Play)."""
    deal = {
        "0": {"characters": characters, "sept": ["harvest-moon", "mothers-balm", "slip-the-veil"]},
        "1": {"characters": ["vesk-hollowjaw"]},
    }
    session = sc.new(deal=deal)
    for _ in range(60):
        seat = min(session.to_act())
        legal = session.legal(seat)
        if seat == 0 and MOON in legal:
            return session
        quiet = [c for c in legal if c["type"] in sc.QUIET] or legal
        session.apply(seat, quiet[0])
    raise AssertionError("Harvest Moon never became playable")


def test_a_lunar_phase_for_no_creature_of_yours_is_not_hinted():
    session = _redraw(["keeper-ashgrove", "little-ember"])
    view, legal = session.view(0), session.legal(0)
    for seed in range(4):
        found = hint("rage-classic", view, legal, random.Random(seed), BUDGET)
        assert found is not None and found.command == {"type": "pass"}, found.reason


def test_it_still_counts_for_a_pack_with_an_ahroun():
    session = _redraw(["keeper-ashgrove", "corrick-stonehowl"])
    assert not helps_none_of_mine(session.view(0), MOON)
