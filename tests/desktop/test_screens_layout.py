"""Menus and builders keep their texts readable: toasts and previews cover no button or label
(judged on what is drawn, see `layout_trace`)."""

from __future__ import annotations

from desktop.app import App
from desktop.screens.registry import app_registry
from desktop.ui.settings_protocol import MemorySettings
from tests.desktop.layout_trace import keep_shot, report, trace_frame, tracing
from tests.desktop.test_table_support import frames


def test_the_game_saved_toast_leaves_quit_and_replays_readable(display, tmp_path, monkeypatch):
    monkeypatch.setenv("RAGE_TABLE_HOME", str(tmp_path))
    with tracing():
        app = App(MemorySettings(window_size=(1280, 720)), app_registry())
        frames(app, 90)  # the card fan is dealt
        app.toast("The game is saved: Continue it from the main menu.")
        frames(app, 20)
        keep_shot(app, "menu-toast")
        trace = trace_frame(app)
        app.close()
    assert trace.find("The game is saved: Continue it from the main menu.")
    problems = trace.problems()
    assert not problems, report(problems)
