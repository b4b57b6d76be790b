"""rage-lv hints (issue 30): a newcomer who followed Hint in the Main Phase mostly passed with
cards in hand. The Main Phase ends only once every seat has passed in a row, so in the
expert's rollouts the other seat played on and the seat played the same card next time round:
Pass tied with playing and noise picked it (68 of 240 such moments, seeds 1-30). Passing is
no longer searched there while the heuristic would play a card."""

from __future__ import annotations

import random

import pytest

from engine.ai.hints import hint
from engine.ai.search import SearchSettings
from engine.core.session import Session
from tests.engine.bot_moments import heuristic_at

#: (seed, commands): 2-seat heuristic games at a Main Phase moment where Hint (Hard's CPU
#: budget on a busy machine) said Pass for some of its random seeds, with a Moot, an
#: Equipment and a Totem in hand the heuristic would play
MOMENTS = [(1, 3), (3, 1)]
#: a budget of rollouts, not of CPU time, so the search is the same on any machine
BUDGET = SearchSettings(rollouts=12, min_worlds=2, max_cpu_seconds=60, max_seconds=120)


def _at(seed: int, commands: int) -> Session:
    return heuristic_at("rage-lv", 2, seed, commands)


@pytest.mark.parametrize(("seed", "commands"), MOMENTS)
def test_the_main_phase_hint_plays_a_card_rather_than_pass(seed, commands):
    session = _at(seed, commands)
    seat = min(session.to_act())
    view, legal = session.view(seat), session.legal(seat)
    assert view["phase"] == "main" and any(c["type"] == "play" for c in legal)
    found = hint("rage-lv", view, legal, random.Random(commands), BUDGET)
    assert found is not None and found.analysis is not None
    # Not weighed at all: a tie with a play could go either way on any budget.
    searched = [c.command["type"] for c in found.analysis.candidates]
    assert "pass" not in searched, searched
    assert found.command["type"] == "play", (found.command, found.reason)
    assert found.reason.startswith(("Play", "Put", "Call")), found.reason


def test_the_hint_still_passes_when_no_card_is_worth_playing():
    """Where the heuristic rates no command above passing (here a Victim only: it scores
    nothing), Pass is searched and stays the hint."""
    session = _at(2, 27)
    view, legal = session.view(0), session.legal(0)
    assert view["phase"] == "main"
    found = hint("rage-lv", view, legal, random.Random(0), BUDGET)
    assert found is not None and found.command["type"] == "pass"
