"""Menus and builders keep their texts readable: toasts and previews cover no button or label
(judged on what is drawn, see `layout_trace`)."""

from __future__ import annotations

from desktop.app import App
from desktop.ui.settings_protocol import MemorySettings
from desktop.wiring import app_registry
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


def test_the_deck_builders_crinos_preview_and_its_messages_cover_nothing(
    display, tmp_path, monkeypatch
):
    """A two-sided card pointed at in the grid is shown large with its Crinos side in the left
    column, which makes way instead of showing its buttons through; saving says so once,
    under the rules, not in a toast over that line."""
    from desktop.screens.deckbuilder import open_deckbuilder
    from tests.desktop.test_table_support import click, motion

    monkeypatch.setenv("RAGE_TABLE_HOME", str(tmp_path))
    with tracing():
        app = App(MemorySettings(window_size=(1280, 720)), app_registry(), start=None)
        screen = open_deckbuilder(app)
        frames(app, 2)
        index = next(i for i, c in enumerate(screen.grid.cards) if screen.pool[c].two_sided)
        frames(app, 1, [motion(app, screen.grid.cell(index).center)])
        frames(app, 2)
        keep_shot(app, "deckbuilder-crinos")
        trace = trace_frame(app)
        assert trace.find("Crinos side")
        problems = trace.problems()
        assert not problems, report(problems)
        click(app, screen.save_button.rect.center)
        frames(app, 10)
        keep_shot(app, "deckbuilder-saved")
        trace = trace_frame(app)
        app.close()
    assert any(m.text.startswith("Saved ") for _, m in trace.texts())
    problems = trace.problems()
    assert not problems, report(problems)
