"""Card surfaces for the original Rage table, drawn by the shared CardRenderer at the sizes
shown. Every surface handed out is remembered with what it shows (a card id, or None for a
back), so tests can prove that no hidden card was drawn for a seat."""

from __future__ import annotations

from typing import Any

import pygame

from desktop.render import CardRenderer
from desktop.render.kit import GameArt
from desktop.render.lazy import LazyArt

GAME = "rage-classic"

TINY = (62, 86)
SMALL = (84, 117)
HAND = (112, 156)
BIG = (168, 235)
ZOOM = (300, 420)


def card_art() -> GameArt:
    """The designs, imported on the first card drawn."""
    return LazyArt((GAME,), "desktop.screens.rage_classic.art", "ClassicArt")


def base_id(iid: str) -> str:
    """'0.quick-jab.2' -> 'quick-jab'; 'guardian:1.x.1' -> 'x'; a card id stays itself."""
    if iid.startswith("guardian:"):
        iid = iid[len("guardian:") :]
    parts = iid.split(".")
    return parts[1] if len(parts) > 1 else parts[0]


class ClassicFaces:
    def __init__(self, renderer: CardRenderer | None = None) -> None:
        self.renderer = renderer or CardRenderer(arts=(card_art(),))
        self.extra: dict[str, Any] = {}  # a game's own cards: id -> engine Card
        self._faces: dict[tuple, pygame.Surface] = {}
        self._shows: dict[int, tuple[str | None, pygame.Surface]] = {}

    def face(
        self, card_id: str, size: tuple[int, int], crinos: bool = False, bare: bool = False
    ) -> pygame.Surface:
        """A face; `bare` leaves out the printed numbers (the table draws the live ones)."""
        key = (card_id, size, crinos, bare)
        surf = self._faces.get(key)
        if surf is None:
            info = {"card": self.extra[card_id]} if card_id in self.extra else None
            fid = card_id + ("#crinos" if crinos else "") + ("#bare" if bare else "")
            surf = self.renderer.face(fid, size, GAME, info)
            self._faces[key] = surf
            self._shows[id(surf)] = (card_id, surf)
        return surf

    def back(self, deck: str, size: tuple[int, int]) -> pygame.Surface:
        key = ("back:" + deck, size, False, False)
        surf = self._faces.get(key)
        if surf is None:
            surf = self.renderer.back(GAME, size, deck)
            self._faces[key] = surf
            self._shows[id(surf)] = (None, surf)
        return surf

    def shows(self, surface: pygame.Surface | None) -> tuple[bool, str | None]:
        """(is a card surface, the card id it shows or None for a back)."""
        found = self._shows.get(id(surface)) if surface is not None else None
        if found is None or found[1] is not surface:
            return False, None
        return True, found[0]
