"""The 1995 side panels show only what is live: a card let through (or cancelled) from the
list of moves leaves "Waiting to resolve" (issue 30: a cancelled Mindburn stayed there until
the end screen, and a resolved "OK?" box lingered, the panels painted from the view before the
move under the new one's key). Driven by keys and a click, judged on what is drawn."""

from __future__ import annotations

import pygame

from desktop.screens.rage_classic import layout
from desktop.ui.choice import ChoiceDialog
from tests.desktop.classic_pcl_support import pcl_table
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_table_support import frames, frames_until, key

LET_THROUGH = 5  # Ada's Eye of the Crow waits to resolve; Player 1 may only allow it


def stack_words(app) -> list[str]:
    return [m.text for _, m in trace_frame(app).texts() if layout.SIDE_STACK.contains(m.rect)]


def test_a_card_let_through_from_the_list_leaves_waiting_to_resolve(display) -> None:
    with tracing(), pcl_table("en", LET_THROUGH) as (app, table, _said):
        assert any("Eye of the Crow" in t for t in stack_words(app))
        frames(app, 2, [key(pygame.K_a)])
        frames_until(app, lambda: isinstance(table.dialog, ChoiceDialog))
        frames(app, 10)
        # the list's first row: let it resolve (no row is lit before ↓ with no Hint asked)
        frames(app, 2, [key(pygame.K_DOWN)])
        frames(app, 2, [key(pygame.K_RETURN)])
        frames_until(app, lambda: table.session.view(0).get("pending") is None, limit=60)
        frames(app, 40)
        assert table.view.get("pending") is None
        drawn = stack_words(app)
        assert "Nothing" in drawn and not any("Eye of the Crow" in t for t in drawn), drawn
