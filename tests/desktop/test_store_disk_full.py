"""The disk fills mid-game (issue 29): the player is told at once (a toast that stays until
clicked away, and "Not saved" on the table), the game goes on, what was written before stays
valid, and once there is room again the whole game is saved, filed and put in the history.

The disk is a fake that writes half of what it is given and then fails with ENOSPC, the way
a full disk cuts a write short; the journal, save and history code above it are the real ones.
"""

from __future__ import annotations

import errno
import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

import desktop.store.journal as journal_module
import desktop.store.saves as saves_module
from desktop.app import App
from desktop.game.controllers import bot
from desktop.game.runner import GameRunner
from desktop.screens.rage_trick.table import RageTable
from desktop.screens.storage_watch import COLOUR, RETRY_EVERY
from desktop.store.history import History
from desktop.store.journal import Journal, read_journal
from desktop.store.paths import Paths
from desktop.store.saves import list_saves, read_save
from desktop.store.seats import Controller
from engine.core.session import Session
from tests.desktop.test_table_support import FRAME, click, make_app

NOT_SAVED = "Your game is not being saved: the disk is full"


class Disk:
    """Files the journal and the saves open, on a disk that may be full."""

    def __init__(self) -> None:
        self.full = False
        self.refused = 0

    def refuse(self) -> None:
        self.refused += 1
        raise OSError(errno.ENOSPC, "No space left on device")

    def open(self, path: Any, mode: str = "r", *args: Any, **kwargs: Any) -> Any:
        return _Handle(self, open(path, mode, *args, **kwargs))  # noqa: SIM115

    def atomic(self, real: Callable[[Path, bytes], None]) -> Callable[[Path, bytes], None]:
        def write(path: Path, data: bytes) -> None:
            if self.full:  # the temporary file fills the disk; the target is untouched
                self.refuse()
            real(path, data)

        return write


