"""The 1995 table's log is read back with PgUp/PgDn or the wheel over it, as the relaunch
table's is, and a fight's end stays in it as one line (issue 30: PgUp and the wheel did
nothing, Help named no key, and a whole fight, an alpha's death and its VP, passed in one
Space and was gone from the log). Judged on the lines the window draws."""

from __future__ import annotations

import pygame

from desktop.screens.rage_classic import layout
from tests.desktop.classic_pcl_support import pcl_table
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_table_support import frames, key, motion


def log_lines(app) -> list[str]:
    """The texts drawn in the log's place."""
    return [m.text for _, m in trace_frame(app).texts() if layout.LOG.contains(m.rect)]


def test_the_1995_log_scrolls_back_by_keys_and_wheel_and_keeps_a_fights_end(display) -> None:
    with tracing(), pcl_table("en", 79) as (app, table, _said):
        before = log_lines(app)
        # the fight's end, in one line that names the dead and the points
        ends = [t for t in table.log if t.startswith("— Combat over")]
        assert ends and "Bloated Fomor" in ends[-1] and "Player 1 +4 VP" in ends[-1], ends
        frames(app, 2, [key(pygame.K_PAGEUP)])
        back = log_lines(app)
        assert back != before
        assert any("newer below · PgDn" in t for t in back), back
        frames(app, 2, [key(pygame.K_PAGEDOWN), key(pygame.K_PAGEDOWN)])
        assert log_lines(app) == before
        frames(app, 1, [motion(app, layout.LOG.center)])
        frames(app, 2, [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=2, flipped=False)])
        assert any("newer below" in t for t in log_lines(app))


def test_the_1995_help_names_the_log_keys(display) -> None:
    with tracing(), pcl_table("en", 79) as (app, _table, _said):
        frames(app, 2, [key(pygame.K_h)])
        drawn = " ".join(m.text for _, m in trace_frame(app).texts())
        assert "PgUp/PgDn or the wheel over the log" in drawn, drawn
