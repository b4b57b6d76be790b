"""RAGE's end of game: the final standings, the score chart and the whole score sheet."""

from __future__ import annotations

import pygame

from desktop.screens.rage_trick.draw import box
from desktop.screens.rage_trick.scoresheet import draw_chart, draw_table, seat_color
from desktop.screens.summary import SummaryScreen
from desktop.ui.theme import render_display, render_text


class RageSummary(SummaryScreen):
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
