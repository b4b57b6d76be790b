"""Marks both CCG tables draw on and around cards: frames round a card (a creature a command
names, the alpha acting, a character in the Umbra, a hand card to play), each drawn once per
size and look and shared by every node that shows it."""

from __future__ import annotations

import pygame

from desktop.ui import text_cache
from desktop.ui.theme import RGBA, Color


def ring(
    size: tuple[float, float], colour: Color | RGBA, width: int, grow: int, radius: int
) -> pygame.Surface:
    """A frame `width` thick round a card of `size`, `grow` wider and taller than it."""
    w, h = round(size[0]) + grow, round(size[1]) + grow

    def draw() -> pygame.Surface:
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(surf, colour, surf.get_rect(), width, border_radius=radius)
        return surf

    return text_cache.active().piece(("ccg ring", w, h, colour, width, radius), draw)


#: how much wider and taller than its card the keyboard's focus ring is
FOCUS_GROW = 14


def focus_ring(size: tuple[int, int]) -> pygame.Surface:
    """The keyboard's focus round a card of `size`."""
    return ring(size, (255, 230, 120), 4, FOCUS_GROW, 12)
