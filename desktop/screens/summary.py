"""End of game: who won, final scores, the score sheet and the chart; play again or leave."""

from __future__ import annotations

from typing import Any

import pygame

from desktop.screens.base import AppServices, Screen
from desktop.screens.rage_trick.draw import box
from desktop.screens.rage_trick.scoresheet import draw_chart, draw_table, seat_color
from desktop.ui.controls import Button
from desktop.ui.theme import render_display, render_text


class SummaryScreen(Screen):
    name = "summary"

    def __init__(
        self,
        app: AppServices,
        *,
        names: list[str],
        rounds: list[dict[str, Any]],
        scores: list[int],
        winners: list[int],
        teams: list[list[int]] | None = None,
        setup: Any = None,
        bots: list[bool] | None = None,
    ) -> None:
        super().__init__(app)
        self.names = names
        self.rounds = rounds
        self.scores = scores
        self.winners = winners
        self.teams = teams
        self.setup = setup
        self.bots = bots or [False] * len(names)
        w, h = app.logical_size
        self.buttons: dict[str, Button] = {}
        specs = [("menu", "Main menu", self.back)]
        if setup is not None:
            specs.insert(0, ("again", "Play again", self.play_again))
        total = len(specs) * 360 + (len(specs) - 1) * 30
        x = w // 2 - total // 2
        for key, text, action in specs:
            b = Button(
                rect=pygame.Rect(x, h - 120, 360, 76),
                text=text,
                on_click=action,
                name=key,
                style="primary" if key == "again" else "normal",
            )
            self.buttons[key] = b
            self.widgets.add(b)
            x += 390
        self._body = self._render((w, h))

    def on_enter(self) -> None:
        self.widgets.focus_first()

    def headline(self) -> str:
        if not self.winners:
            return "Game over"
        who = [self.names[s] for s in self.winners]
        person_won = any(not self.bots[s] for s in self.winners)
        if self.teams and len(self.winners) == 2:
            text = f"{who[0]} and {who[1]} win"
        elif len(who) == 1:
            text = f"{who[0]} wins"
        else:
            text = " and ".join(who) + " share the win"
        return text + ("!" if person_won else "")

    def _render(self, size: tuple[int, int]) -> pygame.Surface:
        theme = self.app.theme
        w, h = size
        surf = pygame.Surface(size, pygame.SRCALPHA)
        title = render_display(self.headline(), 84, theme.accent)
        surf.blit(title, title.get_rect(midtop=(w // 2, 40)))
        # Final standings, best first.
        order = sorted(range(len(self.names)), key=lambda s: -self.scores[s])
        y = 160
        x0 = 120
        for place, s in enumerate(order[:8]):
            row = pygame.Rect(x0, y, 560, 54)
            fill = (255, 255, 255, 26) if s in self.winners else (0, 0, 0, 60)
            surf.blit(box(row.size, fill, 14), row)
            pygame.draw.rect(surf, seat_color(s), (row.x + 10, row.y + 12, 8, 34), border_radius=3)
            img = render_text(f"{place + 1}.  {self.names[s]}", 28, theme.ink, True)
            surf.blit(img, (row.x + 32, row.y + 10))
            sc = render_display(
                str(self.scores[s]), 38, theme.accent if s in self.winners else theme.ink
            )
            surf.blit(sc, sc.get_rect(midright=(row.right - 20, row.centery)))
            y += 60
        chart_h = max(260, h - 150 - (y + 14))
        chart = draw_chart(theme, (560, chart_h), self.names, self.rounds, legend=False)
        surf.blit(chart, (x0, y + 14))
        table_rect = pygame.Rect(740, 160, 1080, 760)
        panel = box(table_rect.inflate(30, 30).size, (0, 0, 0, 70), 20)
        surf.blit(panel, table_rect.inflate(30, 30))
        surf.blit(draw_table(theme, table_rect, self.names, self.rounds), table_rect)
        return surf

    def play_again(self) -> None:
        from desktop.screens.setup import start_game

        start_game(self.app, self.setup, replace=True)

    def back(self) -> None:
        self.app.pop()

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.app.theme.background(surface.get_size()), (0, 0))
        surface.blit(self._body, (0, 0))
        self.widgets.draw(surface, self.app.theme)
