"""The 1995 table opens for a keyboard player too (issue 30): until the person's first key or
click its bar names the mouse's way first and the keys after (keys only would greet a mouse
player so), and the first → walks the person's own hand, not an opponent's area above it."""

from __future__ import annotations

import pygame
import pytest

from desktop.screens.rage_classic import layout
from tests.desktop.classic_pcl_support import pcl4_table, pcl_table
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_table_support import click, frames, key

KEYS = {"en": "By keys: ←/→ through the cards", "pt_BR": "Pelas teclas: ←/→ pelas cartas"}
MOUSE = {"en": "drag", "pt_BR": "arraste"}


def _bar(app) -> str:
    return " ".join(m.text for _, m in trace_frame(app).texts() if layout.BAR.contains(m.rect))


@pytest.mark.parametrize("language", ["en", "pt_BR"])
def test_the_first_bar_names_the_click_then_the_keys(display, language) -> None:
    with tracing(), pcl_table(language, 0) as (app, table, _said):
        first = table.bar_line
        drawn = _bar(app)
        click(app, (560, 300))  # the empty Hunting Grounds: a mouse player shows up
        frames(app, 4)
        after = table.bar_line
    assert KEYS[language] in first, first
    assert first.index(MOUSE[language]) < first.index(KEYS[language]), first
    assert drawn and KEYS[language].split(":")[0] in drawn, drawn
    assert KEYS[language] not in after and MOUSE[language] in after, after


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
