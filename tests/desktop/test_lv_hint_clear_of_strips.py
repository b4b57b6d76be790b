"""The relaunch's Hint box over my Staging Area leaves my characters' stat strips whole
(issue 30, found in headless shots at 1280x720 and 1920x1080, 2 and 4 packs): its foot, 56 px
over the area's, hid the top rows of the strips of the characters on the right ("3/3", "6").
Judged on the frame's texts: nothing the box is drawn over."""

from __future__ import annotations

import pytest

from tests.desktop.layout_trace import keep_shot, report, trace_frame, tracing
from tests.desktop.test_ccg_hint_clear import LONG
from tests.desktop.test_ccg_support import paused_at
from tests.desktop.test_lv_hint_box import _show
from tests.desktop.test_table_support import frames, make_app


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_hint_box_covers_no_stat_strip(display, size) -> None:
    with tracing():
        app = make_app(size, speed=50.0)
        try:
            table = paused_at(app, 12, 1)
            assert table.view["phase"] == "main" and table.view.get("combat") is None
            _show(table, LONG)
            frames(app, 4)
            box = table.assist.hint_rect
            assert box is not None
            trace = trace_frame(app)
            keep_shot(app, f"lv-hint-strips-{size[0]}")
            problems = [p for p in trace.problems() if p.other_rect.colliderect(box)]
            assert not problems, report(problems)
        finally:
            app.close()
