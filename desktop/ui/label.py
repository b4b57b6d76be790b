"""Static text."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

import pygame

from desktop.ui.theme import Color, Theme, wrap
from desktop.ui.widget import Widget

Align = Literal["left", "center", "right"]


@dataclass(eq=False, kw_only=True)
class Label(Widget):
    """Text inside `rect`, wrapped to its width; `display` uses the heavy title face."""

    text: str
    size: int = 28
    color: Color | None = None
    align: Align = "left"
    bold: bool = False
    display: bool = False

    def draw(self, surface: pygame.Surface, theme: Theme) -> None:
        color = self.color or theme.ink
        if self.display:
            lines = [self.text]
        else:
            lines = wrap(self.text, self.size, self.rect.width, bold=self.bold)
        images = [
            theme.display_text(line, self.size, color)
            if self.display
            else theme.text(line, self.size, color, bold=self.bold)
            for line in lines
        ]
        height = sum(img.get_height() for img in images)
        y = self.rect.centery - height // 2
        for img in images:
            r = img.get_rect(top=y)
            if self.align == "left":
                r.left = self.rect.left
            elif self.align == "right":
                r.right = self.rect.right
            else:
                r.centerx = self.rect.centerx
            surface.blit(img, r)
            y += img.get_height()
