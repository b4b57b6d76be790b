"""Stats: how you do, from the history of finished games (desktop.store.history).

Win rates per game and per opponent (History.win_rates), and a chart over time for the game
chosen at the top of it (History.timeline): the win rate so far as a line, each game as a
dot (filled: won), your score in that game as a bar behind. "You" are the people at this
computer (every person seat), as History counts them.

Wiring: `registry.register(STATS, StatsScreen)`; the menu opens it with `app.open("stats")`.
`paths=` or `history=` point it elsewhere (tests).
"""

from __future__ import annotations

import logging
import sqlite3
from typing import Any

import pygame

from desktop.games import Games
from desktop.screens.base import AppServices, Screen
from desktop.ui.controls import Button, Choice
from desktop.ui.dates import day_month
from desktop.ui.theme import Theme, fitted_line, render_text
from engine.ai.levels import display_name
from engine.i18n import N_, _, ngettext

log = logging.getLogger(__name__)

STATS = "stats"
HINT = N_("← / → to choose the game for the chart  ·  Esc back")
LEFT = pygame.Rect(100, 170, 760, 760)
RIGHT = pygame.Rect(900, 170, 920, 760)
ROW_H = 52


def opponent_name(key: str) -> str:
    kind, _sep, name = key.partition(":")
    if kind == "bot":
        return display_name(name)
    return name or _("Someone")


