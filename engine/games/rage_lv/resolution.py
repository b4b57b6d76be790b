"""The Resolution Phase: Moot Events, voting on Moots in order, then picking alphas."""

from __future__ import annotations

from typing import Any

from engine.games.rage_lv import stats
from engine.games.rage_lv.context import (
    Ctx,
    crossing,
    discard_top,
    flip_by_discard,
    leave,
    run_text,
)
from engine.games.rage_lv.plays import (
    card_targets,
    distinct_hand,
    event_plays,
    needs_target,
    next_turn_to,
    play_card,
    ready,
)
from engine.games.rage_lv.state import Char, LvState, card_of
from engine.games.rage_lv.stats import LvView
from engine.games.rage_lv.voting import can_vote

Command = dict[str, Any]


def begin(ctx: Ctx) -> None:
    state = ctx.state
    if state.moots:
        # Moot Events go round from the player who called the first Moot.
        ctx.flow(phase="moot-events", actor=state.moots[0].seat, passes=0)
    else:
        begin_alpha_pick(ctx)


# -- Moot Events --------------------------------------------------------------------------------
def moot_event_legal(state: LvState, seat: int) -> list[Command]:
    out: list[Command] = []
    for iid in distinct_hand(state.players[seat].hand):
        if card_of(iid).is_moot_event():
            out.extend(event_plays(state, seat, iid, ("play",)))
    out.append({"type": "pass"})
    return out


def moot_event_apply(ctx: Ctx, seat: int, cmd: Command) -> None:
    if cmd["type"] == "pass":
        ctx.emit("pass", seat=seat)
        next_turn_to(ctx, passed=True)
    else:
        play_card(ctx, seat, cmd)
        next_turn_to(ctx, passed=False)


# -- voting -------------------------------------------------------------------------------------------


def moot_targets(state: LvState, seat: int, iid: str) -> list[Any]:
    """What a Moot may target, declared right before its vote (only meaningful targets)."""
    if not needs_target(card_of(iid), ("moot",)):
        return []
    caller = next((m.caller for m in state.moots if m.iid == iid), None)
    return card_targets(LvView(state), seat, iid, ("moot",), caller)


def step_vote(ctx: Ctx) -> bool:
    """Run the vote on the first open Moot as far as it goes without a choice."""
    state = ctx.state
    if not state.moots:
        begin_alpha_pick(ctx)
        return True
    moot = state.moots[0]
    c = card_of(moot.iid)
    if state.pending.get("moot") != moot.iid:
        if needs_target(c, ("moot",)) and moot.target is None:
            options = moot_targets(state, moot.seat, moot.iid)
            if not options:
                ctx.emit("moot-result", moot=moot.iid, passed=False, why="no target")
                leave(ctx, moot.iid, "discard")
                return True
            # Targets are declared right before the vote.
            ctx.prompt(moot.seat, "moot-target", options=options, moot=moot.iid)
            return True
        ctx.flow(pending={"moot": moot.iid}, voters_out=[], actor=moot.seat)
        caller = state.chars.get(moot.caller)
        if caller is not None and can_vote(state, caller):
            # "Voting for a Moot starts with the Garou who called the Moot. This Garou must vote
            # for the Moot, if possible." Then "the chance to vote moves clockwise": the next
            # player is asked first, the caller's own player last.
            cast_vote(ctx, caller, "for")
            ctx.flow(actor=next_voter(state))
        return True
    if len(state.voters_out) >= len(state.active()):
        passed = moot.votes_for > moot.votes_against  # ties fail
        ctx.emit(
            "moot-result", moot=moot.iid, passed=passed, votes=[moot.votes_for, moot.votes_against]
        )
        if passed:
            performer = moot.caller if moot.caller in state.chars else None
            for index, effect in enumerate(c.effects):
                if effect.when == "moot":
                    chosen = moot.target if effect.selector.chosen else None
                    run_text(ctx, moot.iid, index, moot.seat, performer, chosen)
        leave(ctx, moot.iid, "discard")
        ctx.flow(pending={})
        return True
    if state.actor in state.voters_out:
        ctx.flow(actor=next_voter(state))
        return True
    return False


