"""The deck builder's own widgets: a compact filter spinner, the card grid and the pack list.

Both lists take the mouse (click, wheel, drag) and the keyboard (arrows to move, + / Enter to
add a copy, - / Delete to take one out); a drag ends in `on_drop(card_id, pos)` and the screen
decides what the drop means.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pygame

from desktop.ui.controls import Choice, blit_centered, draw_arrow_box, draw_row
from desktop.ui.theme import Theme, cut_line
from desktop.ui.widget import Widget
from engine.i18n import N_, _

ADD_KEYS = (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS, pygame.K_RETURN, pygame.K_KP_ENTER)
REMOVE_KEYS = (pygame.K_MINUS, pygame.K_KP_MINUS, pygame.K_DELETE, pygame.K_BACKSPACE)
DRAG_START = 12  # pixels of movement before a press becomes a drag


@dataclass(eq=False, kw_only=True)
class FilterChoice(Choice):
    """A Choice sized for a filter bar: a short label and a narrower box."""

    text_size: int = 24
    value_size: int = 24

    @property
    def box(self) -> pygame.Rect:
        label_w = self.label_width()
        r = pygame.Rect(0, 0, self.rect.width - label_w - 34, self.rect.height - 14)
        r.midright = (self.rect.right - 8, self.rect.centery)
        return r

    def label_width(self) -> int:
        from desktop.ui.theme import font

        return font(self.text_size).size(self.label)[0] + 20 if self.label else 0

    def draw(self, surface: pygame.Surface, theme: Theme) -> None:
        hot = self.focused or self.hovered
        draw_row(surface, theme, self.rect, hot)
        if self.label:
            text = theme.text(self.label, self.text_size, theme.ink_dim)
            surface.blit(text, text.get_rect(midleft=(self.rect.x + 18, self.rect.centery)))
        box = self.box
        draw_arrow_box(surface, theme, box, hot, radius=10, inset=18, arrow=(5, 8), smooth=False)
        value = theme.text(self.options[self.index][1], self.value_size, theme.ink, bold=True)
        room = box.width - 44
        if value.get_width() > room:
            label = cut_line(self.options[self.index][1], self.value_size, room, bold=True)
            value = theme.text(label, self.value_size, theme.ink, bold=True)
        blit_centered(surface, value, box.center)


@dataclass(eq=False, kw_only=True)
class DragState:
    card_id: str | None = None
    start: tuple[int, int] = (0, 0)
    pos: tuple[int, int] = (0, 0)
    active: bool = False

    def press(self, card_id: str | None, pos: tuple[int, int]) -> None:
        self.card_id, self.start, self.pos, self.active = card_id, pos, pos, False

    def move(self, pos: tuple[int, int]) -> None:
        self.pos = pos
        if self.card_id and not self.active:
            dx, dy = pos[0] - self.start[0], pos[1] - self.start[1]
            self.active = dx * dx + dy * dy >= DRAG_START * DRAG_START

    def release(self) -> tuple[str | None, bool]:
        out = (self.card_id, self.active)
        self.card_id, self.active = None, False
        return out


@dataclass(eq=False, kw_only=True)
class CardGrid(Widget):
    """Card thumbnails in rows; the cursor is the keyboard's card."""

    face: Callable[[str], pygame.Surface]
    thumb: tuple[int, int] = (120, 168)
    gap: int = 14
    pad: int = 14
    cards: list[str] = field(default_factory=list)
    cursor: int = 0
    scroll: int = 0  # first visible row
    badge: Callable[[str], tuple[str, bool]] | None = None  # (text, full)
    on_add: Callable[[str], object] | None = None
    on_remove: Callable[[str], object] | None = None
    on_drop: Callable[[str, tuple[int, int]], None] | None = None
    empty_text: str = N_("No card matches these filters.")
    focusable: bool = True
    drag: DragState = field(default_factory=DragState)

    @property
    def cols(self) -> int:
        return max(1, (self.rect.width - 2 * self.pad + self.gap) // (self.thumb[0] + self.gap))

    @property
    def rows_visible(self) -> int:
        return max(1, (self.rect.height - 2 * self.pad + self.gap) // (self.thumb[1] + self.gap))

    @property
    def rows(self) -> int:
        return (len(self.cards) + self.cols - 1) // self.cols

    def set_cards(self, cards: list[str]) -> None:
        current = self.current
        self.cards = list(cards)
        self.cursor = self.cards.index(current) if current in self.cards else 0
        self.scroll = 0
        self._show_cursor()

    @property
    def current(self) -> str | None:
        return self.cards[self.cursor] if 0 <= self.cursor < len(self.cards) else None

    def cell(self, index: int) -> pygame.Rect:
        cols = self.cols
        row, col = divmod(index, cols)
        used = cols * self.thumb[0] + (cols - 1) * self.gap
        x0 = self.rect.x + (self.rect.width - used) // 2
        x = x0 + col * (self.thumb[0] + self.gap)
        y = self.rect.y + self.pad + (row - self.scroll) * (self.thumb[1] + self.gap)
        return pygame.Rect(x, y, *self.thumb)

    def card_at(self, pos: tuple[float, float]) -> str | None:
        if not self.contains(pos):
            return None
        first = self.scroll * self.cols
        last = min(len(self.cards), first + (self.rows_visible + 1) * self.cols)
        for i in range(first, last):
            if self.cell(i).collidepoint(pos):
                return self.cards[i]
        return None

    def _show_cursor(self) -> None:
        row = self.cursor // self.cols
        if row < self.scroll:
            self.scroll = row
        elif row >= self.scroll + self.rows_visible:
            self.scroll = row - self.rows_visible + 1
        self._clamp()

    def _clamp(self) -> None:
        self.scroll = max(0, min(self.scroll, self.rows - self.rows_visible))

    def select_card(self, card_id: str) -> bool:
        """Put the cursor on `card_id` (scrolled into view); False if it is filtered out."""
        if card_id not in self.cards:
            return False
        self.cursor = self.cards.index(card_id)
        self._show_cursor()
        return True

    def move(self, step: int) -> None:
        if self.cards:
            self.cursor = max(0, min(len(self.cards) - 1, self.cursor + step))
            self._show_cursor()

    def handle_key(self, event: pygame.event.Event) -> bool:
        key = event.key
        cols = self.cols
        if key == pygame.K_LEFT:
            self.move(-1)
        elif key == pygame.K_RIGHT:
            self.move(1)
        elif key == pygame.K_UP:
            if self.cursor < cols:
                return False  # leave the grid upwards
            self.move(-cols)
        elif key == pygame.K_DOWN:
            if self.cursor + cols >= len(self.cards) and self.cursor // cols == self.rows - 1:
                return False
            self.move(cols)
        elif key == pygame.K_PAGEUP:
            self.move(-cols * self.rows_visible)
        elif key == pygame.K_PAGEDOWN:
            self.move(cols * self.rows_visible)
        elif key == pygame.K_HOME:
            self.move(-len(self.cards))
        elif key == pygame.K_END:
            self.move(len(self.cards))
        elif key in ADD_KEYS or key == pygame.K_SPACE:
            if self.current and self.on_add:
                self.on_add(self.current)
        elif key in REMOVE_KEYS:
            if self.current and self.on_remove:
                self.on_remove(self.current)
        else:
            return False
        return True

    def handle_pointer(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            self.scroll -= event.y
            self._clamp()
        elif event.type == pygame.MOUSEBUTTONDOWN:
            cid = self.card_at(event.pos)
            if cid is not None:
                self.cursor = self.cards.index(cid)
            self.drag.press(cid, event.pos)
        elif event.type == pygame.MOUSEMOTION:
            self.drag.move(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP:
            cid, dragged = self.drag.release()
            if cid is None:
                return True
            if dragged:
                if self.on_drop:
                    self.on_drop(cid, event.pos)
            elif self.card_at(event.pos) == cid and self.on_add:
                self.on_add(cid)
        return True

    def draw(self, surface: pygame.Surface, theme: Theme) -> None:
        r = self.rect
        _panel(surface, theme, r, self.focused, 16)
        if not self.cards:
            img = theme.text(_(self.empty_text), 26, theme.ink_dim)
            surface.blit(img, img.get_rect(center=r.center))
            return
        clip = surface.get_clip()
        surface.set_clip(r.inflate(-4, -4))
        first = self.scroll * self.cols
        last = min(len(self.cards), first + (self.rows_visible + 1) * self.cols)
        for i in range(first, last):
            cell = self.cell(i)
            cid = self.cards[i]
            surface.blit(self.face(cid), cell)
            text, full = self.badge(cid) if self.badge else ("", False)
            if full:
                shade = pygame.Surface(cell.size, pygame.SRCALPHA)
                shade.fill((0, 0, 0, 90))
                surface.blit(shade, cell)
            if text:
                img = theme.text(text, 22, theme.ink_dark if not full else theme.ink, bold=True)
                pill = pygame.Rect(0, 0, img.get_width() + 18, 30)
                pill.topright = (cell.right + 4, cell.y - 4)
                fill = theme.good if not full else theme.control_border
                surface.blit(
                    theme.box(pill.size, fill, radius=15, border=(0, 0, 0), border_width=2), pill
                )
                blit_centered(surface, img, pill.center)
            if i == self.cursor and (self.focused or self.hovered):
                pygame.draw.rect(surface, theme.accent, cell.inflate(8, 8), 3, 10)
        surface.set_clip(clip)
        hidden = self.rows - self.rows_visible
        if hidden > 0:
            bar = pygame.Rect(r.right - 10, r.y + 10, 5, r.height - 20)
            thumb_h = max(30, bar.height * self.rows_visible // self.rows)
            thumb_y = bar.y + (bar.height - thumb_h) * self.scroll // hidden
            surface.blit(theme.box((5, thumb_h), theme.ink_dim, radius=2), (bar.x, thumb_y))


@dataclass
class Row:
    """A row of the pack list: a section heading (card_id "") or a card with its count."""

    title: str
    card_id: str = ""
    count: int = 0
    detail: str = ""
    color: tuple[int, int, int] = (200, 200, 200)
    removable: bool = True
    counted: bool = True  # a deck card with copies (+ and a count); else unique
    problem: bool = False


@dataclass(eq=False, kw_only=True)
class PackList(Widget):
    """The pack's contents in two newspaper columns; − / + buttons at the end of each row."""

    rows: list[Row] = field(default_factory=list)
    row_height: int = 28
    columns: int = 2
    selected: int = -1
    scroll: int = 0
    on_add: Callable[[str], object] | None = None
    on_remove: Callable[[str], object] | None = None
    on_drop: Callable[[str, tuple[int, int]], None] | None = None
    focusable: bool = True
    drag: DragState = field(default_factory=DragState)

    @property
    def per_column(self) -> int:
        rows = max(1, (self.rect.height - 12) // self.row_height)
        if len(self.rows) > rows * self.columns:  # leave a line for "more below"
            rows = max(1, (self.rect.height - 12 - 22) // self.row_height)
        return rows

    @property
    def capacity(self) -> int:
        return self.per_column * self.columns

    def set_rows(self, rows: list[Row]) -> None:
        current = self.current
        self.rows = rows
        cards = [r.card_id for r in rows]
        if current in cards:
            self.selected = cards.index(current)
        elif not 0 <= self.selected < len(rows) or not rows[self.selected].card_id:
            start = max(0, min(self.selected, len(rows) - 1))
            found = self._next_card(start, 1)
            self.selected = found if found >= 0 else self._next_card(start, -1)
        self._clamp()

    @property
    def current(self) -> str | None:
        if 0 <= self.selected < len(self.rows):
            return self.rows[self.selected].card_id or None
        return None

    def _next_card(self, start: int, step: int) -> int:
        i = start
        while 0 <= i < len(self.rows):
            if self.rows[i].card_id:
                return i
            i += step
        return -1

    def _clamp(self) -> None:
        most = max(0, len(self.rows) - self.capacity)
        self.scroll = max(0, min(self.scroll, most))

    def cell(self, index: int) -> pygame.Rect:
        i = index - self.scroll
        col, row = divmod(i, self.per_column)
        width = (self.rect.width - 12 - (self.columns - 1) * 12) // self.columns
        x = self.rect.x + 6 + col * (width + 12)
        return pygame.Rect(x, self.rect.y + 6 + row * self.row_height, width, self.row_height)

    def buttons(self, index: int) -> tuple[pygame.Rect, pygame.Rect]:
        c = self.cell(index)
        plus = pygame.Rect(0, 0, 26, 24)
        plus.midright = (c.right - 4, c.centery)
        minus = plus.move(-30, 0)
        return minus, plus

    def index_at(self, pos: tuple[float, float]) -> int:
        if not self.contains(pos):
            return -1
        for i in range(self.scroll, min(len(self.rows), self.scroll + self.capacity)):
            if self.cell(i).collidepoint(pos):
                return i
        return -1

    def card_at(self, pos: tuple[float, float]) -> str | None:
        i = self.index_at(pos)
        return self.rows[i].card_id or None if i >= 0 else None

    def select(self, index: int) -> None:
        if 0 <= index < len(self.rows) and self.rows[index].card_id:
            self.selected = index
            if index < self.scroll:
                self.scroll = index
            elif index >= self.scroll + self.capacity:
                self.scroll = index - self.capacity + 1
            self._clamp()

    def handle_key(self, event: pygame.event.Event) -> bool:
        key = event.key
        if key in (pygame.K_UP, pygame.K_DOWN):
            step = -1 if key == pygame.K_UP else 1
            found = self._next_card(self.selected + step, step)
            if found < 0:
                return False
            self.select(found)
            return True
        if key in (pygame.K_LEFT, pygame.K_RIGHT):
            step = -self.per_column if key == pygame.K_LEFT else self.per_column
            target = max(0, min(len(self.rows) - 1, self.selected + step))
            found = self._next_card(target, 1 if step > 0 else -1)
            if found < 0:
                found = self._next_card(target, -1 if step > 0 else 1)
            self.select(found)
            return True
        card = self.current
        if key in ADD_KEYS and card:
            if self.on_add:
                self.on_add(card)
            return True
        if key in REMOVE_KEYS and card:
            if self.on_remove:
                self.on_remove(card)
            return True
        return False

    def handle_pointer(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            self.scroll -= event.y * 2
            self._clamp()
        elif event.type == pygame.MOUSEBUTTONDOWN:
            i = self.index_at(event.pos)
            card = self.rows[i].card_id if i >= 0 else ""
            if card:
                self.select(i)
                minus, plus = self.buttons(i)
                if minus.collidepoint(event.pos) or plus.collidepoint(event.pos):
                    card = ""  # a button press is not the start of a drag
            self.drag.press(card or None, event.pos)
        elif event.type == pygame.MOUSEMOTION:
            self.drag.move(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP:
            cid, dragged = self.drag.release()
            if dragged and cid and self.on_drop:
                self.on_drop(cid, event.pos)
                return True
            i = self.index_at(event.pos)
            if i >= 0 and self.rows[i].card_id:
                minus, plus = self.buttons(i)
                if plus.collidepoint(event.pos) and self.on_add:
                    self.on_add(self.rows[i].card_id)
                elif minus.collidepoint(event.pos) and self.on_remove:
                    self.on_remove(self.rows[i].card_id)
        return True

    def draw(self, surface: pygame.Surface, theme: Theme) -> None:
        r = self.rect
        _panel(surface, theme, r, self.focused, 14)
        for i in range(self.scroll, min(len(self.rows), self.scroll + self.capacity)):
            self._draw_row(surface, theme, i)
        if len(self.rows) > self.capacity:
            hidden = len(self.rows) - self.capacity - self.scroll
            text = (
                _("{hidden} more below: scroll or arrows").format(hidden=hidden)
                if hidden > 0
                else _("scroll up for more")
            )
            more = theme.text(text, 18, theme.ink_dim)
            surface.blit(more, more.get_rect(bottomright=(r.right - 12, r.bottom - 4)))

    def _draw_row(self, surface: pygame.Surface, theme: Theme, i: int) -> None:
        row = self.rows[i]
        cell = self.cell(i)
        if not row.card_id:
            title = theme.text(row.title, 22, theme.accent, bold=True)
            surface.blit(title, title.get_rect(midleft=(cell.x + 6, cell.centery + 2)))
            if row.detail:
                room = cell.width - title.get_width() - 20
                detail = cut_line(row.detail, 18, room)
                d = theme.text(detail, 18, theme.bad if row.problem else theme.ink_dim)
                surface.blit(d, d.get_rect(midright=(cell.right - 6, cell.centery + 2)))
            return
        hot = i == self.selected and (self.focused or self.hovered)
        if hot or i == self.selected:
            fill = (*theme.accent, 60) if hot else (255, 255, 255, 18)
            surface.blit(theme.box(cell.size, fill, radius=8), cell)
        pygame.draw.circle(surface, row.color, (cell.x + 12, cell.centery), 6)
        count = theme.text(f"{row.count}×" if row.counted else "", 20, theme.ink_dim, bold=True)
        surface.blit(count, count.get_rect(midleft=(cell.x + 24, cell.centery)))
        ink = theme.bad if row.problem else theme.ink
        minus, plus = self.buttons(i)
        room = minus.x - (cell.x + 58) - 6
        name = theme.text(cut_line(row.title, 21, room), 21, ink)
        if row.detail:
            detail_img = theme.text(row.detail, 17, theme.ink_dim)
            if name.get_width() + detail_img.get_width() + 10 <= room:
                surface.blit(detail_img, detail_img.get_rect(midright=(minus.x - 8, cell.centery)))
        surface.blit(name, name.get_rect(midleft=(cell.x + 58, cell.centery)))
        for rect, sign, enabled in ((minus, "−", row.removable), (plus, "+", row.counted)):
            if not enabled:
                continue
            surface.blit(
                theme.box(
                    rect.size, theme.control, radius=7, border=theme.control_border, border_width=1
                ),
                rect,
            )
            blit_centered(surface, theme.text(sign, 22, theme.ink, bold=True), rect.center)


def _panel(
    surface: pygame.Surface, theme: Theme, rect: pygame.Rect, focused: bool, radius: int
) -> None:
    """A list's dark panel, its border lit while the list has the keyboard focus."""
    border = theme.accent if focused else theme.control_border
    surface.blit(
        theme.box(rect.size, (8, 18, 16, 170), radius=radius, border=border, border_width=2), rect
    )


def row_color(card: Any, rules: Any = None) -> tuple[int, int, int]:
    """A pip colour by deck: gold head card, red starting creature, green Sept, blue Combat;
    the game may tint a card its own way (rage-lv: Combat by moon)."""
    if card is None:
        return (120, 120, 120)
    tint = rules.tint(card) if rules is not None else None
    if tint is not None:
        return tint
    if rules is not None and rules.head.card_type and card.type == rules.head.card_type:
        return (232, 186, 92)
    if card.deck == "sept":
        return (110, 190, 130)
    if card.deck == "combat":
        return (150, 170, 240)
    return (214, 96, 80)
