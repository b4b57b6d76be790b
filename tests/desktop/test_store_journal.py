"""The autosave journal: appended per entry, rewritten on undo, resumed after damage."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from desktop.store.history import History
from desktop.store.journal import Journal, TableJournal, read_journal, resume
from desktop.store.paths import Paths
from desktop.store.saves import SaveError, open_save
from desktop.store.seats import Controller, bot_names
from engine.core.log import parse_lines, write_lines
from engine.core.play import make_bots
from engine.core.session import Session
from tests.desktop.test_store_support import LONG_TOY, drive, replay_of
from tests.engine.toy import TOY

CONTROLLERS = [Controller("person"), Controller("bot", "heuristic")]


def started(tmp_path: Path, ruleset=LONG_TOY, seed: int = 5) -> tuple[Paths, Journal]:
    paths = Paths.under(tmp_path)
    session = Session.new(ruleset, 2, seed, names=["Ana", "Robot"])
    return paths, Journal.start(paths, session, CONTROLLERS)


def log_lines(session: Session) -> list[str]:
    return list(write_lines(session.header, session.entries))


def file_lines(journal: Journal) -> list[str]:
    return journal.path.read_text(encoding="utf-8").splitlines()


def test_every_entry_is_on_disk_when_apply_returns(tmp_path: Path) -> None:
    _, journal = started(tmp_path)
    session = journal.session
    envelope = json.loads(file_lines(journal)[0])
    assert envelope["rage_table_journal"] == 1 and envelope["game"] == "toy-long"
    assert envelope["controllers"] == [{"kind": "person"}, {"kind": "bot", "bot": "heuristic"}]
    chooser = random.Random(1)
    for _ in range(12):
        drive(session, chooser, 1)
        assert file_lines(journal)[1:] == log_lines(session)


def test_undo_rewrites_the_journal(tmp_path: Path) -> None:
    _, journal = started(tmp_path)
    session = journal.session
    session.apply(0, {"type": "bump"})
    session.apply(1, {"type": "bump"})
    assert session.undo(1) == 1
    assert file_lines(journal)[1:] == log_lines(session)
    session.apply(1, {"type": "bump"})
    assert file_lines(journal)[1:] == log_lines(session)
    assert resume(journal.path, ruleset=LONG_TOY).entries == session.entries


def test_resume_restores_the_game_and_its_bots(tmp_path: Path) -> None:
    paths, journal = started(tmp_path)
    drive(journal.session, random.Random(5), 9)
    journal.close()
    drive(journal.session, random.Random(6), 2)  # after close: not journaled
    [found] = Journal.find_resumable(paths)
    assert found.error is None and found.entries == 10 and found.names == ["Ana", "Robot"]
    assert found.controllers == CONTROLLERS and found.game == "toy-long"
    again = Journal.reopen(paths, found.path, ruleset=LONG_TOY)
    assert again.session.state == replay_of(LONG_TOY, 5, 9).state
    assert again.controllers == CONTROLLERS and again.uid == journal.uid
    assert bot_names(again.controllers) == ["", "heuristic"]
    assert make_bots(again.session, ["", ""]) == {}  # the toy has no bots; the names survive
    drive(again.session, random.Random(7), 3)
    assert resume(found.path, ruleset=LONG_TOY).entries == again.session.entries


@pytest.mark.parametrize(
    "tail",
    [b'{"n": 10, "seat": 1, "comm', b"\x00" * 300, b'{"n":10}garbage\n', b"\n\n\x00\x00\n"],
)
def test_torn_final_line_is_dropped_and_the_rest_kept(tmp_path: Path, tail: bytes) -> None:
    paths, journal = started(tmp_path)
    drive(journal.session, random.Random(5), 9)
    journal.close()
    with journal.path.open("ab") as handle:
        handle.write(tail)
    damaged = journal.path.read_bytes()
    session = resume(journal.path, ruleset=LONG_TOY)
    assert session.entries == journal.session.entries
    assert journal.path.read_bytes() == damaged  # resume alone changes nothing
    [found] = Journal.find_resumable(paths)
    assert found.error is None and found.entries == 10
    again = Journal.reopen(paths, journal.path, ruleset=LONG_TOY)  # cleans the tail...
    drive(again.session, random.Random(8), 2)  # ...so new lines follow good ones
    data = read_journal(journal.path)
    assert not data.torn and data.entries == again.session.entries


@pytest.mark.parametrize("tail", [b'{"n": 7, "seat": 0, "comm', b"\x00" * 300])
def test_a_lan_table_journal_drops_a_torn_tail_before_it_grows(tmp_path: Path, tail: bytes) -> None:
    """The host killed mid-write, then restarted: the torn line goes, the game goes on, and
    the log stays one the engine replays (it used to append after the torn bytes)."""
    session = Session.new(LONG_TOY, 2, 5, names=["Ana", "Robot"])
    journal = TableJournal(tmp_path / "table")
    journal.rewrite(session)
    session.on_entry(journal.append)
    drive(session, random.Random(5), 6)
    journal.close()
    with journal.log_path.open("ab") as handle:
        handle.write(tail)
    again = TableJournal(tmp_path / "table")  # the restarted host
    loaded = again.load_log()
    assert loaded is not None and loaded[1] == session.entries
    restored = Session.from_log(*loaded, ruleset=LONG_TOY)
    restored.on_entry(again.append)
    drive(restored, random.Random(6), 4)
    again.close()
    header, entries = parse_lines(again.log_path.read_text(encoding="utf-8").splitlines())
    replayed = Session.from_log(header, entries, verify=True, ruleset=LONG_TOY)
    assert replayed.entries == restored.entries and len(entries) == 11


def test_complete_last_line_without_newline_is_kept(tmp_path: Path) -> None:
    _, journal = started(tmp_path)
    drive(journal.session, random.Random(5), 4)
    journal.close()
    journal.path.write_bytes(journal.path.read_bytes().rstrip(b"\n"))
    assert resume(journal.path, ruleset=LONG_TOY).entries == journal.session.entries


def test_damaged_middle_line_is_a_clear_error(tmp_path: Path) -> None:
    paths, journal = started(tmp_path)
    drive(journal.session, random.Random(5), 6)
    journal.close()
    lines = journal.path.read_bytes().split(b"\n")
    lines[4] = lines[4][:20]
    damaged = b"\n".join(lines)
    journal.path.write_bytes(damaged)
    with pytest.raises(SaveError) as caught:
        resume(journal.path, ruleset=LONG_TOY)
    assert caught.value.code == "corrupt" and "line 5" in caught.value.message
    [found] = Journal.find_resumable(paths)
    assert found.error is not None and found.error.code == "corrupt"
    assert journal.path.read_bytes() == damaged


def test_missing_entry_is_a_clear_error(tmp_path: Path) -> None:
    _, journal = started(tmp_path)
    drive(journal.session, random.Random(5), 6)
    journal.close()
    lines = journal.path.read_bytes().split(b"\n")
    del lines[4]
    journal.path.write_bytes(b"\n".join(lines))
    with pytest.raises(SaveError) as caught:
        resume(journal.path, ruleset=LONG_TOY)
    message = caught.value.message
    assert caught.value.code == "corrupt" and "line 5, n: is entry 3 where entry 2" in message


def test_newer_journal_format_is_refused(tmp_path: Path) -> None:
    _, journal = started(tmp_path)
    journal.close()
    lines = journal.path.read_bytes().split(b"\n")
    lines[0] = b'{"rage_table_journal": 2}'
    journal.path.write_bytes(b"\n".join(lines))
    with pytest.raises(SaveError) as caught:
        resume(journal.path, ruleset=LONG_TOY)
    assert caught.value.code == "too-new"


def test_finished_game_becomes_a_replay_and_a_history_record(tmp_path: Path) -> None:
    paths, journal = started(tmp_path, ruleset=TOY)
    drive(journal.session, random.Random(5), 10)
    assert journal.session.is_over()
    assert not journal.path.exists() and journal.error is None
    assert journal.replay is not None and journal.replay.parent == paths.replays_dir
    replayed, meta = open_save(journal.replay, ruleset=TOY)
    assert replayed.state == journal.session.state
    assert meta.controllers == CONTROLLERS and meta.uid == journal.uid
    assert meta.summary["over"] and "started" in meta.extra
    [record] = History.open(paths).games()
    result = journal.session.result()
    assert record.uid == journal.uid and record.ruleset == "toy"
    assert record.scores == result["scores"] and record.winners == result["winners"]
    assert record.seats == [
        {"name": "Ana", "kind": "person", "level": None},
        {"name": "Robot", "kind": "bot", "level": "heuristic"},
    ]
    assert record.replay == str(journal.replay)
    assert Journal.find_resumable(paths) == []


def test_reopening_a_finished_journal_files_it_once(tmp_path: Path) -> None:
    paths = Paths.under(tmp_path)
    session = Session.new(TOY, 2, 4)
    drive(session, random.Random(4), 9)
    journal = Journal.start(paths, session, uid="same-game")
    journal.close()
    # The last move made it to the journal, then the app stopped before filing the game.
    session.apply(min(session.to_act()), {"type": "bump"})
    journal.path.write_bytes(journal._content())
    History.open(paths).record(
        ruleset="toy",
        options={},
        seats=[],
        scores=[],
        winners=[],
        started="2020-01-01T00:00:00",
        finished="2020-01-01T00:10:00",
        uid="same-game",
    )
    again = Journal.reopen(paths, journal.path, ruleset=TOY)
    assert again.replay is not None and not journal.path.exists()
    assert len(History.open(paths).games()) == 1


def test_a_write_failure_does_not_stop_the_game(tmp_path: Path) -> None:
    _, journal = started(tmp_path)
    session = journal.session

    class Full:
        def write(self, data: bytes) -> int:
            raise OSError(28, "No space left on device")

        def close(self) -> None:
            pass

    journal._file._handle = Full()  # type: ignore[assignment]
    session.apply(0, {"type": "bump"})  # the game goes on...
    assert isinstance(journal.error, OSError)  # ...and the UI can warn
    session.apply(1, {"type": "bump"})  # the next entry rewrites the whole file
    assert journal.error is None
    assert file_lines(journal)[1:] == log_lines(session)


def test_discard_removes_the_journal(tmp_path: Path) -> None:
    paths, journal = started(tmp_path)
    journal.discard()
    journal.session.apply(0, {"type": "bump"})
    assert Journal.find_resumable(paths) == []


@pytest.mark.parametrize("where", ["middle", "last"])
@pytest.mark.parametrize(
    "hostile",
    [b'{"n": ' + b"9" * 5000 + b"}", b"[" * 100_000 + b"]" * 100_000],
    ids=["5000 digits", "10^5 deep"],
)
def test_a_hostile_line_is_damage_named_never_a_crash(
    tmp_path: Path, where: str, hostile: bytes
) -> None:
    """Issue 29: one journal line with a 5,000-digit integer stopped the app from starting
    (Continue lists the journals as the menu opens)."""
    paths, journal = started(tmp_path)
    drive(journal.session, random.Random(5), 6)
    journal.close()
    lines = journal.path.read_bytes().split(b"\n")
    if where == "middle":
        lines[4] = hostile
    else:
        lines = [*[line for line in lines if line], hostile]
    damaged = b"\n".join(lines) + b"\n"
    journal.path.write_bytes(damaged)
    [found] = Journal.find_resumable(paths)
    assert found.error is not None and found.error.code == "corrupt"
    line = 5 if where == "middle" else len(lines)
    assert f"line {line}" in found.error.message, found.error.message
    assert journal.path.name in found.error.message
    with pytest.raises(SaveError):
        Journal.reopen(paths, journal.path, ruleset=LONG_TOY)
    assert journal.path.read_bytes() == damaged  # nothing on disk was overwritten


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_a_mutated_journal_resumes_or_says_why(tmp_path_factory: Any, data: st.DataObject) -> None:
    paths, journal = started(tmp_path_factory.mktemp("j"))
    drive(journal.session, random.Random(5), 5)
    journal.close()
    raw = bytearray(journal.path.read_bytes())
    for _ in range(data.draw(st.integers(1, 4))):
        at = data.draw(st.integers(0, len(raw) - 1))
        piece = data.draw(
            st.sampled_from([b"", b"\xff", b"\n", b"[", b"}", b'"', b"9" * 50, b"null", b"\x00"])
        )
        raw[at : at + data.draw(st.integers(0, 5))] = piece
    journal.path.write_bytes(bytes(raw))
    try:
        resume(journal.path, ruleset=LONG_TOY)
    except SaveError as exc:
        assert exc.message and exc.code in ("corrupt", "truncated", "too-new", "unknown-game")
    [found] = Journal.find_resumable(paths)
    assert found.error is None or found.error.message
    assert journal.path.read_bytes() == bytes(raw)
