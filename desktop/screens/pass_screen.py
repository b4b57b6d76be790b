"""Hot-seat: 'pass the computer to …'. Opaque, so nothing of the table shows behind it.

The table turns the hand face down before this screen is pushed, and shows the next
person's hand only after they confirm here (Enter, Space or the button).
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from desktop.screens.base import AppServices, Screen
from desktop.ui.controls import Button
from desktop.ui.panel import Panel
from engine.i18n import _


class PassScreen(Screen):
    name = "pass"
    opaque = True

    def __init__(
        self,
        app: AppServices,
        *,
        name: str,
        detail: str = "",
        on_ready: Callable[[], None] | None = None,
        on_menu: Callable[[], None] | None = None,
    ) -> None:
        super().__init__(app)
        self.person = name
        self.detail = detail
        self.on_ready = on_ready
        self.on_menu = on_menu
        w, h = app.logical_size
        self.panel = Panel(rect=pygame.Rect(0, 0, 1000, 560), title=_("Pass the computer"))
        self.panel.rect.center = (w // 2, h // 2 - 20)
        self.widgets.add(self.panel)
        rect = pygame.Rect(0, 0, 560, 84)
        rect.midbottom = (self.panel.rect.centerx, self.panel.rect.bottom - 56)
        self.ready = Button(
            rect=rect,
            text=_("I'm {name}: show my cards").format(name=name),
            on_click=self.confirm,
            name="ready",
            style="primary",
            text_size=32,
        )
        self.widgets.add(self.ready)
        self.confirmed = False

    def on_enter(self) -> None:
        self.widgets.focus(self.ready)

    def confirm(self) -> None:
        if self.confirmed:
            return
        self.confirmed = True
        self.app.pop()
        if self.on_ready is not None:
            self.on_ready()

    def back(self) -> None:
        if self.on_menu is not None:
            self.on_menu()

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        theme = self.app.theme
        r = self.panel.rect
        big = theme.display_text(_("to {name}").format(name=self.person), 84, theme.accent)
        surface.blit(big, big.get_rect(midtop=(r.centerx, r.y + 150)))
        y = r.y + 270
        for line, color in (
            (self.detail, theme.ink),
            (_("Everyone else: please look away while they play."), theme.ink_dim),
        ):
            if line:
                img = theme.text(line, 28, color)
                surface.blit(img, img.get_rect(midtop=(r.centerx, y)))
                y += 44
        self.draw_keys(surface, theme, _("Enter to show the cards  ·  Esc for the menu"), 28)
