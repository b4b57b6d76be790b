"""The original Rage's deciding context (engine.ccg.context) and its hand helpers."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from engine.ccg import context as ccg_context
from engine.ccg.context import draw, no_hook
from engine.ccg.table import DecidingTable
from engine.games.rage_classic import query
from engine.games.rage_classic.evolve import evolve
from engine.games.rage_classic.state import ClassicState


class CardTable(DecidingTable, query.ClassicView):
    """The card layer's table as the rules below the flow see it: the kernel's deciding table
    with this edition's reading of the state (rage_classic.table.ClassicTable is the one)."""


@dataclass(frozen=True)
class Hooks:
    """What the rules below the flow reach above them: the card layer's Table (its effects go
    through every phase's rules), entering a step of the turn, the next phase, and sending
    cards whose lasting effects ended out of play (the effects module sees them end; plays
    moves cards)."""

    table: Callable[[Ctx], CardTable] = no_hook
    goto: Callable[[Ctx, str], None] = no_hook
    next_phase: Callable[..., None] = no_hook
    release: Callable[[Ctx, set[str]], None] = no_hook


class Ctx(ccg_context.Ctx[ClassicState, Hooks]):
    evolver = evolve
    no_hooks = Hooks
    reshapes = {"set": ("iid", "crinos")}  # engine.ccg.forms

    def table(self) -> CardTable:
        return self.hooks.table(self)

    def goto(self, step: str) -> None:
        """Enter a step of the turn ("moot:open"): the flow's `turn.goto`."""
        self.hooks.goto(self, step)

    def next_phase(self, fired: bool = False) -> None:
        """The phase is over (`fired`: its "phase-end" triggers have run): the next begins."""
        self.hooks.next_phase(self, fired)

    def release(self, before: set[str]) -> None:
        """Cards kept in play only by lasting effects among `before` leave play if those
        effects are over: the flow's `plays.release`."""
        self.hooks.release(self, before)


def fill(ctx: Ctx, seat: int, deck: str, why: str = "") -> list[str]:
    """Draw up to the hand size (never discarding)."""
    player = ctx.state.players[seat]
    hand = player.hand if deck == "sept" else player.combat_hand
    return draw(ctx, seat, deck, query.hand_size(ctx.state, seat, deck) - len(hand), why=why)


def discard(ctx: Ctx, seat: int, cards: list[str], why: str) -> None:
    if cards:
        ctx.emit("discard", seat=seat, cards=list(cards), why=why)
