"""Deciding: a working copy of the state that every emitted event is applied to at once.

Rules code reads the copy as it changes, so a long chain of follow-on facts (a combat round,
a death, the next phase) is plain procedural code. The events, in order, are the result of
`decide`; `evolve` replays them exactly.
"""

from __future__ import annotations

import pickle
import random
from typing import Any

from engine.ccg.chain import Chain
from engine.games.rage_classic import query
from engine.games.rage_classic.evolve import Event, evolve
from engine.games.rage_classic.state import ClassicState


def copy_state(state: ClassicState) -> ClassicState:
    # pickle is several times faster than copy.deepcopy for these plain dataclasses.
    return pickle.loads(pickle.dumps(state, protocol=pickle.HIGHEST_PROTOCOL))


class Ctx:
    def __init__(self, state: ClassicState, rng: random.Random | None) -> None:
        self.state = state
        self.rng = rng
        self.events: list[Event] = []
        #: triggered abilities answering each other in this move (engine.ccg.chain)
        self.chain = Chain()

    def emit(self, event_type: str, **fields: Any) -> None:
        event = {"type": event_type, **fields}
        evolve(self.state, event)
        self.events.append(event)

    def flow(self, **fields: Any) -> None:
        self.emit("flow", **fields)

    def prompt(self, seat: int, kind: str, **extra: Any) -> None:
        self.emit("prompt", seat=seat, kind=kind, **extra)

    def random(self) -> random.Random:
        assert self.rng is not None, "a random choice while replaying"
        return self.rng


# -- decks ------------------------------------------------------------------------------------
def draw(ctx: Ctx, seat: int, deck: str, n: int, why: str = "") -> list[str]:
    """Draw up to n cards. An empty Sept deck stays empty (seed 001, "Redraw Phase"); an empty
    Combat deck is the Combat discards reshuffled ("Combat Cards")."""
    player = ctx.state.players[seat]
    drawn: list[str] = []
    for _ in range(max(n, 0)):
        pile = player.sept_deck if deck == "sept" else player.combat_deck
        if not pile and deck == "combat" and player.combat_discard:
            order = list(player.combat_discard)
            ctx.random().shuffle(order)
            ctx.emit("shuffle", seat=seat, deck="combat", order=order)
            pile = player.combat_deck
        if not pile:
            break
        drawn.append(pile[0])
        ctx.emit("draw", seat=seat, deck=deck, cards=[pile[0]], why=why)
    return drawn


def fill(ctx: Ctx, seat: int, deck: str, why: str = "") -> list[str]:
    """Draw up to the hand size (never discarding)."""
    player = ctx.state.players[seat]
    hand = player.hand if deck == "sept" else player.combat_hand
    return draw(ctx, seat, deck, query.hand_size(ctx.state, seat, deck) - len(hand), why)


def discard(ctx: Ctx, seat: int, cards: list[str], why: str) -> None:
    if cards:
        ctx.emit("discard", seat=seat, cards=list(cards), why=why)
