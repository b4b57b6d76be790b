"""The 1995 table opens for a keyboard player too (issue 30): the first → walks the person's
own hand, not an opponent's area above it."""

from __future__ import annotations

import pygame
import pytest

from tests.desktop.classic_pcl_support import pcl4_table, pcl_table
from tests.desktop.test_table_support import frames, key


@pytest.mark.parametrize("seats", [2, 4])
def test_the_first_right_arrow_walks_the_hand(display, seats) -> None:
    table_at = pcl4_table("en", 0, (1280, 720)) if seats == 4 else pcl_table("en", 0)
    with table_at as opened:
        app, table = opened[0], opened[1]
        frames(app, 1, [key(pygame.K_RIGHT)])
        frames(app, 24)
        node = table.stage.card_node(table.focus_key or "")
        kind = (node.data or {}).get("kind") if node is not None else None
        opened_area = table.stage.peek.is_open
    assert kind in ("hand", "combat-hand"), (kind, table.focus_key)
    assert not opened_area
