"""Card surfaces for the Rage CCG table, drawn by the shared CardRenderer at the sizes shown.

Every surface handed out is remembered with what it shows (a card id, or None for a back), so
tests can walk the drawn nodes and prove that no hidden card was ever drawn for a seat.
"""

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

GAME = "rage-lv"


def card_art() -> GameArt:
    """The Rage CCG's card designs, for a CardRenderer: imported on the first card drawn."""
    return LazyArt((GAME,), "desktop.screens.rage_lv.art", "CcgArt")


SMALL = (96, 134)
TINY = (72, 100)
HAND = (132, 185)
BIG = (220, 308)
PREVIEW = (330, 462)


def base_id(iid: str) -> str:
    """'0.cinder-howl.2' -> 'cinder-howl'; 'guardian:0.dry-wash.1' -> 'dry-wash'."""
    if iid.startswith("guardian:"):
        iid = iid[len("guardian:") :]
    parts = iid.split(".")
    return parts[1] if len(parts) > 1 else parts[0]


def _own_card(card_id: str) -> dict[str, Any] | None:
    """The game's own (user) card for an id the shipped pool lacks, as renderer info."""
    from engine.games.rage_lv import data

    extra = data.current_extra()
    return {"card": extra[card_id]} if card_id in extra else None


class CcgFaces:
    def __init__(self, renderer: CardRenderer | None = None, extra: dict[str, Any] | None = None):
        self.renderer = renderer or CardRenderer(arts=(card_art(),))
        self.extra = extra or {}  # user cards not in the shipped pool: id -> engine Card
        self._faces: dict[tuple, pygame.Surface] = {}
        self._shows: dict[int, tuple[str | None, pygame.Surface]] = {}
        self._queue: deque[tuple[str, tuple[int, int]]] = deque()

    def face(self, card_id: str, size: tuple[int, int], crinos: bool = False) -> pygame.Surface:
        key = (card_id, size, crinos, language())
        surf = self._faces.get(key)
        if surf is None:
            fid = card_id + ("#crinos" if crinos else "")
            info = {"card": self.extra[card_id]} if card_id in self.extra else _own_card(card_id)
            surf = self.renderer.face(fid, size, GAME, info)
            self._faces[key] = surf
            self._shows[id(surf)] = (card_id, surf)
        return surf

    def back(self, deck: str, size: tuple[int, int]) -> pygame.Surface:
        key = ("back:" + deck, size, False, language())
        surf = self._faces.get(key)
        if surf is None:
            surf = self.renderer.back(GAME, size, deck)
            self._faces[key] = surf
            self._shows[id(surf)] = (None, surf)
        return surf

    def shows(self, surface: pygame.Surface | None) -> tuple[bool, str | None]:
        """(is a card surface, the card id it shows or None for a back)."""
        if surface is None:
            return False, None
        found = self._shows.get(id(surface))
        if found is None or found[1] is not surface:
            return False, None
        return True, found[0]

    def want(self, card_ids: list[str]) -> None:
        """Queue faces to draw ahead of time (`tick` draws a few per frame)."""
        self._queue.extend((cid, size) for cid in card_ids for size in (SMALL, HAND, TINY))

    def tick(self, budget_ms: float) -> None:
        start = time.perf_counter()
        while self._queue and (time.perf_counter() - start) * 1000 < budget_ms:
            cid, size = self._queue.popleft()
            with contextlib.suppress(Exception):  # drawn (as a placeholder) when shown
                self.face(cid, size)

    def prewarm(
        self, card_ids: list[str], budget_ms: float = 1e9, big: tuple[str, ...] = ()
    ) -> None:
        start = time.perf_counter()
        for cid in card_ids:
            for size in (SMALL, HAND, TINY):
                self.face(cid, size)
        for cid in big:
            self.face(cid, BIG)
            self.face(cid, SMALL, True)
            self.face(cid, TINY, True)
            self.face(cid, BIG, True)
            if (time.perf_counter() - start) * 1000 > budget_ms:
                return
        for deck in ("sept", "combat", "character"):
            self.back(deck, TINY)
            self.back(deck, SMALL)
            self.back(deck, HAND)
