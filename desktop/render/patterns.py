"""Background patterns that tell the six RAGE colours apart without colour.

Each pattern is a texture of a different shape (stripes, dots, chevrons, grid, waves,
diamonds), so two suits differ in grayscale, in print and for colour-blind players even
where their hues would merge. ``period`` is the repeat length in pixels; callers scale it
with the card so the texture looks the same at every size.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator

import pygame

PATTERNS: tuple[str, ...] = ("stripes", "dots", "chevrons", "grid", "waves", "diamonds")

Painter = Callable[[pygame.Surface, pygame.Rect, tuple, float], None]


def _stripes(surf: pygame.Surface, r: pygame.Rect, ink: tuple, p: float) -> None:
    # Diagonal bands at 45 degrees, half the period wide.
    band = p * 0.42
    start = r.left - r.h
    x: float = start
    while x < r.right + p:
        poly = [(x, r.bottom), (x + band, r.bottom), (x + band + r.h, r.top), (x + r.h, r.top)]
        pygame.draw.polygon(surf, ink, poly)
        x += p


def _staggered(r: pygame.Rect, p: float, row_step: float) -> Iterator[tuple[float, float]]:
    """Points `p` apart covering `r` and a period beyond, rows `row_step` apart, every other row
    shifted by half a period."""
    row = 0
    y: float = r.top
    while y < r.bottom + p:
        off = (p / 2) if row % 2 else 0
        x = r.left - p + off
        while x < r.right + p:
            yield x, y
            x += p
        y += row_step
        row += 1


def _dots(surf: pygame.Surface, r: pygame.Rect, ink: tuple, p: float) -> None:
    rad = max(1, round(p * 0.2))
    for x, y in _staggered(r, p, p * 0.866):  # hexagonal packing
        pygame.draw.circle(surf, ink, (round(x), round(y)), rad)


def _chevrons(surf: pygame.Surface, r: pygame.Rect, ink: tuple, p: float) -> None:
    w = max(1, round(p * 0.2))
    h = p * 0.45
    y = r.top - p
    while y < r.bottom + p:
        pts = []
        x = r.left - p
        up = True
        while x < r.right + p:
            pts.append((x, y + (0 if up else h)))
            x += p / 2
            up = not up
        pygame.draw.lines(surf, ink, False, pts, w)
        for pt in pts:  # round the joints so thick zigzags have no notches
            pygame.draw.circle(surf, ink, pt, w / 2)
        y += p * 0.8


def _grid(surf: pygame.Surface, r: pygame.Rect, ink: tuple, p: float) -> None:
    w = max(1, round(p * 0.14))
    x = r.left + (r.w % p) / 2
    while x < r.right:
        pygame.draw.line(surf, ink, (x, r.top), (x, r.bottom), w)
        x += p
    y = r.top + (r.h % p) / 2
    while y < r.bottom:
        pygame.draw.line(surf, ink, (r.left, y), (r.right, y), w)
        y += p


def _waves(surf: pygame.Surface, r: pygame.Rect, ink: tuple, p: float) -> None:
    w = max(1, round(p * 0.17))
    amp = p * 0.2
    step = max(1.0, p / 12)
    y: float = r.top
    while y < r.bottom + p:
        pts = []
        x = r.left - p
        while x < r.right + p:
            pts.append((x, y + amp * math.sin(2 * math.pi * (x - r.left) / (p * 1.3))))
            x += step
        pygame.draw.lines(surf, ink, False, pts, w)
        y += p * 0.62


def _diamonds(surf: pygame.Surface, r: pygame.Rect, ink: tuple, p: float) -> None:
    half = p * 0.3
    for x, y in _staggered(r, p, p * 0.75):
        pygame.draw.polygon(
            surf, ink, [(x, y - half * 1.3), (x + half, y), (x, y + half * 1.3), (x - half, y)]
        )


_PAINTERS: dict[str, Painter] = {
    "stripes": _stripes,
    "dots": _dots,
    "chevrons": _chevrons,
    "grid": _grid,
    "waves": _waves,
    "diamonds": _diamonds,
}


def draw_pattern(
    surf: pygame.Surface, rect: pygame.Rect, name: str, ink: tuple, period: float
) -> None:
    """Fill ``rect`` on ``surf`` with pattern ``name`` in colour ``ink`` (clipped)."""
    old = surf.get_clip()
    surf.set_clip(rect.clip(old) if old else rect)
    try:
        _PAINTERS[name](surf, rect, ink, max(4.0, period))
    finally:
        surf.set_clip(old)
