"""A wide list of moves on the relaunch table stands left of the sidebar (issue 30, 140: an
alpha's sub-list widened for its long rows over the sidebar's Renown scores, "ayer 1 (you)"),
at 1280x720 and 1920x1080; its rows keep their words whole."""

from __future__ import annotations

import pytest

from desktop.game.controllers import bot, person
from desktop.screens.rage_lv import layout
from desktop.ui.choice import ChoiceDialog
from engine.i18n import using
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_ccg_learn import settle
from tests.desktop.test_ccg_support import make_app, open_table
from tests.desktop.test_lv_hint_over_list_title import NAMES, _played
from tests.desktop.test_table_support import frames


@pytest.mark.parametrize(
    ("size", "language"), [((1280, 720), "pt-BR"), ((1920, 1080), "en")], ids=["720p", "1080p"]
)
def test_a_wide_list_leaves_the_sidebar(display, size, language) -> None:
    session = _played(87)  # 4 seats: Ann chooses her alpha among 34 choices
    with tracing():
        app = make_app(size, speed=50.0, language=language)
        try:
            with using(app.translations):
                table = open_table(app, session, [person("Ann"), *(bot(n) for n in NAMES[1:])])
            table.paused = True
            settle(app, table, lambda: isinstance(table.dialog, ChoiceDialog))
            listed = table.dialog
            rows = [v for _label, v in listed.rows]
            # the alpha with the most choices: the longest rows (Crinos, Umbra, costs)
            group = max(
                (i for i, v in enumerate(rows) if hasattr(v, "items")),
                key=lambda i: len(rows[i].items),
            )
            listed.pick(group)  # the alpha's own list: long rows (Crinos, Umbra, costs)
            frames(app, 4)
            sub = table.dialog
            assert isinstance(sub, ChoiceDialog) and sub is not listed
            drawn = trace_frame(app).texts()
        finally:
            app.close()
    assert sub.rect.right <= layout.SIDEBAR.x, (sub.rect, layout.SIDEBAR)
    cut = [m.text for _, m in drawn if m.text.endswith("…") and sub.rect.contains(m.rect)]
    assert not cut, cut
