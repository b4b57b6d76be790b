"""History in SQLite: records, win rates, a timeline, and two processes writing at once."""

from __future__ import annotations

import contextlib
import multiprocessing
import queue
import sqlite3
import traceback
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from desktop.store.history import History, WinRate

ME = {"name": "Ana", "kind": "person", "level": None}
EASY = {"name": "Bot 1", "kind": "bot", "level": "random"}
HARD = {"name": "Bot 2", "kind": "bot", "level": "heuristic"}
T0 = datetime(2025, 1, 1, 12, 0, tzinfo=UTC)


def add(history: History, ruleset: str, seats: list[dict], winners: list[int], day: int) -> None:
    history.record(
        ruleset=ruleset,
        options={"preset": "us"},
        seats=seats,
        scores=[10 * (i in winners) + day for i in range(len(seats))],
        winners=winners,
        started=T0 + timedelta(days=day),
        finished=T0 + timedelta(days=day, minutes=25),
    )


@pytest.fixture
def history(tmp_path: Path) -> History:
    history = History(tmp_path / "data" / "history.sqlite3")
    add(history, "rage-trick", [ME, EASY, HARD], [0], 1)
    add(history, "rage-trick", [ME, EASY, HARD], [2], 2)
    add(history, "rage-trick", [ME, HARD], [0], 3)
    add(history, "ragers", [ME, EASY], [1], 4)
    add(history, "ragers", [EASY, HARD], [0], 5)  # no person played: not in "my" stats
    return history


def test_records_read_back(history: History) -> None:
    games = history.games("rage-trick")
    assert len(games) == 3 and games[0].options == {"preset": "us"}
    assert games[0].seats == [ME, EASY, HARD] and games[0].duration_s == 25 * 60
    assert games[0].finished == T0 + timedelta(days=1, minutes=25)


def test_win_rates_by_game(history: History) -> None:
    rates = {r.key: (r.played, r.won) for r in history.win_rates(by="game")}
    assert rates == {"rage-trick": (3, 2), "ragers": (1, 0)}


def test_win_rates_by_opponent(history: History) -> None:
    rates = {r.key: (r.played, r.won) for r in history.win_rates(by="opponent")}
    assert rates == {"bot:random": (3, 1), "bot:heuristic": (3, 2)}
    assert history.win_rates(by="opponent", ruleset="ragers")[0].rate == 0.0


def test_win_rates_for_one_named_player(history: History) -> None:
    add(history, "ragers", [{"name": "Bea", "kind": "person", "level": None}, ME], [0], 6)
    rates = {r.key: (r.played, r.won) for r in history.win_rates(by="opponent", player="Ana")}
    assert rates["person:Bea"] == (1, 0)  # Bea beat Ana
    assert {r.key for r in history.win_rates(player="Bea")} == {"ragers"}


def test_timeline(history: History) -> None:
    points = history.timeline("rage-trick")
    assert [p.won for p in points] == [True, False, True]
    assert [round(p.rate_so_far, 2) for p in points] == [1.0, 0.5, 0.67]
    assert [p.score for p in points] == [11, 2, 13]
    assert points == sorted(points, key=lambda p: p.finished)


def test_uid_makes_recording_idempotent(tmp_path: Path) -> None:
    history = History(tmp_path / "h.sqlite3")
    kwargs = dict(ruleset="toy", options={}, seats=[ME], scores=[1], winners=[0])
    assert history.record(**kwargs, started=T0, finished=T0, uid="g") is not None
    assert history.record(**kwargs, started=T0, finished=T0, uid="g") is None
    assert len(history.games()) == 1


def test_empty_history_creates_nothing(tmp_path: Path) -> None:
    history = History(tmp_path / "h.sqlite3")
    assert history.games() == [] and history.win_rates() == [] and history.timeline("x") == []
    assert not (tmp_path / "h.sqlite3").exists()


def test_wal_mode(history: History) -> None:
    with sqlite3.connect(history.path) as con:
        assert con.execute("PRAGMA journal_mode").fetchone()[0] == "wal"


def _writer(path: str, who: int, count: int, go: Any, errors: Any) -> None:
    try:
        history = History(Path(path))
        go.wait()  # both processes start writing together
        for n in range(count):
            history.record(
                ruleset="toy",
                options={"who": who},
                seats=[ME, EASY],
                scores=[n, who],
                winners=[n % 2],
                started=T0,
                finished=T0 + timedelta(seconds=n),
                uid=f"{who}-{n}",
            )
    except BaseException:
        errors.put(traceback.format_exc())  # so a failure says why, not just "exit code 1"
        raise


