"""Letterboxing: the logical 1920x1080 space scaled uniformly into a window of any size.

The scale is always a whole number of steps of 1/120 (1920 and 1080 are both multiples of
120), so the picture is a whole number of 16x9 blocks: 1280x720 is exactly 2/3, 2560x1440
4/3, and a 1366x768 window shows 1360x765 with 3-pixel bars. A scale that is a simple
fraction p/q lets the app rescale any q-pixel-aligned part of the canvas on its own and get
exactly the pixels a full rescale would give (see `desktop.scene.present`).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from fractions import Fraction

import pygame

LOGICAL_SIZE = (1920, 1080)


@dataclass(frozen=True)
class Viewport:
    """Maps between window pixels and logical coordinates (bars where aspects differ)."""

    window: tuple[int, int]
    logical: tuple[int, int] = LOGICAL_SIZE

    @property
    def steps(self) -> int:
        """How many steps make a scale of 1: the logical size is `steps` blocks across."""
        return math.gcd(self.logical[0], self.logical[1])

    @property
    def ratio(self) -> Fraction:
        """The scale as an exact fraction p/q (window pixels per logical pixel)."""
        steps = self.steps
        fit = min(
            self.window[0] * steps // self.logical[0], self.window[1] * steps // self.logical[1]
        )
        return Fraction(max(1, fit), steps)

    @property
    def scale(self) -> float:
        return float(self.ratio)

    @property
    def rect(self) -> pygame.Rect:
        """Where the logical canvas lands in the window."""
        r = self.ratio
        w = self.logical[0] * r.numerator // r.denominator
        h = self.logical[1] * r.numerator // r.denominator
        return pygame.Rect((self.window[0] - w) // 2, (self.window[1] - h) // 2, w, h)

    @property
    def identity(self) -> bool:
        return tuple(self.window) == tuple(self.logical)

    def to_logical(self, pos: tuple[float, float], *, clamp: bool = True) -> tuple[float, float]:
        r = self.rect
        s = r.width / self.logical[0]
        x, y = (pos[0] - r.x) / s, (pos[1] - r.y) / s
        if clamp:
            x = min(max(x, 0.0), self.logical[0] - 1.0)
            y = min(max(y, 0.0), self.logical[1] - 1.0)
        return x, y

    def to_window(self, pos: tuple[float, float]) -> tuple[float, float]:
        r = self.rect
        s = r.width / self.logical[0]
        return r.x + pos[0] * s, r.y + pos[1] * s

    def contains(self, window_pos: tuple[float, float]) -> bool:
        """Whether a window point falls on the canvas rather than on a bar."""
        return self.rect.collidepoint(window_pos)
