"""Juntas: Moots (Gaia) and Board Meetings (Wyrm), called and voted in the Moot Phase.

Seed 001 ("Juntas - Moots and Board Meetings", "Moot Phase"): Characters call Juntas at the
beginning of the Moot Phase (at least two packs of that allegiance must be playing; the caller's
Renown must reach the Junta's). Juntas are voted on in descending Renown (ties: the callers'
Renown, then by lot); creatures vote in descending Renown, all creatures of one Renown at the
same time, each yes, no or abstain, with votes equal to their Renown. A Junta passes with more
yes than no, and takes effect at once (seed 003, the 1995 book: all passed Moots take effect
together at the end of the Moot Phase). Creatures only in the Umbra neither call, vote nor are
targeted. Givors' club rules: a Garou that calls a vote cannot vote for the rest of the turn.
"""

from __future__ import annotations

from typing import Any

from engine.games.rage_classic import effects, named, query, windows
from engine.games.rage_classic.context import Ctx
from engine.games.rage_classic.state import ClassicState, Junta, card_of

Command = dict[str, Any]
SIDES = ("yes", "no", "abstain")


def junta_side(iid: str) -> str:
    """The allegiance whose members call and vote in this Junta."""
    return "gaia" if card_of(iid).type == "moot" else "wyrm"


def may_call_kind(state: ClassicState, seat: int, ctype: str) -> bool:
    side = state.players[seat].allegiance
    if query.player_has(state, seat, "any-junta"):
        return True
    return (ctype == "moot") == (side == "gaia")


def callers(state: ClassicState, seat: int, iid: str) -> list[str]:
    c = card_of(iid)
    return [
        ch.iid
        for ch in state.characters_of(seat)
        if not ch.out
        and not ch.dead
        and ch.world != "umbra"
        and query.stat(state, ch.iid, "renown") >= c.renown
        and query.meets(state, ch.iid, c)
        and not query.prohibited(state, ch.iid, "call-junta")
        and not query.prohibited(state, ch.iid, "actions")
    ]


def target_ok(state: ClassicState, iid: str, target: Any) -> bool:
    """Juntas may not target creatures only in the Umbra, nor anything in a pack of the other
    allegiance (seed 001)."""
    side = junta_side(iid)
    if isinstance(target, str) and target in state.creatures:
        ch = state.creatures[target]
        if ch.world == "umbra":
            return False
        if ch.pack is not None and state.players[ch.pack].allegiance != side:
            return False
    if isinstance(target, str) and target in state.things:
        thing = state.things[target]
        if thing.pack is not None and state.players[thing.pack].allegiance != side:
            return False
    return not (isinstance(target, int) and state.players[target].allegiance != side)


def call_options(state: ClassicState, seat: int) -> list[Command]:
    player = state.players[seat]
    staged = {e["card"] for e in player.staged}
    called_ids = {card_of(e["card"]).id for e in player.staged}
    out: list[Command] = []
    seen: set[str] = set()
    for iid in player.hand:
        c = card_of(iid)
        if c.type not in ("moot", "board-meeting") or iid in staged or c.id in seen:
            continue
        seen.add(c.id)
        if c.unique and c.id in called_ids:
            continue
        if c.restricted and c.id in player.restricted:
            continue
        if not may_call_kind(state, seat, c.type):
            continue
        side = junta_side(iid)
        if len([p for p in state.players if not p.out and p.allegiance == side]) < 2:
            continue
        for by in callers(state, seat, iid):
            for target in effects.junta_choices(state, seat, c, by):
                if not target_ok(state, iid, target):
                    continue
                for option in named.choices(c):
                    call = {"type": "call", "card": iid, "by": by, "target": target}
                    out.append(call if option is None else {**call, "named": option})
    return out


