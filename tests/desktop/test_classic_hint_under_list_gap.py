"""A Hint under a 1995 list keeps a gap above the hands' headings (issue 30, Portuguese, a
4-seat combat: above "Continuar lutando ou retirar-se?" the box had no room beside the
combat's summary and stood under the list, its bottom edge on "Mão de combate (3)", the longer
Portuguese advice a line taller than the room left). Judged on the frame drawn, at 1280x720 and
1920x1080, at a moment of that game (tests/engine/classic_pcl4_game.py)."""

from __future__ import annotations

import pytest

from tests.desktop.classic_pcl_support import hint_over_list, pcl4_table
from tests.desktop.layout_trace import trace_frame, tracing

#: turn 3's combat: Fight on or withdraw?, Keeper Ashgrove against Ysolde Amberclaw
WITHDRAW = 575
GAP = 4  # the least room between the box's edge and a heading, in the table's pixels


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_hint_under_the_list_keeps_clear_of_the_hands_headings(display, size) -> None:
    with tracing(), pcl4_table("pt_BR", WITHDRAW, size, hints=True) as (app, table):
        hint_over_list(app, table)
        bottom = table.hint_spot().bottomright[1]  # the box's bottom edge, however wide it stands
        marks = trace_frame(app).in_sight()  # the table's logical pixels
        listed = table.dialog.rect.copy()
    first = [m.rect for m in marks if m.text.startswith("Sugestão:")]
    assert first, sorted({m.text for m in marks})
    heads = [m.rect for m in marks if m.text.startswith(("Mão de seita", "Mão de combate"))]
    assert heads, sorted({m.text for m in marks})
    under = [h for h in heads if h.left < first[0].right and first[0].left < h.right]
    assert all(bottom + GAP <= h.top or bottom < h.top - 200 for h in under), (bottom, under)
    assert not first[0].colliderect(listed), (first, listed)
    # its words whole: no line of it cut
    said = [
        m.text for m in marks if first[0].left - 2 <= m.rect.x and first[0].top <= m.rect.y < bottom
    ]
    assert not any(t.endswith("…") for t in said), said
