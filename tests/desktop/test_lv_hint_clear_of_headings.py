"""The Hint's box leaves the phase bar and the bands' headings in sight (issue 30, a 4-seat
relaunch game at 1280x720: over a tall list it stood on the bar's "Renown level 15" and Ada's
heading). Judged on the texts the frame draws
under the box, at 1280x720 and 1920x1080, in English and Portuguese."""

from __future__ import annotations

import pytest

from desktop.screens.rage_lv import layout
from tests.desktop.layout_trace import trace_frame
from tests.desktop.test_lv_hint_over_list_title import LONG, hint_over_list


@pytest.mark.parametrize("first", ["hint", "list"])
@pytest.mark.parametrize(
    ("size", "language"), [((1280, 720), "en"), ((1920, 1080), "pt-BR")], ids=["720p", "1080p"]
)
def test_the_hint_over_a_list_leaves_the_bar_and_headings(display, size, language, first):
    with hint_over_list(34, size, language, first) as (app, table, box):
        drawn = trace_frame(app).texts()
        heads = [layout.BAR, *(r.copy() for r in table.stage.areas.values())]
    own = LONG.split()  # the box's own lines
    under = [
        m.text
        for _, m in drawn
        if box.colliderect(m.rect)
        and any(h.y <= m.rect.y < h.y + 36 for h in heads)
        and not all(word in own or word.startswith("Sugest") or word.startswith("Hint") for word in m.text.split())
    ]  # fmt: skip
    assert not under, (box, under)
