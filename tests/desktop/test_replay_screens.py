"""The Replays screen (finished, saved and broken files) and a replay on the real RAGE table,
driven by keys and clicks and judged on what the window shows."""

from __future__ import annotations

import pygame

from desktop.replay import ReplayRunner
from desktop.screens.rage_trick.table import RageTable
from desktop.screens.replay_ui.picker import ListPicker
from desktop.screens.replay_ui.screen import ReplayScreen
from desktop.screens.replays import ReplaysScreen, find_replays
from desktop.screens.summary import SummaryScreen
from desktop.store.paths import Paths
from desktop.store.saves import write_save
from tests.desktop import test_table_support as support
from tests.desktop.test_replay_support import bot_game, controllers, distinct_colors, write_replay
from tests.desktop.test_screens_render import busy_pixels
from tests.desktop.test_table_support import click, frames, key

app = support.app  # the fixture: an App at 1280x720 with a temporary RAGE_TABLE_HOME


def _library(paths: Paths) -> None:
    """Two finished games, one saved half-way, and two files that cannot be read."""
    write_replay(paths, bot_game(5), "20250301-a")
    write_replay(paths, bot_game(6, seats=3), "20250302-b", finished="2025-03-02T09:00:00+00:00")
    half = bot_game(7)
    half = type(half).from_log(half.header, half.entries[:20])
    write_save(paths.saves_dir / "saved.rtsave", half, controllers=controllers())
    paths.replays_dir.joinpath("cut.rtsave").write_bytes(b'{"rage_table_save": 1, "check')
    good = paths.replays_dir.joinpath("20250301-a.rtsave").read_bytes()
    paths.replays_dir.joinpath("flipped.rtsave").write_bytes(good[:-40] + b"0" * 40)


def test_replays_lists_finished_saved_and_broken_files(app) -> None:
    paths = Paths.from_env()
    _library(paths)
    items = find_replays(paths)
    assert [it.source for it in items] == ["replay", "replay", "save", "replay", "replay"]
    good, broken = items[:3], items[3:]
    assert [it.path.name for it in good] == [
        "20250302-b.rtsave",
        "20250301-a.rtsave",
        "saved.rtsave",
    ]
    assert good[0].names == ["Ana", "Bruno", "Chloé"] and good[0].bots == [False, True, True]
    assert good[1].over and good[1].winners and "wins" in good[1].result_text()
    assert not good[2].over and good[2].result_text() == "Unfinished · 19 moves"
    assert {it.path.name for it in broken} == {"cut.rtsave", "flipped.rtsave"}
    reasons = {it.path.name: it.error_text for it in broken}
    assert "incomplete" in reasons["cut.rtsave"]
    assert "damaged" in reasons["flipped.rtsave"]

    screen = ReplaysScreen(app)
    app.push(screen)
    frames(app, 2)
    assert len(screen.items) == 5
    assert "incomplete" in screen.list.items[3] or "incomplete" in screen.list.items[4]
    assert busy_pixels(app, pygame.Rect(120, 226, 1680, 600)) > 40
    # A broken file cannot be watched: it says why, and nothing else happens.
    screen.list.select(3)
    frames(app, 1, [key(pygame.K_RETURN)])
    assert screen.dialog is None and app.stack.top is screen
    assert not screen.watch_button.enabled
    assert any("can't be opened" in text for text in app.toasts.messages)
    assert paths.replays_dir.joinpath("cut.rtsave").read_bytes() == b'{"rage_table_save": 1, "check'


def test_replays_with_nothing_yet(app) -> None:
    screen = ReplaysScreen(app)
    app.push(screen)
    frames(app, 2)
    assert screen.items == [] and not screen.watch_button.enabled
    assert busy_pixels(app, pygame.Rect(0, 0, 1920, 1080)) > 20
    assert screen.widgets.focused is screen.back_button  # nothing to watch: Enter goes back
    frames(app, 1, [key(pygame.K_RETURN)])
    assert screen not in app.stack.screens


