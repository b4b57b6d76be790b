"""The keyboard's focus ring in an opened area (issue 30, seen on the relaunch table at
1920x1080 with 4 seats in Portuguese): the arrows on an opponent's card open its area large,
and the clear ring stayed round the small card under the view while the card read in the
view had only its faint frame. Now the ring goes round the card in the opened view (and
only there), in both editions. Driven by arrow keys through the app's frame; judged on the
pixels the window shows where the ring must be."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from tests.desktop.test_ccg_peek_rest import still  # noqa: F401
from tests.desktop.test_ccg_support import main_turn_table
from tests.desktop.test_table_support import frames, key, window_pos

RING = (255, 230, 120)  # marks.focus_ring's colour


def _ringed(app: Any, table: Any) -> int:
    """Arrow along the table until an opponent's area opens by the focus; each time check
    the ring stands round the focused card's place in the view and is drawn there. How many
    cards were so checked."""
    peek, ring = table.stage.peek, table.stage.focus_ring
    seen = 0
    for _ in range(60):
        frames(app, 1, [key(pygame.K_LEFT)])
        frames(app, 16)  # the view's slide done
        if not peek.is_open:
            continue
        node = table.stage.card_node(table.focus_key)
        assert node is not None and ring.visible and ring.surface is not None
        box = ring.surface.get_rect(center=(round(ring.x), round(ring.y)))
        assert peek.box.colliderect(box), (box, peek.box, "the ring is not on the view")
        inside = [r for _n, r in peek.cards if box.contains(r) and r.w > box.w - 20]
        assert inside, (box, "the ring is round no card of the view")
        assert ring.z > peek.node.z, "the view is drawn over the ring"
        # the ring's left side, half way down, as the window shows it
        at = window_pos(app, (box.left + 2, box.centery))
        shown = app.window.get_at(at)[:3]
        assert all(abs(a - b) <= 40 for a, b in zip(shown, RING, strict=True)), (at, shown)
        seen += 1
        if seen >= 3:
            break
    return seen


@pytest.mark.parametrize(
    ("size", "seats", "language"),
    [((1920, 1080), 4, "pt-BR"), ((1280, 720), 4, "en"), ((1280, 720), 2, "pt-BR")],
)
def test_the_relaunch_ring_goes_round_the_card_in_the_opened_area(display, size, seats, language):
    with main_turn_table(size, seats, language, 3) as (app, table):
        assert _ringed(app, table) >= 3


def test_the_1995_ring_goes_round_the_card_in_the_opened_area(still):  # noqa: F811
    app, table = still
    assert _ringed(app, table) >= 3
