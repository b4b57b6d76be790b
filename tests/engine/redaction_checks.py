"""What the redaction tests of both CCG editions check: every string a view names (written
apart from the engine's own walker, engine.ccg.views.strings, so that a fault there cannot hide
a leak), the cards no seat may see but its own, and logged events that keep decks secret."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any


def strings(obj: object) -> set[str]:
    """The strings in a JSON-like value: dict values, list and tuple items (not dict keys)."""
    if isinstance(obj, str):
        return {obj}
    if isinstance(obj, dict):
        return set().union(*(strings(v) for v in obj.values())) if obj else set()
    if isinstance(obj, list | tuple):
        return set().union(*(strings(v) for v in obj)) if obj else set()
    return set()


def decks_and_other_hands(players: Iterable[Any], seat: int | None) -> set[str]:
    """Every card in a deck, and in the hands of every player but `seat`."""
    out: set[str] = set()
    for p in players:
        out |= set(p.sept_deck) | set(p.combat_deck)
        if p.seat != seat:
            out |= set(p.hand) | set(p.combat_hand)
    return out


def assert_deck_order_hidden(event: dict[str, Any]) -> None:
    """A logged deal or shuffle names no deck's order."""
    if event["type"] in ("deal", "shuffle"):
        assert not isinstance(event.get("order", 0), list)
        assert not isinstance(event.get("sept", 0), list)
