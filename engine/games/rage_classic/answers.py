"""Cards played in answer to what just happened, in the original game (engine.ccg.reactions):
who is asked, what the prompt offers, and the card played in answer."""

from __future__ import annotations

from typing import Any

from engine.ccg import reactions
from engine.games.rage_classic import effects, query
from engine.games.rage_classic.context import Ctx
from engine.games.rage_classic.state import ClassicState


def offer(ctx: Ctx, moment: str, subject: Any, other: Any, skip: int | None = None) -> None:
    """Ask, in seat order, each player (but `skip`) whose pack could hold an answer to
    `moment`: its pack list says so, never its hand."""
    state = ctx.state
    for seat in range(state.seats):
        if seat != skip and effects.may_hold(state, seat, moment):
            ctx.prompt(seat, reactions.ASK, private=True, **reactions.about(moment, subject, other))


def options(state: ClassicState, prompt: dict[str, Any]) -> list[Any]:
    hand = state.players[prompt["seat"]].hand
    return [*reactions.answers(query.view(state), hand, prompt["moment"]), reactions.PASS]


def answer(ctx: Ctx, seat: int, prompt: dict[str, Any], option: Any) -> None:
    """The card picked enters play, its answer runs, and it goes to the discard pile unless
    what it began lasts (as any Event played in Open Play)."""
    if option == reactions.PASS:
        return
    ctx.emit("enter", iid=option, owner=seat, **{"as": "thing"}, pack=seat, zone="global")
    told = {k: prompt.get(k) for k in ("moment", "subject", "other")}
    reactions.run(ctx.table(), option, seat, told)
    ctx.release({option})
