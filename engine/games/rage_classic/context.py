"""The original Rage's deciding context (engine.ccg.context) and its hand helpers."""

from __future__ import annotations

import random

from engine.ccg import context as ccg_context
from engine.ccg.context import draw
from engine.games.rage_classic import query
from engine.games.rage_classic.evolve import Event, evolve
from engine.games.rage_classic.state import ClassicState


class Ctx(ccg_context.Ctx[ClassicState, None]):
    def __init__(self, state: ClassicState, rng: random.Random | None) -> None:
        super().__init__(state, rng, None)

    def evolve(self, event: Event) -> None:
        evolve(self.state, event)


def fill(ctx: Ctx, seat: int, deck: str, why: str = "") -> list[str]:
    """Draw up to the hand size (never discarding)."""
    player = ctx.state.players[seat]
    hand = player.hand if deck == "sept" else player.combat_hand
    return draw(ctx, seat, deck, query.hand_size(ctx.state, seat, deck) - len(hand), why=why)


def discard(ctx: Ctx, seat: int, cards: list[str], why: str) -> None:
    if cards:
        ctx.emit("discard", seat=seat, cards=list(cards), why=why)
