"""An opened area is as wide as its header: an opponent left with one card showed its
player's line cut ("Ada · Gaia · Thornwood Kin · 0/10 VP ·…") with nothing giving the rest
(seen by keyboard in a 4-seat 1995 game in a real window)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from desktop.scene.node import Node
from desktop.screens.ccg_kit.peek import HEADER, PAD, AreaPeek, Opened, PeekCard, PeekLook
from desktop.ui.theme import render_text

TITLE = "Ada · Gaia · Thornwood Kin · 0/10 VP · Hand 5 · Combat 5"
COUNTS = "Victory 0 · Out of Play 0 · Decks 26/18 · Discards 0/0"


def _card(size: tuple[int, int]) -> pygame.Surface:
    return pygame.Surface(size, pygame.SRCALPHA)


def test_an_area_with_one_card_opens_as_wide_as_its_players_line() -> None:
    pygame.init()
    peek = AreaPeek(Node(name="root"), lambda *_a, **_k: None)
    look = PeekLook(
        ratio=1.4, name_px=lambda w: w / 10, room=pygame.Rect(100, 200, 1400, 700), widest=220
    )
    card = PeekCard(key=("x",), name="Keeper Ashgrove", paint=_card, face=("x", False, False))

    def paint(_key: object, draw: Callable[[], pygame.Surface]) -> pygame.Surface:
        return draw()

    peek.show(Opened(seat=1, title=TITLE, counts=COUNTS, cards=(card,)), look, 16, paint)
    assert peek.node.surface is not None
    needed = render_text(TITLE, HEADER, (0, 0, 0), True).get_width() + 2 * PAD
    assert peek.node.surface.get_width() >= needed, (peek.node.surface.get_width(), needed)
