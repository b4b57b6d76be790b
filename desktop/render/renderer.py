"""CardRenderer: every card face and back, drawn lazily at the size shown and cached.

Nothing is drawn or loaded when the renderer is built: fonts, icons and faces are produced
the first time they are asked for, so start-up stays fast. Faces are cached by
(face or back, game, card, size, palette, info) in a least-recently-used cache with a pixel
budget, so a long session with many preview sizes cannot grow without bound.
"""

from __future__ import annotations

import json
import logging
from collections import OrderedDict
from collections.abc import Iterable
from pathlib import Path

import pygame

from .fonts import Fonts
from .icons import ColorLike, Icons
from .ids import UnknownCard
from .kit import GameArt, Kit
from .paint import Canvas
from .palette import PALETTES
from .text import render_ink_fit

log = logging.getLogger(__name__)

CacheKey = tuple
DEFAULT_BUDGET_BYTES = 64 * 1024 * 1024
MIN_SIDE = 8


class CardRenderer:
    """Draws the cards of the games whose designs (`arts`, or later `register`) it was given;
    each game's registration builds its design (`GameRegistration.card_art`)."""

    def __init__(
        self,
        art_dir: Path | None = None,
        palette: str = "standard",
        arts: Iterable[GameArt] = (),
    ) -> None:
        if palette not in PALETTES:
            raise ValueError(f"unknown palette {palette!r}; choose from {sorted(PALETTES)}")
        self.art_dir = art_dir
        self.fonts = Fonts(art_dir)
        self.icons = Icons(art_dir)
        self._palette = palette
        self.budget_bytes = DEFAULT_BUDGET_BYTES
        self._cache: OrderedDict[CacheKey, pygame.Surface] = OrderedDict()
        self._cache_bytes = 0
        self._arts: dict[str, GameArt] = {}
        for art in arts:
            self.register(art)

    # -- configuration -------------------------------------------------------------------

    @property
    def palette(self) -> str:
        return self._palette

    def set_palette(self, name: str) -> None:
        if name not in PALETTES:
            raise ValueError(f"unknown palette {name!r}; choose from {sorted(PALETTES)}")
        # Cached faces stay valid: the palette (and the language) is part of every cache key.
        self._palette = name

    def register(self, art: GameArt) -> None:
        """Add (or replace) the designs for the games ``art`` declares."""
        for game in art.games:
            self._arts[game] = art

    def games(self) -> list[str]:
        return sorted(self._arts)

    def card_ids(self, game: str) -> list[str]:
        return self._art(game).card_ids(game)

    @property
    def kit(self) -> Kit:
        return Kit(self.fonts, self.icons, PALETTES[self._palette])

    # -- drawing ---------------------------------------------------------------------------

    def face(
        self,
        card_id: str,
        size: tuple[int, int],
        game: str,
        info: dict | None = None,
    ) -> pygame.Surface:
        """The face of ``card_id`` at ``size`` pixels: per-pixel alpha, rounded corners.

        ``info`` carries game data the id does not (Ragers GP values, cheers requirements,
        titles and rules text); absent keys fall back to sensible defaults.
        """
        size = self._size(size)
        key = ("face", game, card_id, size, self._palette, _language(), _freeze(info))
        surf = self._cache_get(key)
        if surf is None:
            try:
                surf = self._art(game).face(self.kit, game, card_id, size, info)
            except UnknownCard:
                log.error("no design for card %r in game %r", card_id, game)
                surf = self._placeholder(size, card_id)
            self._cache_put(key, surf)
        return surf

    def back(
        self, game: str, size: tuple[int, int], deck: str = "", least: int = 0
    ) -> pygame.Surface:
        """A back; `least`: the smallest text it may print, in pixels (0: any)."""
        size = self._size(size)
        key = ("back", game, deck, size, self._palette, _language(), least or None)
        surf = self._cache_get(key)
        if surf is None:
            surf = self._art(game).back(self.kit, game, size, deck, least)
            self._cache_put(key, surf)
        return surf

    @property
    def bytes_used(self) -> int:
        """Pixels the face cache holds, in bytes."""
        return self._cache_bytes

    def icon(self, name: str, size: int | tuple[int, int], color: ColorLike) -> pygame.Surface:
        """An icon from art/icons at ``size`` in ``color`` (for the UI around the cards)."""
        return self.icons.get(name, size, color)

    def clear(self) -> None:
        """Drop every cached face, icon and font (e.g. after a display mode change)."""
        self._cache.clear()
        self._cache_bytes = 0
        self.icons.clear()
        self.fonts.clear()

    # -- internals ---------------------------------------------------------------------------

    def _art(self, game: str) -> GameArt:
        try:
            return self._arts[game]
        except KeyError:
            raise ValueError(f"no card designs for game {game!r}") from None

    @staticmethod
    def _size(size: tuple[int, int]) -> tuple[int, int]:
        w, h = int(size[0]), int(size[1])
        if w < MIN_SIDE or h < MIN_SIDE:
            raise ValueError(f"card size {size} is too small (min {MIN_SIDE} px a side)")
        return (w, h)

    def _cache_get(self, key: CacheKey) -> pygame.Surface | None:
        surf = self._cache.get(key)
        if surf is not None:
            self._cache.move_to_end(key)
        return surf

    def _cache_put(self, key: CacheKey, surf: pygame.Surface) -> None:
        self._cache[key] = surf
        self._cache_bytes += _bytes(surf)
        while self._cache_bytes > self.budget_bytes and len(self._cache) > 1:
            _, old = self._cache.popitem(last=False)
            self._cache_bytes -= _bytes(old)

    def _placeholder(self, size: tuple[int, int], card_id: str) -> pygame.Surface:
        c = Canvas(size)
        s = c.surface
        pygame.draw.rect(s, (90, 90, 96), s.get_rect(), border_radius=c.s(6))
        pygame.draw.rect(s, (230, 60, 60), s.get_rect(), c.s(1.5), border_radius=c.s(6))
        mark = render_ink_fit(self.fonts.display, "?", c.s(40), c.s(40), (240, 240, 240))
        s.blit(mark, mark.get_rect(center=c.pt(50, 60)))
        label = render_ink_fit(self.fonts.text, card_id, c.x(84), c.y(10), (240, 240, 240))
        s.blit(label, label.get_rect(center=c.pt(50, 110)))
        return c.finish()


def _bytes(surf: pygame.Surface) -> int:
    return surf.get_width() * surf.get_height() * 4


def _language() -> str:
    """The active language (part of every cache key); the engine is imported on first use,
    not with the renderer (start-up stays light)."""
    from engine.i18n import language

    return language()


def _freeze(info: dict | None) -> str | None:
    """A hashable, order-independent form of ``info`` for the cache key."""
    if not info:
        return None
    return json.dumps(info, sort_keys=True, default=str)
