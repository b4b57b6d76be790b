"""A Junta vote's hint gives the real reason (issue 30): on a rival's Junta it said "its effect
is better for you than none", repeating the search's yes where the vote could not change the
result. It now says the vote cannot change it, with the count, or why a side helps the seat."""

from __future__ import annotations

import copy
import random
from typing import Any

from engine.ccg.votes import Stakes
from engine.core.session import Session
from engine.games.rage_classic import hints
from engine.games.rage_classic.vote_stakes import stakes
from engine.i18n import using


def _rivals_junta() -> tuple[dict[str, Any], dict[str, Any]]:
    """Seat 0's view and yes vote on a Junta seat 1 called, in a game the heuristic bots play."""
    session = Session.new(
        "rage-classic", 2, 1, {"packs": ["silver-wake", "thornwood-kin"]}, names=["Ann", "Bob"]
    )
    bots = {s: session.ruleset.bots["heuristic"](seat=s) for s in (0, 1)}
    rng = random.Random(1)
    for _ in range(3000):
        assert not session.is_over()
        votes = [c for c in session.legal(0) if c["type"] == "vote" and c["side"] == "yes"]
        view = session.view(0)
        if votes and view["juntas"][view["junta_at"]]["seat"] == 1:
            return view, votes[0]
        seat = min(session.to_act())
        session.apply(seat, bots[seat].choose(session.view(seat), session.legal(seat), rng))
    raise AssertionError("no vote on a rival's Junta")


def test_a_vote_that_cannot_change_the_result_says_so() -> None:
    view, yes = _rivals_junta()
    count = stakes(view, yes["creature"])
    assert count is not None and count.decides and count.mine > 0
    # the same moment, with the others' no already far ahead: nothing seat 0 votes changes it
    lost = copy.deepcopy(view)
    junta = lost["books"]["juntas"][lost["junta_at"]]
    junta["no"] += count.yes + count.mine + count.own + count.unknown + 10
    after = stakes(lost, yes["creature"])
    assert after is not None and not after.decides and not after.passes_anyway
    with using("en"):
        line = hints.reason(lost, yes, None)
    assert "better for you" not in line, line
    assert "cannot change the result" in line and f"{after.no} against" in line, line
    assert "fails whatever you vote" in line, line
    with using("pt-BR"):
        portuguese = hints.reason(lost, yes, None)
    assert portuguese != line and str(after.no) in portuguese, portuguese


def test_a_yes_on_a_rivals_junta_that_matters_does_not_claim_it_is_better_for_you() -> None:
    view, yes = _rivals_junta()
    with using("en"):
        line = hints.reason(view, yes, None)
        refuse = hints.reason(view, {**yes, "side": "no"}, None)
    assert "better for you" not in line and "rival's Junta" in line, line
    assert "your votes can stop it" in refuse, refuse


def test_the_count_decides_only_within_reach() -> None:
    assert Stakes(10, 10, 2, 0).decides  # 12-10 passes, 10-12 fails
    assert not Stakes(10, 3, 2, 4).decides and Stakes(10, 3, 2, 4).passes_anyway
    assert not Stakes(3, 10, 2, 4).decides and not Stakes(3, 10, 2, 4).passes_anyway
    assert Stakes(3, 10, 2, 6).decides  # the unknown 6 all yes: 9-10, and a yes makes it 11-10
    assert not Stakes(5, 5, 0, 9).decides  # a creature with no votes decides nothing


def test_each_side_is_asked_whether_it_can_change_the_result() -> None:
    """A tie fails: at 13 to 13 with no vote to come a no changes nothing and a yes passes it;
    `decides` asked it of either side (issue 30)."""
    tie = Stakes(13, 13, 2, 0)
    assert tie.changes(True) and not tie.changes(False) and tie.decides
    assert Stakes(14, 13, 2, 0).changes(False) and not Stakes(14, 13, 2, 0).changes(True)
    # the voter's other votes against a lead of 5: with them, this one's against fails it
    assert Stakes(10, 5, 2, 0, own=3).changes(False)


def test_a_no_that_cannot_change_the_result_does_not_say_it_can_stop_it() -> None:
    view, yes = _rivals_junta()
    count = stakes(view, yes["creature"])
    assert count is not None and count.mine > 0
    # the same moment, the count moved to fail with every unknown vote a yes: a no changes
    # nothing, a yes can still carry it
    tied = copy.deepcopy(view)
    junta = tied["books"]["juntas"][tied["junta_at"]]
    shift = count.yes - count.no + count.unknown
    junta["no" if shift >= 0 else "yes"] += abs(shift)
    after = stakes(tied, yes["creature"])
    assert after is not None and not after.changes(False) and after.changes(True), after
    with using("en"):
        line = hints.reason(tied, {**yes, "side": "no"}, None)
    assert "can stop it" not in line, line
    assert "cannot change the result" in line and "fails with or without your vote" in line, line
    with using("pt-BR"):
        portuguese = hints.reason(tied, {**yes, "side": "no"}, None)
    assert "com ou sem o seu voto" in portuguese, portuguese
