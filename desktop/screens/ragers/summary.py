"""The end of a Ragers game, on the shared summary screen (its buttons, headline, keys).

Only the body differs from RAGE's: the final GP, why the winner won (the 10-GP lead or a
tie-break), and a day-by-day table of the resolutions.
"""

from __future__ import annotations

from typing import Any

import pygame

from desktop.screens.base import AppServices
from desktop.screens.ragers.nodes import GOLD, PAPER
from desktop.screens.ragers.resolution import final_words
from desktop.screens.summary import SummaryScreen
from desktop.ui.theme import render_display, render_text, rounded_box, wrap
from engine.i18n import _

RGB = tuple[int, int, int]


class ArenaSummary(SummaryScreen):
    def __init__(
        self,
        app: AppServices,
        *,
        names: list[str],
        sides: list[str],
        colors: tuple[RGB, RGB],
        days: list[dict[str, Any]],
        result: dict[str, Any],
        setup: Any = None,
        bots: list[bool] | None = None,
        game: str = "",
    ) -> None:
        # Read by _render, which the base class calls from its __init__.
        self.sides = sides
        self.colors = colors
        self.days = days
        self.result = result
        super().__init__(
            app,
            names=names,
            rounds=days,
            scores=list(result["scores"]),
            winners=list(result["winners"]),
            setup=setup,
            bots=bots,
            game=game,
        )

    def _render(self, size: tuple[int, int]) -> pygame.Surface:
        w, h = size
        surf = pygame.Surface(size, pygame.SRCALPHA)
        title = render_display(self.headline(), 84, GOLD)
        surf.blit(title, title.get_rect(midtop=(w // 2, 40)))
        head, why = final_words(self.result, self.sides, self.names)
        y = 150
        for line in [head, *wrap(why, 30, 1400)]:
            img = render_text(line, 30, PAPER, line == head)
            surf.blit(img, img.get_rect(midtop=(w // 2, y)))
            y += 40
        # The two teams' final GP.
        y += 20
        for i, seat in enumerate((0, 1)):
            box = pygame.Rect(w // 2 - 620 + i * 640, y, 600, 150)
            won = seat in self.winners
            surf.blit(
                rounded_box(
                    box.size,
                    (*self.colors[seat], 235),
                    22,
                    (*GOLD, 255) if won else (0, 0, 0, 0),
                    4 if won else 0,
                ),
                box,
            )
            name = render_text(f"{self.sides[seat]}: {self.names[seat]}", 34, PAPER, True)
            surf.blit(name, (box.x + 28, box.y + 22))
            c = self.result.get("cheers_cards", [0, 0])[seat]
            d = self.result.get("deck_counts", [0, 0])[seat]
            info = render_text(
                _("cheers cards won {c}  ·  cards left in deck {d}").format(c=c, d=d), 24, PAPER
            )
            surf.blit(info, (box.x + 28, box.bottom - 44))
            gp = render_display(_("{n} GP").format(n=self.scores[seat]), 64, PAPER)
            surf.blit(gp, gp.get_rect(topright=(box.right - 28, box.y + 14)))
        y += 190
        # Day by day.
        table = pygame.Rect(w // 2 - 620, y, 1240, 70 + 56 * max(1, len(self.days)))
        surf.blit(rounded_box(table.size, (0, 0, 0, 80), 20), table)
        cols = (table.x + 30, table.x + 200, table.x + 700, table.x + 970)
        heads = (_("Day"), _("Outcome"), self.sides[0], self.sides[1])
        for x, text in zip(cols, heads, strict=True):
            img = render_text(text, 26, GOLD, True)
            surf.blit(img, (x, table.y + 18))
        ry = table.y + 64
        for day in self.days:
            if day["outcome"] == "losers":
                outcome = _("two losers")
            elif day["outcome"] == "draw":
                outcome = _("a draw")
            else:
                outcome = _("the {side} win").format(side=self.sides[day["winner"]])
            cells = (
                str(day["day"]),
                outcome,
                f"+{day['gained'][0]}  →  {day['totals'][0]}",
                f"+{day['gained'][1]}  →  {day['totals'][1]}",
            )
            for x, text in zip(cols, cells, strict=True):
                img = render_text(text, 26, PAPER)
                surf.blit(img, (x, ry))
            ry += 56
        return surf


def arena_summary(app: AppServices, table: Any) -> ArenaSummary | None:
    """The summary of the Arena `table` (an ArenaScreen) once its game is over."""
    if table.final is None:
        return None
    return ArenaSummary(
        app,
        names=table.names,
        sides=table.sides,
        colors=table.colors,
        days=table.days,
        result=table.final,
        setup=table.setup,
        bots=[c.is_bot for c in table.runner.seats],
        game=table.session.header.ruleset,
    )
