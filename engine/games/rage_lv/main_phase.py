"""The Main Phase: regenerate, play a Sept card, use a Main: action, or pass."""

from __future__ import annotations

from typing import Any

from engine.games.rage_lv import stats
from engine.games.rage_lv.context import Ctx, discard_attached
from engine.games.rage_lv.plays import (
    ability_options,
    distinct_hand,
    next_turn_to,
    play_card,
    play_options,
    ready,
    use_action,
)
from engine.games.rage_lv.state import LvState, card_of

Command = dict[str, Any]


def legal(state: LvState, seat: int) -> list[Command]:
    player = state.players[seat]
    out: list[Command] = []
    if not player.regen_closed:
        for ch in state.pack_of(seat):
            if (
                card_of(ch.iid).paw
                and ch.iid in state.wounded_at_main
                and ch.regen == 0
                and not stats.prohibited(state, ch.iid, "regenerate")
            ):
                out.append({"type": "regenerate", "char": ch.iid})
    for iid in distinct_hand(player.hand):
        out.extend(play_options(state, seat, iid))
    ready_pack = [ch for ch in state.pack_of(seat) if ready(ch)]
    out.extend(ability_options(state, seat, "main", ready_pack))
    out.append({"type": "pass"})
    return out


def apply(ctx: Ctx, seat: int, cmd: Command) -> None:
    kind = cmd["type"]
    if kind == "pass":
        ctx.emit("pass", seat=seat)
        ctx.emit("close-regen", seat=seat)
        next_turn_to(ctx, passed=True)
        return
    if kind == "regenerate":
        iid = cmd["char"]
        discard_attached(ctx, iid, only="rite")
        ctx.emit("regenerate", char=iid, quarters=card_of(iid).paw)
    elif kind == "play":
        play_card(ctx, seat, cmd)
    elif kind == "action":
        ctx.emit("close-regen", seat=seat)
        use_action(ctx, seat, cmd, "main")
    next_turn_to(ctx, passed=False)
