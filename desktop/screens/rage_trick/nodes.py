"""Scene nodes of the RAGE table: cards that know what they show, and seat name plates."""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from desktop.render.text import largest_fitting
from desktop.scene.node import Node
from desktop.screens.rage_trick import layout
from desktop.screens.rage_trick.draw import box, canvas
from desktop.ui.seat_colors import SEAT_COLORS
from desktop.ui.theme import Theme, fitted_line, font, render_display, render_text
from engine.i18n import _


@dataclass(eq=False, kw_only=True)
class CardNode(Node):
    """A card on the table. `face_up` says whether its face is what is drawn."""

    card: str | None = None
    owner: int | None = None
    face_up: bool = False
    where: str = ""  # hand, mini, trick, trump, pile, flying


@dataclass
class SeatInfo:
    name: str
    seat: int
    viewer: bool = False
    you: bool = False  # the viewer is a person at this computer
    dealer: bool = False
    bot: bool = False
    bid: int | None = None
    has_bid: bool = False
    tricks: int = 0
    score: int = 0
    team: str = ""
    active: bool = False
    phase: str = "bid"

    def key(self) -> tuple:
        return (
            self.name,
            self.viewer,
            self.you,
            self.dealer,
            self.bot,
            self.bid,
            self.has_bid,
            self.tricks,
            self.score,
            self.team,
            self.active,
            self.phase,
        )


NAME_MAX, NAME_MIN = 28, 20  # a name plate's type sizes


@dataclass(eq=False, kw_only=True)
class SeatPanel(Node):
    """A seat's name plate: name, dealer chip, bid, tricks taken (tiny stacks), score."""

    info: SeatInfo | None = None
    theme: Theme | None = None
    stack_back: pygame.Surface | None = None
    _key: tuple = field(default=(), init=False)

    def refresh(self, info: SeatInfo) -> None:
        if info.key() == self._key and self.surface is not None:
            return
        self.info = info
        self._key = info.key()
        assert self.theme is not None
        self.surface = draw_panel(self.theme, info, self.stack_back)


def draw_panel(theme: Theme, info: SeatInfo, stack_back: pygame.Surface | None) -> pygame.Surface:
    w, h = layout.PANEL
    accent = SEAT_COLORS[info.seat % len(SEAT_COLORS)]
    border = theme.accent if info.active else (*accent, 150)
    surf = canvas((w, h), (12, 24, 21, 250), 18, border, 3 if info.active else 2)
    # A strip of the seat's colour down the left edge ties the plate to the score chart.
    strip = box((8, h - 28), accent, 4)
    surf.blit(strip, (10, 14))
    x = w - 14
    if info.dealer:
        chip = canvas((40, 30), theme.accent, 15)
        # TRANSLATORS: the dealer's badge on a seat plate (one letter)
        d = render_text(_("D"), 22, theme.ink_dark, True)
        chip.blit(d, d.get_rect(center=(20, 15)))
        surf.blit(chip, (x - 40, 12))
        x -= 48
    if info.team:
        tag = render_text(info.team, 20, theme.ink_dim, True)
        surf.blit(tag, tag.get_rect(topright=(x, 16)))
        x -= tag.get_width() + 8
    # The whole name where it fits (a LAN bot's "Heuristic bot 3" too): smaller type before
    # any of it is cut.
    name = info.name + (_(" (you)") if info.you else "")
    room = x - 28 - 8
    size = largest_fitting(NAME_MIN, NAME_MAX, lambda s: font(s, True).size(name)[0] <= room)
    img = fitted_line(name, size, theme.ink, room, bold=True)
    surf.blit(img, img.get_rect(midleft=(28, 26)))
    # Bid and tricks taken.
    if info.bid is not None:
        bid = _("Bid {n}").format(n=info.bid)
    elif info.has_bid:
        bid = _("Bid {n}").format(n="?")  # a secret bid, written down
    else:
        bid = _("Bid {n}").format(n="–")
    bid_img = render_text(bid, 24, theme.ink)
    surf.blit(bid_img, (28, 48))
    took_color = theme.ink
    if info.bid is not None and info.phase == "play":
        if info.tricks == info.bid:
            took_color = theme.good
        elif info.tricks > info.bid:
            took_color = theme.bad
    took = render_text(_("Took {n}").format(n=info.tricks), 24, took_color)
    surf.blit(took, (28 + bid_img.get_width() + 22, 48))
    # Score, big, bottom right.
    score = render_display(str(info.score), 38, theme.ink)
    surf.blit(score, score.get_rect(bottomright=(w - 16, h - 8)))
    label = render_text(_("pts"), 18, theme.ink_dim)
    surf.blit(label, label.get_rect(bottomright=(w - 18 - score.get_width() - 4, h - 14)))
    # Tricks taken as tiny face-down stacks.
    if stack_back is not None:
        sw, sh = stack_back.get_size()
        room = w - 28 - score.get_width() - 60
        step = min(sw + 4, max(6, room // max(1, info.tricks)))
        for i in range(info.tricks):
            left = 22 + i * step
            surf.blit(stack_back, (left + 2, h - 26 - sh // 2 - 2))
            surf.blit(stack_back, (left, h - 26 - sh // 2))
    if info.active:
        doing = _("to bid") if info.phase == "bid" else _("to play")
        t = render_text(doing, 20, theme.accent, True)
        surf.blit(t, t.get_rect(topright=(w - 16, 52)))
    return surf


def glow_ring(size: tuple[int, int], color: tuple[int, int, int]) -> pygame.Surface:
    """A soft halo around a `size` rectangle (the whose-turn glow)."""
    pad = 22
    w, h = size[0] + 2 * pad, size[1] + 2 * pad
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(
        surf, (*color, 230), pygame.Rect(pad - 6, pad - 6, size[0] + 12, size[1] + 12), 10, 24
    )
    return pygame.transform.gaussian_blur(surf, 9)


def card_outline(size: tuple[int, int], color: tuple[int, int, int]) -> pygame.Surface:
    """A bright rounded outline around a card (keyboard focus, the winning card)."""
    pad = 10
    surf = pygame.Surface((size[0] + 2 * pad, size[1] + 2 * pad), pygame.SRCALPHA)
    pygame.draw.rect(surf, (*color, 255), surf.get_rect(), 6, 18)
    return surf
