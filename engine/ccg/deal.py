"""Dealing a pack's two decks, for every Rage CCG ruleset: stacked cards on top (tests,
tutorials, the rulebooks' examples), the rest shuffled below, and one instance id per copy."""

from __future__ import annotations

import random
from typing import Any

from engine.ccg.errors import CardDataError


def stacked(
    rng: random.Random, pack_cards: list[str], stack: list[str] | None, exact: bool
) -> list[str]:
    """A deck in draw order: `stack` on top, the rest of the pack shuffled below (`exact`: only
    the stack)."""
    if stack is None:
        deck = list(pack_cards)
        rng.shuffle(deck)
        return deck
    if exact:
        return list(stack)
    rest = list(pack_cards)
    for cid in stack:
        if cid in rest:
            rest.remove(cid)
    rng.shuffle(rest)
    return list(stack) + rest


def instance_ids(seat: int, card_ids: list[str], taken: dict[str, int]) -> list[str]:
    """`seat.card.n` for each copy; `taken` counts copies across a seat's decks."""
    out = []
    for cid in card_ids:
        taken[cid] = taken.get(cid, 0) + 1
        out.append(f"{seat}.{cid}.{taken[cid]}")
    return out


def deal_decks(
    rng: random.Random,
    seat: int,
    sept: list[str],
    combat: list[str],
    stack: dict[str, Any],
) -> tuple[list[str], list[str]]:
    """A seat's Sept and Combat decks in draw order, as instance ids; `stack` is the seat's
    entry of the `deal` option ("sept", "combat", "exact")."""
    exact = bool(stack.get("exact"))
    sept_cards = stacked(rng, sept, stack.get("sept"), exact)
    combat_cards = stacked(rng, combat, stack.get("combat"), exact)
    taken: dict[str, int] = {}
    return instance_ids(seat, sept_cards, taken), instance_ids(seat, combat_cards, taken)


def check_deck_counts(deck: Any, source: str, pack_id: Any, field: str) -> None:
    """A pack's deck field maps card ids to counts of 1 or more."""
    if not isinstance(deck, dict) or not all(
        isinstance(c, str) and isinstance(n, int) and not isinstance(n, bool) and n > 0
        for c, n in deck.items()
    ):
        raise CardDataError(
            f"{source}: pack {pack_id!r}: field {field!r}: must map card ids to counts of 1 or more"
        )
