"""The relaunch's vote Hint covers neither the Moot panel's vote buttons nor its tally (issue
30, vt38: drawn whole above the buttons, a tall box lay over the panel's tally bar and its
Moot's line). Judged on what is drawn, at 1280x720 and 1920x1080."""

from __future__ import annotations

import pytest

from desktop.screens.rage_lv import layout
from tests.desktop.layout_trace import trace_frame
from tests.desktop.test_ccg_hint_clear import SIZES
from tests.desktop.test_ccg_moot_words import voting
from tests.desktop.test_ccg_support import traced_table
from tests.desktop.test_lv_hint_box import _show
from tests.desktop.test_lv_hint_over_vote_rows import REASON
from tests.desktop.test_table_support import frames


@pytest.mark.parametrize("size", SIZES, ids=["720p", "1080p"])
def test_a_tall_vote_hint_covers_no_part_of_the_moot_panel(display, size) -> None:
    with traced_table(voting(seed=9, commands=17), "en", size) as (app, table):
        # its first place over my Staging Area, low enough to meet the vote rows (pl36b)
        table.hint_places = lambda: [(layout.MINE.right - 4, layout.MINE.bottom - 4)]
        frames(app, 2)
        tally = [m.rect for _, m in trace_frame(app).texts() if m.text.startswith("for 3")]
        _show(table, REASON)
        frames(app, 4)
        box = table.assist.hint_rect
        said = " ".join(m.text for _, m in trace_frame(app).texts())
    assert tally, "the tally's words are drawn"
    assert box is not None
    assert not box.colliderect(layout.MOOTS), (box, layout.MOOTS)  # tally, Moots, buttons
    assert box.top >= layout.BAR.bottom, box  # on the table, under the phase bar
    assert "these last words are read whole." in said, said