class StatsScreen(Screen):
    name = STATS

    def __init__(
        self, app: AppServices, *, paths: Any = None, history: Any = None, **_kwargs: Any
    ) -> None:
        super().__init__(app)
        if history is None:
            from desktop.store.history import History
            from desktop.store.paths import Paths

            history = History.open(paths if paths is not None else Paths.from_env())
        self.history = history
        self.error = ""
        self.by_game: list[Any] = []
        self.by_opponent: list[Any] = []
        self.total = 0
        try:
            self.by_game = history.win_rates(by="game")
            self.by_opponent = history.win_rates(by="opponent")
            self.total = len(history.games())
        except (sqlite3.Error, OSError, ValueError) as exc:
            log.warning("cannot read the history: %s", exc)
            self.error = _("Your history could not be read ({exc}).").format(exc=exc)
        self.games = [rate.key for rate in self.by_game]
        self.game = self.games[0] if self.games else ""
        self.timeline: list[Any] = []
        self._chart: pygame.Surface | None = None
        self.back_button = Button(
            rect=pygame.Rect(100, 960, 300, 76), text=_("Back"), on_click=self.back, name="back"
        )
        self.chooser: Choice | None = None
        if self.games:
            self.chooser = Choice(
                rect=pygame.Rect(RIGHT.x + 20, RIGHT.y + 16, RIGHT.width - 40, 70),
                label=_("Chart of"),
                options=[(g, Games.of(self.app).title(g)) for g in self.games],
                on_change=self.choose,
                name="game",
            )
            self.widgets.add(self.chooser)
        self.widgets.add(self.back_button)
        self.choose(self.game)

    def on_enter(self) -> None:
        self.widgets.focus(self.chooser if self.chooser is not None else self.back_button)

    def choose(self, game: str) -> None:
        self.game = game
        self._chart = None
        self.timeline = []
        if not game:
            return
        try:
            self.timeline = self.history.timeline(game)
        except (sqlite3.Error, OSError, ValueError) as exc:
            log.warning("cannot read the history: %s", exc)
            self.error = _("Your history could not be read ({exc}).").format(exc=exc)

    # -- drawing ----------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        theme = self.app.theme
        surface.blit(theme.background(surface.get_size()), (0, 0))
        title = theme.display_text(_("Stats"), 72, theme.ink)
        surface.blit(title, (LEFT.x, 50))
        w, h = surface.get_size()
        if self.by_game:
            played = sum(r.played for r in self.by_game)
            won = sum(r.won for r in self.by_game)
            rate = round(100 * won / played) if played else 0
            # Each count agrees with its own number: "1 game played · 2 won", never "1 won" in
            # the plural of the games played (Portuguese said "1 vencidos").
            line = " · ".join(
                (
                    ngettext("{played} game played", "{played} games played", played).format(
                        played=played
                    ),
                    ngettext("{won} won ({rate}%)", "{won} won ({rate}%)", won).format(
                        won=won, rate=rate
                    ),
                )
            )
            sub = theme.text(line, 28, theme.ink_dim)
            surface.blit(sub, sub.get_rect(bottomright=(RIGHT.right, 128)))
            self._draw_rates(surface, theme)
            self._draw_chart_panel(surface, theme)
        else:
            self._draw_empty(surface, theme)
        self.widgets.draw(surface, theme)
        hint = theme.text(_(HINT) if self.games else _("Esc back"), 24, theme.ink_dim)
        surface.blit(hint, hint.get_rect(midbottom=(w // 2, h - 24)))
        if self.dialog is not None and self.dialog.is_open:
            self.dialog.draw(surface, theme)

    def _draw_empty(self, surface: pygame.Surface, theme: Theme) -> None:
        panel = pygame.Rect(0, 0, 1100, 380)
        panel.center = (960, 520)
        surface.blit(
            theme.box(
                panel.size, theme.panel, radius=26, border=theme.panel_border, border_width=2
            ),
            panel,
        )
        # three little bars of a chart still to come
        for i, bh in enumerate((60, 100, 80)):
            bar = pygame.Rect(panel.centerx - 70 + i * 50, panel.y + 150 - bh, 36, bh)
            surface.blit(theme.box(bar.size, (*theme.accent, 70), radius=6), bar)
        head = theme.text(
            self.error or _("No finished games yet"),
            40,
            theme.bad if self.error else theme.ink,
            bold=True,
        )
        surface.blit(head, head.get_rect(midtop=(panel.centerx, panel.y + 180)))
        for i, line in enumerate(
            (
                _("Finish a game and it counts here: your win rate in each game and"),
                _("against each opponent, and a chart of how you do over time."),
            )
        ):
            img = theme.text(line, 28, theme.ink_dim)
            surface.blit(img, img.get_rect(midtop=(panel.centerx, panel.y + 252 + i * 38)))

    def _draw_rates(self, surface: pygame.Surface, theme: Theme) -> None:
        y = LEFT.y
        y = self._rate_table(
            surface,
            theme,
            _("By game"),
            [(Games.of(self.app).title(r.key), r) for r in self.by_game],
            y,
            5,
        )
        rest = max(1, (LEFT.bottom - (y + 30) - 60) // ROW_H)
        self._rate_table(
            surface,
            theme,
            _("Against"),
            [(opponent_name(r.key), r) for r in self.by_opponent],
            y + 30,
            rest,
        )

    def _rate_table(
        self,
        surface: pygame.Surface,
        theme: Theme,
        title: str,
        rows: list[tuple[str, Any]],
        y: int,
        limit: int,
    ) -> int:
        shown = rows[:limit]
        height = 64 + max(1, len(shown)) * ROW_H + (30 if len(rows) > limit else 0) + 12
        panel = pygame.Rect(LEFT.x, y, LEFT.width, height)
        surface.blit(theme.box(panel.size, (0, 0, 0, 70), radius=20), panel)
        surface.blit(theme.text(title, 30, theme.accent, bold=True), (panel.x + 24, y + 14))
        for label, x in ((_("played"), 330), (_("won"), 420)):
            img = theme.text(label, 20, theme.ink_dim)
            surface.blit(img, img.get_rect(midtop=(panel.x + x, y + 24)))
        rate_head = theme.text(_("win rate"), 20, theme.ink_dim)
        surface.blit(rate_head, (panel.x + 480, y + 24))
        ry = y + 64
        for label, rate in shown:
            cy = ry + ROW_H // 2
            name = fitted_line(label, 26, theme.ink, 270)
            surface.blit(name, name.get_rect(midleft=(panel.x + 24, cy)))
            for value, x in ((rate.played, 330), (rate.won, 420)):
                img = theme.text(str(value), 26, theme.ink)
                surface.blit(img, img.get_rect(center=(panel.x + x, cy)))
            track = pygame.Rect(panel.x + 480, cy - 9, 170, 18)
            surface.blit(theme.box(track.size, theme.track, radius=9), track)
            fill_w = max(0, round(track.width * rate.rate))
            if fill_w >= 10:
                surface.blit(theme.box((fill_w, 18), theme.good, radius=9), track.topleft)
            pct = theme.text(f"{round(rate.rate * 100)}%", 26, theme.ink, bold=True)
            surface.blit(pct, pct.get_rect(midright=(panel.right - 20, cy)))
            ry += ROW_H
        if len(rows) > limit:
            more = theme.text(
                _("and {value} more").format(value=len(rows) - limit), 22, theme.ink_dim
            )
            surface.blit(more, (panel.x + 24, ry + 2))
        return panel.bottom

    def _draw_chart_panel(self, surface: pygame.Surface, theme: Theme) -> None:
        surface.blit(theme.box(RIGHT.size, (0, 0, 0, 70), radius=20), RIGHT)
        area = pygame.Rect(RIGHT.x + 20, RIGHT.y + 100, RIGHT.width - 40, RIGHT.height - 120)
        if self._chart is None or self._chart.get_size() != area.size:
            self._chart = draw_timeline(theme, area.size, self.timeline)
        surface.blit(self._chart, area)


def draw_timeline(theme: Theme, size: tuple[int, int], points: list[Any]) -> pygame.Surface:
    """Win rate so far (line, left axis in %), each game as a dot (filled: won), and the
    score in it as a bar (right axis)."""
    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    # Under the plot, a row each: the dates, the count of games, the legend (the count once
    # sat on the legend's row and "your score" was drawn over it).
    legend_y = h - 18
    plot = pygame.Rect(70, 20, w - 150, h - 20 - 100)
    dim = theme.ink_dim
    good = theme.good
    if not points:
        msg = render_text(_("No games of this kind with you in them yet"), 26, dim)
        surf.blit(msg, msg.get_rect(center=plot.center))
        return surf
    count = len(points)
    scores = [p.score for p in points if isinstance(p.score, int | float)]
    hi = max([1, *scores])
    lo = min([0, *scores])
    span = (hi - lo) or 1

    def x_of(i: int) -> int:
        if count == 1:
            return plot.centerx
        return plot.x + 16 + round((plot.width - 32) * i / (count - 1))

    def y_rate(rate: float) -> int:
        return plot.bottom - round(plot.height * rate)

    # Grid: 0, 25, 50, 75, 100 %.
    for pct in (0, 25, 50, 75, 100):
        y = y_rate(pct / 100)
        pygame.draw.line(
            surf, (255, 255, 255, 60 if pct in (0, 100) else 28), (plot.x, y), (plot.right, y), 1
        )
        lab = render_text(f"{pct}%", 20, dim)
        surf.blit(lab, lab.get_rect(midright=(plot.x - 10, y)))
    # Scores as bars behind (right axis).
    bar_w = max(4, min(36, (plot.width - 32) // max(1, count) - 6))
    zero = plot.bottom - round(plot.height * (0 - lo) / span)
    for i, p in enumerate(points):
        if not isinstance(p.score, int | float):
            continue
        top = plot.bottom - round(plot.height * (p.score - lo) / span)
        rect = pygame.Rect(0, 0, bar_w, max(2, abs(zero - top)))
        rect.midbottom = (x_of(i), max(zero, top))
        pygame.draw.rect(surf, (*theme.accent, 70), rect, border_radius=3)
    for value in {hi, lo} if lo < 0 else {hi}:
        y = plot.bottom - round(plot.height * (value - lo) / span)
        lab = render_text(str(value), 20, theme.accent)
        surf.blit(lab, lab.get_rect(midleft=(plot.right + 10, y)))
    score_lab = render_text(_("score"), 20, theme.accent)
    surf.blit(score_lab, score_lab.get_rect(midleft=(plot.right + 10, plot.bottom)))
    # Win rate so far: the line, then a dot per game.
    pts = [(x_of(i), y_rate(p.rate_so_far)) for i, p in enumerate(points)]
    if len(pts) >= 2:
        pygame.draw.lines(surf, theme.ink, False, pts, 4)
    for (x, y), p in zip(pts, points, strict=True):
        if p.won:
            pygame.draw.circle(surf, good, (x, y), 9)
            pygame.draw.circle(surf, theme.ink_dark, (x, y), 9, 2)
        else:
            pygame.draw.circle(surf, theme.ink_dark, (x, y), 9)
            pygame.draw.circle(surf, theme.bad, (x, y), 9, 3)
    # Dates under the first, middle and last games.
    marks = sorted({0, count // 2, count - 1}) if count > 2 else list(range(count))
    for i in marks:
        when = day_month(points[i].finished.astimezone(), year="short")
        lab = render_text(when, 20, dim)
        surf.blit(lab, lab.get_rect(midtop=(x_of(i), plot.bottom + 10)))
    games = render_text(
        ngettext("{count} game, oldest first", "{count} games, oldest first", count).format(
            count=count
        ),
        20,
        dim,
    )
    surf.blit(games, games.get_rect(topright=(plot.right, plot.bottom + 36)))
    # Legend.
    x = plot.x
    pygame.draw.line(surf, theme.ink, (x, legend_y), (x + 34, legend_y), 4)
    img = render_text(_("win rate so far"), 22, theme.ink)
    surf.blit(img, img.get_rect(midleft=(x + 44, legend_y)))
    x += 64 + img.get_width()
    pygame.draw.circle(surf, good, (x + 9, legend_y), 9)
    img = render_text(_("game won"), 22, theme.ink)
    surf.blit(img, img.get_rect(midleft=(x + 26, legend_y)))
    x += 56 + img.get_width()
    pygame.draw.circle(surf, theme.ink_dark, (x + 9, legend_y), 9)
    pygame.draw.circle(surf, theme.bad, (x + 9, legend_y), 9, 3)
    img = render_text(_("game lost"), 22, theme.ink)
    surf.blit(img, img.get_rect(midleft=(x + 26, legend_y)))
    x += 56 + img.get_width()
    pygame.draw.rect(surf, (*theme.accent, 110), (x, legend_y - 9, 16, 18), border_radius=3)
    img = render_text(_("your score"), 22, theme.ink)
    surf.blit(img, img.get_rect(midleft=(x + 26, legend_y)))
    return surf


def create_stats_screen(app: AppServices, **kwargs: Any) -> StatsScreen:
    """The registry factory: `registry.register("stats", create_stats_screen)`."""
    return StatsScreen(app, **kwargs)
