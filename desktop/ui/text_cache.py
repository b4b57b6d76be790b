"""Fonts, rendered strings and small drawn pieces, memoised within a budget: one `TextCache`
per App.

The UI draws text from some 170 places, many with no app at hand, through `theme.font` and
`theme.render_text`. Those stay plain functions; they draw through the cache the App installs
(`use`), which `AppCaches` owns, bounds, reports and clears. Before any App exists (tools,
tests), a cache of the same budget serves. Drawing helpers with no app at hand (a table's
badges and stat strips, card art's shades) keep what they drew in its `piece` memo, not in
module globals.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, TypeVar

import pygame

from desktop.scene.cache import SurfaceLru

MB = 1024 * 1024
T = TypeVar("T")


def _kept(store: OrderedDict[Any, T], key: Any, make: Callable[[], T], most: int) -> T:
    """`store[key]`, made by `make` when missing; beyond `most` entries the least recently
    used go."""
    found = store.get(key)
    if found is not None:
        store.move_to_end(key)
        return found
    found = store[key] = make()
    while len(store) > most:
        store.popitem(last=False)
    return found


@dataclass
class TextCache:
    """Open fonts (at most `max_fonts`) and rendered strings (within `max_bytes`), least
    recently used out first."""

    max_fonts: int = 160
    max_bytes: int = 16 * MB
    _fonts: OrderedDict[Any, pygame.font.Font] = field(default_factory=OrderedDict, repr=False)
    _texts: SurfaceLru = field(init=False, repr=False)
    max_wraps: int = 4096
    _wraps: OrderedDict[Any, list[str]] = field(default_factory=OrderedDict, repr=False)
    max_piece_bytes: int = 16 * MB
    _sizes: OrderedDict[Any, int] = field(default_factory=OrderedDict, repr=False)
    _pieces: SurfaceLru = field(init=False, repr=False)

    def __post_init__(self) -> None:
        self._texts = SurfaceLru(self.max_bytes)
        self._pieces = SurfaceLru(self.max_piece_bytes)

    @property
    def bytes_used(self) -> int:
        return self._texts.bytes_used

    @property
    def piece_bytes(self) -> int:
        return self._pieces.bytes_used

    @property
    def fonts_open(self) -> int:
        return len(self._fonts)

    def __len__(self) -> int:
        return len(self._texts)

    def font(self, key: Any, load: Callable[[], pygame.font.Font]) -> pygame.font.Font:
        return _kept(self._fonts, key, load, self.max_fonts)

    def text(self, key: Any, render: Callable[[], pygame.Surface]) -> pygame.Surface:
        """The surface for `key`; shared, so blit it and never draw into it."""
        self._texts.max_bytes = self.max_bytes
        return self._texts.get(key, render)

    def fitted_size(self, key: Any, fit: Callable[[], int]) -> int:
        """The type size a label fits its width at (`theme.fitted_text`): measuring with a
        font costs about a tenth of a millisecond, and buttons are drawn every frame."""
        return _kept(self._sizes, key, fit, self.max_wraps)

    def piece(self, key: Any, draw: Callable[[], pygame.Surface]) -> pygame.Surface:
        """A small drawn piece for `key` (name the drawing module in it): badges, strips,
        shades. Shared, so blit it and never draw into it."""
        self._pieces.max_bytes = self.max_piece_bytes
        return self._pieces.get(key, draw)

    def wrapped(self, key: Any, wrap: Callable[[], list[str]]) -> list[str]:
        """A text broken into lines (a sidebar re-wraps the same lines every time it is
        drawn; measuring them is most of the cost). A fresh list each time."""
        lines: list[str] = _kept(self._wraps, key, wrap, self.max_wraps)
        return list(lines)

    def clear(self) -> None:
        """Forget everything (fonts do not survive `pygame.quit()`)."""
        self._wraps.clear()
        self._sizes.clear()
        self._fonts.clear()
        self._texts.clear()
        self._pieces.clear()


_fallback = TextCache()
_active: list[TextCache] = [_fallback]  # the App's cache once one is built


def active() -> TextCache:
    return _active[0]


def use(cache: TextCache | None) -> None:
    """Draw text through `cache` (the App's); None: the stand-in of an app-less process."""
    _active[0] = cache if cache is not None else _fallback
