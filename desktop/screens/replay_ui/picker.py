"""A modal list to pick one thing from: a point of view, a round or trick to go to.

Up/Down (PageUp/PageDown, Home/End) to choose, Enter or a double-click to take it, Escape
to cancel. Drawn over whatever screen owns it; it takes every event while open.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import pygame

from desktop.ui.controls import Button
from desktop.ui.dialog import Cancellable, draw_modal_text
from desktop.ui.scroll_list import ScrollList
from desktop.ui.theme import Theme, wrap
from desktop.ui.widget import WidgetGroup
from engine.i18n import N_, _


@dataclass(eq=False)
class ListPicker(Cancellable):
    title: str
    items: Sequence[tuple[Any, str]]
    on_pick: Callable[[Any], None]
    on_cancel: Callable[[], None] | None = None
    message: str = ""
    ok: str = N_("OK")
    selected: int = 0
    screen_size: tuple[int, int] = (1920, 1080)
    width: int = 720
    rows: int = 8
    is_open: bool = True
    group: WidgetGroup = field(default_factory=WidgetGroup, repr=False)

    def __post_init__(self) -> None:
        self._lines = wrap(self.message, 26, self.width - 100) if self.message else []
        row_h = 54
        visible = max(1, min(self.rows, len(self.items)))
        list_h = visible * row_h + 8
        height = 120 + len(self._lines) * 34 + list_h + 130
        self.rect = pygame.Rect(0, 0, self.width, height)
        self.rect.center = (self.screen_size[0] // 2, self.screen_size[1] // 2)
        top = self.rect.y + 104 + len(self._lines) * 34
        self.list = ScrollList(
            rect=pygame.Rect(self.rect.x + 40, top, self.width - 80, list_h),
            items=[label for _value, label in self.items],
            row_height=row_h,
            text_size=28,
            on_activate=lambda i: self.pick(),
            name="picker-list",
        )
        self.list.select(self.selected)
        bw = 220
        self.ok_button = Button(
            rect=pygame.Rect(self.rect.centerx - bw - 10, self.rect.bottom - 92, bw, 64),
            text=_(self.ok),
            style="primary",
            on_click=self.pick,
            name="picker-ok",
        )
        self.cancel_button = Button(
            rect=pygame.Rect(self.rect.centerx + 10, self.rect.bottom - 92, bw, 64),
            text=_("Cancel"),
            on_click=self.cancel,
            name="picker-cancel",
        )
        for widget in (self.list, self.ok_button, self.cancel_button):
            self.group.add(widget)
        self.group.focus(self.list)

    @property
    def value(self) -> Any:
        return self.items[self.list.selected][0] if self.items else None

    def pick(self) -> None:
        if not self.is_open or not self.items:
            return
        self.is_open = False
        self.on_pick(self.value)

    def cancel(self) -> None:
        if self.is_open:
            super().cancel()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.is_open:
            return False
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.cancel()
                return True
            if (
                event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)
                and self.group.focused is self.list
            ):
                self.pick()
                return True
            if event.key in (pygame.K_UP, pygame.K_DOWN) and self.group.focused is not self.list:
                self.group.focus(self.list)
        self.group.handle_event(event)
        return True

    def draw(self, surface: pygame.Surface, theme: Theme) -> None:
        if not self.is_open:
            return
        draw_modal_text(
            surface,
            theme,
            self.rect,
            self.title,
            self._lines,
            title_at=34,
            lines_at=96,
            line_size=26,
            line_step=34,
            ink=theme.ink_dim,
        )
        self.group.draw(surface, theme)
