"""A one-line text field (player names): type when focused, Backspace deletes.

Characters arrive as TEXTINPUT events (the screen forwards them with `insert`); Ctrl+Backspace
or Ctrl+U clears the field. The field never takes Up/Down/Tab, so the focus ring still moves.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from desktop.ui.controls import draw_row
from desktop.ui.theme import Theme
from desktop.ui.widget import Widget


@dataclass(eq=False, kw_only=True)
class TextField(Widget):
    text: str = ""
    placeholder: str = ""
    max_length: int = 24
    text_size: int = 28
    on_change: Callable[[str], None] | None = None
    prefix: str = ""
    focusable: bool = True
    blink: float = 0.0

    def insert(self, chars: str) -> None:
        chars = "".join(ch for ch in chars if ch.isprintable())
        if not chars:
            return
        self.set(self.text + chars)

    def set(self, text: str) -> None:
        text = text[: self.max_length]
        if text != self.text:
            self.text = text
            self.blink = 0.0
            if self.on_change is not None:
                self.on_change(text)

    def handle_key(self, event: pygame.event.Event) -> bool:
        ctrl = getattr(event, "mod", 0) & pygame.KMOD_CTRL
        if event.key == pygame.K_BACKSPACE:
            self.set("" if ctrl else self.text[:-1])
            return True
        if event.key == pygame.K_u and ctrl:
            self.set("")
            return True
        # The caret stays at the end; don't let these keys leak out to the focus ring.
        return event.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_HOME, pygame.K_END)

    def handle_pointer(self, event: pygame.event.Event) -> bool:
        return True

    def update(self, dt: float) -> None:
        self.blink = (self.blink + dt) % 1.0

    def wake_in(self) -> float | None:
        if not self.focused:
            return None
        # The caret shows for the first 0.6 s of each second.
        return (0.6 if self.blink < 0.6 else 1.0) - self.blink

    def draw(self, surface: pygame.Surface, theme: Theme) -> None:
        hot = self.focused or self.hovered
        draw_row(surface, theme, self.rect, hot)
        x = self.rect.x + 20
        if self.prefix:
            p = theme.text(self.prefix, self.text_size, theme.ink_dim, bold=True)
            surface.blit(p, p.get_rect(midleft=(x, self.rect.centery)))
            x += p.get_width() + 14
        shown = self.text or self.placeholder
        color = theme.ink if self.text else theme.ink_disabled
        img = theme.text(shown, self.text_size, color)
        rect = img.get_rect(midleft=(x, self.rect.centery))
        surface.blit(img, rect)
        if self.focused and self.blink < 0.6:
            cx = rect.right + 3 if self.text else x
            pygame.draw.line(
                surface, theme.accent, (cx, self.rect.centery - 16), (cx, self.rect.centery + 16), 3
            )
