"""The 1995 table's Hint box says its whole reason, however long, and nothing under it shows
through (issue 30, shot 156: the box ended on "…Simulada até o fim do turno, esta jogada
ficou claramente…" with no way to read the rest, and the person's pack header read through
its top). Judged on the texts drawn and the box's pixels."""

from __future__ import annotations

import pygame

from tests.desktop.classic_pcl_support import pcl_table
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_lv_hint_box import _show as show  # a hint on show for seat 0
from tests.desktop.test_table_support import frames

ALPHA_ACTS = 230
REASON = (
    "Attack Unbound Husk with Keeper Ashgrove: your alpha has the Rage to strike first, and "
    "the Husk's aggravated damage is worth the risk while Little Ember stays home to heal. "
    "Ysolde Amberclaw has already acted this turn, and Ada keeps two Combat cards in hand, "
    "one of them likely a block, so the fight may take two rounds; a Gnosis card left in "
    "your Sept hand can pay for Spirit Song afterwards. "
    "Played out to the end of the turn, this move looked clearly best of the ones you have, "
    "and the last words of a long reason are read too."
)


def test_a_long_hint_is_drawn_whole_at_1280(display) -> None:
    with tracing(), pcl_table("en", ALPHA_ACTS) as (app, table, _said):
        show(table, REASON)
        frames(app, 3)
        drawn = " ".join(m.text for _, m in trace_frame(app).texts())
        assert "the last words of a long reason are read too." in drawn, drawn
        rect = table.assist.hint_rect
        assert rect is not None and rect.top >= 0 and rect.bottom <= 1080


def test_nothing_shows_through_the_hint_box(display) -> None:
    with pcl_table("en", ALPHA_ACTS, (1920, 1080)) as (app, table, _said):
        show(table, REASON)
        frames(app, 3)
        rect = table.assist.hint_rect
        assert rect is not None
        strip = pygame.Rect(rect.x + 6, rect.y + 16, 10, rect.h - 32)  # its left margin
        colours = {
            tuple(app.window.get_at((x, y)))[:3]
            for x in range(strip.left, strip.right)
            for y in range(strip.top, strip.bottom)
        }
        # one fill (the table may shade it a little as a whole), no text or card under it
        base = min(colours)
        assert all(max(abs(a - b) for a, b in zip(c, base, strict=True)) <= 3 for c in colours), (
            colours
        )
