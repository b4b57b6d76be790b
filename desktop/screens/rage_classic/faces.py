"""Card surfaces for the original Rage table (desktop.screens.ccg_kit.faces) at the sizes it
shows; creatures are drawn bare (the table draws their live numbers)."""

from __future__ import annotations

from desktop.render.kit import GameArt
from desktop.render.lazy import LazyArt
from desktop.screens.ccg_kit.faces import CardFaces
from desktop.screens.ccg_kit.stage import base_id

GAME = "rage-classic"

TINY = (62, 86)
SMALL = (84, 117)
HAND = (112, 156)
BIG = (168, 235)
ZOOM = (300, 420)


def card_art() -> GameArt:
    """The designs, imported on the first card drawn."""
    return LazyArt((GAME,), "desktop.screens.rage_classic.art", "ClassicArt")


class ClassicFaces(CardFaces):
    game = GAME
    card_sizes = (TINY, SMALL, HAND)
    creature_sizes = (TINY, SMALL, HAND, BIG)
    bare_creatures = True
    back_sizes = (TINY, SMALL, HAND)

    @classmethod
    def art(cls) -> GameArt:
        return card_art()


__all__ = ["BIG", "GAME", "HAND", "SMALL", "TINY", "ZOOM", "ClassicFaces", "base_id", "card_art"]