def test_two_processes_recording_at_once(tmp_path: Path) -> None:
    path = tmp_path / "data" / "history.sqlite3"
    context = multiprocessing.get_context("spawn")  # what Windows and macOS do anyway
    go, errors = context.Event(), context.Queue()
    workers = [
        context.Process(target=_writer, args=(str(path), w, 200, go, errors)) for w in (1, 2)
    ]
    for worker in workers:
        worker.start()
    go.set()
    for worker in workers:
        worker.join()
    problems = []
    with contextlib.suppress(queue.Empty):  # (qsize() is missing on macOS)
        while True:
            problems.append(errors.get_nowait())
    assert [w.exitcode for w in workers] == [0, 0], "\n".join(problems)
    history = History(path)
    games = history.games()
    assert len(games) == 400
    assert {g.uid for g in games} == {f"{w}-{n}" for w in (1, 2) for n in range(200)}
    assert history.integrity_check() == "ok"


# -- a damaged history file (issue 29) -----------------------------------------------------------
def _ended_journal(home: Path) -> Path:
    """A rage-trick game whose last move reached its journal before the app stopped, so it
    was never filed (what Continue then finishes)."""
    import random

    from desktop.store.journal import Journal
    from desktop.store.paths import Paths
    from engine.core.session import Session

    session = Session.new("rage-trick", 3, seed=2, options={"preset": "us", "schedule": [2]})
    rng = random.Random(2)
    journal = Journal.start(Paths.under(home), session)
    journal.close()
    while not session.is_over():
        seat = min(session.to_act())
        session.apply(seat, rng.choice(session.legal(seat)))
    journal.path.write_bytes(journal._content())
    return journal.path


class _App:
    def __init__(self) -> None:
        self.said: list[tuple[str, str, float]] = []

    def toast(self, text: str, kind: str = "info", duration: float = 3.0) -> None:
        self.said.append((text, kind, duration))


@pytest.mark.parametrize("damage", [b"garbage " * 2000, b"SQLite format 3\x00" + b"\x07" * 5000])
def test_continue_files_an_ended_game_despite_a_damaged_history(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, damage: bytes
) -> None:
    """It stayed under Continue with a false "it is in your history now" toast: the damaged
    file refused the record. Now the damaged file is kept aside, a new one gets the game, and
    the player is told both, truly."""
    from desktop.screens.continue_game import resume_game
    from desktop.store.journal import Journal
    from desktop.store.paths import Paths

    monkeypatch.setenv("RAGE_TABLE_HOME", str(tmp_path))
    paths = Paths.from_env()
    path = _ended_journal(tmp_path)
    paths.history_db.parent.mkdir(parents=True, exist_ok=True)
    paths.history_db.write_bytes(damage)
    app = _App()
    assert resume_game(app, path) is None  # type: ignore[arg-type]
    texts = [text for text, _kind, _duration in app.said]
    assert texts[0] == "That game had already ended; it is in your history now."
    assert "history file was damaged" in texts[1] and ".broken-" in texts[1]
    assert Journal.find_resumable(paths) == []  # no longer under Continue
    [record] = History.open(paths).games()
    kept = list(paths.history_db.parent.glob("history.sqlite3.broken-*"))
    assert len(kept) == 1 and kept[0].read_bytes() == damage  # nothing overwritten


def test_continue_says_so_when_an_ended_game_cannot_be_filed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from desktop.screens.continue_game import resume_game
    from desktop.store import history as history_module
    from desktop.store.journal import Journal
    from desktop.store.paths import Paths

    monkeypatch.setenv("RAGE_TABLE_HOME", str(tmp_path))
    paths = Paths.from_env()
    path = _ended_journal(tmp_path)
    paths.history_db.parent.mkdir(parents=True, exist_ok=True)
    paths.history_db.write_bytes(b"garbage " * 2000)
    monkeypatch.setattr(history_module, "keep_aside", lambda *args: None)  # cannot move it
    app = _App()
    assert resume_game(app, path) is None  # type: ignore[arg-type]
    [(text, kind, duration)] = app.said
    assert "could not be filed" in text and "stays under Continue" in text
    assert kind == "error" and duration == float("inf")
    [found] = Journal.find_resumable(paths)
    assert found.error is None and found.path == path


def test_a_damaged_row_is_left_out_of_the_stats(tmp_path: Path) -> None:
    history = History(tmp_path / "h.sqlite3")
    add(history, "rage-trick", [ME, EASY], [0], 1)
    add(history, "rage-trick", [ME, EASY], [1], 2)
    with sqlite3.connect(history.path) as con:
        con.execute("UPDATE games SET seats = ? WHERE id = 1", ("[" * 5000,))
        con.execute("UPDATE games SET options = ? WHERE id = 2", ('{"x": ' + "9" * 5000 + "}",))
    add(history, "ragers", [ME, HARD], [0], 3)
    assert [g.ruleset for g in history.games()] == ["ragers"]
    assert history.win_rates() == [WinRate("ragers", 1, 1)]
