"""The relaunch table's Hint box while a Moot is voted (issue 30, seen in a real window at
1920x1080): a tall vote hint stood over the Moot panel's tally ("Voting · 1 more Moot after
these", the for/against bar and its count). Now the panel is kept clear at 1280x720 and
1920x1080, and a short hint keeps its place over my Staging Area (judged on what is drawn)."""

from __future__ import annotations

import pytest

from desktop.game.controllers import bot, person
from desktop.screens.rage_lv import layout
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_ccg_hint_clear import SIZES
from tests.desktop.test_ccg_moot_words import voting
from tests.desktop.test_ccg_support import open_table
from tests.desktop.test_lv_hint_box import _show
from tests.desktop.test_table_support import frames, frames_until, make_app

LONG = (
    "Vote for Trial of Sharp Words with Cinder Howl. The Moot passes and the target takes "
    "2 damage. It looked clearly best over the rest of the turn, and the last words of a "
    "long reason are read too, however many lines the box takes to say it, on the sixth "
    "line of the box."
)
SHORT = "Vote for it with Cinder Howl."


@pytest.mark.parametrize("size", SIZES, ids=["720p", "1080p"])
def test_a_vote_hint_leaves_the_moot_panel_in_sight(display, size) -> None:
    with tracing():
        app = make_app(size, speed=50.0)
        try:
            table = open_table(app, voting(seed=9, commands=17), [person("Ann"), bot("Bob")])
            table.paused = True
            frames_until(app, lambda: table.moot_node.visible and not table.settling())
            frames(app, 3)
            assert table._voting()
            _show(table, LONG)
            frames(app, 4)
            box = table.assist.hint_rect
            assert box is not None and box.height >= 5 * 38, box  # six lines
            assert not box.colliderect(layout.MOOTS), (box, layout.MOOTS)
            drawn = trace_frame(app).texts()
            tally = [m for _, m in drawn if m.text.startswith(("Voting", "for "))]
            assert len(tally) >= 2, [m.text for _, m in drawn]
            for m in tally:
                assert not box.colliderect(m.rect), (m.text, m.rect, box)
            said = " ".join(m.text for _, m in drawn)
            assert "on the sixth line of the box." in said, said  # the box is drawn whole
            _show(table, SHORT)
            frames(app, 4)
            box = table.assist.hint_rect
            assert box is not None and layout.MINE.contains(box), box
        finally:
            app.close()