def reveal_calls(ctx: Ctx) -> bool:
    """The Juntas called are revealed, highest Renown first (ties by lot), and the vote begins."""
    state = ctx.state
    calls = []
    for p in state.players:
        for entry in p.staged:
            calls.append((p.seat, entry))
    if not calls:
        ctx.goto("moot:open")
        return True
    lots = {entry["card"]: ctx.random().random() for _, entry in calls} if len(calls) > 1 else {}
    calls.sort(
        key=lambda item: (
            -card_of(item[1]["card"]).renown,
            -query.stat(state, item[1]["by"], "renown"),
            lots.get(item[1]["card"], 0.0),
        )
    )
    for seat, entry in calls:
        c = card_of(entry["card"])
        if c.restricted:
            ctx.emit("used", seat=seat, card=c.id)
        if state.options.get("club_rules") == "givors":
            ctx.emit("set", iid=entry["by"], no_vote_turn=state.turn)
    ctx.emit(
        "called",
        juntas=[
            {
                "iid": e["card"],
                "caller": e["by"],
                "seat": s,
                "target": e.get("target"),
                **({"named": e["named"]} if "named" in e else {}),
                # who may vote: a Board Meeting passed with no vote asked of a Gaia player,
                # and nothing said why (issue 30)
                "voters": voting_seats(state, e["card"]),
            }
            for s, e in calls
        ],
    )
    ctx.flow(step="moot:vote", junta_at=0, tier=-1, committed=[])
    next_tier(ctx)
    return True


def voting_seats(state: ClassicState, iid: str) -> list[int]:
    """The players with a creature that may vote in the Junta `iid` now."""
    return sorted({p for c in voters_of(state, iid) if (p := state.creatures[c].pack) is not None})


def voters(state: ClassicState, junta: Junta) -> list[str]:
    """Creatures that may vote in this Junta now."""
    return voters_of(state, junta.iid)


def voters_of(state: ClassicState, iid: str) -> list[str]:
    """Creatures that may vote in the Junta `iid` now."""
    side = junta_side(iid)
    out = []
    for ch in state.creatures.values():
        if ch.pack is None or ch.out or ch.dead or ch.world == "umbra":
            continue
        if ch.no_vote_turn == state.turn:
            continue  # Givors: it called a vote this turn
        if query.prohibited(state, ch.iid, "vote") or query.prohibited(state, ch.iid, "actions"):
            continue
        grants = query.has_grant(state, ch.iid, "votes")
        if ch.kind != "character" and not grants:
            continue
        if state.players[ch.pack].allegiance != side and not query.has_grant(
            state, ch.iid, "any-junta"
        ):
            continue
        out.append(ch.iid)
    return out


def tier_voters(state: ClassicState) -> list[str]:
    if state.junta_at >= len(state.juntas) or state.tier < 0:
        return []
    junta = state.juntas[state.junta_at]
    return [
        iid
        for iid in voters(state, junta)
        if query.stat(state, iid, "renown") == state.tier
        and iid not in junta.votes
        and iid not in state.tier_votes
        and (not state.first_votes or query.has_grant(state, iid, "vote-first"))
    ]


def next_tier(ctx: Ctx) -> None:
    """Move voting to the next lower Renown that has voters, or count the votes. Creatures
    that must vote first (Rite of Wisdom, seed 001) vote before everyone else, in descending
    Renown among themselves; then the rest vote from the highest Renown down."""
    state = ctx.state
    junta = state.juntas[state.junta_at]
    if state.tier < 0 or state.first_votes:
        first = [
            query.stat(state, iid, "renown")
            for iid in voters(state, junta)
            if iid not in junta.votes
            and query.has_grant(state, iid, "vote-first")
            and (not state.first_votes or query.stat(state, iid, "renown") < state.tier)
        ]
        if first:
            ctx.flow(tier=max(first), first_votes=True)
            return
        if state.first_votes:
            ctx.flow(tier=-1, first_votes=False)
    left = [
        query.stat(state, iid, "renown")
        for iid in voters(state, junta)
        if iid not in junta.votes
        and (state.tier < 0 or query.stat(state, iid, "renown") < state.tier)
    ]
    if left:
        ctx.flow(tier=max(left))
        return
    count(ctx)


