"""Decorative cards for the main menu (the real faces come from desktop.render)."""

from __future__ import annotations

import pygame

from desktop.ui.theme import display_font, rounded_box

CARD_SIZE = (176, 246)

# The six RAGE colours, a touch muted so the felt and title stay in front.
RAGE_COLORS: tuple[tuple[int, int, int], ...] = (
    (204, 58, 50),
    (230, 128, 42),
    (232, 190, 54),
    (64, 152, 82),
    (50, 108, 196),
    (128, 72, 164),
)


def decor_card(
    color: tuple[int, int, int], numeral: str, size: tuple[int, int] = CARD_SIZE
) -> pygame.Surface:
    """A clean number card: cream frame, coloured field, big numeral, corner indices."""
    w, h = size
    card = rounded_box(size, (246, 240, 226), radius=16, border=(40, 34, 28), border_width=2)
    field = rounded_box((w - 24, h - 24), color, radius=10)
    # A soft sheen across the upper half so the field isn't flat.
    sheen = pygame.Surface(field.get_size(), pygame.SRCALPHA)
    pygame.draw.ellipse(sheen, (255, 255, 255, 34), (-w // 3, -h // 4, w * 1.2, h * 0.7))
    field.blit(sheen, (0, 0))
    mask = rounded_box((w - 24, h - 24), (255, 255, 255, 255), radius=10)
    field.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    card.blit(field, (12, 12))
    big = display_font(round(h * 0.42)).render(numeral, True, (255, 255, 255))
    shade = display_font(round(h * 0.42)).render(numeral, True, (0, 0, 0))
    shade.set_alpha(70)
    centre = (w // 2, h // 2 + 6)
    card.blit(shade, shade.get_rect(center=(centre[0] + 3, centre[1] + 4)))
    card.blit(big, big.get_rect(center=centre))
    small = display_font(30).render(numeral, True, (255, 255, 255))
    card.blit(small, (24, 20))
    card.blit(pygame.transform.rotate(small, 180), small.get_rect(bottomright=(w - 24, h - 18)))
    return card
