"""Small drawing helpers shared by every card design.

Card faces are drawn on a :class:`Canvas` at ``SUPERSAMPLE`` times the target size and
smooth-scaled down at the end: pygame's shape primitives are not antialiased, and drawing
big then shrinking gives clean edges, round corners and thin lines at every size.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from .palette import RGB

SUPERSAMPLE = 2

# Card layouts are written in units of a 100 x 140 card (the 5:7 poker ratio).
UNIT_W = 100.0
UNIT_H = 140.0


@dataclass
class Canvas:
    """A supersampled drawing surface addressed in card units (100 wide, 140 high)."""

    size: tuple[int, int]  # final pixel size
    scale: int = SUPERSAMPLE
    #: the smallest text size the face may print, in final pixels (0: any): a text that
    #: would be smaller is left to a larger view of the card (its zoom)
    least: int = 0

    def __post_init__(self) -> None:
        w, h = self.size
        self.surface = pygame.Surface((w * self.scale, h * self.scale), pygame.SRCALPHA)
        self.ux = w * self.scale / UNIT_W
        self.uy = h * self.scale / UNIT_H
        self.u = min(self.ux, self.uy)

    # unit -> canvas pixel conversions
    def x(self, v: float) -> int:
        return round(v * self.ux)

    def y(self, v: float) -> int:
        return round(v * self.uy)

    def s(self, v: float) -> int:
        """A length that must stay undistorted (radii, icon sizes, line widths)."""
        return max(1, round(v * self.u))

    def pt(self, x: float, y: float) -> tuple[int, int]:
        return (self.x(x), self.y(y))

    def rect(self, x: float, y: float, w: float, h: float) -> pygame.Rect:
        left, top = self.x(x), self.y(y)
        return pygame.Rect(left, top, self.x(x + w) - left, self.y(y + h) - top)

    @property
    def least_px(self) -> int:
        """`least` in this canvas's pixels."""
        return self.least * self.scale

    def finish(self) -> pygame.Surface:
        out = pygame.transform.smoothscale(self.surface, self.size)
        # convert_alpha needs a display; without one (tests, gallery) the surface stays as is.
        if pygame.display.get_init() and pygame.display.get_surface() is not None:
            out = out.convert_alpha()
        return out


def _translucent(color) -> bool:
    return len(color) == 4 and color[3] < 255 if isinstance(color, tuple) else False


def rounded(
    surf: pygame.Surface, rect: pygame.Rect, color, radius: int, width: int = 0
) -> pygame.Rect:
    """A rounded rectangle; translucent colours blend instead of punching holes."""
    if _translucent(color):
        tmp = layer(rect.size)
        pygame.draw.rect(tmp, color, tmp.get_rect(), width, border_radius=max(0, radius))
        surf.blit(tmp, rect)
        return rect
    return pygame.draw.rect(surf, color, rect, width, border_radius=max(0, radius))


def polygon(surf: pygame.Surface, color, points: Sequence[tuple[float, float]]) -> None:
    """A filled polygon; translucent colours blend over what is already drawn."""
    if not _translucent(color):
        pygame.draw.polygon(surf, color, points)
        return
    xs = [p[0] for p in points]
    ys = [p[1] for p in points]
    x0, y0 = int(min(xs)), int(min(ys))
    tmp = layer((int(max(xs)) - x0 + 2, int(max(ys)) - y0 + 2))
    pygame.draw.polygon(tmp, color, [(x - x0, y - y0) for x, y in points])
    surf.blit(tmp, (x0, y0))


def clip_rounded(surf: pygame.Surface, rect: pygame.Rect, radius: int) -> None:
    """Make everything outside a rounded rectangle transparent."""
    mask = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    rounded(mask, rect, (255, 255, 255, 255), radius)
    surf.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)


def vertical_gradient(size: tuple[int, int], top: RGB, bottom: RGB) -> pygame.Surface:
    """A top-to-bottom gradient, made from a 1 x 2 image stretched (cheap at any size)."""
    w, h = max(1, size[0]), max(1, size[1])
    strip = pygame.Surface((1, 2))
    strip.set_at((0, 0), top)
    strip.set_at((0, 1), bottom)
    return pygame.transform.smoothscale(pygame.transform.scale(strip, (2, 4)), (w, h))


def radial_glow(diameter: int, color: RGB, alpha: int = 180) -> pygame.Surface:
    """A soft disc fading to transparent, for halos behind icons."""
    d = max(2, diameter)
    small = pygame.Surface((32, 32), pygame.SRCALPHA)
    for i in range(16, 0, -1):
        a = round(alpha * (1 - i / 16) ** 1.6)
        pygame.draw.circle(small, (*color, a), (16, 16), i)
    return pygame.transform.smoothscale(small, (d, d))


