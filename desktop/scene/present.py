"""Putting the logical canvas on the window: only what changed, scaled in exact pieces.

For a scale of p/q, a rectangle of the canvas whose corners are multiples of `q` logical
pixels scales to a whole number of window pixels. Scaling it alone gives exactly the pixels
that scaling it with the rest of the frame gives (smoothscale's area filter when shrinking;
when growing, its bilinear filter is fed one extra source column and row, which makes its
sampling grid the frame's own), so a frame rescales only its damage, each rectangle
widened to multiples of q, and no seam shows. (Coarser tiles once did this, and a card's
damage scaled up to three times its area: at 2560x1440 the scaling was most of a busy
frame.) A full frame is the whole canvas at once.

Shrinking by a p that is not a power of two drifts over long runs, so there the canvas is
cut into fixed tiles, each scaled alone, and a frame rescales the tiles it damaged.

A growing frame that has no time left for the filter (a table redrawn whole after a busy
update, at 2560x1440 a 4 ms smoothscale on top of it) scales its boxes plainly, three or
four times faster, and notes the q-aligned tiles they touched as rough; later frames smooth
the rough tiles again, a few rows of them at a time, so the window settles to exactly the
full rescale's pixels within a few frames, and the app keeps waking until it has
(`settled`).
"""

from __future__ import annotations

import logging
import time
from collections.abc import Iterable, Iterator, Sequence

import pygame

from desktop.scene.viewport import Viewport

log = logging.getLogger(__name__)

BAR_COLOR = (0, 0, 0)
#: Shrinking by p/q steps through the source in 1/65536ths; unless that step is exact (p a
#: power of two), a long run drifts by a level or two, so every tile is scaled on its own.
LONE_TILE_TARGET = 192
#: Above this share of the canvas, one full update is cheaper than many small ones.
FULL_SHARE = 0.6

#: What a frame may spend, the scaling included, before it scales plainly (a p99 under 8 ms
#: with room for a busy machine: 4.5 gave rage-classic at 2560x1440 0.4-0.5 ms less p99 than 6).
FRAME_BUDGET_MS = 4.5
#: Boxes this small are always smoothed: their plain scale would save next to nothing.
ROUGH_MIN_PIXELS = 40_000
#: Logical pixels of rough tiles a later frame smooths at most (about 0.5 ms here).
REFINE_PIXELS = 240_000
#: The side of the rough tiles, in logical pixels (rounded to a multiple of q).
ROUGH_TILE = 48
#: Boxes are at least this many q wide and high: growing a box q high, smoothscale would get
#: q + 1 rows for p rows, which for p = q + 1 it copies instead of filtering them (a full
#: frame's last q rows and columns are scaled that way, and only those).
MIN_SIDE = 2
#: A first guess of smoothscale's cost, nanoseconds per logical pixel, until one is measured.
FIRST_NS_PER_PIXEL = 1.0

RectTuple = tuple[int, int, int, int]


