"""The Hint's box is measured to be placed (`CcgTable.hint_spot`, the relaunch combat log's
room) and then drawn (`TableAssist.draw_hint`): its reason is wrapped and its lines rendered
once per hint, not once per use (issue 27's review)."""

from __future__ import annotations

import pytest

from desktop.screens import table_assist
from tests.desktop.test_ccg_support import paused_at
from tests.desktop.test_lv_hint_box import _show
from tests.desktop.test_table_support import frames, make_app


def test_the_hint_is_wrapped_once_however_often_it_is_placed_and_drawn(
    display, monkeypatch: pytest.MonkeyPatch
) -> None:
    calls: list[str] = []
    wrap = table_assist.reason_lines

    def counted(reason: str, width: int) -> list[str]:
        calls.append(reason)
        return wrap(reason, width)

    monkeypatch.setattr(table_assist, "reason_lines", counted)
    app = make_app((1280, 720), speed=50.0)
    try:
        table = paused_at(app, 19, 1)
        _show(table, "Play Cinder Howl: it is your best play now, and it reads well.")
        table._hud_due, table._hud_next = True, 0  # the panels measure it again too
        frames(app, 8)
        assert table.assist.hint_rect is not None, "the hint was not drawn"
        assert len(calls) == 1, f"the reason was wrapped {len(calls)} times"
    finally:
        app.close()
