"""rage-lv vote hints (issue 30): on its own Moot the hint flipped between "Vote for" and
"Stop voting" from one ask to the next (the search's noise); it now takes the side the
heuristic wants at every ask. On a rival's Moot the why says whose its card's "you" is."""

from __future__ import annotations

import random

from engine.ai.hints import hint
from engine.ai.search import SearchSettings
from engine.core.session import Session
from engine.games.rage_lv.hints import reason
from engine.i18n import using
from tests.engine.bot_moments import heuristic_at

BUDGET = SearchSettings(rollouts=12, min_worlds=2, max_cpu_seconds=60, max_seconds=120)


def _at(commands: int) -> Session:
    """Seed 1 of 2-seat heuristic games: seat 0 called Call to the Hunt and the vote is on."""
    return heuristic_at("rage-lv", 2, 1, commands)


def test_the_vote_hint_on_its_own_moot_is_the_same_at_every_ask():
    session = _at(19)  # on 081d602: pass, for, for, pass, for, pass over six asks
    view, legal = session.view(0), session.legal(0)
    assert view["phase"] == "vote" and view["moots"][0]["seat"] == 0
    said = [hint("rage-lv", view, legal, random.Random(r), BUDGET) for r in range(6)]
    # at 2 for and 0 against with the rival passed it passes whatever the seat does: a vote
    # for only spends a Garou's one vote of the turn (test_lv_hint_vote_count), so the hint
    # passes, at every ask (it said "for" six times before)
    assert [h.command["type"] for h in said if h is not None] == ["pass"] * 6


def test_a_vote_on_a_rivals_moot_says_whose_its_card_speaks_for():
    session = _at(18)
    view, legal = session.view(1), session.legal(1)
    assert view["moots"][0]["seat"] == 0
    vote = next(c for c in legal if c["type"] == "vote" and c["side"] == "against")
    line = reason(view, vote, None, ["Ada", "Bruno"])
    assert "Its card speaks for Ada, who called it, not for you: " in line, line
    with using("pt-BR"):
        line = reason(view, vote, None, ["Ada", "Bruno"])
    assert "fala por Ada, que a convocou, não por você: " in line, line


def test_a_voter_with_one_vote_is_said_in_the_singular():
    """Seen in a real window: "Vote for … with Bright Scar (1 votes)"."""
    session = _at(19)
    vote = {"type": "vote", "char": "0.bright-scar", "side": "for"}
    assert vote in session.legal(0)
    line = reason(session.view(0), vote, None, ())
    assert "with Bright Scar (1 vote)" in line, line
    with using("pt-BR"):
        line = reason(session.view(0), vote, None, ())
    assert "com Bright Scar (1 voto)" in line, line


def test_passing_a_moot_quotes_its_effect_before_naming_the_next_moot():
    """pl34b #10: "… keep their votes for Trial of Sharp Words. Its card speaks for Ada …:
    Move the Umbra marker down 2 points" quoted Call to the Hunt's effect as the next Moot's."""
    session = _at(18)
    view = session.view(1)
    assert [m["iid"] for m in view["moots"][:2]] == ["0.call-to-hunt.1", "1.trial-of-words.1"]
    line = reason(view, {"type": "pass"}, None, ["Ada", "Bruno"])
    effect = line.index("Move the Umbra marker down 2 points")
    assert line.index("Pass on Call to the Hunt") < effect < line.index("Trial of Sharp Words")
    assert line.endswith("Your Garou keep their votes for Trial of Sharp Words."), line
    with using("pt-BR"):
        line = reason(view, {"type": "pass"}, None, ["Ada", "Bruno"])
    assert line.endswith("Seus Garou guardam os votos para Trial of Sharp Words."), line
