"""Card surfaces for the original Rage table (desktop.screens.ccg_kit.faces) at the sizes it
shows; creatures are drawn bare (the table draws their live numbers)."""

from __future__ import annotations

import pygame

from desktop.screens.ccg_kit.faces import CardFaces
from desktop.screens.ccg_kit.stage import base_id
from engine.i18n import language

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

    def in_hand(self, card_id: str, size: tuple[int, int]) -> pygame.Surface:
        """A card's face as its hand shows it: a name one line would cut takes two (the hand's
        faces are as small as its panel's height makes them, issue 30)."""
        key = (card_id, size, "in hand", language(), self.least)
        surf = self._faces.get(key)
        if surf is None:
            info = {**(self.own(card_id) or {}), "least": self.least, "name_lines": 2}
            surf = self.renderer.face(card_id, size, self.game, info)
            self._faces[key] = surf
            self._shows[id(surf)] = (card_id, surf)
        return surf


card_art = ClassicFaces.art  # the designs, for a CardRenderer

__all__ = ["BIG", "GAME", "HAND", "SMALL", "TINY", "ZOOM", "ClassicFaces", "base_id", "card_art"]