def blit_center(dst: pygame.Surface, src: pygame.Surface, center: tuple[int, int]) -> pygame.Rect:
    return dst.blit(src, src.get_rect(center=center))


def shadowed(
    dst: pygame.Surface,
    src: pygame.Surface,
    center: tuple[int, int],
    offset: int,
    alpha: int = 110,
) -> pygame.Rect:
    """Blit ``src`` with a soft dark drop shadow below-right of it."""
    if offset > 0:
        shadow = src.copy()
        shadow.fill((0, 0, 0, 255), special_flags=pygame.BLEND_RGBA_MIN)
        shadow.set_alpha(alpha)
        w, h = shadow.get_size()
        blur = pygame.transform.smoothscale(
            pygame.transform.smoothscale(shadow, (max(1, w // 4), max(1, h // 4))), (w, h)
        )
        blit_center(dst, blur, (center[0] + offset, center[1] + offset))
    return blit_center(dst, src, center)


def arrow(
    surf: pygame.Surface,
    color,
    start: tuple[float, float],
    end: tuple[float, float],
    width: int,
    head: int,
) -> None:
    """A straight arrow with a filled triangular head at ``end``."""
    ang = math.atan2(end[1] - start[1], end[0] - start[0])
    base = (end[0] - head * math.cos(ang), end[1] - head * math.sin(ang))
    pygame.draw.line(surf, color, start, base, width)
    left = (base[0] + head * 0.6 * math.sin(ang), base[1] - head * 0.6 * math.cos(ang))
    right = (base[0] - head * 0.6 * math.sin(ang), base[1] + head * 0.6 * math.cos(ang))
    pygame.draw.polygon(surf, color, [end, left, right])


def arc_arrow(
    surf: pygame.Surface,
    color,
    center: tuple[float, float],
    radius: float,
    start_deg: float,
    end_deg: float,
    width: int,
    head: int,
) -> None:
    """An arrow along a circle from ``start_deg`` to ``end_deg`` (screen degrees, clockwise)."""
    steps = max(8, int(abs(end_deg - start_deg) / 3))
    pts = []
    for i in range(steps + 1):
        a = math.radians(start_deg + (end_deg - start_deg) * i / steps)
        pts.append((center[0] + radius * math.cos(a), center[1] + radius * math.sin(a)))
    # Stop the shaft short so the head's tip lands on the end point.
    tip = pts[-1]
    prev = pts[-2]
    ang = math.atan2(tip[1] - prev[1], tip[0] - prev[0])
    shaft = [p for p in pts if math.dist(p, tip) > head * 0.8] or pts[:1]
    for start, end in zip(shaft, shaft[1:], strict=False):
        pygame.draw.line(surf, color, start, end, width)
        pygame.draw.circle(surf, color, end, width // 2)
    base = (tip[0] - head * math.cos(ang), tip[1] - head * math.sin(ang))
    left = (base[0] + head * 0.62 * math.sin(ang), base[1] - head * 0.62 * math.cos(ang))
    right = (base[0] - head * 0.62 * math.sin(ang), base[1] + head * 0.62 * math.cos(ang))
    pygame.draw.polygon(surf, color, [tip, left, right])


def mirrored_corners(surf: pygame.Surface, group: pygame.Surface, topleft: tuple[int, int]) -> None:
    """Blit a corner index at ``topleft`` and its 180-degree copy in the opposite corner."""
    surf.blit(group, topleft)
    flipped = pygame.transform.rotate(group, 180)
    w, h = surf.get_size()
    surf.blit(flipped, (w - topleft[0] - group.get_width(), h - topleft[1] - group.get_height()))


def stack_center(parts: list[pygame.Surface], gap: int) -> pygame.Surface:
    """Surfaces stacked top to bottom, centred horizontally, ``gap`` pixels apart."""
    w = max(p.get_width() for p in parts)
    h = sum(p.get_height() for p in parts) + gap * (len(parts) - 1)
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    y = 0
    for p in parts:
        out.blit(p, ((w - p.get_width()) // 2, y))
        y += p.get_height() + gap
    return out


def layer(size: tuple[int, int]) -> pygame.Surface:
    return pygame.Surface((max(1, size[0]), max(1, size[1])), pygame.SRCALPHA)


def shade_and_clip(surf: pygame.Surface, radius: int, shade: float = 0.0) -> pygame.Surface:
    """Darken ``surf`` towards the bottom by ``shade`` (0..1) and round its corners."""
    if shade > 0:
        lo = round(255 * (1 - shade))
        grad = vertical_gradient(surf.get_size(), (255, 255, 255), (lo, lo, lo))
        surf.blit(grad, (0, 0), special_flags=pygame.BLEND_RGB_MULT)
    clip_rounded(surf, surf.get_rect(), radius)
    return surf
