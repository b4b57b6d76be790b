"""Where the relaunch table's Hint box stands between moves (issue 30): it stood over the right
of the player's own Staging Area, on Bright Scar and Mist-Walker and their plates, while the
Hunting Grounds beside it stood empty. Of the places it may take, it takes the one that
covers least of the cards on the table. Judged on the box the table draws."""

from __future__ import annotations

import pytest

from tests.desktop.test_ccg_support import paused_at
from tests.desktop.test_lv_hint_box import REASON, _show
from tests.desktop.test_table_support import frames, make_app


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_the_hint_covers_no_card_where_the_hunting_grounds_have_room(display, size):
    app = make_app(size, speed=50.0)
    try:
        table = paused_at(app, 8, 1)  # Ann's Main Phase: a Pallid Drone in the Physical World
        _show(table, REASON)
        frames(app, 2)
        box = table.assist.hint_rect
        assert box is not None
        covered = [s.iid for s in table.spots if s.rect.colliderect(box)]
        assert not covered, (box, covered)
        heads = [h for h in table.hint_ground().headings if h.colliderect(box)]
        assert not heads, (box, heads)
    finally:
        app.close()