class WindowPresenter:
    """Copies (and scales) the damaged parts of a canvas onto the window, then shows them."""

    def __init__(self, window: pygame.Surface, viewport: Viewport) -> None:
        self.window = window
        self.viewport = viewport
        ratio = viewport.ratio
        self.p, self.q = ratio.numerator, ratio.denominator
        self.content = viewport.rect
        self.logical = viewport.logical
        self.exact = self.p >= self.q or self.p & (self.p - 1) == 0
        self.tile = self.q * max(1, round(LONE_TILE_TARGET / self.q))  # when not exact
        self.cols = -(-self.logical[0] // self.tile)
        self.rows = -(-self.logical[1] // self.tile)
        self.scaled_pixels = 0  # logical pixels scaled or copied so far (for tests and benches)
        self.rough_pixels = 0  # of those, scaled plainly (for tests and benches)
        self.rough: set[tuple[int, int]] = set()  # (row, column) of tiles still to smooth
        self.rough_tile = self.q * max(MIN_SIDE + 1, round(ROUGH_TILE / self.q))
        self.ns_per_pixel = FIRST_NS_PER_PIXEL  # smoothscale's cost here, as measured

    @property
    def settled(self) -> bool:
        """Whether the window shows the canvas exactly as a full rescale would."""
        return not self.rough

    def present(
        self, canvas: pygame.Surface, damage: Sequence[RectTuple] | None, spent_ms: float = 0.0
    ) -> int:
        """Show `damage` (None: everything) of `canvas`, then smooth some rough tiles if the
        frame, which has spent `spent_ms` so far, has time; returns how many rectangles went
        out."""
        window_rects: list[pygame.Rect] = []
        plain = False
        if damage is None or damage:
            if damage is None:
                for bar in bars(self.window.get_rect(), self.content):
                    self.window.fill(BAR_COLOR, bar)
            boxes = self.boxes(damage)
            area = sum(box.width * box.height for box in boxes)
            smooth_ms = area * self.ns_per_pixel / 1e6
            plain = (
                self.p > self.q  # shrinking filters fewer window pixels: 2 ms a full frame
                and area >= ROUGH_MIN_PIXELS
                and spent_ms + smooth_ms > FRAME_BUDGET_MS
            )
            window_rects = [self._copy(canvas, box, plain=plain) for box in boxes]
            if plain:
                self._roughen(boxes)
                self.rough_pixels += area
            spent_ms += smooth_ms
            if damage is None:
                window_rects = [self.window.get_rect()]
        if self.rough and not plain:  # a frame out of time smooths nothing more
            window_rects += self._refine(canvas, spent_ms)
        if window_rects:
            pygame.display.update(window_rects)
        return len(window_rects)

    def settle(self, canvas: pygame.Surface) -> None:
        """Smooth every rough tile now (a screenshot shows the window as it settles)."""
        while self.rough:
            pygame.display.update(self._refine(canvas, 0.0))

    def _roughen(self, boxes: Iterable[pygame.Rect]) -> None:
        """Note the tiles the boxes touch as shown plainly (a set: a busy stretch re-roughs
        the same places, each kept once)."""
        t = self.rough_tile
        for box in boxes:
            rows = range(box.top // t, (box.bottom - 1) // t + 1)
            cols = range(box.left // t, (box.right - 1) // t + 1)
            self.rough.update((r, c) for r in rows for c in cols)

    def _refine(self, canvas: pygame.Surface, spent_ms: float) -> list[pygame.Rect]:
        """Smooth rough tiles, top rows first, each row's runs of tiles as one box, within
        what the frame has left (a little in every frame that smoothed its own damage, so
        a busy stretch leaves the window rough for not long)."""
        left = int((FRAME_BUDGET_MS - spent_ms) * 1e6 / self.ns_per_pixel)
        budget = min(REFINE_PIXELS, max(left, ROUGH_MIN_PIXELS))
        t, q = self.rough_tile, self.q
        width, height = self.logical
        out: list[pygame.Rect] = []
        for row, start, end in _runs(sorted(self.rough)):
            if budget <= 0:
                break
            self.rough.difference_update((row, c) for c in range(start, end))
            # Tiles are q-aligned; the last ones are widened to scale exactly (`_at_least`).
            x0, x1 = _at_least(start * t, min(width, end * t), q, width)
            y0, y1 = _at_least(row * t, min(height, (row + 1) * t), q, height)
            box = pygame.Rect(x0, y0, x1 - x0, y1 - y0)
            out.append(self._copy(canvas, box))
            budget -= box.width * box.height
        return out

    # -- tiles ------------------------------------------------------------------------------

    def boxes(self, damage: Iterable[RectTuple] | None) -> list[pygame.Rect]:
        """The damaged area (None: all) as logical rectangles aligned to q: the damage itself
        (a pixel more round it) merged where that costs nothing when the scale is exact,
        else one tile each."""
        if damage is None:
            if self.exact:
                return [pygame.Rect(0, 0, *self.logical)]
            return [self._tile_rect(c, r, c, r) for r in range(self.rows) for c in range(self.cols)]
        if not self.exact:
            return self._lone_tiles(damage)
        q = self.q
        width, height = self.logical
        snapped: set[RectTuple] = set()
        for x, y, w, h in damage:
            if w <= 0 or h <= 0:
                continue
            # One pixel more on every side: a bilinear filter reads its neighbours.
            x0, y0 = max(0, (x - 1) // q * q), max(0, (y - 1) // q * q)
            x1 = min(width, -(-(x + w + 1) // q) * q)
            y1 = min(height, -(-(y + h + 1) // q) * q)
            x0, x1 = _at_least(x0, x1, q, width)
            y0, y1 = _at_least(y0, y1, q, height)
            if x1 > x0 and y1 > y0:
                snapped.add((x0, y0, x1 - x0, y1 - y0))
        merged = merge_rects(snapped)
        if sum(r.width * r.height for r in merged) >= FULL_SHARE * width * height:
            return [pygame.Rect(0, 0, *self.logical)]
        return merged

    def _lone_tiles(self, damage: Iterable[RectTuple]) -> list[pygame.Rect]:
        """Every tile the damage (a pixel more round it) touches, one rectangle each."""
        t = self.tile
        tiles: set[tuple[int, int]] = set()
        for x, y, w, h in damage:
            c0, r0 = max(0, (x - 1) // t), max(0, (y - 1) // t)
            c1 = min(self.cols - 1, (x + w) // t)
            r1 = min(self.rows - 1, (y + h) // t)
            for r in range(r0, r1 + 1):
                for c in range(c0, c1 + 1):
                    tiles.add((c, r))
        return [self._tile_rect(c, r, c, r) for c, r in sorted(tiles, key=lambda t: t[::-1])]

    def _tile_rect(self, c0: int, r0: int, c1: int, r1: int) -> pygame.Rect:
        t = self.tile
        rect = pygame.Rect(c0 * t, r0 * t, (c1 - c0 + 1) * t, (r1 - r0 + 1) * t)
        return rect.clip(pygame.Rect(0, 0, *self.logical))

    def _copy(self, canvas: pygame.Surface, box: pygame.Rect, plain: bool = False) -> pygame.Rect:
        """Scale one tile-aligned logical box onto the window (`plain`: without the filter);
        returns the window rect."""
        p, q = self.p, self.q
        out = self._window_rect(box)
        self.scaled_pixels += box.width * box.height
        if p == q:
            self.window.blit(canvas, out, box)
            return out
        if plain:
            pygame.transform.scale(canvas.subsurface(box), out.size, self.window.subsurface(out))
            return out
        started = time.perf_counter()
        self._smooth(canvas, box, out)
        if box.width * box.height >= ROUGH_MIN_PIXELS:
            # What smoothing costs here, so a frame knows in advance whether it has the time.
            took = (time.perf_counter() - started) * 1e9 / (box.width * box.height)
            self.ns_per_pixel = 0.5 * (self.ns_per_pixel + took)
        return out

    def _smooth(self, canvas: pygame.Surface, box: pygame.Rect, out: pygame.Rect) -> None:
        p, q = self.p, self.q
        if p < q:
            pygame.transform.smoothscale(
                canvas.subsurface(box), out.size, self.window.subsurface(out)
            )
        else:
            # Growing reads one source column and row past the box: inside the canvas that
            # is the next tile's; at its right and bottom edges, a repeat of the last one.
            width, height = self.logical
            inner = pygame.Rect(box)
            if inner.right == width and inner.width > q:
                inner.width -= q
            if inner.bottom == height and inner.height > q:
                inner.height -= q
            for part in _split(box, inner):
                grown = pygame.Rect(part.x, part.y, part.width + 1, part.height + 1)
                if canvas.get_rect().contains(grown):
                    source = canvas.subsurface(grown)
                else:
                    source = _padded(canvas, part)
                target = self._window_rect(part)
                pygame.transform.smoothscale(source, target.size, self.window.subsurface(target))

    def _window_rect(self, box: pygame.Rect) -> pygame.Rect:
        p, q = self.p, self.q
        return pygame.Rect(
            self.content.x + box.x * p // q,
            self.content.y + box.y * p // q,
            box.width * p // q,
            box.height * p // q,
        )


def _runs(tiles: Iterable[tuple[int, int]]) -> Iterator[tuple[int, int, int]]:
    """Sorted (row, column) tiles as runs (row, first column, column after the last)."""
    run: list[int] | None = None
    for row, col in tiles:
        if run is not None and row == run[0] and col == run[2]:
            run[2] += 1
            continue
        if run is not None:
            yield run[0], run[1], run[2]
        run = [row, col, col + 1]
    if run is not None:
        yield run[0], run[1], run[2]


def _at_least(start: int, end: int, q: int, limit: int) -> tuple[int, int]:
    """[start, end) widened to MIN_SIDE q within [0, limit), keeping its alignment; one q
    more at the far edge, whose last q are scaled apart (see `_copy`)."""
    side = MIN_SIDE * q
    if end - start >= side + (q if end >= limit else 0):
        return start, end
    end = min(limit, start + side)
    if end >= limit:
        side += q
    return max(0, end - side), end


def merge_rects(rects: Iterable[RectTuple]) -> list[pygame.Rect]:
    """Rectangles, largest first, each joined to one it overlaps when their union is no
    larger than the two apart (a card moved a little), so an area is rarely scaled twice.
    One pass, the overlap found by pygame: a frame may damage hundreds of small places.
    They may still overlap: presenting a pixel twice is harmless."""
    out: list[pygame.Rect] = []
    for rect in sorted(rects, key=lambda r: -r[2] * r[3]):
        r = pygame.Rect(rect)
        area = r.width * r.height
        for i in r.collidelistall(out):
            o = out[i]
            u = o.union(r)
            if u.width * u.height <= o.width * o.height + area:
                out[i] = u
                break
        else:
            out.append(r)
    return out


def _split(box: pygame.Rect, inner: pygame.Rect) -> list[pygame.Rect]:
    """`inner` (sharing `box`'s top left) and the strips of `box` right of and below it."""
    parts = [inner]
    if inner.right < box.right:
        parts.append(pygame.Rect(inner.right, box.y, box.right - inner.right, inner.height))
    if inner.bottom < box.bottom:
        parts.append(pygame.Rect(box.x, inner.bottom, box.width, box.bottom - inner.bottom))
    return parts


def _padded(canvas: pygame.Surface, box: pygame.Rect) -> pygame.Surface:
    """`box` plus one more column and row, repeating the canvas's last ones where it ends.

    smoothscale grows w+1 source pixels into W as x * w / W: the exact p/q grid of the frame.
    """
    w, h = box.size
    padded = pygame.Surface((w + 1, h + 1), 0, canvas)
    have = pygame.Rect(box.x, box.y, w + 1, h + 1).clip(canvas.get_rect())
    padded.blit(canvas, (0, 0), have)
    if have.width <= w:
        padded.blit(padded.subsurface((w - 1, 0, 1, have.height)).copy(), (w, 0))
    if have.height <= h:
        padded.blit(padded.subsurface((0, h - 1, w + 1, 1)).copy(), (0, h))
    return padded


def bars(window: pygame.Rect, content: pygame.Rect) -> list[pygame.Rect]:
    """The letterbox (or pillarbox) strips around the content."""
    out = []
    if content.top > window.top:
        out.append(pygame.Rect(window.left, window.top, window.width, content.top - window.top))
    if content.bottom < window.bottom:
        out.append(
            pygame.Rect(window.left, content.bottom, window.width, window.bottom - content.bottom)
        )
    if content.left > window.left:
        out.append(
            pygame.Rect(window.left, content.top, content.left - window.left, content.height)
        )
    if content.right < window.right:
        out.append(
            pygame.Rect(content.right, content.top, window.right - content.right, content.height)
        )
    return out
