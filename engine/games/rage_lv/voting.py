"""Who may vote on the Moot voted on now, and what a vote can do to it: asked by the vote
step (resolution), the expert and the vote guidance, which must not import a phase module
(only an edition's flow imports its phases)."""

from __future__ import annotations

from typing import Any

from engine.ccg.model import Effect
from engine.ccg.votes import Stakes
from engine.core.ruleset import Command
from engine.games.rage_lv import stats
from engine.games.rage_lv.plays import card_targets, ready
from engine.games.rage_lv.state import Char, LvState, Moot, card_of
from engine.games.rage_lv.stats import LvView


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


def votes_left(state: LvState, seat: int) -> int:
    """The votes `seat`'s Garou can still cast on the Moot voted on now."""
    return sum(
        stats.votes(state, state.chars[c["char"]])
        for c in vote_legal(state, seat)
        if c["type"] == "vote" and c["side"] == "for"
    )


#: what a Moot passed against a seat costs it, in the units of the expert's standing
#: (`expert.LvModel.standing`: 0.2 a card in hand, 0.15 a point of a character's might)
CARD_COST = 0.2
MIGHT_COST = 0.15


def moot_cost(state: LvState, seat: int, moot: Moot) -> float:
    """The most `moot` can cost `seat` if it passes: to its target, or, where its caller has
    yet to choose one (a later Moot's target is chosen when its vote comes), to the worst
    target it may choose. Only a rival's Moot costs anything here."""
    if moot.seat == seat:
        return 0.0
    c = card_of(moot.iid)
    if moot.target is not None:
        targets = [moot.target]
    else:
        targets = card_targets(LvView(state), moot.seat, moot.iid, ("moot",), moot.caller)
    steps = [s for e in c.effects if e.when == "moot" for s in e.steps]
    return max((sum(_cost(state, seat, moot, s, t) for s in steps) for t in targets), default=0.0)


def _cost(state: LvState, seat: int, moot: Moot, step: Effect, target: Any) -> float:
    if step.do == "discard" and target == seat:
        return min(step.amount, len(state.players[seat].hand)) * CARD_COST
    ch = state.chars.get(target) if isinstance(target, str) else None
    if ch is None or ch.owner != seat or step.do not in ("damage", "fight"):
        return 0.0
    shown = stats.board_of(state).side_stats(ch)
    left = shown["health"] - ch.wounds
    blow = step.amount
    if step.do == "fight":  # the caller's Garou fights it: its Rage is the blow to fear
        caller = state.chars.get(moot.caller or "")
        blow = stats.board_of(state).side_stats(caller)["rage"] if caller else 0
    if blow >= left:  # killed: all its might, and the Renown it adds to its pack's strength
        return (shown["rage"] + left + 0.5 * shown["renown"]) * MIGHT_COST
    return blow * MIGHT_COST


def kept_for(state: LvState, seat: int) -> Moot | None:
    """The later Moot of this turn `seat`'s Garou should keep their votes for rather than vote
    against the Moot voted on now: one that can cost the seat more. A Garou votes on one Moot
    a turn: the Hint spent six, one by one, against a Moot that could take one card, and a
    rival's next Moot, 2 damage to the player's alpha, then passed 20 to 0 (issue 30)."""
    if state.phase != "vote" or not state.moots:
        return None
    now = moot_cost(state, seat, state.moots[0])
    return next((m for m in state.moots[1:] if moot_cost(state, seat, m) > now), None)
