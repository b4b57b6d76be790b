"""A scrolling list of text rows with a selection (saves, game log, rules topics)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Protocol

import pygame

from desktop.ui.theme import Theme
from desktop.ui.widget import Widget


@dataclass(eq=False, kw_only=True)
class ScrollList(Widget):
    items: list[str] = field(default_factory=list)
    selected: int = 0
    row_height: int = 44
    text_size: int = 26
    on_select: Callable[[int], None] | None = None
    on_activate: Callable[[int], None] | None = None
    scroll: int = 0  # index of the first visible row
    focusable: bool = True

    @property
    def rows_visible(self) -> int:
        return max(1, (self.rect.height - 8) // self.row_height)

    def set_items(self, items: list[str], *, keep_end: bool = False) -> None:
        """Replace the rows; with `keep_end` a list scrolled to the bottom stays there (logs)."""
        at_end = self.scroll >= max(0, len(self.items) - self.rows_visible)
        self.items = list(items)
        self.selected = min(self.selected, max(0, len(self.items) - 1))
        if keep_end and at_end:
            self.scroll = max(0, len(self.items) - self.rows_visible)
        self._clamp_scroll()

    def select(self, index: int) -> None:
        if not self.items:
            return
        index = max(0, min(len(self.items) - 1, index))
        changed = index != self.selected
        self.selected = index
        if self.selected < self.scroll:
            self.scroll = self.selected
        elif self.selected >= self.scroll + self.rows_visible:
            self.scroll = self.selected - self.rows_visible + 1
        if changed and self.on_select is not None:
            self.on_select(index)

    def activate(self) -> None:
        if self.items and self.on_activate is not None:
            self.on_activate(self.selected)

    def handle_key(self, event: pygame.event.Event) -> bool:
        last = len(self.items) - 1
        if event.key == pygame.K_UP and self.selected > 0:
            self.select(self.selected - 1)
        elif event.key == pygame.K_DOWN and self.selected < last:
            self.select(self.selected + 1)
        elif event.key == pygame.K_PAGEUP:
            self.select(self.selected - self.rows_visible)
        elif event.key == pygame.K_PAGEDOWN:
            self.select(self.selected + self.rows_visible)
        elif event.key == pygame.K_HOME:
            self.select(0)
        elif event.key == pygame.K_END:
            self.select(last)
        else:
            return False  # Up on the first row / Down on the last leave the list
        return True

    def handle_pointer(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            self.scroll -= event.y * 3
            self._clamp_scroll()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN:
            row = self.scroll + (event.pos[1] - self.rect.y - 4) // self.row_height
            if 0 <= row < len(self.items):
                again = row == self.selected
                self.select(row)
                if again and getattr(event, "clicks", 1) >= 2:
                    self.activate()
        return True

    def _clamp_scroll(self) -> None:
        self.scroll = max(0, min(self.scroll, len(self.items) - self.rows_visible))

    def draw(self, surface: pygame.Surface, theme: Theme) -> None:
        def item(i: int, row: pygame.Rect) -> None:
            text = theme.text(self.items[i], self.text_size, theme.ink)
            surface.blit(text, text.get_rect(midleft=(row.x + 14, row.centery)))

        draw_rows(surface, theme, self, len(self.items), item)


class RowList(Protocol):
    """What `draw_rows` reads of a scrolled list."""

    @property
    def rect(self) -> pygame.Rect: ...

    @property
    def focused(self) -> bool: ...

    @property
    def scroll(self) -> int: ...

    @property
    def rows_visible(self) -> int: ...

    @property
    def row_height(self) -> int: ...

    @property
    def selected(self) -> int: ...


def draw_rows(
    surface: pygame.Surface,
    theme: Theme,
    rows: RowList,
    count: int,
    item: Callable[[int, pygame.Rect], None],
    stripes: bool = False,
) -> None:
    """A list's frame (lit when focused), its visible rows of `count` (the selected one lit,
    every other one shaded with `stripes`; `item` draws a row's content) and its scrollbar."""
    r = rows.rect
    border = theme.accent if rows.focused else theme.control_border
    surface.blit(theme.box(r.size, theme.track, radius=12, border=border, border_width=2), r)
    clip = surface.get_clip()
    surface.set_clip(r.inflate(-6, -6))
    y = r.y + 4
    for i in range(rows.scroll, min(count, rows.scroll + rows.rows_visible + 1)):
        row = pygame.Rect(r.x + 6, y, r.width - 24, rows.row_height)
        if i == rows.selected:
            fill = (*theme.accent, 60) if rows.focused else (255, 255, 255, 20)
            surface.blit(theme.box(row.size, fill, radius=8), row)
        elif stripes and i % 2:
            surface.blit(theme.box(row.size, (255, 255, 255, 8), radius=8), row)
        item(i, row)
        y += rows.row_height
    surface.set_clip(clip)
    hidden = count - rows.rows_visible
    if hidden > 0:
        # Scrollbar: thumb size and place show how much is visible and where.
        bar = pygame.Rect(r.right - 14, r.y + 8, 6, r.height - 16)
        thumb_h = max(24, bar.height * rows.rows_visible // count)
        thumb_y = bar.y + (bar.height - thumb_h) * rows.scroll // hidden
        surface.blit(theme.box((6, thumb_h), theme.ink_dim, radius=3), (bar.x, thumb_y))
