"""A pack's piles by name: its Victory Pile, its cards Out of Play and its discards, as the
looking seat may see them (the engine's view lists their card instances; a card keeps its
name after it leaves play, since the name comes from the instance, not from the play)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from desktop.screens.rage_classic.words import name
from engine.i18n import _


def _names(iids: Sequence[Any]) -> str:
    counted = Counter(name(i) for i in iids if isinstance(i, str))
    return ", ".join(f"{n} ×{k}" if k > 1 else n for n, k in sorted(counted.items())) or _("none")


def pile_lines(view: Mapping[str, Any], seat: int) -> list[tuple[str, str]]:
    """(heading, the cards by name) for each of a pack's piles."""
    p = view["players"][seat]
    removed = [i for i in view.get("removed", []) if str(i).split(".")[0] == str(seat)]
    victory = _names(p.get("victory") or [])
    down = p.get("victory_down") or 0
    if down:
        victory += _(" (and {n} face down)").format(n=down)
    return [
        (_("Victory Pile ({n})").format(n=len(p.get("victory") or []) + down), victory),
        (_("Out of Play ({n})").format(n=len(removed)), _names(removed)),
        (
            _("Sept discard ({n})").format(n=len(p.get("sept_discard") or [])),
            _names(p.get("sept_discard") or []),
        ),
        (
            _("Combat discard ({n})").format(n=len(p.get("combat_discard") or [])),
            _names(p.get("combat_discard") or []),
        ),
    ]


def pile_text(view: Mapping[str, Any], seat: int, most: int = 240) -> str:
    """The piles as a few paragraphs; a long pile is cut to `most` characters."""

    def cut(cards: str) -> str:
        return cards if len(cards) <= most else cards[: most - 1].rsplit(",", 1)[0] + ", …"

    return "\n".join(f"{head}: {cut(cards)}." for head, cards in pile_lines(view, seat))
