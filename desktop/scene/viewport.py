"""Letterboxing: the logical 1920x1080 space scaled uniformly into a window of any size."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

LOGICAL_SIZE = (1920, 1080)


@dataclass(frozen=True)
class Viewport:
    """Maps between window pixels and logical coordinates (bars where aspects differ)."""

    window: tuple[int, int]
    logical: tuple[int, int] = LOGICAL_SIZE

    @property
    def scale(self) -> float:
        return min(self.window[0] / self.logical[0], self.window[1] / self.logical[1])

    @property
    def rect(self) -> pygame.Rect:
        """Where the logical canvas lands in the window."""
        s = self.scale
        w, h = round(self.logical[0] * s), round(self.logical[1] * s)
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
