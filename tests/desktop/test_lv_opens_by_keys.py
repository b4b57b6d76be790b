"""The relaunch table opens for a keyboard player (issue 30, pl36b #8): until the person's
first click its bar names keys (after the mouse's way, which a mouse player reads first,
pl40a #6), and the first → walks the person's own hand, not the opponent's area above it."""

from __future__ import annotations

import pygame

from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_ccg_support import main_turn_table
from tests.desktop.test_table_support import click, frames, key


def _bar(app) -> str:
    drawn = [m.text for _, m in trace_frame(app).texts()]
    return " ".join(t for t in drawn if t.startswith("Your play"))


def test_the_first_bar_names_keys_until_a_click(display) -> None:
    with tracing(), main_turn_table((1280, 720), 2, "en", 7) as (app, table):
        frames(app, 2)
        first = _bar(app)
        click(app, (560, 310))  # the empty Hunting Grounds: a mouse player shows up
        frames(app, 3)
        after = _bar(app)
    # before any input it serves both: the mouse's way first, then the keys (pl40a #6: a
    # mouse player read keys alone); after a click, the mouse's words alone
    assert "←/→" in first and first.index("click") < first.index("←/→"), first
    assert "drag" in after and "←/→" not in after, after


def test_the_first_right_arrow_walks_the_hand(display) -> None:
    with main_turn_table((1280, 720), 2, "en", 7) as (app, table):
        frames(app, 1, [key(pygame.K_RIGHT)])
        frames(app, 20)
        node = table.stage.card_node(table.focus_key or "")
        kind = (node.data or {}).get("kind") if node is not None else None
        hand = [k for k in table.focusables() if table.stage.cards[k].data.get("kind") == "hand"]
        opened = table.stage.peek.is_open
    assert kind == "hand" and table.focus_key == hand[0], (kind, table.focus_key)
    assert not opened
