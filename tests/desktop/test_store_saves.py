"""Save files: round trip, and damaged, newer and older files handled without touching them."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from desktop.store import saves
from desktop.store.saves import (
    MIGRATIONS,
    SAVE_FORMAT,
    SaveDoc,
    SaveError,
    list_saves,
    migrate,
    open_save,
    read_save,
    write_save,
)
from desktop.store.seats import Controller
from engine.core.log import write_lines
from engine.core.session import Session
from tests.desktop.test_store_support import LONG_TOY, drive
from tests.engine.toy import TOY, Toy

BOTS = [Controller("person"), Controller("bot", "random")]


def game(steps: int = 6, seed: int = 11) -> Session:
    session = Session.new(TOY, 2, seed, names=["Ana", "Bo"])
    drive(session, random.Random(seed), steps)
    return session


def saved(tmp_path: Path, steps: int = 6) -> tuple[Path, Session]:
    session = game(steps)
    path = tmp_path / "game.rtsave"
    write_save(path, session, {"note": "mid-game"}, controllers=BOTS, uid="g1")
    return path, session


def error_of(path: Path) -> SaveError:
    with pytest.raises(SaveError) as caught:
        open_save(path, ruleset=TOY)
    assert caught.value.message and caught.value.message[-1] in ".!"
    return caught.value


def test_round_trip(tmp_path: Path) -> None:
    path, session = saved(tmp_path)
    header, entries, meta = read_save(path)
    assert header == session.header and entries == session.entries
    assert meta.game == "toy" and meta.uid == "g1" and meta.controllers == BOTS
    assert meta.summary["note"] == "mid-game" and meta.summary["names"] == ["Ana", "Bo"]
    assert meta.migrated_from is None and meta.checksum.startswith("sha256:")
    loaded, _ = open_save(path, ruleset=TOY, verify=True)
    assert loaded.state == session.state


def test_file_layout(tmp_path: Path) -> None:
    path, session = saved(tmp_path)
    lines = path.read_bytes().split(b"\n")
    envelope = json.loads(lines[0])
    assert envelope["rage_table_save"] == SAVE_FORMAT and envelope["game"] == "toy"
    assert [line.decode() for line in lines[1:-1]] == list(
        write_lines(session.header, session.entries)
    )


@pytest.mark.parametrize("keep", [0, 10, 150, -40, -1])
def test_truncated(tmp_path: Path, keep: int) -> None:
    path, _ = saved(tmp_path)
    data = path.read_bytes()
    path.write_bytes(data[:keep])
    before = path.read_bytes()
    assert error_of(path).code == "truncated"
    assert path.read_bytes() == before


def test_corrupt_byte_is_a_checksum_mismatch(tmp_path: Path) -> None:
    path, _ = saved(tmp_path)
    data = bytearray(path.read_bytes())
    at = data.index(b'"bump"') if b'"bump"' in data else len(data) - 20
    data[at + 1 : at + 2] = b"B"
    path.write_bytes(bytes(data))
    error = error_of(path)
    assert error.code == "corrupt" and "checksum" in error.message
    assert path.read_bytes() == bytes(data)


def test_edited_log_with_stale_checksum(tmp_path: Path) -> None:
    path, _ = saved(tmp_path)
    first, body = path.read_bytes().split(b"\n", 1)
    lines = body.split(b"\n")
    lines.insert(2, lines[1])  # an entry pasted twice: longer, so only the checksum tells
    path.write_bytes(first + b"\n" + b"\n".join(lines))
    assert error_of(path).code == "corrupt"


def test_garbage_is_corrupt_not_a_crash(tmp_path: Path) -> None:
    path = tmp_path / "x.rtsave"
    for data in (b"\x89PNG\r\n\x1a\n\x00\x00", b"[1,2,3]\n", b'{"hello": 1}\n', b"\xff\xfe\n"):
        path.write_bytes(data)
        assert error_of(path).code == "corrupt"
        assert path.read_bytes() == data


def test_missing(tmp_path: Path) -> None:
    assert error_of(tmp_path / "gone.rtsave").code == "missing"


def test_newer_format_is_refused_and_never_overwritten(tmp_path: Path) -> None:
    path, session = saved(tmp_path)
    first, body = path.read_bytes().split(b"\n", 1)
    envelope = json.loads(first)
    envelope["rage_table_save"] = SAVE_FORMAT + 1
    envelope["checksum"] = "blake9:whatever-the-future-uses"
    data = json.dumps(envelope).encode() + b"\n" + body
    path.write_bytes(data)
    error = error_of(path)
    assert error.code == "too-new" and "newer version" in error.message
    with pytest.raises(SaveError) as caught:
        write_save(path, session)
    assert caught.value.code == "protected"
    assert path.read_bytes() == data
    write_save(path, session, replace_unreadable=True)  # the player confirmed
    assert read_save(path)[0] == session.header


def test_writer_refuses_to_replace_a_damaged_file(tmp_path: Path) -> None:
    path, session = saved(tmp_path)
    data = path.read_bytes()[:-30]
    path.write_bytes(data)
    with pytest.raises(SaveError) as caught:
        write_save(path, session)
    assert caught.value.code == "protected" and "untouched" in caught.value.message
    assert path.read_bytes() == data


def test_writer_replaces_its_own_readable_save(tmp_path: Path) -> None:
    path, session = saved(tmp_path)
    drive(session, random.Random(1), 2)
    write_save(path, session)
    assert read_save(path)[1] == session.entries


def test_newer_engine_log_or_rules_version(tmp_path: Path) -> None:
    path, session = saved(tmp_path)

    class NewerToy(Toy):
        version = 2

    newer = Session.new(NewerToy(), 2, 1)
    write_save(path, newer, replace_unreadable=True)
    assert error_of(path).code == "too-new"  # the toy's rules are version 1 only
    session.header.format = 99  # an engine log format from the future
    write_save(path, session)
    assert error_of(path).code == "too-new"


def test_format_0_bare_engine_log_migrates(tmp_path: Path) -> None:
    session = game()
    path = tmp_path / "old.rtsave"
    data = "\n".join(write_lines(session.header, session.entries)).encode()  # no final newline
    path.write_bytes(data)
    loaded, meta = open_save(path, ruleset=TOY)
    assert loaded.state == session.state and loaded.entries == session.entries
    assert meta.migrated_from == 0 and meta.game == "toy"
    assert meta.controllers == [Controller(), Controller()] and meta.created
    assert path.read_bytes() == data  # reading never rewrites
    write_save(path, loaded, controllers=meta.controllers)  # saving upgrades it
    assert read_save(path)[2].migrated_from is None


def test_format_0_cut_short_is_truncated(tmp_path: Path) -> None:
    session = game()
    path = tmp_path / "old.rtsave"
    path.write_bytes("\n".join(write_lines(session.header, session.entries)).encode()[:-15])
    assert error_of(path).code == "truncated"


def test_migration_registry_chains_to_a_future_format() -> None:
    session = game()
    doc = SaveDoc({"created": "2020-01-01T00:00:00+00:00"}, list(write_lines(session.header, [])))

    def to_format_2(old: SaveDoc) -> SaveDoc:
        return SaveDoc(old.envelope | {"rage_table_save": 2, "renamed": True}, old.lines)

    future = migrate(doc, 0, migrations={**MIGRATIONS, 1: to_format_2}, target=2)
    assert future.envelope["rage_table_save"] == 2 and future.envelope["renamed"]
    assert future.envelope["created"] == "2020-01-01T00:00:00+00:00"
    with pytest.raises(SaveError) as caught:
        migrate(doc, 0, migrations={}, target=1)
    assert caught.value.code == "unsupported"
    with pytest.raises(TypeError):
        MIGRATIONS[5] = to_format_2  # type: ignore[index]


def test_unknown_envelope_keys_survive(tmp_path: Path) -> None:
    path = tmp_path / "a.rtsave"
    write_save(path, game(), extra={"table_color": "green"})
    assert read_save(path)[2].extra == {"table_color": "green"}


def test_journal_given_as_a_save_explains_itself(tmp_path: Path) -> None:
    path = tmp_path / "j.rtsave"
    path.write_bytes(b'{"rage_table_journal":1}\n')
    assert "Continue" in error_of(path).message


def test_open_save_turns_replay_failures_into_save_errors(tmp_path: Path) -> None:
    session = game()
    entries = [dict(item) for item in session.entries]
    entries[2] = dict(entries[2], events=[{"no": "type"}])  # intact file, nonsense inside
    path = tmp_path / "odd.rtsave"
    path.write_bytes(saves.encode_save(session.header, entries)[0])
    assert error_of(path).code == "corrupt"  # the toy's KeyError did not escape
    write_save(path, Session.new(LONG_TOY, 2, 3), replace_unreadable=True)
    with pytest.raises(SaveError) as caught:
        open_save(path)  # no ruleset given: the registry does not know toy-long
    assert caught.value.code == "unknown-game"


def test_list_saves_skips_and_reports_broken_ones(tmp_path: Path) -> None:
    good, _ = saved(tmp_path)
    broken = tmp_path / "broken.rtsave"
    broken.write_bytes(good.read_bytes()[:50])
    (tmp_path / ".game.rtsave.123.tmp").write_bytes(b"half")
    (tmp_path / "notes.txt").write_text("not a save")
    listing = list_saves(tmp_path)
    assert [info.path for info in listing.saves] == [good]
    assert listing.saves[0].names == ["Ana", "Bo"]
    assert [(b.path, b.error.code) for b in listing.broken] == [(broken, "truncated")]
    assert list_saves(tmp_path / "nowhere").saves == []


def test_new_save_path_is_fresh(tmp_path: Path) -> None:
    first = saves.new_save_path(tmp_path, "toy")
    first.write_text("x")
    assert saves.new_save_path(tmp_path, "toy") != first


def _resealed(body_lines: list[str], envelope: dict) -> bytes:
    """A hand-edited save whose editor also fixed the checksum, length and entry count."""
    body = "".join(line + "\n" for line in body_lines).encode("utf-8")
    envelope = dict(envelope, checksum=saves._checksum(body), length=len(body))
    return json.dumps(envelope).encode() + b"\n" + body


@pytest.mark.parametrize(
    ("edit", "says"),
    [
        (lambda lines: [*lines[:2], '{"n": ' + "9" * 5000 + "}"], "line 4: holds a number"),
        (lambda lines: [*lines[:2], "[" * 100_000 + "]" * 100_000], "line 4: nests"),
        (lambda lines: [lines[0].replace('"seats":2', '"seats":1000000000')], "from 1 to 64"),
        (lambda lines: ['{"header": null}', *lines[1:]], "header: must be an object"),
    ],
    ids=["5000 digits", "10^5 deep", "seats 10^9", "header null"],
)
def test_a_resealed_hostile_save_is_refused_by_line(tmp_path: Path, edit, says: str) -> None:
    path, session = saved(tmp_path)
    lines = path.read_text(encoding="utf-8").splitlines()
    envelope = json.loads(lines[0])
    data = _resealed(edit(lines[1:]), envelope)
    path.write_bytes(data)
    with pytest.raises(SaveError) as caught:
        open_save(path, ruleset=TOY)
    assert caught.value.code == "corrupt" and says in caught.value.message
    assert "game.rtsave" in caught.value.message
    assert path.read_bytes() == data
    listing = list_saves(tmp_path)
    assert [b.path for b in listing.broken] == [path]


def test_a_folder_or_a_pipe_named_like_a_save_is_listed_as_broken(tmp_path: Path) -> None:
    import os

    (tmp_path / "folder.rtsave").mkdir()
    if hasattr(os, "mkfifo"):
        os.mkfifo(tmp_path / "pipe.rtsave")
    listing = list_saves(tmp_path)  # and does not block on the pipe
    assert {b.path.name for b in listing.broken} >= {"folder.rtsave"}
    assert all(b.error.code == "unreadable" for b in listing.broken)


@settings(max_examples=150, deadline=None)
@given(data=st.data())
def test_a_mutated_save_opens_or_says_why(tmp_path_factory, data: st.DataObject) -> None:
    path, _session = saved(tmp_path_factory.mktemp("s"))
    lines = path.read_text(encoding="utf-8").splitlines()
    envelope = json.loads(lines[0])
    body = lines[1:]
    for _ in range(data.draw(st.integers(1, 3))):
        n = data.draw(st.integers(0, len(body) - 1))
        at = data.draw(st.integers(0, len(body[n])))
        piece = data.draw(st.sampled_from(["", "[", "}", '"', "9" * 50, "null", "-1", ","]))
        body[n] = body[n][:at] + piece + body[n][at + data.draw(st.integers(0, 4)) :]
    resealed = data.draw(st.booleans())
    path.write_bytes(
        _resealed(body, envelope)
        if resealed
        else (lines[0] + "\n" + "\n".join(body) + "\n").encode()
    )
    try:
        open_save(path, ruleset=TOY, verify=True)
    except SaveError as exc:
        assert exc.message and exc.code in ("corrupt", "truncated", "too-new", "unknown-game")