class _Handle:
    def __init__(self, disk: Disk, handle: Any) -> None:
        self.disk = disk
        self.handle = handle

    def write(self, data: bytes) -> int:
        if self.disk.full:
            self.handle.write(data[: len(data) // 2])  # half the line reaches the disk
            self.handle.flush()
            self.disk.refuse()
        return int(self.handle.write(data))

    def __getattr__(self, name: str) -> Any:
        return getattr(self.handle, name)


@pytest.fixture
def disk(monkeypatch: pytest.MonkeyPatch) -> Disk:
    disk = Disk()
    monkeypatch.setattr(journal_module, "open", disk.open, raising=False)
    monkeypatch.setattr(
        journal_module, "atomic_write_bytes", disk.atomic(journal_module.atomic_write_bytes)
    )
    monkeypatch.setattr(
        saves_module, "atomic_write_bytes", disk.atomic(saves_module.atomic_write_bytes)
    )
    insert = History._insert

    def history_insert(self: History, row: tuple[Any, ...]) -> int | None:
        if disk.full:
            disk.refused += 1
            raise sqlite3.OperationalError("database or disk is full")
        return insert(self, row)

    monkeypatch.setattr(History, "_insert", history_insert)
    return disk


def _table(tmp_path: Path) -> tuple[App, RageTable, Journal]:
    app = make_app(speed=10.0)
    seats = [bot("Ann", "random"), bot("Bruno", "random"), bot("Chloé", "random")]
    session = Session.new(
        "rage-trick",
        3,
        seed=3,
        options={"preset": "us", "schedule": [10, 9]},
        names=[s.name for s in seats],
    )
    journal = Journal.start(Paths.under(tmp_path), session, [Controller("bot", "random")] * 3)
    table = RageTable(app, GameRunner(session, seats, threaded=False), journal=journal, setup=None)
    app.push(table)
    return app, table, journal


def _frames_until(app: App, done: Callable[[], bool], limit: int = 6000) -> None:
    for _ in range(limit):
        if done():
            return
        app.frame(FRAME, [])
    raise AssertionError("not reached")


def _staying(app: App) -> list[str]:
    return [t.text for t in app.toasts.toasts if t.stays and t.alive]


def _pill_shown(app: App, table: RageTable) -> bool:
    """Whether the table's drawing shows the red "Not saved" pill at its spot."""
    assert app.canvas is not None
    _anchor, (x, y) = table.storage_spot
    pixels = {tuple(app.canvas.get_at((x + dx, y + dy)))[:3] for dx in range(200) for dy in (1, 2)}
    return COLOUR in pixels


def _past_a_retry(app: App) -> None:
    """Frames enough for the journal to try writing once more."""
    for _ in range(int(RETRY_EVERY / FRAME) + 30):
        app.frame(FRAME, [])


def test_a_full_disk_is_told_at_once_the_game_goes_on_and_nothing_is_lost(
    tmp_path: Path, disk: Disk
) -> None:
    app, table, journal = _table(tmp_path)
    session = journal.session
    _frames_until(app, lambda: len(session.entries) >= 4)
    before = journal.path.read_bytes()
    disk.full = True
    n = len(session.entries)
    _frames_until(app, lambda: len(session.entries) > n)
    app.frame(FRAME, [])  # the frame after the move: told at once
    assert journal.error is not None and disk.refused
    [told] = _staying(app)
    assert told.startswith(NOT_SAVED)
    assert table.storage.notice() == "Not saved: the disk is full"
    assert _pill_shown(app, table)
    # What was written before stays valid: the journal reads back (the torn half line is
    # dropped), as the entries before the disk filled.
    on_disk = read_journal(journal.path)
    assert journal.path.read_bytes().startswith(before)
    assert on_disk.entries == session.entries[: len(on_disk.entries)]
    assert len(on_disk.entries) >= n
    # The game goes on, the toast stays (ten seconds on), retries fail quietly.
    _frames_until(app, lambda: len(session.entries) > n + 3)
    for _ in range(600):
        app.frame(FRAME, [])
    assert _staying(app) == [told]
    assert read_journal(journal.path).entries == on_disk.entries
    # Room again: within one retry the whole game is on disk and the player hears of it.
    disk.full = False
    _past_a_retry(app)
    assert journal.error is None
    if session.is_over():  # it ended meanwhile: filed whole
        assert journal.replay is not None
        assert read_save(journal.replay)[1] == session.entries
    else:
        assert read_journal(journal.path).entries == session.entries
    assert _staying(app) == [] and "Your game is being saved again." in app.toasts.messages
    assert table.storage.notice() is None and not _pill_shown(app, table)


def test_a_game_that_ends_on_a_full_disk_is_filed_once_there_is_room(
    tmp_path: Path, disk: Disk
) -> None:
    app, table, journal = _table(tmp_path)
    session = journal.session
    _frames_until(app, lambda: len(session.entries) >= 3)
    disk.full = True
    _frames_until(app, session.is_over)
    app.frame(FRAME, [])
    assert journal.error is not None and journal.replay is None
    assert _staying(app) and journal.path.exists()
    assert list_saves(Paths.under(tmp_path).replays_dir).saves == []
    on_disk = read_journal(journal.path)  # still a valid start of the game
    assert on_disk.entries == session.entries[: len(on_disk.entries)]
    disk.full = False
    _past_a_retry(app)
    assert journal.error is None and journal.replay is not None and journal.replay.exists()
    assert not journal.path.exists()
    [record] = History.open(Paths.under(tmp_path)).games()
    assert record.uid == journal.uid
    assert _staying(app) == []


def test_leaving_the_table_tries_once_more(tmp_path: Path, disk: Disk) -> None:
    app, table, journal = _table(tmp_path)
    session = journal.session
    _frames_until(app, lambda: len(session.entries) >= 3)
    disk.full = True
    n = len(session.entries)
    _frames_until(app, lambda: len(session.entries) > n + 1)
    disk.full = False  # freed, and the player leaves before the next retry
    table.quit_to_menu()
    assert read_journal(journal.path).entries == session.entries


def test_a_staying_toast_goes_when_clicked(tmp_path: Path) -> None:
    app = make_app()
    app.toast("The disk is full.", "error", float("inf"))
    app.toast("A passing word.")
    for _ in range(400):
        app.frame(FRAME, [])
    assert _staying(app) == ["The disk is full."]
    [toast] = [t for t in app.toasts.toasts if t.stays]
    assert toast.rect is not None
    click(app, toast.rect.center)
    for _ in range(60):
        app.frame(FRAME, [])
    assert app.toasts.messages == []
