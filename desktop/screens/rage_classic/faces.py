"""Card surfaces for the original Rage table, drawn by the shared CardRenderer at the sizes
shown. Every surface handed out is remembered with what it shows (a card id, or None for a
back), so tests can prove that no hidden card was drawn for a seat."""

from __future__ import annotations

import contextlib
import time
from collections import deque
from typing import Any

import pygame

from desktop.render import CardRenderer
from desktop.render.kit import GameArt
from desktop.render.lazy import LazyArt
from engine.i18n import language

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
        self._queue: deque[tuple[str, tuple[int, int], bool, bool]] = deque()

    def face(
        self, card_id: str, size: tuple[int, int], crinos: bool = False, bare: bool = False
    ) -> pygame.Surface:
        """A face; `bare` leaves out the printed numbers (the table draws the live ones)."""
        key = (card_id, size, crinos, bare, language())
        surf = self._faces.get(key)
        if surf is None:
            info = {"card": self.extra[card_id]} if card_id in self.extra else None
            fid = card_id + ("#crinos" if crinos else "") + ("#bare" if bare else "")
            surf = self.renderer.face(fid, size, GAME, info)
            self._faces[key] = surf
            self._shows[id(surf)] = (card_id, surf)
        return surf

    def back(self, deck: str, size: tuple[int, int]) -> pygame.Surface:
        key = ("back:" + deck, size, False, False, language())
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

    # -- drawing ahead of time ----------------------------------------------------------------
    @staticmethod
    def wanted(
        card_ids: list[str], creatures: set[str]
    ) -> list[tuple[str, tuple[int, int], bool, bool]]:
        """The faces a table shows for these cards: (id, size, crinos, bare)."""
        out = []
        for cid in card_ids:
            if cid in creatures:
                for size in (TINY, SMALL, HAND, BIG):
                    out += [(cid, size, False, True), (cid, size, True, True)]
            else:
                out += [(cid, size, False, False) for size in (TINY, SMALL, HAND)]
        return out

    def want(self, card_ids: list[str], creatures: set[str]) -> None:
        """Queue faces to draw ahead of time (`tick` draws a few per frame)."""
        self._queue.extend(self.wanted(card_ids, creatures))

    def tick(self, budget_ms: float) -> None:
        start = time.perf_counter()
        while self._queue and (time.perf_counter() - start) * 1000 < budget_ms:
            cid, size, crinos, bare = self._queue.popleft()
            with contextlib.suppress(Exception):  # drawn (as a placeholder) when shown
                self.face(cid, size, crinos, bare)

    def prewarm(self, card_ids: list[str], creatures: set[str]) -> None:
        for cid, size, crinos, bare in self.wanted(card_ids, creatures):
            self.face(cid, size, crinos, bare)
        for deck in ("sept", "combat", "character"):
            for size in (TINY, SMALL, HAND):
                self.back(deck, size)