def cast_vote(ctx: Ctx, ch: Char, side: str) -> None:
    """A Garou's vote, with what makes its count (its Renown and each bonus's card), so the
    log can say why a Renown 1 Garou votes 2 (issue 30)."""
    state = ctx.state
    ctx.emit(
        "vote",
        index=0,
        char=ch.iid,
        side=side,
        votes=stats.votes(state, ch),
        renown=stats.stat(state, ch, "renown"),
        bonuses=[list(b) for b in stats.vote_bonuses(state, ch)],
    )


def next_voter(state: LvState) -> int:
    seat = state.actor
    for _ in range(state.seats):
        seat = state.next_active(seat)
        if seat not in state.voters_out:
            return seat
    return seat


def vote_apply(ctx: Ctx, seat: int, cmd: Command) -> None:
    state = ctx.state
    if cmd["type"] == "pass":
        ctx.emit("pass", seat=seat)
        ctx.flow(voters_out=[*state.voters_out, seat])
    else:
        cast_vote(ctx, state.chars[cmd["char"]], cmd["side"])
    if len(state.voters_out) < len(state.active()):
        ctx.flow(actor=next_voter(state))


# -- alpha picks ------------------------------------------------------------------------------------
def begin_alpha_pick(ctx: Ctx) -> None:
    state = ctx.state
    last = state.last_card_seat
    start = state.next_active(last) if last is not None else state.active()[0]
    ctx.flow(phase="alpha-pick", actor=start, alphas=[], pending={})


def has_picked(state: LvState, seat: int) -> bool:
    return any(state.chars[a].owner == seat for a in state.alphas if a in state.chars)


def all_picked(state: LvState) -> bool:
    return all(has_picked(state, s) for s in state.active())


def step_pick(ctx: Ctx) -> bool:
    """Move the pick on to a player who still has to pick; False when one must choose."""
    state = ctx.state
    waiting = [s for s in state.active() if not has_picked(state, s)]
    if state.actor not in waiting:
        seat = state.actor
        while seat not in waiting:
            seat = state.next_active(seat) if not state.players[seat].removed else waiting[0]
        ctx.flow(actor=seat)
        return True
    if not state.pack_of(state.actor):
        # A player with no characters is out of the game (but can still win on Renown).
        ctx.emit("remove-player", seat=state.actor)
        if state.active():
            ctx.flow(actor=state.next_active(state.actor))
        return True
    return False


def pick_legal(state: LvState, seat: int) -> list[Command]:
    player = state.players[seat]
    pack = state.pack_of(seat)
    choices = [ch for ch in pack if ready(ch) and ch.where == "staging"]
    if not choices:
        choices = pack  # effects cannot stop a pack from picking an alpha
    deck = len(player.sept_deck)
    out: list[Command] = [
        {"type": "leave-umbra", "char": ch.iid}
        for ch in pack
        if ch.umbra and ch.iid not in state.alphas  # free return after voting
    ]
    for ch in choices:
        crinos: list[Any] = [None]
        if card_of(ch.iid).two_sided and not ch.crinos:
            crinos += (["deck"] if deck else []) + distinct_hand(player.hand)
        cost = crossing(state, ch, last_minute=False)
        for flip in crinos:
            out.append({"type": "pick", "char": ch.iid, "crinos": flip, "cross": False})
            if cost is not None and deck - (flip == "deck") >= cost:
                # "cross": step into the Umbra, or out of it if it is there already.
                out.append({"type": "pick", "char": ch.iid, "crinos": flip, "cross": True})
    return out


def pick_apply(ctx: Ctx, seat: int, cmd: Command) -> None:
    state = ctx.state
    ch = state.chars[cmd["char"]]
    if cmd["type"] == "leave-umbra":
        ctx.emit("move", char=ch.iid, umbra=False)
        return
    if ch.regen:
        ctx.emit("upright", char=ch.iid, healed=False)
    if cmd["crinos"] is not None:
        flip_by_discard(ctx, seat, ch.iid, cmd["crinos"])
    if cmd["cross"]:
        cost = crossing(state, ch, last_minute=False) or 0
        discard_top(ctx, seat, cost, "umbra")
        ctx.emit("move", char=ch.iid, umbra=not ch.umbra)
    ctx.emit("alpha", seat=seat, char=ch.iid)
    ctx.flow(actor=state.next_active(seat))
