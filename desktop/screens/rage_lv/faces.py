"""Card surfaces for the relaunch table (desktop.screens.ccg_kit.faces) at the sizes it shows."""

from __future__ import annotations

from typing import Any

from desktop.screens.ccg_kit.faces import CardFaces
from desktop.screens.ccg_kit.stage import base_id

GAME = "rage-lv"

SMALL = (96, 134)
TINY = (72, 100)
HAND = (132, 185)
BIG = (220, 308)
PREVIEW = (330, 462)


class CcgFaces(CardFaces):
    game = GAME
    card_sizes = (SMALL, HAND, TINY)
    creature_sizes = (SMALL, HAND, TINY, BIG)
    back_sizes = (TINY, SMALL, HAND)
    art_module, art_class = "desktop.screens.rage_lv.art", "CcgArt"

    def own(self, card_id: str) -> dict[str, Any] | None:
        """A game's own card, or one of the player's cards shown by the engine's data (a deck
        builder's faces know no game)."""
        from engine.games.rage_lv import data

        found = super().own(card_id)
        extra = data.current_extra()
        return found or ({"card": extra[card_id]} if card_id in extra else None)


card_art = CcgFaces.art  # the Rage CCG's card designs, for a CardRenderer

__all__ = ["BIG", "GAME", "HAND", "PREVIEW", "SMALL", "TINY", "CcgFaces", "base_id", "card_art"]
