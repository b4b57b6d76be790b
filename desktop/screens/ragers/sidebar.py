"""The Arena's right-hand column: the day counter, the scoreboard and the game log."""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from desktop.screens.ragers import layout
from desktop.screens.ragers.model import ArenaModel
from desktop.screens.ragers.nodes import GOLD, PAPER
from desktop.ui.theme import render_display, render_text, rounded_box, wrap
from engine.i18n import _

RGB = tuple[int, int, int]
DIM: RGB = (196, 178, 150)
LOG_TOP = 540
LOG_BOTTOM = 888
LOG_SIZE = 21
LOG_LINE = 25


@dataclass
class Sidebar:
    names: list[str]
    sides: list[str]
    colors: tuple[RGB, RGB]
    bots: list[bool]
    lines: list[str] = field(default_factory=list)
    _key: tuple = ()
    _surface: pygame.Surface | None = None

    def add(self, text: str) -> None:
        self.lines.append(text)
        del self.lines[:-80]

    def reset(self, lines: list[str]) -> None:
        self.lines = list(lines[-80:])

    def draw(self, surface: pygame.Surface, model: ArenaModel, bottom: int, waiting: str) -> None:
        key = (
            model.day,
            model.days,
            model.patron,
            tuple(model.gp),
            tuple(model.deck_counts),
            tuple(model.hand_counts),
            tuple(model.discard_counts),
            bottom,
            waiting,
            tuple(len(s) for s in model.stacks),
            len(self.lines),
            self.lines[-1:] if self.lines else None,
        )
        if key != self._key or self._surface is None:
            self._key = key
            self._surface = self._render(model, bottom, waiting)
            if pygame.display.get_surface() is not None:
                self._surface = self._surface.convert_alpha()
        surface.blit(self._surface, layout.SIDEBAR.topleft)

    def _render(self, model: ArenaModel, bottom: int, waiting: str) -> pygame.Surface:
        r = layout.SIDEBAR
        surf = pygame.Surface(r.size, pygame.SRCALPHA)
        w = r.width
        # The day counter.
        day = max(1, model.day)
        title = render_display(_("DAY {day} OF {days}").format(day=day, days=model.days), 44, GOLD)
        surf.blit(title, title.get_rect(midtop=(w // 2, 96)))
        for i in range(model.days):
            cx = w // 2 + (i - (model.days - 1) / 2) * 34
            done = i < day - 1 or (i == day - 1 and model.patron is None and model.day > 0)
            color = GOLD if i < day else (90, 74, 56)
            pygame.draw.circle(
                surf,
                color,
                (round(cx), 160),
                10 if i == day - 1 else 8,
                0 if done or i == day - 1 else 3,
            )
        if model.patron is not None:
            patron = model.data.patrons[model.patron]
            text = f"{patron.name}: {_(patron.text)}"
        else:
            text = _("Between days")
        y = 182
        for line in wrap(text, 22, w - 40)[:2]:
            img = render_text(line, 22, DIM)
            surf.blit(img, img.get_rect(midtop=(w // 2, y)))
            y += 26
        # The scoreboard: the other seat above, the seat at the bottom below (as on the sand).
        y = 248
        for seat in (1 - bottom, bottom):
            box = pygame.Rect(14, y, w - 28, 92)
            color = self.colors[seat]
            surf.blit(rounded_box(box.size, (*color, 230), 16, (*GOLD, 200), 2), box)
            who = self.names[seat] + (_(" (bot)") if self.bots[seat] else "")
            name = render_text(who, 26, PAPER, True)
            surf.blit(name, (box.x + 16, box.y + 10))
            side = render_text(self.sides[seat], 20, (238, 224, 204))
            surf.blit(side, (box.x + 16, box.y + 40))
            cheers = sum(1 for e in model.stacks[seat] if e["card"].startswith("cheers-"))
            info = _("deck {deck} · hand {hand} · cheers {cheers}").format(
                deck=model.deck_counts[seat], hand=model.hand_counts[seat], cheers=cheers
            )
            small = render_text(info, 18, (238, 224, 204))
            surf.blit(small, (box.x + 16, box.y + 64))
            gp = render_display(str(model.gp[seat]), 52, PAPER)
            surf.blit(gp, gp.get_rect(midright=(box.right - 44, box.centery + 2)))
            lab = render_text(_("GP"), 20, (238, 224, 204), True)
            surf.blit(lab, lab.get_rect(midright=(box.right - 14, box.centery + 10)))
            y += 102
        lead = abs(model.gp[0] - model.gp[1])
        note = _("{n} GP ahead wins at once  ·  lead {lead}").format(n=model.win_gp, lead=lead)
        img = render_text(note, 20, DIM)
        surf.blit(img, img.get_rect(midtop=(w // 2, y)))
        if waiting:
            y += 30
            img = render_text(waiting, 22, GOLD, True)
            surf.blit(img, img.get_rect(midtop=(w // 2, y)))
        # The log, newest at the bottom.
        pygame.draw.line(surf, (*GOLD, 120), (20, LOG_TOP - 12), (w - 20, LOG_TOP - 12), 1)
        rows: list[str] = []
        for text in self.lines[-30:]:
            rows.extend(wrap(text, LOG_SIZE, w - 40))
        room = (LOG_BOTTOM - LOG_TOP) // LOG_LINE
        rows = rows[-room:]
        ly = LOG_TOP
        for i, row in enumerate(rows):
            age = len(rows) - i
            color = PAPER if age <= 3 else DIM
            img = render_text(row, LOG_SIZE, color)
            surf.blit(img, (20, ly))
            ly += LOG_LINE
        return surf
