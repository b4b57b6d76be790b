"""Card surfaces for the original Rage table (desktop.screens.ccg_kit.faces) at the sizes it
shows; creatures are drawn bare (the table draws their live numbers)."""

from __future__ import annotations

from desktop.screens.ccg_kit.faces import CardFaces
from desktop.screens.ccg_kit.stage import base_id

GAME = "rage-classic"

TINY = (62, 86)
SMALL = (84, 117)
HAND = (112, 156)
BIG = (168, 235)
ZOOM = (300, 420)


class ClassicFaces(CardFaces):
    game = GAME
    card_sizes = (TINY, SMALL, HAND)
    creature_sizes = (TINY, SMALL, HAND, BIG)
    bare_creatures = True
    back_sizes = (TINY, SMALL, HAND)
    art_module, art_class = "desktop.screens.rage_classic.art", "ClassicArt"


card_art = ClassicFaces.art  # the designs, for a CardRenderer

__all__ = ["BIG", "GAME", "HAND", "SMALL", "TINY", "ZOOM", "ClassicFaces", "base_id", "card_art"]
