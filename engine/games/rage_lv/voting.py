"""Who may vote on the Moot voted on now, and what a vote can do to it: asked by the vote
step (resolution), the expert and the vote guidance, which must not import a phase module
(only an edition's flow imports its phases)."""

from __future__ import annotations

from engine.ccg.votes import Stakes
from engine.core.ruleset import Command
from engine.games.rage_lv import stats
from engine.games.rage_lv.plays import ready
from engine.games.rage_lv.state import Char, LvState


def can_vote(state: LvState, ch: Char) -> bool:
    """Garou vote once a turn, unless regenerating, in the Umbra, or barred from voting."""
    return (
        stats.is_voter(ch)
        and ready(ch)
        and not ch.umbra
        and not ch.voted
        and not stats.prohibited(state, ch.iid, "vote")
    )


def vote_legal(state: LvState, seat: int) -> list[Command]:
    later_callers = {m.caller for m in state.moots[1:]}
    out: list[Command] = []
    for ch in state.pack_of(seat):
        # A Garou that called a later Moot keeps its one vote for its own.
        if can_vote(state, ch) and ch.iid not in later_callers:
            out.append({"type": "vote", "char": ch.iid, "side": "for"})
            out.append({"type": "vote", "char": ch.iid, "side": "against"})
    out.append({"type": "pass"})
    return out


def vote_stakes_in(state: LvState, seat: int, char: str) -> Stakes | None:
    """What `char`'s vote can do to the Moot voted on now (None: no vote is on): the count so
    far, its votes, its seat's other voters' and the most the other seats can still add."""
    if state.phase != "vote" or not state.moots or char not in state.chars:
        return None
    moot, unknown, own = state.moots[0], 0, 0
    for other in state.active():
        if other in state.voters_out:
            continue
        voters = {c["char"] for c in vote_legal(state, other) if c["type"] == "vote"}
        count = sum(stats.votes(state, state.chars[i]) for i in voters - {char})
        if other == seat:
            own += count  # the voter's own: never against what it votes for
        else:
            unknown += count
    mine = stats.votes(state, state.chars[char])
    return Stakes(moot.votes_for, moot.votes_against, mine, unknown, own)
