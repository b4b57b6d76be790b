"""The relaunch table's log is read back with the mouse wheel over it, or PgUp/PgDn (issue 30:
the one-line turn summary, "▶ Turn N …", left the sidebar's log within seconds and could not
be read again; the wheel over the log did nothing). Judged on the lines the window draws."""

from __future__ import annotations

import pygame
import pytest

from desktop.screens.rage_lv import layout
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_ccg_support import make_app, paused_at
from tests.desktop.test_table_support import frames, key, motion


def log_lines(app, table) -> list[str]:
    """The texts drawn in the sidebar under the log's title."""
    top = table.side_marks["log_top"]
    band = pygame.Rect(layout.SIDEBAR.x, top, layout.SIDEBAR.w, layout.TIP_BOTTOM - top)
    return [m.text for _, m in trace_frame(app).texts() if band.contains(m.rect)]


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=["720p", "1080p"])
def test_the_wheel_over_the_log_reads_it_back_and_new_lines_do_not_move_it(display, size):
    with tracing():
        app = make_app(size, speed=50.0)
        try:
            table = paused_at(app, 120, seed=1)
            before = log_lines(app, table)
            assert before[0] == "LOG" and before[-1] == table.log[-1], (before, table.log)
            at = (layout.SIDEBAR.centerx, table.side_marks["log_top"] + 80)
            frames(app, 1, [motion(app, at)])
            frames(app, 2, [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=2, flipped=False)])
            back = log_lines(app, table)
            assert back != before
            assert any("newer below" in t for t in back), back
            assert back[-4:] != before[-4:], (back, before)  # earlier lines, at the foot
            # a line the game adds meanwhile leaves the log where it was read
            table.model.log.add("A line added while the log is read back.")
            table._sidebar()
            frames(app, 2)
            assert "A line added" not in " ".join(log_lines(app, table))
            frames(app, 2, [key(pygame.K_PAGEDOWN), key(pygame.K_PAGEDOWN)])
            again = " ".join(log_lines(app, table))
            assert "A line added while the log is read back." in again, again
            assert "newer below" not in again
            frames(app, 2, [key(pygame.K_PAGEUP)])
            assert "newer below" in " ".join(log_lines(app, table))
        finally:
            app.close()
