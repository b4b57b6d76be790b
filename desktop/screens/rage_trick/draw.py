"""Rounded boxes for table chrome, memoised: drawing one supersampled costs milliseconds,
and name plates, the log and the score sheet ask for the same few sizes again and again."""

from __future__ import annotations

import functools

import pygame

from desktop.ui.theme import rounded_box

Color = tuple[int, int, int] | tuple[int, int, int, int]
BIG = 600_000  # pixels; larger boxes are drawn directly (their corners are too big to alias)


@functools.lru_cache(maxsize=256)
def box(
    size: tuple[int, int],
    fill: Color,
    radius: int = 14,
    border: Color | None = None,
    border_width: int = 0,
) -> pygame.Surface:
    """A shared rounded box: blit it, never draw into it (use `canvas` for that)."""
    if size[0] * size[1] >= BIG:
        surf = pygame.Surface(size, pygame.SRCALPHA)
        rect = surf.get_rect()
        if border is not None and border_width > 0:
            pygame.draw.rect(surf, border, rect, 0, radius)
            pygame.draw.rect(
                surf,
                fill,
                rect.inflate(-2 * border_width, -2 * border_width),
                0,
                max(0, radius - border_width),
            )
        else:
            pygame.draw.rect(surf, fill, rect, 0, radius)
        return surf
    return rounded_box(size, fill, radius, border, border_width)


def canvas(
    size: tuple[int, int],
    fill: Color,
    radius: int = 14,
    border: Color | None = None,
    border_width: int = 0,
) -> pygame.Surface:
    """A fresh copy of a rounded box to draw on."""
    return box(
        tuple(size), tuple(fill), radius, None if border is None else tuple(border), border_width
    ).copy()


def clear() -> None:
    box.cache_clear()
