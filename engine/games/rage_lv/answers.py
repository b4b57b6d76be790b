"""Cards played in answer to what just happened, in the relaunch game (engine.ccg.reactions).

Seed 000 lets a player answer what the other side just did (a defense "in reaction to damage",
Moot Events that "say when they can be played"), and its alphas kill, refuse challenges and
play Sept cards: an Event with an answer timing is played when that happens, by its player,
performed by no character. Who is asked and what the prompt offers are here; the flow plays
the card picked (`flow.answer`). No import of the deciding context: it imports this module.
"""

from __future__ import annotations

from typing import Any

from engine.ccg import reactions
from engine.ccg.context import Ctx
from engine.games.rage_lv.data import card
from engine.games.rage_lv.decks import seat_pack
from engine.games.rage_lv.state import LvState
from engine.games.rage_lv.stats import LvView


def offer(
    ctx: Ctx[LvState, Any], moment: str, subject: Any, other: Any, skip: int | None = None
) -> None:
    """Ask, in seat order, each player still in the game (but `skip`) whose pack list could
    hold an answer to `moment`: its pack list says so, never its hand."""
    state = ctx.state
    for seat in range(state.seats):
        if seat == skip or state.players[seat].removed:
            continue
        if reactions.pack_holds(seat_pack(state.options, seat), state.options, seat, card, moment):
            ctx.prompt(seat, reactions.ASK, private=True, **reactions.about(moment, subject, other))


def options(state: LvState, prompt: dict[str, Any]) -> list[Any]:
    """The answer cards in the asked player's hand, and passing."""
    hand = state.players[prompt["seat"]].hand
    return [*reactions.answers(LvView(state), hand, prompt["moment"]), reactions.PASS]
