"""The relaunch table's Hint box over the Moot panel's vote buttons (issue 30, pl36b 162):
a tall vote hint placed over my Staging Area reached only the "Against" row; risen over that
row alone, it then lay under the "For" row's buttons, and its end could not be read. Now
it rises clear of every row, drawn whole (judged on what is drawn, 1280x720 and 1920x1080)."""

from __future__ import annotations

import pytest

from desktop.screens.rage_lv import layout
from tests.desktop.layout_trace import trace_frame
from tests.desktop.test_ccg_hint_clear import SIZES
from tests.desktop.test_ccg_moot_words import voting
from tests.desktop.test_ccg_support import traced_table
from tests.desktop.test_lv_hint_box import _show
from tests.desktop.test_table_support import frames

REASON = (
    "Pass on Call to the Hunt: with 3 for and 0 against, it passes. The card's text speaks "
    "for Ada, who called it, not for you: if this Moot passes, move the Umbra marker 2 "
    "points down. The Umbra goes from level 3 to level 2: Calm, no table effects; crossing "
    "costs 1 card (free with Gnosis 4+). The game ends this turn: what the table does at "
    "the start of a turn (the Sept draw, healing, Gifts, Fetishes and Spirit Allies) will "
    "not come, and these last words are read whole."
)


@pytest.mark.parametrize("size", SIZES, ids=["720p", "1080p"])
def test_a_tall_vote_hint_rises_clear_of_both_vote_rows(display, size) -> None:
    with traced_table(voting(seed=9, commands=17), "en", size) as (app, table):
        # Where a full opponents' band leaves it only its first place, over my Staging Area
        # (pl36b: Ada's area held ten cards), low enough to reach the "Against" row alone
        table.hint_places = lambda: [(layout.MINE.right - 4, layout.MINE.bottom - 4)]
        _show(table, REASON)
        frames(app, 4)
        box = table.assist.hint_rect
        votes = [b.rect for b, cmd in table._ctx_buttons if cmd["type"] == "vote"]
        assert box is not None and len(votes) >= 4
        for rect in votes:
            assert not box.colliderect(rect), (box, rect)
        said = " ".join(m.text for _, m in trace_frame(app).texts())
        assert "these last words are read whole." in said, said
