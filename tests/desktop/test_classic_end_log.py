"""The 1995 log is read back while the end dialog is up, and it follows the game again once
scrolled back to its newest line (issue 30: on the end screen the log stayed at "109 newer
below · PgDn" and the wheel did nothing, so the fight that decided the game could not be
read). Driven by the wheel and PgUp/PgDn, judged on the log lines drawn."""

from __future__ import annotations

import pygame

from desktop.screens.rage_classic import layout
from tests.desktop.classic_pcl_support import pcl_table
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_table_support import frames, frames_until, key, motion
from tests.engine.classic_pcl_game import COMMANDS


def log_lines(app) -> list[str]:
    return [m.text for _, m in trace_frame(app).texts() if layout.LOG.contains(m.rect)]


def wheel(y: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False)


def test_the_log_scrolls_under_the_end_dialog(display) -> None:
    with tracing(), pcl_table("en", len(COMMANDS) - 1) as (app, table, _said):
        frames(app, 1, [motion(app, layout.LOG.center), wheel(3)])  # read back before the end
        assert any("newer below" in t for t in log_lines(app))
        table.paused = False
        frames_until(app, lambda: table.dialog is not None and table.dialog.is_open)
        frames(app, 40)
        end = log_lines(app)
        # the end brings the log to its newest line: the last fight's end
        assert not any("newer below" in t for t in end), end
        frames(app, 2, [wheel(3)])
        back = log_lines(app)
        assert back != end and any("newer below" in t for t in back), back
        frames(app, 2, [key(pygame.K_PAGEUP)])
        assert log_lines(app) != back
        frames(app, 2, [key(pygame.K_PAGEDOWN), key(pygame.K_PAGEDOWN), wheel(-9)])
        assert log_lines(app) == end
        assert table.dialog is not None and table.dialog.is_open  # the dialog is still up


def test_the_log_follows_again_once_scrolled_to_the_newest(display) -> None:
    with tracing(), pcl_table("en", 60) as (app, table, _said):
        frames(app, 1, [motion(app, layout.LOG.center), wheel(3)])
        assert any("newer below" in t for t in log_lines(app))
        frames(app, 2, [wheel(-3)])
        assert not any("newer below" in t for t in log_lines(app))
        before = len(table.model.log.lines), table.model.log.added
        for seat, command in COMMANDS[60:64]:  # the game goes on
            table.session.apply(seat, command)
        frames_until(app, lambda: table.model.log.added != before[1], limit=600)
        frames(app, 30)
        assert not any("newer below" in t for t in log_lines(app))
