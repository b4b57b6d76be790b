"""A framed, translucent backdrop for groups of controls."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from desktop.ui.theme import Theme
from desktop.ui.widget import Widget


@dataclass(eq=False, kw_only=True)
class Panel(Widget):
    title: str = ""
    title_size: int = 56
    radius: int = 26

    def draw(self, surface: pygame.Surface, theme: Theme) -> None:
        r = self.rect
        surface.blit(theme.box(r.size, (0, 0, 0, 70), radius=self.radius), r.move(0, 10))
        surface.blit(
            theme.box(
                r.size, theme.panel, radius=self.radius, border=theme.panel_border, border_width=2
            ),
            r,
        )
        if self.title:
            img = theme.display_text(self.title, self.title_size, theme.ink)
            rect = img.get_rect(midtop=(r.centerx, r.y + 34))
            surface.blit(img, rect)
            y = rect.bottom + 14
            rule = pygame.Rect(0, 0, min(r.width - 120, 420), 2)
            rule.midtop = (r.centerx, y)
            surface.blit(theme.box(rule.size, (*theme.accent, 160), radius=1), rule)


_SHADES: dict[tuple[tuple[int, int], int], pygame.Surface] = {}


def shade(size: tuple[int, int], alpha: int) -> pygame.Surface:
    """A translucent black sheet over the whole screen (made once per size)."""
    surf = _SHADES.get((size, alpha))
    if surf is None:
        surf = pygame.Surface(size, pygame.SRCALPHA)
        surf.fill((0, 0, 0, alpha))
        _SHADES[(size, alpha)] = surf
    return surf
