"""What both CCG tables' layouts share (each edition's layout.py holds its own rectangles)."""

from __future__ import annotations

import pygame


def opponent_areas(band: pygame.Rect, count: int, gap: int) -> list[pygame.Rect]:
    """One rectangle per other pack, side by side across `band`, `gap` apart."""
    if count <= 0:
        return []
    w = (band.width - gap * (count - 1)) // count
    return [pygame.Rect(band.x + i * (w + gap), band.y, w, band.height) for i in range(count)]
