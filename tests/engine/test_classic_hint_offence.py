"""rage-classic hints (issue 30): Hint said "Announce your effect", and then, once every other
seat had said OK, "Let it be" (decline): a newcomer who followed it announced and threw the
play away. The expert now announces only where it would then play an Offensive Effect, and
once it may play one it does not decline while one scores above declining."""

from __future__ import annotations

import random

from engine.ai.hints import hint
from engine.ai.search import SearchSettings
from engine.core.play import bot_turn, make_bots
from engine.core.session import Session

BUDGET = SearchSettings(rollouts=12, min_worlds=2, max_cpu_seconds=60, max_seconds=120)


def _after_oks(session: Session, seat: int) -> Session:
    """A copy of the game where `seat` announced and every other seat said OK."""
    ahead = Session.from_log(session.header, list(session.entries))
    ahead.apply(seat, {"type": "announce"})
    while seat not in ahead.to_act() or len(ahead.to_act()) > 1:
        other = min(ahead.to_act() - {seat})
        ahead.apply(other, {"type": "ok"})
    return ahead


#: seed 1 of heuristic games: at command 327 (seat 0 may announce) Hint said announce, then
#: decline once seat 1 said OK (its Offensive Effects all scored below declining)
FROM, TO = 320, 330


def test_an_announced_offensive_effect_is_then_played_not_declined():
    session = Session.new("rage-classic", 2, 1)
    bots = make_bots(session, ["heuristic"] * 2)
    rng = random.Random(1)
    asked = 0
    for n in range(TO):
        seat = min(session.to_act())
        legal = session.legal(seat)
        if n >= FROM and seat == 0 and {"type": "announce"} in legal:
            asked += 1
            said = hint("rage-classic", session.view(0), legal, random.Random(n), BUDGET)
            # Not announcing at all is consistent too; an announcement must lead to a play.
            if said is not None and said.command["type"] == "announce":
                ahead = _after_oks(session, 0)
                go = ahead.legal(0)
                assert {"type": "decline"} in go
                then = hint("rage-classic", ahead.view(0), go, random.Random(n), BUDGET)
                assert then is not None and then.command["type"] != "decline", (n, then.reason)
        assert bot_turn(session, bots, rng)
    assert asked, "seat 0 could announce at no moment here"
