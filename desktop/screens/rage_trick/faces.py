"""Card surfaces for the table: faces at one size (scaled by nodes), backs, dimmed faces.

Drawing a face costs 5-60 ms, so faces are drawn once at the hand size and every smaller
use (trick, trump) scales that surface through the scene's cache. `prewarm` draws the deck
ahead of need, a little at a time while the table is idle, or all at once for the demo.
"""

from __future__ import annotations

import math
from collections import deque

import pygame

from desktop.render import CardRenderer
from desktop.render.kit import GameArt
from desktop.render.prewarm import draw_queued
from desktop.screens.rage_trick import layout
from desktop.screens.rage_trick.art import RageArt
from engine.games.rage_trick.cards import DECKS

GAME = "rage-trick"


def card_art() -> GameArt:
    """RAGE's card designs, for a CardRenderer."""
    return RageArt()


class FaceBank:
    def __init__(self, preset: str, renderer: CardRenderer | None = None) -> None:
        self.renderer = renderer or CardRenderer(arts=(card_art(),))
        self.preset = preset
        self.deck = "oh-hell" if preset == "oh-hell" else ""
        self._faces: dict[tuple[str, tuple[int, int]], pygame.Surface] = {}
        self._dim: dict[str, pygame.Surface] = {}
        self._backs: dict[tuple[int, int], pygame.Surface] = {}
        self._queue: deque[str] = deque()
        self._least = 0

    @property
    def least(self) -> int:
        """The smallest text a card may show, in logical pixels (0: any): the table's, for
        the window it is shown in. A face leaves out what would print smaller."""
        return self._least

    @least.setter
    def least(self, size: int) -> None:
        if size != self._least:
            self._least = size
            self._faces.clear()
            self._dim.clear()
            self._backs.clear()

    def least_at(self, size: tuple[int, int]) -> int:
        """The smallest text a face drawn at `size` may print: a hand face is also shown
        smaller in the trick (`layout.TRICK_SCALE`), its text with it."""
        if not self._least or size != layout.CARD:
            return self._least
        return math.ceil(self._least / layout.TRICK_SCALE)

    def face(self, card: str, size: tuple[int, int] = layout.CARD) -> pygame.Surface:
        key = (card, size)
        surf = self._faces.get(key)
        if surf is None:
            info = {"least": self.least_at(size)} if self._least else None
            surf = self.renderer.face(card, size, GAME, info)
            self._faces[key] = surf
        return surf

    def dimmed(self, card: str) -> pygame.Surface:
        """The hand face, darkened: a card you may not play now."""
        surf = self._dim.get(card)
        if surf is None:
            surf = self.face(card).copy()
            surf.fill((120, 120, 128, 255), special_flags=pygame.BLEND_RGBA_MULT)
            self._dim[card] = surf
        return surf

    def back(self, size: tuple[int, int] = layout.CARD) -> pygame.Surface:
        surf = self._backs.get(size)
        if surf is None:
            surf = self.renderer.back(GAME, size, self.deck, self._least)
            self._backs[size] = surf
        return surf

    def is_back(self, surface: pygame.Surface | None) -> bool:
        return surface is not None and any(surface is b for b in self._backs.values())

    # -- drawing ahead -------------------------------------------------------------------------

    def want(self, cards: list[str], *, first: bool = False) -> None:
        """Queue faces to draw ahead of need (`first`: before the rest of the queue)."""
        fresh = [c for c in cards if (c, layout.CARD) not in self._faces and c not in self._queue]
        if first:
            self._queue.extendleft(reversed(fresh))
        else:
            self._queue.extend(fresh)

    def want_deck(self) -> None:
        self.want(list(DECKS[self.preset]))

    def prewarm(self, budget_ms: float) -> int:
        """Draw queued faces until `budget_ms` has passed (at least one); returns how many."""
        return draw_queued(
            self._queue, lambda card: (card, layout.CARD) in self._faces, self.face, budget_ms
        )

    def prewarm_all(self) -> None:
        for size in (layout.CARD, layout.MINI, layout.STACK):
            self.back(size)
        self.want_deck()
        while self._queue:
            self.prewarm(1000.0)

    @property
    def queued(self) -> int:
        return len(self._queue)
