"""Discarding one's own card from play comes last in the lists and is asked first (issue 30:
row 1 of the A list was "Discard Hunt the Defiler from play", and 1 threw away a Quest worth
2 VP at once). Driven by keys; judged on the rows and the question drawn."""

from __future__ import annotations

import pygame

from tests.desktop.classic_pcl_support import pcl_table
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_table_support import frames, key

#: the Resource Phase of turn 1: Old Ridge Lands may be discarded from play
SCRAP = 20
CARD = "0.old-ridge-lands.1"


def drawn(app) -> list[str]:
    return [m.text for _, m in trace_frame(app).texts()]


def test_discard_from_play_is_the_last_row_and_asks_first(display) -> None:
    with tracing(), pcl_table("en", SCRAP, (1920, 1080)) as (app, table, _said):
        assert any(c["type"] == "scrap" for c in table.legal)
        frames(app, 3, [key(pygame.K_a)])
        rows = [r for r in drawn(app) if r[:1].isdigit() and ". " in r]
        moves = [r for r in rows if "Close this list" not in r]
        assert "Discard Old Ridge Lands from play" in moves[-1], rows
        n = moves[-1].split(".")[0]
        frames(app, 3, [key(getattr(pygame, f"K_{n}"), n)])
        text = " ".join(drawn(app))
        assert "Discard Old Ridge Lands?" in text, text
        assert any(c.get("card") == CARD for c in table.legal if c["type"] == "scrap")
        before = table.session.state_id
        frames(app, 3, [key(pygame.K_ESCAPE)])
        assert table.session.state_id == before  # Esc: nothing discarded
        frames(app, 3, [key(pygame.K_a)])
        frames(app, 3, [key(getattr(pygame, f"K_{n}"), n)])
        frames(app, 3, [key(pygame.K_RETURN)])
        assert table.session.state_id != before
        last = table.session.entries[-1]["command"]
        assert last == {"type": "scrap", "card": CARD}, last
