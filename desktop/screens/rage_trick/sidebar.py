"""The right-hand column: round box, first-game hints and the game log in plain words."""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from desktop.game.wording import you_form
from desktop.screens.rage_trick import layout
from desktop.screens.rage_trick.draw import canvas
from desktop.screens.rage_trick.model import TableModel
from desktop.screens.rage_trick.stage import color_mark
from desktop.ui.theme import Theme, render_display, render_text, wrap
from engine.games.rage_trick.cards import color_name
from engine.i18n import _, ngettext

LOG_SIZE = 22
LOG_LINE = 29


@dataclass
class GameLog:
    """Wrapped lines, newest at the bottom; follows new lines unless scrolled back."""

    rect: pygame.Rect
    theme: Theme
    entries: list[str] = field(default_factory=list)
    lines: list[tuple[str, bool]] = field(default_factory=list)  # (text, first line of entry)
    scroll: int = 0  # lines hidden below the bottom
    _surface: pygame.Surface | None = None

    @property
    def rows(self) -> int:
        return max(1, (self.rect.height - 64) // LOG_LINE)

    def add(self, text: str) -> None:
        self.entries.append(text)
        for i, line in enumerate(wrap(text, LOG_SIZE, self.rect.width - 54)):
            self.lines.append((line, i == 0))
        if self.scroll:
            self.scroll += len(wrap(text, LOG_SIZE, self.rect.width - 54))
        self._clamp()
        self._surface = None

    def scroll_by(self, lines: int) -> None:
        self.scroll += lines
        self._clamp()
        self._surface = None

    def _clamp(self) -> None:
        self.scroll = max(0, min(self.scroll, len(self.lines) - self.rows))

    def handle_event(self, event: pygame.event.Event, pointer: tuple[int, int]) -> bool:
        if event.type == pygame.MOUSEWHEEL and self.rect.collidepoint(pointer):
            self.scroll_by(event.y * 3)
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        if self._surface is None:
            self._surface = self._render()
        surface.blit(self._surface, self.rect)

    def _render(self) -> pygame.Surface:
        theme = self.theme
        r = self.rect
        surf = canvas(r.size, (8, 16, 14, 210), 18, (*theme.panel_border[:3], 90), 2)
        title = render_text(_("Game log"), 24, theme.ink, True)
        surf.blit(title, (20, 14))
        hint = render_text(_("wheel to scroll"), 18, theme.ink_dim)
        surf.blit(hint, hint.get_rect(topright=(r.width - 20, 20)))
        end = len(self.lines) - self.scroll
        start = max(0, end - self.rows)
        y = 54
        for text, first in self.lines[start:end]:
            x = 20 if first else 40
            if first:
                pygame.draw.circle(surf, theme.accent, (12, y + 14), 3)
            img = render_text(text, LOG_SIZE, theme.ink if first else theme.ink_dim)
            surf.blit(img, (x, y))
            y += LOG_LINE
        if self.scroll:
            more = render_text(_("↓ {n} newer lines").format(n=self.scroll), 18, theme.accent)
            surf.blit(more, more.get_rect(bottomright=(r.width - 18, r.height - 8)))
        return surf


def round_box(
    theme: Theme, model: TableModel, names: list[str], width: int, dealing: bool = False
) -> pygame.Surface:
    h = 214
    surf = canvas((width, h), (8, 16, 14, 210), 18, (*theme.panel_border[:3], 90), 2)
    title_text = (
        _("Round {round} of {total}").format(round=model.round, total=model.rounds_total)
        if model.rounds_total
        else _("Round {round}").format(round=model.round)
    )
    title = render_display(title_text, 40, theme.ink)
    surf.blit(title, (20, 14))
    dealer = names[model.dealer] if 0 <= model.dealer < len(names) else "?"
    y = 68
    for text in (
        you_form(
            ngettext(
                "{n} card each · {dealer} deals", "{n} cards each · {dealer} deals", model.hand_size
            ).format(n=model.hand_size, dealer=dealer)
        ),
        _bids_line(model),
    ):
        img = render_text(text, 22, theme.ink_dim)
        surf.blit(img, (20, y))
        y += 32
    # Trump line with a swatch.
    if dealing:
        trump_text, swatch = _("Dealing…"), None
    elif model.trump_suspended:
        trump_text, swatch = _("No trump (Out Rage)"), None
    elif model.trump is None:
        trump_text, swatch = _("No trump this round"), None
    else:
        trump_text, swatch = _("Trump: {color}").format(color=color_name(model.trump)), model.trump
    x = 20
    if swatch:
        color_mark(surf, (x + 10, y + 15), swatch, 10)
        x += 28
    img = render_text(trump_text, 24, theme.ink, True)
    surf.blit(img, (x, y))
    y += 36
    if not dealing:
        lead = _("Lead: {color}").format(
            color=color_name(model.lead) if model.lead else _("not set yet")
        )
        surf.blit(render_text(lead, 22, theme.ink_dim), (20, y))
    return surf


def _bids_line(model: TableModel) -> str:
    known = [b for b in model.bids if b is not None]
    made = sum(1 for b in model.has_bid if b)
    if not made:
        return _("Nobody has bid yet")
    if len(known) < made:
        return _("{made} of {seats} bids written down (secret)").format(
            made=made, seats=model.seats
        )
    return ngettext(
        "Bids: {sum} for {n} trick ({made}/{seats} bid)",
        "Bids: {sum} for {n} tricks ({made}/{seats} bid)",
        model.hand_size,
    ).format(sum=sum(known), n=model.hand_size, made=made, seats=model.seats)


@dataclass
class HintBox:
    """A first-game hint above the log: 'Got it' (H) and 'No more hints'."""

    title: str
    text: str
    theme: Theme
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    lines: list[str] = field(default_factory=list)

    def __post_init__(self) -> None:
        width = layout.SIDEBAR_BOX_W
        self.lines = wrap(self.text, 22, width - 40)
        h = 60 + len(self.lines) * 28 + 70
        self.rect = pygame.Rect(layout.SIDEBAR.x + 12, 0, width, h)

    def draw(self, surface: pygame.Surface, y: int) -> None:
        theme = self.theme
        self.rect.y = y
        r = self.rect
        surface.blit(
            theme.box(r.size, (44, 38, 16, 235), radius=18, border=theme.accent, border_width=2), r
        )
        t = render_text(_("Tip: {title}").format(title=self.title), 24, theme.accent, True)
        surface.blit(t, (r.x + 20, r.y + 14))
        yy = r.y + 52
        for line in self.lines:
            surface.blit(render_text(line, 22, theme.ink), (r.x + 20, yy))
            yy += 28