def count(ctx: Ctx) -> None:
    state = ctx.state
    junta = state.juntas[state.junta_at]
    passed = junta.yes > junta.no
    ctx.emit("junta", iid=junta.iid, passed=passed, yes=junta.yes, no=junta.no)
    if passed:
        if state.reading == "1995":
            ctx.flow(deferred=[*state.deferred, junta.iid])
        else:
            effects.run_junta(ctx, junta)
    if state.reading != "1995" or not passed:
        ctx.emit("leave", iid=junta.iid, to="discard", why="voted")
    if state.over:
        return
    if state.junta_at + 1 < len(state.juntas) and not _after_last(state):
        ctx.flow(junta_at=state.junta_at + 1, tier=-1)
        next_tier(ctx)
    else:
        ctx.flow(junta_at=len(state.juntas), tier=-1)
        ctx.goto("moot:open")


def _after_last(state: ClassicState) -> bool:
    return False


def step(ctx: Ctx) -> bool:
    """Voting moves on when every voter of the current Renown has voted."""
    state = ctx.state
    if state.junta_at >= len(state.juntas):
        return False
    if tier_voters(state):
        return False
    if state.tier_votes:
        junta = state.juntas[state.junta_at]
        yes = sum(query.votes(state, i) for i, v in state.tier_votes.items() if v == "yes")
        no = sum(query.votes(state, i) for i, v in state.tier_votes.items() if v == "no")
        ctx.emit(
            "tier", junta=junta.iid, renown=state.tier, votes=dict(state.tier_votes), yes=yes, no=no
        )
    next_tier(ctx)
    return True


def vote_seats(state: ClassicState) -> frozenset[int]:
    found = {query.vote_caster(state, iid) for iid in tier_voters(state)}
    return frozenset(seat for seat in found if seat is not None)


def vote_legal(state: ClassicState, seat: int) -> list[Command]:
    out: list[Command] = []
    for iid in tier_voters(state):
        if query.vote_caster(state, iid) == seat:
            out += [{"type": "vote", "creature": iid, "side": side} for side in SIDES]
    return out


def vote_apply(ctx: Ctx, seat: int, command: Command) -> None:
    ctx.emit("vote", seat=seat, creature=command["creature"], side=command["side"])


def take_deferred(ctx: Ctx) -> None:
    """1995: the Moots that passed take effect together at the end of the Moot Phase."""
    state = ctx.state
    if not state.deferred:
        return
    for iid in list(state.deferred):
        junta = next((j for j in state.juntas if j.iid == iid), None)
        if junta is not None:
            effects.run_junta(ctx, junta)
            ctx.emit("leave", iid=iid, to="discard", why="took effect")
    ctx.flow(deferred=[])


# -- the steps of the Moot Phase --------------------------------------------------------------
def moot_possible(state: ClassicState, seat: int) -> bool:
    """At least two packs of this allegiance, and a Character able to call."""
    side = state.players[seat].allegiance
    same = [p for p in state.players if not p.out and p.allegiance == side]
    if len(same) < 2:
        return False
    return any(ch.world != "umbra" and not ch.out for ch in state.characters_of(seat))


def first_moot(state: ClassicState) -> str:
    """Cards played "at the beginning of the Moot Phase" (Rite of Wisdom) get an Open Play
    window before the Juntas are called, opened only when a pack could hold one."""
    if any(effects.may_hold(state, seat, "play-moot") for seat in state.active()):
        return "begin"
    return "commit"


def moot_begin(ctx: Ctx) -> bool:
    if not windows.closes(ctx):
        return False
    ctx.goto("moot:commit")
    return True


def moot_open(ctx: Ctx) -> bool:
    if not windows.closes(ctx):
        return False
    take_deferred(ctx)
    if not ctx.state.over:
        ctx.next_phase()
    return True
