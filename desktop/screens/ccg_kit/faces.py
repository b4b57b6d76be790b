"""Card surfaces for a CCG table, drawn by the shared CardRenderer at the sizes the edition shows.

Every surface handed out is remembered with what it shows (a card id, or None for a back), so
tests can walk the drawn nodes and prove that no hidden card was ever drawn for a seat. Faces
are drawn ahead of time a few per idle frame (`want`, `tick`).
"""

from __future__ import annotations

import contextlib
import time
from collections import deque
from collections.abc import Iterable
from typing import Any, ClassVar

import pygame

from desktop.render import CardRenderer
from desktop.render.kit import GameArt
from desktop.render.lazy import LazyArt
from engine.i18n import language

Size = tuple[int, int]
Wanted = tuple[str, Size, bool, bool]  # card id, size, crinos, bare


class CardFaces:
    #: the edition's game id (its card designs are registered under it)
    game: ClassVar[str] = ""
    #: sizes drawn ahead for a card, and for a creature (both forms)
    card_sizes: ClassVar[tuple[Size, ...]] = ()
    creature_sizes: ClassVar[tuple[Size, ...]] = ()
    #: creatures are shown without their printed numbers (the table draws the live ones)
    bare_creatures: ClassVar[bool] = False
    back_sizes: ClassVar[tuple[Size, ...]] = ()
    decks: ClassVar[tuple[str, ...]] = ("sept", "combat", "character")

    def __init__(self, renderer: CardRenderer | None = None) -> None:
        self.renderer = renderer or CardRenderer(arts=(self.art(),))
        self.extra: dict[str, Any] = {}  # a game's own cards: id -> engine Card
        self._faces: dict[tuple[Any, ...], pygame.Surface] = {}
        self._shows: dict[int, tuple[str | None, pygame.Surface]] = {}
        self._queue: deque[Wanted] = deque()
        #: the smallest text a face prints, in its pixels (the table's legible size; 0: any):
        #: a face too small for its rules text shows its name and what else fits
        self.least = 0

    #: the edition's card designs: module and class, imported on the first card drawn
    art_module: ClassVar[str] = ""
    art_class: ClassVar[str] = ""

    @classmethod
    def art(cls) -> GameArt:
        return LazyArt((cls.game,), cls.art_module, cls.art_class)

    @classmethod
    def for_app(cls, app: Any) -> CardFaces:
        """Faces drawn through the app's card cache."""
        return cls(app.caches.cards(cls.art()))

    def own(self, card_id: str) -> dict[str, Any] | None:
        """Renderer info for a game's own card (one the shipped pool lacks), else None."""
        return {"card": self.extra[card_id]} if card_id in self.extra else None

    def face(
        self, card_id: str, size: Size, crinos: bool = False, bare: bool = False
    ) -> pygame.Surface:
        """A face; `bare` leaves out the printed numbers (the table draws the live ones)."""
        key = (card_id, size, crinos, bare, language(), self.least)
        surf = self._faces.get(key)
        if surf is None:
            fid = card_id + ("#crinos" if crinos else "") + ("#bare" if bare else "")
            info = self.own(card_id)
            if self.least:
                info = {**(info or {}), "least": self.least}
            surf = self.renderer.face(fid, size, self.game, info)
            self._faces[key] = surf
            self._shows[id(surf)] = (card_id, surf)
        return surf

    def back(self, deck: str, size: Size) -> pygame.Surface:
        key = ("back:" + deck, size, False, False, language(), self.least)
        surf = self._faces.get(key)
        if surf is None:
            surf = self.renderer.back(self.game, size, deck, self.least)
            self._faces[key] = surf
            self._shows[id(surf)] = (None, surf)
        return surf

    def shows(self, surface: pygame.Surface | None) -> tuple[bool, str | None]:
        """(is a card surface, the card id it shows or None for a back)."""
        found = self._shows.get(id(surface)) if surface is not None else None
        if found is None or found[1] is not surface:
            return False, None
        return True, found[0]

    # -- drawing ahead of time --------------------------------------------------------------------
    def wanted(self, card_ids: Iterable[str], creatures: Iterable[str] = ()) -> list[Wanted]:
        """The faces a table shows for these cards: (id, size, crinos, bare)."""
        beasts = set(creatures)
        out: list[Wanted] = []
        for cid in card_ids:
            if cid in beasts:
                bare = self.bare_creatures
                out += [(cid, s, c, bare) for s in self.creature_sizes for c in (False, True)]
            else:
                out += [(cid, s, False, False) for s in self.card_sizes]
        return out

    def want(self, card_ids: Iterable[str], creatures: Iterable[str] = ()) -> None:
        """Queue faces to draw ahead of time (`tick` draws a few per frame)."""
        self._queue.extend(self.wanted(card_ids, creatures))

    def want_faces(self, faces: Iterable[Wanted]) -> None:
        """Queue these faces (id, size, crinos, bare) to draw ahead, those not drawn yet."""
        lang = language()
        queued = set(self._queue)
        for cid, size, crinos, bare in faces:
            item = (cid, size, crinos, bare)
            if (
                cid,
                size,
                crinos,
                bare,
                lang,
                self.least,
            ) not in self._faces and item not in queued:
                queued.add(item)
                self._queue.append(item)

    def warming(self) -> bool:
        """Faces are still queued to draw ahead of time."""
        return bool(self._queue)

    def tick(self, budget_ms: float) -> None:
        start = time.perf_counter()
        while self._queue and (time.perf_counter() - start) * 1000 < budget_ms:
            cid, size, crinos, bare = self._queue.popleft()
            with contextlib.suppress(Exception):  # drawn (as a placeholder) when shown
                self.warm(cid, size, crinos, bare)

    def warm(self, card_id: str, size: Size, crinos: bool, bare: bool) -> None:
        """Draw ahead what the table shows of this card at this size (an edition may show
        more than its face)."""
        self.face(card_id, size, crinos, bare)

    def prewarm(self, card_ids: Iterable[str], creatures: Iterable[str] = ()) -> None:
        """Every face and back the table may show, drawn now (the demo, before its clock)."""
        for cid, size, crinos, bare in self.wanted(card_ids, creatures):
            self.warm(cid, size, crinos, bare)
        for deck in self.decks:
            for size in self.back_sizes:
                self.back(deck, size)
