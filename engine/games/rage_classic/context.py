"""The original Rage's deciding context (engine.ccg.context) and its hand helpers."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from engine.ccg import context as ccg_context
from engine.ccg.context import draw
from engine.games.rage_classic import query
from engine.games.rage_classic.evolve import Event, evolve
from engine.games.rage_classic.state import ClassicState

if TYPE_CHECKING:
    from engine.games.rage_classic.table import ClassicTable


def _no_hook(*args: Any, **kwargs: Any) -> Any:
    raise RuntimeError("this Ctx has no hooks (the flow gives them: flow.new_ctx)")


@dataclass(frozen=True)
class Hooks:
    """What the rules below the flow reach above them: the card layer's Table (its effects go
    through every phase's rules), entering a step of the turn, and the next phase."""

    table: Callable[[Ctx], ClassicTable] = _no_hook
    goto: Callable[[Ctx, str], None] = _no_hook
    next_phase: Callable[..., None] = _no_hook


class Ctx(ccg_context.Ctx[ClassicState, Hooks]):
    def __init__(
        self, state: ClassicState, rng: random.Random | None, hooks: Hooks | None = None
    ) -> None:
        super().__init__(state, rng, hooks or Hooks())

    def evolve(self, event: Event) -> None:
        evolve(self.state, event)

    def table(self) -> ClassicTable:
        return self.hooks.table(self)

    def goto(self, step: str) -> None:
        """Enter a step of the turn ("moot:open"): the flow's `turn.goto`."""
        self.hooks.goto(self, step)

    def next_phase(self, fired: bool = False) -> None:
        """The phase is over (`fired`: its "phase-end" triggers have run): the next begins."""
        self.hooks.next_phase(self, fired)


def fill(ctx: Ctx, seat: int, deck: str, why: str = "") -> list[str]:
    """Draw up to the hand size (never discarding)."""
    player = ctx.state.players[seat]
    hand = player.hand if deck == "sept" else player.combat_hand
    return draw(ctx, seat, deck, query.hand_size(ctx.state, seat, deck) - len(hand), why=why)


def discard(ctx: Ctx, seat: int, cards: list[str], why: str) -> None:
    if cards:
        ctx.emit("discard", seat=seat, cards=list(cards), why=why)
