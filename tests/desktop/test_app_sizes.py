"""The table at each window size: what the window shows at a pixel is what the canvas holds
at the logical point that pixel maps to, and a click there plays the card drawn there."""

from __future__ import annotations

import pygame
import pytest

from desktop.screens.rage_trick.nodes import CardNode
from tests.desktop import test_table_support as support
from tests.desktop.test_table_support import commands_by, frames, make_table, my_turn_to, run_until

SIZES = [(1280, 720), (1920, 1080), (2560, 1440)]


def exclusive_point(table, card: CardNode) -> tuple[float, float]:
    """A logical point well inside the part of `card` no other card covers."""
    scene = table.scene
    cx, cy = card.to_world()
    hits = [x for x in range(int(cx) - 120, int(cx) + 121, 2) if scene.hit_test((x, cy)) is card]
    assert len(hits) >= 10, "the card shows too little of itself to click"
    return hits[len(hits) // 2], cy


@pytest.mark.parametrize("size", SIZES)
def test_a_click_lands_on_the_card_drawn_under_it(display, size, tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("RAGE_TABLE_HOME", str(tmp_path))
    app = support.make_app(size=size)
    table = make_table(app, dealer=3)  # seat 0 leads: any card may be played
    run_until(app, my_turn_to(table, "bid"))
    frames(app, 2, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_2, mod=0, unicode="2")])
    run_until(app, my_turn_to(table, "play"))
    frames(app, 30)
    hand = [n for n in table.stage.hand_nodes() if n.card]
    target = hand[len(hand) // 2 + 1]  # one in the middle of the fan, overlapped both sides
    point = exclusive_point(table, target)
    wx, wy = (round(v) for v in app.viewport.to_window(point))
    # The window pixel shows the canvas pixel at the logical point it maps back to.
    lx, ly = app.viewport.to_logical((wx, wy))
    assert app.stack.top.scene.hit_test((lx, ly)) is target
    shown = app.window.get_at((wx, wy))
    drawn = app.canvas.get_at((round(lx), round(ly)))
    assert max(abs(a - b) for a, b in zip(shown[:3], drawn[:3], strict=True)) < 60
    app.frame(
        support.FRAME,
        [
            pygame.event.Event(pygame.MOUSEMOTION, pos=(wx, wy), rel=(0, 0), buttons=(0, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(wx, wy), button=1),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(wx, wy), button=1),
        ],
    )
    played = commands_by(table, 0)[-1]
    assert played["type"] == "play" and played["card"] == target.card
    app.close()
