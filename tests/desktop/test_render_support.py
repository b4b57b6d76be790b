"""Helpers for the card-face tests (this module holds no tests itself): a renderer that draws
every registered game's cards, as the gallery builds it."""

from __future__ import annotations

from typing import Any

import pygame

from desktop.games.catalog import all_games
from desktop.render import CardRenderer


def every_game_renderer(**kwargs: Any) -> CardRenderer:
    return CardRenderer(arts=[g.card_art() for g in all_games()], **kwargs)


def distinct_colors(surf: pygame.Surface, step: int = 3) -> int:
    w, h = surf.get_size()
    return len({tuple(surf.get_at((x, y))) for x in range(0, w, step) for y in range(0, h, step)})


def check_card(surf: pygame.Surface, size: tuple[int, int]) -> None:
    """A real card face of `size`: a picture with round (transparent) corners, opaque inside."""
    assert surf.get_size() == size
    assert surf.get_flags() & pygame.SRCALPHA, "faces need per-pixel alpha"
    # Not blank: a real face has many colours, not one uniform fill.
    assert distinct_colors(surf) >= 12, "a face is a picture, not a flat fill"
    w, h = size
    # Rounded corners: the very corner pixel is transparent ...
    for x, y in ((0, 0), (w - 1, 0), (0, h - 1), (w - 1, h - 1)):
        assert surf.get_at((x, y)).a < 40, f"corner {(x, y)} should be transparent"
    # ... and the inside is fully opaque (nothing translucent punched through the card).
    inset = max(3, w // 10)
    for x in range(inset, w - inset, max(1, w // 17)):
        for y in range(inset, h - inset, max(1, h // 23)):
            assert surf.get_at((x, y)).a == 255, f"pixel {(x, y)} is not opaque"
