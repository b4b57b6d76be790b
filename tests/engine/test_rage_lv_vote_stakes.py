"""A relaunch Moot vote's hint gives the real reason (issue 30): where the vote cannot change
the result it said "you want it to pass" all the same. It now says the vote cannot change it,
with the count, in English and in Portuguese."""

from __future__ import annotations

import random
from typing import Any

from engine.ccg.votes import Stakes
from engine.core.play import bot_turn, make_bots
from engine.core.session import Session
from engine.games.rage_lv import hints
from engine.games.rage_lv.vote_stakes import stakes
from engine.i18n import using


def _votes(seed: int = 1) -> list[tuple[dict[str, Any], dict[str, Any]]]:
    """(the voter's view, its vote for) at every vote of a game the heuristic bots play."""
    session = Session.new(
        "rage-lv", 2, seed, {"packs": ["ashen-wind", "stone-choir"]}, names=["Ann", "Bob"]
    )
    bots = make_bots(session, ["heuristic"] * 2)
    rng = random.Random(seed)
    found = []
    for _ in range(200):
        for seat in sorted(session.to_act()):
            vote = [c for c in session.legal(seat) if c["type"] == "vote"]
            if vote:
                found.append((session.view(seat), vote[0]))
        assert bot_turn(session, bots, rng)
    return found


def test_a_moot_vote_that_cannot_change_the_result_says_so() -> None:
    votes = _votes()
    settled = [(v, c) for v, c in votes if not stakes(v, c["char"]).decides]
    # the vote read is one for: open where a vote for can change it (a rival's Moot already
    # passing, with only its caller's votes to come, is not, issue 30)
    open_ones = [(v, c) for v, c in votes if stakes(v, c["char"]).changes(True)]
    assert settled and open_ones
    view, vote = settled[0]
    count = stakes(view, vote["char"])
    with using("en"):
        line = hints.reason(view, vote, None)
    assert "you want it to pass" not in line, line
    assert "cannot change the result" in line and f"At {count.yes} for" in line, line
    with using("pt-BR"):
        portuguese = hints.reason(view, vote, None)
    assert "não muda o resultado" in portuguese, portuguese
    view, vote = open_ones[0]
    with using("en"):
        line = hints.reason(view, vote, None)
    assert "you want it to pass" in line and f"({stakes(view, vote['char']).mine} votes)" in line


def test_a_vote_against_a_tie_that_fails_anyway_changes_nothing(monkeypatch) -> None:
    """At 13 to 13 with no vote to come the Moot fails: a vote against changes nothing, though
    a vote for would pass it, and the hint said "you want it to fail" (issue 30)."""
    view, vote = _votes()[0]
    monkeypatch.setattr(hints, "stakes", lambda _view, _char: Stakes(13, 13, 2, 0))
    with using("en"):
        line = hints.reason(view, {**vote, "side": "against"}, None)
        carried = hints.reason(view, vote, None)
    assert "you want it to fail" not in line, line
    assert "it fails with or without your vote" in line, line
    assert "you want it to pass" in carried, carried
