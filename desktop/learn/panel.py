"""Drawing the coach: its panel (title, what to do and why, its word on the last move, and its
buttons along the bottom) and the pulsing ring around what it points at.

The text is wrapped to the panel and shrinks a size or two rather than run out of it; the
panel is drawn once per change of its words and size (`PanelView` keeps the last one), and
`text_rects` records where each line went, so tests can check what was drawn where.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from desktop.learn.coach import Panel
from desktop.ui.theme import render_text, rounded_box, wrap

PAD = 20
BUTTON_H = 50
BUTTON_GAP = 10
NOTE_COLORS = {
    "wrong": ((92, 36, 24, 235), (255, 206, 170)),
    "right": ((26, 74, 44, 235), (206, 246, 210)),
    "hint": ((78, 62, 20, 235), (255, 230, 160)),
}
RING = (255, 214, 90)


class PanelView:
    def __init__(self, theme: Any) -> None:
        self.theme = theme
        self._key: tuple = ()
        self._surface: pygame.Surface | None = None
        #: where each line of text went last time (logical coordinates)
        self.text_rects: list[pygame.Rect] = []
        self.rect = pygame.Rect(0, 0, 0, 0)

    def draw(
        self, surface: pygame.Surface, rect: pygame.Rect, panel: Panel, buttons: list[Any]
    ) -> None:
        self._place_buttons(rect, buttons)
        key = (tuple(rect), panel.title, panel.body, panel.note, len(buttons))
        if key != self._key or self._surface is None:
            self._key = key
            self._surface, lines = self._render(rect, panel, len(buttons))
            self.text_rects = [r.move(rect.topleft) for r in lines]
        self.rect = rect.copy()
        surface.blit(self._surface, rect.topleft)

    def ring(
        self,
        surface: pygame.Surface,
        rect: pygame.Rect,
        pulse: float,
        under: Sequence[pygame.Rect] = (),
    ) -> None:
        draw_ring(surface, rect, pulse, under)

    def _place_buttons(self, rect: pygame.Rect, buttons: list[Any]) -> None:
        """One button a row along the bottom of the panel (the labels carry their keys)."""
        inner = rect.width - 2 * PAD
        rows = [[button] for button in buttons]
        y = rect.bottom - PAD - len(rows) * BUTTON_H - (len(rows) - 1) * BUTTON_GAP
        for row in rows:
            w = (inner - BUTTON_GAP * (len(row) - 1)) // len(row)
            for i, button in enumerate(row):
                button.rect = pygame.Rect(rect.x + PAD + i * (w + BUTTON_GAP), y, w, BUTTON_H)
            y += BUTTON_H + BUTTON_GAP

    def _render(
        self, rect: pygame.Rect, panel: Panel, buttons: int
    ) -> tuple[pygame.Surface, list[pygame.Rect]]:
        theme = self.theme
        surf = rounded_box(rect.size, (10, 20, 18, 255), 18, theme.accent, 2)
        bottom = text_bottom(rect, buttons)
        width = rect.width - 2 * PAD
        layout = _layout(panel, fit_size(panel, rect, buttons) or SIZES[-1], width)
        lines: list[pygame.Rect] = []
        y = PAD
        for kind, text, height, style in layout:
            if kind == "gap":
                y += height
                continue
            if kind == "box":
                back, _ = NOTE_COLORS[style]
                box = pygame.Rect(PAD - 8, y, width + 16, height + 10)
                surf.blit(rounded_box(box.size, back, 12), box)
                y += 5
                continue
            bold = style == "title"
            color = (
                theme.accent
                if bold
                else NOTE_COLORS[style][1]
                if style in NOTE_COLORS
                else theme.ink
            )
            img = render_text(text, height - 6, color, bold)
            if y + img.get_height() > bottom:
                break  # never draw past the buttons
            place = img.get_rect(topleft=(PAD, y))
            surf.blit(img, place)
            lines.append(place)
            y += height
        return surf, lines


SIZES = (24, 22, 20, 18, 16)


def text_bottom(rect: pygame.Rect, buttons: int) -> int:
    """How far down (within the panel) text may go: above the buttons."""
    return rect.height - PAD - buttons * (BUTTON_H + BUTTON_GAP)


def fit_size(panel: Panel, rect: pygame.Rect, buttons: int) -> int | None:
    """The largest text size at which everything the panel says fits (None: not even the
    smallest; the text would be cut)."""
    width = rect.width - 2 * PAD
    for size in SIZES:
        rows = _layout(panel, size, width)
        if sum(h for _, _, h, _ in rows) + PAD + 8 <= text_bottom(rect, buttons):
            return size
    return None


def _layout(panel: Panel, size: int, width: int) -> list[tuple[str, str, int, str]]:
    """(kind, text, height, style) rows: the title, the body, then the note in its box."""
    rows: list[tuple[str, str, int, str]] = []
    line = size + 6
    for text in wrap(panel.title, size, width, bold=True):
        rows.append(("text", text, line, "title"))
    rows.append(("gap", "", 8, ""))
    for text in wrap(panel.body, size, width):
        rows.append(("text", text, line, "body") if text else ("gap", "", line // 2, ""))
    if panel.note is not None:
        text, style = panel.note
        note_lines = wrap(text, size, width - 8)
        rows.append(("gap", "", 14, ""))
        rows.append(("box", "", line * len(note_lines), style))
        rows.extend(("text", t, line, style) for t in note_lines)
    return rows


def draw_ring(
    surface: pygame.Surface, rect: pygame.Rect, pulse: float, under: Sequence[pygame.Rect] = ()
) -> None:
    """A pulsing rounded outline around `rect`, left out where it would cross any box of
    `under` (a card's zoom or a list drawn over the table: the ring is the table's)."""
    grow = 8 + round(6 * pulse)
    outer = rect.inflate(2 * grow, 2 * grow)
    alpha = 170 + round(85 * pulse)
    img = rounded_box(outer.size, (0, 0, 0, 0), 18, (*RING, alpha), 7)
    for box in under:
        img.fill((0, 0, 0, 0), box.move(-outer.x, -outer.y))
    surface.blit(img, outer)