def test_watch_a_replay_by_keyboard_and_mouse(app) -> None:
    paths = Paths.from_env()
    write_replay(paths, bot_game(5), "20250301-a")
    screen = ReplaysScreen(app)
    app.push(screen)
    frames(app, 1)
    frames(app, 1, [key(pygame.K_RETURN)])  # watch: who from?
    picker = screen.dialog
    assert isinstance(picker, ListPicker)
    assert [label for _v, label in picker.items][-1].startswith("A spectator")
    assert picker.value == 0  # the person's seat first
    frames(app, 1, [key(pygame.K_DOWN)])
    frames(app, 1, [key(pygame.K_RETURN)])
    replay = app.stack.top
    assert isinstance(replay, ReplayScreen) and replay is screen.opened
    runner = replay.runner
    assert runner.viewpoint == 1 and isinstance(replay.table, RageTable)
    assert replay.table.viewer == 1 and replay.table.runner is runner
    frames(app, 30)
    assert busy_pixels(app, pygame.Rect(0, 0, 1500, 1080)) > 40
    assert distinct_colors(app.window) > 40
    assert busy_pixels(app, replay.bar.rect) > 12

    # Space plays, Space pauses.
    frames(app, 1, [key(pygame.K_SPACE)])
    assert runner.playing
    frames(app, 120)
    frames(app, 1, [key(pygame.K_SPACE)])
    assert not runner.playing and runner.cursor > 1
    # End / Home / PageDown (by trick) / K (by round) / PageDown / Right / Left / PageUp.
    built = replay.rebuilds
    frames(app, 1, [key(pygame.K_END)])
    assert runner.at_end and replay.rebuilds == built + 1
    frames(app, 1, [key(pygame.K_HOME)])
    assert runner.at_start
    frames(app, 1, [key(pygame.K_PAGEDOWN)])
    assert runner.where() == {"round": 1, "trick": 1}
    frames(app, 1, [key(pygame.K_k)])
    assert replay.bar.kind == "round"
    frames(app, 1, [key(pygame.K_PAGEDOWN)])
    assert runner.where() == {"round": 2}
    at, built = runner.cursor, replay.rebuilds
    frames(app, 1, [key(pygame.K_RIGHT)])  # one move on: animated by the presenter
    assert runner.cursor == at + 1 and replay.table.presenter.shown >= 1
    assert replay.rebuilds == built
    frames(app, 1, [key(pygame.K_LEFT)])
    assert runner.cursor == at
    frames(app, 1, [key(pygame.K_PAGEUP)])
    assert runner.where() == {"round": 1}
    frames(app, 1, [key(pygame.K_PLUS, "+")])
    frames(app, 1, [key(pygame.K_EQUALS, "=")])
    assert runner.speed == 4.0
    frames(app, 1, [key(pygame.K_MINUS, "-")])
    assert runner.speed == 2.0
    # G: go to a round from a list.
    frames(app, 1, [key(pygame.K_g)])
    assert replay.picker is not None and replay.picker.items[2][1] == "Round 3"
    frames(app, 1, [key(pygame.K_DOWN)])
    frames(app, 1, [key(pygame.K_DOWN)])
    frames(app, 1, [key(pygame.K_RETURN)])
    assert runner.where() == {"round": 3}
    frames(app, 2)
    assert replay.picker is None
    # The mouse: the play button and the timeline.
    click(app, replay.bar.buttons["play"].rect.center)
    assert runner.playing
    click(app, replay.bar.buttons["play"].rect.center)
    assert not runner.playing
    track = replay.bar.scrubber.track
    click(app, (track.right - 1, track.centery))
    assert runner.at_end
    # The table's menu (Escape) is the replay's menu: no undo, no saving.
    frames(app, 1, [key(pygame.K_ESCAPE)])
    assert app.stack.top is replay and replay.dialog is not None
    assert [b.text for b in replay.dialog.group.widgets] == ["Keep watching", "Leave replay"]
    frames(app, 1, [key(pygame.K_RIGHT)])
    frames(app, 1, [key(pygame.K_RETURN)])
    assert app.stack.top is screen  # left the replay, back in the list


def test_the_rage_table_plays_a_replay_to_the_final_state(app) -> None:
    full = bot_game(5)
    runner = ReplayRunner(full, None, controllers())
    replay = ReplayScreen(app, runner)
    app.push(replay)
    table = replay.table
    runner.set_speed(4.0)
    replay.toggle()
    count = 0
    while not isinstance(app.stack.top, SummaryScreen) and count < 1500:
        app.frame(support.FRAME, [])
        count += 1
    assert 250 < count < 1500, count  # some hundreds of frames, animated all the way
    assert runner.at_end and not runner.pending and not table.presenter.queue
    assert table is replay.table  # played, never reloaded
    final = full.result()
    assert table.finished and table.model.scores == final["scores"]
    assert sorted(table.model.winners) == sorted(final["winners"])
    # The table's summary opened above the replay; leaving it comes back to the replay.
    summary = app.stack.top
    assert summary.buttons["menu"].text == "Back to the replay"
    frames(app, 1, [key(pygame.K_ESCAPE)])
    assert app.stack.top is replay
    frames(app, 5)
    assert runner.at_end and distinct_colors(app.window) > 40


def test_replays_say_where_games_in_progress_are_and_name_no_file(app) -> None:
    """The header counts the games in progress (under Continue) instead of '0 unfinished',
    and the selected game is described by its game, players, date and result, not by its
    file name (judged on the texts drawn)."""
    from desktop.store.journal import Journal
    from desktop.store.seats import Controller
    from engine.core.session import Session
    from tests.desktop.layout_trace import trace_frame, tracing

    paths = Paths.from_env()
    write_replay(paths, bot_game(5), "20250301-a")
    for seed in (1, 2, 3):  # three games left half-way, each in its journal
        session = Session.new("rage-trick", 2, seed, names=["Ana", "Bruno"])
        Journal.start(paths, session, [Controller("person"), Controller("bot")]).close()
    with tracing():
        screen = ReplaysScreen(app)
        app.push(screen)
        frames(app, 2)
        texts = [m.text for _, m in trace_frame(app).texts()]
    assert "1 finished · 3 in progress under Continue" in texts, texts
    assert not any(".rtsave" in t for t in texts), texts
    assert any(t.startswith("A finished game of RAGE") and "wins" in t for t in texts), texts
