"""Parts of a state both Rage CCG editions keep: a player's piles, a Junta or Moot called.
An edition's dataclass adds its own fields to these."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar


@dataclass
class Piles:
    """A player's seat, pack and card piles, as both editions keep them; an edition's Player
    adds its own fields (keyword-only)."""

    seat: int
    pack: str  # pack id (or a player's own pack)
    sept_deck: list[str] = field(default_factory=list)  # index 0 is the top
    hand: list[str] = field(default_factory=list)
    sept_discard: list[str] = field(default_factory=list)
    combat_deck: list[str] = field(default_factory=list)
    combat_hand: list[str] = field(default_factory=list)
    combat_discard: list[str] = field(default_factory=list)
    victory: list[str] = field(default_factory=list)  # face up
    bonus: int = 0  # scored by card effects without a card

    #: the piles by the names events give them
    PILES: ClassVar[dict[str, str]] = {
        **dict.fromkeys(("sept", "sept-deck", "deck"), "sept_deck"),
        **{"hand": "hand", "sept-discard": "sept_discard", "victory": "victory"},
        **{"combat": "combat_deck", "combat-deck": "combat_deck", "combat-hand": "combat_hand"},
        "combat-discard": "combat_discard",
    }

    def pile(self, name: str) -> list[str]:
        found: list[str] = getattr(self, self.PILES[name])
        return found


@dataclass
class Called:
    """A card calling a vote (a Junta, a Moot): the card, who called it, for which seat, and
    what it targets."""

    iid: str
    caller: str
    seat: int
    target: Any = None
