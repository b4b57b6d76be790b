"""A bounded cache of transformed surfaces, so static frames only blit.

Entries are keyed by the identity of the source surface and the quantised scale, rotation
and alpha. Node surfaces are treated as immutable: to change what a node shows, assign a new
surface (or call `forget` after drawing into the old one).

The cache has two parts (a segmented LRU). A new transform waits on probation; only when it
is asked for again (a card at rest, drawn frame after frame) is it kept. Beyond the budget,
the oldest transforms on probation go first. A card that flies, turns or fades makes a new
transform every frame that is never asked for again: those push out only each other, never
the transforms of the cards at rest. The kept part holds at most `KEPT_SHARE` of the
budget; beyond that its least recently used go back on probation (the last frames of an
easing ask for one transform twice, and would otherwise stay kept for good). Without that
room, probation held one or two entries, and an animation played again (a Ragers card
going back to the hand each day, a card raised and lowered) made every one of its
transforms again: 37,000 misses in a Ragers game at 64 MB, 3,300 with the room. An entry holds its source weakly and goes when the
source does: a name plate or a label drawn anew leaves no stale transforms behind. The App
owns one cache for every scene.
"""

from __future__ import annotations

import logging
import weakref
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pygame

log = logging.getLogger(__name__)

# Quantisation steps: fine enough to be invisible, coarse enough that a card resting at
# rotation -4.2857 and one at -4.2858 share an entry.
SCALE_STEPS = 256
ROTATION_STEPS = 8  # per degree
DEFAULT_BUDGET = 64 * 1024 * 1024
#: The share of the budget the kept part may hold; the rest is room for probation.
KEPT_SHARE = 0.75

Key = tuple[int, int, int, int]
Entry = tuple["weakref.ref[pygame.Surface]", pygame.Surface]  # (source, prepared)


def quantise(scale: float, rotation: float, opacity: float) -> tuple[int, int, int]:
    """The cache key parts for a transform; also what the renderer actually draws."""
    alpha = max(0, min(255, round(opacity * 255)))
    return round(scale * SCALE_STEPS), round((rotation % 360.0) * ROTATION_STEPS), alpha


@dataclass
class SurfaceCache:
    """Segmented LRU cache of surfaces prepared for fast blitting (converted, RLE,
    transformed), within `max_bytes` in all."""

    max_bytes: int = DEFAULT_BUDGET
    hits: int = 0
    misses: int = 0
    _probation: OrderedDict[Key, Entry] = field(default_factory=OrderedDict, repr=False)
    _kept: OrderedDict[Key, Entry] = field(default_factory=OrderedDict, repr=False)
    _probation_bytes: int = 0
    _kept_bytes: int = 0

    def __len__(self) -> int:
        return len(self._probation) + len(self._kept)

    @property
    def bytes_used(self) -> int:
        return self._probation_bytes + self._kept_bytes

    @property
    def kept(self) -> int:
        """Entries asked for more than once."""
        return len(self._kept)

    def get(self, surface: pygame.Surface, qscale: int, qrot: int, alpha: int) -> pygame.Surface:
        """The blit-ready surface for `surface` at a quantised transform (see `quantise`)."""
        key = (id(surface), qscale, qrot, alpha)
        # An entry goes when its source does, before the id can be reused; the identity
        # checks guard that anyway.
        entry = self._kept.get(key)
        if entry is not None and entry[0]() is surface:
            self._kept.move_to_end(key)
            self.hits += 1
            return entry[1]
        entry = self._probation.get(key)
        if entry is not None and entry[0]() is surface:
            del self._probation[key]  # asked for again: keep it
            size = _size_of(entry[1])
            self._probation_bytes -= size
            self._kept[key] = entry
            self._kept_bytes += size
            self._evict()
            self.hits += 1
            return entry[1]
        self.misses += 1
        result = _prepare(surface, qscale / SCALE_STEPS, qrot / ROTATION_STEPS, alpha)
        self._drop(key)  # a stale entry of a reused id
        self._probation[key] = (weakref.ref(surface, self._source_gone(key)), result)
        self._probation_bytes += _size_of(result)
        self._evict()
        return result

    def forget(self, surface: pygame.Surface) -> None:
        """Drop every entry made from `surface` (after it was drawn into in place)."""
        sid = id(surface)
        for part in (self._probation, self._kept):
            for key in [k for k, v in part.items() if k[0] == sid and v[0]() is surface]:
                self._drop(key)

    def clear(self) -> None:
        self._probation.clear()
        self._kept.clear()
        self._probation_bytes = self._kept_bytes = 0

    def reset_counters(self) -> None:
        self.hits = 0
        self.misses = 0

    def _evict(self) -> None:
        # Kept beyond its share: the least recently used go back on probation (its newest
        # end), to be asked for again or to age out there.
        kept_limit = self.max_bytes * KEPT_SHARE
        while self._kept_bytes > kept_limit and len(self._kept) > 1:
            key, entry = self._kept.popitem(last=False)
            size = _size_of(entry[1])
            self._kept_bytes -= size
            self._probation[key] = entry
            self._probation_bytes += size
        # The newest entry stays, whatever its size: it is being drawn.
        while self.bytes_used > self.max_bytes and len(self) > 1:
            if len(self._probation) > 1 or (self._probation and not self._kept):
                _, (_, old) = self._probation.popitem(last=False)
                self._probation_bytes -= _size_of(old)
            else:
                _, (_, old) = self._kept.popitem(last=False)
                self._kept_bytes -= _size_of(old)

    def _source_gone(self, key: Key) -> Callable[[object], None]:
        # Weakly bound: a callback that held the cache would keep it alive.
        cache = weakref.ref(self)

        def gone(_: object) -> None:
            alive = cache()
            if alive is not None:
                alive._drop(key)

        return gone

    def _drop(self, key: Key) -> None:
        entry = self._probation.pop(key, None)
        if entry is not None:
            self._probation_bytes -= _size_of(entry[1])
        entry = self._kept.pop(key, None)
        if entry is not None:
            self._kept_bytes -= _size_of(entry[1])


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


@dataclass
class SurfaceLru:
    """Surfaces made once and looked up by a key (shapes, backgrounds), least recently used
    first out beyond `max_bytes`."""

    max_bytes: int = 32 * 1024 * 1024
    _entries: OrderedDict[Any, pygame.Surface] = field(default_factory=OrderedDict, repr=False)
    _bytes: int = 0

    def __len__(self) -> int:
        return len(self._entries)

    @property
    def bytes_used(self) -> int:
        return self._bytes

    def get(self, key: Any, make: Callable[[], pygame.Surface]) -> pygame.Surface:
        """The surface for `key`, made by `make()` the first time (or after eviction)."""
        surf = self._entries.get(key)
        if surf is not None:
            self._entries.move_to_end(key)
            return surf
        surf = self._entries[key] = make()
        self._bytes += _size_of(surf)
        while self._bytes > self.max_bytes and len(self._entries) > 1:
            _, old = self._entries.popitem(last=False)
            self._bytes -= _size_of(old)
        return surf

    def clear(self) -> None:
        self._entries.clear()
        self._bytes = 0
