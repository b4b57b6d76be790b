"""What the CCG experts share to sample a world from a seat's view (engine.ai.shortlist): the
card instances a view places nowhere, dealt at random into the hidden zones, and the card
layer's memory rebuilt from the view's books. The true state is never read."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.ccg.memory import Lasting, Memory
from engine.ccg.packs import Pack
from engine.ccg.setup import pack_instances


def unplaced(
    seats: int, seat_pack: Callable[[int], Pack], seen: set[str]
) -> tuple[list[list[str]], list[list[str]]]:
    """Per seat, the Sept and the Combat card instances of its pack (public: the pack is named
    at the table) that the view shows nowhere."""
    septs, combats = [], []
    for seat in range(seats):
        sept, combat = pack_instances(seat, seat_pack(seat))
        septs.append([iid for iid in sept if iid not in seen])
        combats.append([iid for iid in combat if iid not in seen])
    return septs, combats


def deal_out(pool: list[str], count: int, filler: str | None = None) -> list[str]:
    """The first `count` cards of `pool`, taken from it. Short of cards: ValueError (the view's
    counts cannot be met), or with a `filler`, the pool and fillers (the pool left as it is)."""
    if len(pool) < count:
        if filler is not None:
            return [*pool, *[filler] * (count - len(pool))]
        raise ValueError("the view's counts need more hidden cards than are left")
    dealt = pool[:count]
    del pool[:count]
    return dealt


def memory(books: dict[str, Any]) -> Memory:
    """The card layer's memory from the books (lasting effects, used limits, the next id)."""
    return Memory(
        lasting=[Lasting(**item) for item in books["lasting"]],
        used={k: list(v) for k, v in books["used"].items()},
        next_id=books["next_id"],
    )
