"""Never vanish: an error no screen caught, in the app's real loop, writes a crash report
(traceback, version, game, seed, recent commands) to the log folder and shows a screen in
plain words that continues the game from its autosave, exactly where it was."""

from __future__ import annotations

import pygame
import pytest

from desktop import monkey
from desktop.about import version
from desktop.app import App
from desktop.games.catalog import all_games
from desktop.screens.continue_game import resume_game
from desktop.screens.crash import CrashGuard, CrashScreen
from desktop.screens.table_base import TableScreen
from desktop.store.crash_reports import CrashFacts, facts_of, write_report
from desktop.store.paths import Paths
from desktop.ui.settings_protocol import MemorySettings
from desktop.wiring import app_registry

GAMES = all_games()


@pytest.fixture
def paths(tmp_path, monkeypatch, display) -> Paths:
    monkeypatch.setenv("RAGE_TABLE_HOME", str(tmp_path))
    return Paths.from_env()


def _app(paths: Paths) -> tuple[App, CrashGuard]:
    guard = CrashGuard(paths, version(), resume_game)
    settings = MemorySettings(window_size=(1280, 720), animation_speed=8.0)
    app = App(settings, app_registry(GAMES), on_crash=guard)
    return app, guard


def _table(app: App) -> TableScreen:
    top = app.stack.top
    assert isinstance(top, TableScreen), top
    return top


def _post_key(key: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))


def _play_until_entries(app: App, table: TableScreen, n: int) -> None:
    """Frames (the real loop, a few at a time) until the game log holds `n` entries: the
    bots move on their own, the person's seat plays its first legal command."""
    for _ in range(400):
        if len(table.session.entries) >= n:
            return
        for seat in table.runner.persons_to_act():
            table.runner.submit(seat, table.session.legal(seat)[0])
        app.loop(max_frames=app.frames + 5, seconds=0.5)
    raise AssertionError("the game did not move")


@pytest.mark.parametrize("game", GAMES.ids())
def test_an_error_in_a_table_shows_the_crash_screen_and_continue_brings_the_game_back(
    paths, monkeypatch, game
) -> None:
    app, guard = _app(paths)
    monkey.start_table(app, GAMES[game], GAMES[game].new_game.seats[0])
    table = _table(app)
    _play_until_entries(app, table, 3)
    entries = len(table.session.entries)
    commands = [e["command"] for e in table.session.entries]

    def broken(self, dt: float) -> None:
        raise RuntimeError("injected into the table's update")

    monkeypatch.setattr(type(table), "update", broken)
    app.loop(max_frames=app.frames + 3, seconds=2.0)  # the real loop meets the error
    monkeypatch.undo()
    assert app.running, "the app must not vanish"
    crash = app.stack.top
    assert isinstance(crash, CrashScreen)
    assert app.stack.screens == [crash]  # the broken table left (its autosave closed)

    # The report: the traceback, the version, the game, its seed, its recent commands.
    report = guard.reports[-1]
    assert report.path is not None and report.path.parent == paths.log_dir
    text = report.path.read_text(encoding="utf-8")
    assert "injected into the table's update" in text and "Traceback" in text
    assert f"version: {version()}" in text and f"game: {game}" in text
    assert f"seed: {table.session.header.seed}" in text
    assert text.count(" seat ") >= min(entries - 1, 3)

    # The screen says it in plain words and names the report.
    shown = " ".join(line for line, _size, _dim in crash.lines())
    assert "did not expect" in shown and str(report.path) in shown
    app.loop(max_frames=app.frames + 2, seconds=1.0)
    assert len({tuple(app.window.get_at((x, 90))) for x in range(0, 1280, 8)}) > 1  # the title

    # Continue: the same game, every move kept, on the table again.
    assert crash.widgets.focused is not None and crash.widgets.focused.name == "continue"
    _post_key(pygame.K_RETURN)
    app.loop(max_frames=app.frames + 3, seconds=2.0)
    again = _table(app)
    assert again.session.header.ruleset == game
    assert [e["command"] for e in again.session.entries[:entries]] == commands
    assert [s.name for s in app.stack.screens][0] == "menu"
    app.close()


def test_a_second_crash_on_the_crash_screen_stops_the_app_with_the_report_written(
    paths, monkeypatch
) -> None:
    app, guard = _app(paths)
    monkeypatch.setattr(
        type(app.stack.top), "update", lambda self, dt: (_ for _ in ()).throw(ValueError("one"))
    )
    app.loop(max_frames=3, seconds=2.0)
    assert isinstance(app.stack.top, CrashScreen)
    assert [s.name for s in app.stack.screens] == ["crash"]  # nothing to continue: no game
    assert not any(b.name == "continue" for b in app.stack.top.widgets.widgets)
    monkeypatch.setattr(CrashScreen, "update", lambda self, dt: 1 / 0)
    _post_key(pygame.K_LEFT)  # the crash screen waits for input: give it some
    with pytest.raises(ZeroDivisionError):
        app.loop(max_frames=app.frames + 3, seconds=2.0)
    assert len(guard.reports) == 2 and all(r.path and r.path.exists() for r in guard.reports)


def test_a_report_that_cannot_be_written_is_said_on_the_screen(tmp_path, display) -> None:
    blocked = tmp_path / "logs"
    blocked.write_text("a file where the log folder should be")
    paths = Paths(config_dir=tmp_path / "c", data_dir=tmp_path / "d", log_dir=blocked)
    report = write_report(paths, ValueError("x"), CrashFacts(game="ragers"), "1.0")
    assert report.path is None and "ValueError: x" in report.error
    assert "game: ragers" in report.text


def test_facts_come_from_the_topmost_screen_that_has_them_and_never_raise() -> None:
    class Broken:
        def crash_facts(self) -> CrashFacts:
            raise RuntimeError("cannot say")

    class Table:
        def crash_facts(self) -> CrashFacts:
            return CrashFacts(game="rage-lv", seed=4)

    assert facts_of([Table(), object()]).game == "rage-lv"
    assert facts_of([Table(), Broken()]).game == "rage-lv"  # the top one failed: the next
    assert facts_of([]) == CrashFacts()
