"""The small tag a table draws on a player's name plate: what that seat is doing now.

One word or two, most important first: the player's link to the host is lost or a bot stands
in for them (LAN), they paused their "OK?" countdown (LAN: everyone sees it), their bot is
thinking, or it is their turn ("to play"). Tables whose name plates are lines of text (the
CCGs) leave room after the name for it; the runner is asked by duck typing, so a local game,
a LAN game and a replay all work (a runner without `seat_status` has no links to lose).
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass

import pygame

from desktop.game.seams import LinkedRunner, TableRunner, TableSession, ThinkingRunner
from desktop.ui.theme import render_text
from engine.i18n import N_, _

#: tag kind -> words (translated where drawn)
WORDS = {
    "reconnecting": N_("link lost"),
    "left": N_("left · bot plays"),
    "standin": N_("bot stand-in"),
    "paused": N_("OK? paused"),
    "thinking": N_("thinking…"),
    "to-play": N_("to play"),
}
COLOURS = {
    "reconnecting": (236, 96, 80),
    "left": (244, 150, 70),
    "standin": (244, 150, 70),
    "paused": (120, 180, 250),
    "thinking": (200, 200, 210),
    "to-play": (240, 200, 90),
}
FILL = (8, 14, 12, 235)


@dataclass(frozen=True)
class SeatTag:
    kind: str

    @property
    def text(self) -> str:
        return _(WORDS[self.kind])

    @property
    def colour(self) -> tuple[int, int, int]:
        return COLOURS[self.kind]


def seat_tags(
    runner: TableRunner, session: TableSession, to_act: Collection[int] | None = None
) -> dict[int, SeatTag]:
    """Every seat's tag now (seats with nothing to say are left out); `to_act` stands for the
    session's when a table shows another moment than the last (a step held for a beat)."""
    seats = len(runner.seats)
    linked = runner if isinstance(runner, LinkedRunner) else None
    paused_now = linked.paused_seats() if linked is not None else frozenset()
    thinking = runner.thinking_seat() if isinstance(runner, ThinkingRunner) else None
    over = session.is_over()
    if over:
        to_act = frozenset()
    elif to_act is None:
        to_act = session.to_act()
    out: dict[int, SeatTag] = {}
    for seat in range(seats):
        link = linked.seat_status(seat) if linked is not None else "connected"
        if link in ("reconnecting", "left", "standin"):
            out[seat] = SeatTag(link)
        elif seat in paused_now:
            out[seat] = SeatTag("paused")
        elif seat == thinking:
            out[seat] = SeatTag("thinking")
        elif seat in to_act:
            out[seat] = SeatTag("to-play")
    return out


def tag_surface(tag: SeatTag, size: int = 16) -> pygame.Surface:
    """The tag as a small pill: its words in its colour, on a dark ground."""
    return pill_surface(tag.text, tag.colour, size)


def pill_surface(words: str, colour: tuple[int, int, int], size: int = 16) -> pygame.Surface:
    """`words` in `colour` on a dark rounded ground, framed in the same colour."""
    text = render_text(words, size, colour, True)
    w, h = text.get_width() + 16, text.get_height() + 2
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(surf, FILL, surf.get_rect(), border_radius=h // 2)
    pygame.draw.rect(surf, colour, surf.get_rect(), 1, border_radius=h // 2)
    surf.blit(text, text.get_rect(center=(w // 2, h // 2)))
    return surf


__all__ = ["SeatTag", "pill_surface", "seat_tags", "tag_surface"]
