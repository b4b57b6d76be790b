"""The score sheet: round by round bids, tricks and points, and a chart of running totals.

Drawn once into a surface whenever the rounds change, so an open sheet costs one blit.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from desktop.screens.rage_trick.draw import box
from desktop.screens.rage_trick.nodes import SEAT_COLORS
from desktop.ui.controls import Button
from desktop.ui.panel import shade
from desktop.ui.theme import Theme, fitted_line, render_display, render_text
from desktop.ui.widget import WidgetGroup
from engine.i18n import _, ngettext

SHEET = pygame.Rect(0, 0, 1780, 930)
SHEET.center = (960, 540)


def seat_color(seat: int) -> tuple[int, int, int]:
    return SEAT_COLORS[seat % len(SEAT_COLORS)]


def draw_table(
    theme: Theme,
    rect: pygame.Rect,
    names: list[str],
    rounds: list[dict[str, Any]],
    schedule: list[int] | None = None,
) -> pygame.Surface:
    """Rows: rounds (hand size); columns: seats, each 'bid/took' and points; a total row."""
    surf = pygame.Surface(rect.size, pygame.SRCALPHA)
    seats = len(names)
    first_w = 130
    col_w = (rect.width - first_w) // max(1, seats)
    total_rows = max(len(rounds), len(schedule or []))
    rows_shown = min(total_rows, 14)
    # Show the latest rounds when there are more than fit.
    start = max(0, len(rounds) - rows_shown) if total_rows > rows_shown else 0
    row_h = min(48, (rect.height - 110) // max(1, rows_shown + 1))
    header_h = 62
    # Header: names in their seat colours.
    for s, name in enumerate(names):
        x = first_w + s * col_w
        pygame.draw.rect(surf, seat_color(s), (x + 8, 12, col_w - 16, 5), border_radius=2)
        img = fitted_line(name, 24, theme.ink, col_w - 12, bold=True)
        surf.blit(img, img.get_rect(midtop=(x + col_w // 2, 24)))
    hdr = render_text(_("Round"), 22, theme.ink_dim, True)
    surf.blit(hdr, (10, 26))
    key = render_text(_("bid / took     points"), 18, theme.ink_dim)
    for s in range(seats):
        x = first_w + s * col_w
        if col_w >= 150:
            surf.blit(key, key.get_rect(midtop=(x + col_w // 2, 50)))
    header_h = 78 if col_w >= 150 else header_h
    y = header_h
    for i in range(start, start + rows_shown):
        row = rounds[i] if i < len(rounds) else None
        if (i - start) % 2 == 0:
            surf.blit(box((rect.width, row_h), (255, 255, 255, 12), 8), (0, y))
        size = row["hand_size"] if row else (schedule[i] if schedule and i < len(schedule) else "")
        label = render_text(f"{i + 1}", 24, theme.ink, True)
        surf.blit(label, (14, y + (row_h - label.get_height()) // 2))
        cards = render_text(
            ngettext("{n} card", "{n} cards", size).format(n=size) if isinstance(size, int) else "",
            20,
            theme.ink_dim,
        )
        surf.blit(cards, (44, y + (row_h - cards.get_height()) // 2 + 1))
        if row:
            for s in range(seats):
                x = first_w + s * col_w
                bid = row["bids"][s]
                took = row["tricks"][s]
                made = row["made"][s]
                pts = row["points"][s]
                bt = render_text(f"{'?' if bid is None else bid}/{took}", 22, theme.ink)
                surf.blit(bt, (x + 12, y + (row_h - bt.get_height()) // 2))
                color = theme.good if made else theme.ink_dim
                p = render_text(f"{pts:+d}", 24, color, True)
                surf.blit(p, p.get_rect(midright=(x + col_w - 12, y + row_h // 2)))
        y += row_h
    # Totals.
    pygame.draw.line(surf, theme.accent, (0, y + 6), (rect.width, y + 6), 2)
    t = render_text(_("Total"), 24, theme.accent, True)
    surf.blit(t, (12, y + 18))
    totals = rounds[-1]["scores"] if rounds else [0] * seats
    best = max(totals) if totals else 0
    for s in range(seats):
        x = first_w + s * col_w
        color = theme.accent if rounds and totals[s] == best else theme.ink
        img = render_display(str(totals[s]), 34, color)
        surf.blit(img, img.get_rect(midtop=(x + col_w // 2, y + 14)))
    if start:
        more = render_text(_("(rounds 1–{n} scrolled off)").format(n=start), 18, theme.ink_dim)
        surf.blit(more, (10, header_h - 24))
    return surf


def draw_chart(
    theme: Theme,
    size: tuple[int, int],
    names: list[str],
    rounds: list[dict[str, Any]],
    *,
    legend: bool = True,
) -> pygame.Surface:
    """Running totals per seat, one line each, after every round."""
    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    surf.blit(box(size, (0, 0, 0, 60), 16), (0, 0))
    title = render_text(_("Running totals"), 24, theme.ink, True)
    surf.blit(title, (20, 14))
    legend_h = 34 * ((len(names) + 1) // 2) if legend else 0
    plot = pygame.Rect(66, 58, w - 96, h - 58 - 54 - legend_h)
    series = [[0] + [r["scores"][s] for r in rounds] for s in range(len(names))]
    lo = min(0, *(min(v) for v in series)) if series else 0
    hi = max(10, *(max(v) for v in series)) if series else 10
    span = hi - lo or 1
    count = max(1, len(rounds))

    def point(i: int, v: int) -> tuple[int, int]:
        return (
            plot.x + round(plot.width * i / count),
            plot.bottom - round(plot.height * (v - lo) / span),
        )

    # Grid and axis labels.
    step = _nice_step(span)
    v = (lo // step) * step
    while v <= hi:
        if v >= lo:
            yy = point(0, v)[1]
            pygame.draw.line(surf, (255, 255, 255, 30), (plot.x, yy), (plot.right, yy), 1)
            lab = render_text(str(v), 18, theme.ink_dim)
            surf.blit(lab, lab.get_rect(midright=(plot.x - 8, yy)))
        v += step
    zero = point(0, 0)[1]
    pygame.draw.line(surf, (255, 255, 255, 90), (plot.x, zero), (plot.right, zero), 2)
    for i in range(count + 1):
        xx = point(i, 0)[0]
        if count <= 12 or i % 2 == 0:
            lab = render_text(str(i), 18, theme.ink_dim)
            surf.blit(lab, lab.get_rect(midtop=(xx, plot.bottom + 6)))
    rl = render_text(_("round"), 18, theme.ink_dim)
    surf.blit(rl, rl.get_rect(topright=(plot.right, plot.bottom + 26)))
    for s, values in enumerate(series):
        pts = [point(i, val) for i, val in enumerate(values)]
        color = seat_color(s)
        if len(pts) >= 2:
            pygame.draw.lines(surf, color, False, pts, 4)
        for p in pts[1:]:
            pygame.draw.circle(surf, color, p, 5)
    if not rounds:
        msg = render_text(_("No round scored yet"), 22, theme.ink_dim)
        surf.blit(msg, msg.get_rect(center=plot.center))
    # Legend.
    y0 = h - legend_h - 12
    for s, name in enumerate(names if legend else []):
        x = 26 + (s % 2) * ((w - 40) // 2)
        y = y0 + (s // 2) * 34
        pygame.draw.line(surf, seat_color(s), (x, y + 14), (x + 30, y + 14), 5)
        img = fitted_line(name, 22, theme.ink, (w - 40) // 2 - 50)
        surf.blit(img, (x + 40, y + 1))
    return surf


def _nice_step(span: int) -> int:
    for step in (5, 10, 20, 25, 50, 100, 200, 250, 500, 1000):
        if span / step <= 8:
            return step
    return 2000


class ScoreSheet:
    """The overlay: table, chart and one button (Close, or Next round after a round)."""

    def __init__(
        self,
        theme: Theme,
        names: list[str],
        rounds: list[dict[str, Any]],
        schedule: list[int] | None,
        *,
        title: str,
        button: str,
        on_close: Callable[[], None],
    ) -> None:
        self.theme = theme
        self.on_close = on_close
        self.open = True
        self.rect = SHEET.copy()
        self.title = title
        self.surface = self._render(names, rounds, schedule)
        self.group = WidgetGroup()
        r = pygame.Rect(0, 0, 320, 68)
        r.midbottom = (self.rect.centerx, self.rect.bottom - 28)
        self.button = Button(
            rect=r, text=button, style="primary", on_click=self.close, name="sheet-close"
        )
        self.group.add(self.button)
        self.group.focus(self.button)
        self.age = 0.0

    def _render(self, names, rounds, schedule) -> pygame.Surface:
        theme = self.theme
        surf = pygame.Surface(self.rect.size, pygame.SRCALPHA)
        surf.blit(box(self.rect.size, (0, 0, 0, 90), 28), (0, 12))
        surf.blit(box(self.rect.size, (12, 24, 21, 248), 28, theme.accent, 2), (0, 0))
        title = render_display(self.title, 54, theme.ink)
        surf.blit(title, title.get_rect(midtop=(self.rect.width // 2, 26)))
        table_rect = pygame.Rect(40, 110, 1080, 700)
        surf.blit(draw_table(theme, table_rect, names, rounds, schedule), table_rect)
        chart = draw_chart(theme, (580, 700), names, rounds)
        surf.blit(chart, (1160, 110))
        return surf

    def close(self) -> None:
        if self.open:
            self.open = False
            self.on_close()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (
            pygame.K_ESCAPE,
            pygame.K_s,
            pygame.K_RETURN,
            pygame.K_KP_ENTER,
            pygame.K_SPACE,
        ):
            self.close()
            return True
        self.group.handle_event(event)
        return True  # modal

    def update(self, dt: float) -> None:
        self.age += dt
        self.group.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(shade(surface.get_size(), 120), (0, 0))
        surface.blit(self.surface, self.rect)
        self.group.draw(surface, self.theme)
