"""A bounded cache of transformed surfaces, so static frames only blit.

Entries are keyed by the identity of the source surface and the quantised scale, rotation
and alpha. Node surfaces are treated as immutable: to change what a node shows, assign a new
surface (or call `forget` after drawing into the old one).
"""

from __future__ import annotations

import logging
from collections import OrderedDict
from dataclasses import dataclass, field

import pygame

log = logging.getLogger(__name__)

# Quantisation steps: fine enough to be invisible, coarse enough that a card resting at
# rotation -4.2857 and one at -4.2858 share an entry.
SCALE_STEPS = 256
ROTATION_STEPS = 8  # per degree


def quantise(scale: float, rotation: float, opacity: float) -> tuple[int, int, int]:
    """The cache key parts for a transform; also what the renderer actually draws."""
    alpha = max(0, min(255, round(opacity * 255)))
    return round(scale * SCALE_STEPS), round((rotation % 360.0) * ROTATION_STEPS), alpha


@dataclass
class SurfaceCache:
    """LRU cache of surfaces prepared for fast blitting (converted, RLE, transformed)."""

    max_bytes: int = 192 * 1024 * 1024
    hits: int = 0
    misses: int = 0
    _entries: OrderedDict[tuple[int, int, int, int], tuple[pygame.Surface, pygame.Surface]] = field(
        default_factory=OrderedDict, repr=False
    )
    _bytes: int = 0

    def __len__(self) -> int:
        return len(self._entries)

    @property
    def bytes_used(self) -> int:
        return self._bytes

    def get(self, surface: pygame.Surface, qscale: int, qrot: int, alpha: int) -> pygame.Surface:
        """The blit-ready surface for `surface` at a quantised transform (see `quantise`)."""
        key = (id(surface), qscale, qrot, alpha)
        entry = self._entries.get(key)
        # The entry keeps its source alive, so an id can only be reused after eviction;
        # the identity check guards that window anyway.
        if entry is not None and entry[0] is surface:
            self._entries.move_to_end(key)
            self.hits += 1
            return entry[1]
        self.misses += 1
        result = _prepare(surface, qscale / SCALE_STEPS, qrot / ROTATION_STEPS, alpha)
        if entry is not None:
            self._bytes -= _size_of(entry[1])
        self._entries[key] = (surface, result)
        self._bytes += _size_of(result)
        self._evict()
        return result

    def forget(self, surface: pygame.Surface) -> None:
        """Drop every entry made from `surface` (after it was drawn into in place)."""
        sid = id(surface)
        for key in [k for k, v in self._entries.items() if k[0] == sid and v[0] is surface]:
            self._bytes -= _size_of(self._entries.pop(key)[1])

    def clear(self) -> None:
        self._entries.clear()
        self._bytes = 0

    def reset_counters(self) -> None:
        self.hits = 0
        self.misses = 0

    def _evict(self) -> None:
        while self._bytes > self.max_bytes and len(self._entries) > 1:
            _, (_, old) = self._entries.popitem(last=False)
            self._bytes -= _size_of(old)


def _size_of(surface: pygame.Surface) -> int:
    w, h = surface.get_size()
    return w * h * surface.get_bytesize()


def _prepare(surface: pygame.Surface, scale: float, rotation: float, alpha: int) -> pygame.Surface:
    has_alpha = bool(surface.get_flags() & pygame.SRCALPHA)
    if rotation != 0.0:
        if not has_alpha:
            # rotozoom fills the uncovered corners black unless the source has alpha.
            surface = _with_alpha(surface)
        out = pygame.transform.rotozoom(surface, rotation, scale)
        has_alpha = True
    elif scale != 1.0:
        w, h = surface.get_size()
        size = (max(1, round(w * scale)), max(1, round(h * scale)))
        if surface.get_bitsize() in (24, 32):
            out = pygame.transform.smoothscale(surface, size)
        else:
            out = pygame.transform.scale(surface, size)
    else:
        out = surface.copy()
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        # Matching the display's pixel format keeps blits on the fast path.
        out = out.convert_alpha() if has_alpha else out.convert()
    if alpha < 255:
        out.set_alpha(alpha)
    elif has_alpha:
        # RLE makes blits of mostly opaque cards with transparent corners ~3x cheaper.
        out.set_alpha(255, pygame.RLEACCEL)
    return out


def _with_alpha(surface: pygame.Surface) -> pygame.Surface:
    out = pygame.Surface(surface.get_size(), pygame.SRCALPHA, 32)
    out.blit(surface, (0, 0))
    return out
