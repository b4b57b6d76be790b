"""The autosave journal: every entry of a game in progress, on disk as it happens.

    line 1:  {"rage_table_journal": 1, "uid": ..., "game": ..., "started": ...,
              "controllers": [{"kind": "person"}, {"kind": "bot", "bot": "heuristic"}, ...]}
    line 2+: the engine log (engine.core.log): header line, then one line per entry.

Each new entry is appended, flushed and fsynced before `Session.apply` returns, so a crash or
a power cut loses nothing that was shown. There is no checksum (the file grows line by line);
each line is JSON and entries are numbered, so damage is still found. On resume an incomplete
last line (the write a power cut interrupted) is dropped and the rest kept; damage anywhere
else is reported, never guessed around. Undo cuts the log back, so it rewrites the file
atomically. When the game ends the journal becomes a replay (a save file in replays/) and a
history record, and is removed.

A LAN host journals its tables the same way (`TableJournal`): the same file writing and the
same torn-tail rule, with a bare engine log (no envelope) and the seats in a side file.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import secrets
import sqlite3
import threading
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from types import MappingProxyType
from typing import Any, BinaryIO, Literal

from desktop.store.atomic import atomic_write_bytes, fsync_dir
from desktop.store.disk_words import reason
from desktop.store.history import History
from desktop.store.owner import OwnerLock
from desktop.store.paths import Paths
from desktop.store.saves import (
    SAVE_SUFFIX,
    SaveError,
    new_save_path,
    parse_log,
    session_from_log,
    write_save,
)
from desktop.store.seats import Controller, controllers_from_json, seat_records
from engine.core.bounded import BadInput, parse_json, read_file
from engine.core.log import Header, dumps_line, write_lines
from engine.core.ruleset import Ruleset
from engine.core.session import Session
from engine.i18n import N_, _

log = logging.getLogger(__name__)

JOURNAL_FORMAT = 1
JOURNAL_SUFFIX = ".rtjournal"
JOURNAL_KEY = "rage_table_journal"


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


def new_uid(game: str) -> str:
    """A game id that sorts by start time and names the game: 20250101T120000Z-toy-1a2b3c."""
    return f"{datetime.now(UTC):%Y%m%dT%H%M%SZ}-{game}-{secrets.token_hex(3)}"


# -- reading ----------------------------------------------------------------------------------
@dataclass
class JournalData:
    envelope: dict[str, Any]
    header: Header
    entries: list[dict]
    controllers: list[Controller]
    #: True when an incomplete final line was found and dropped.
    torn: bool

    @property
    def uid(self) -> str:
        return str(self.envelope.get("uid") or "")

    @property
    def started(self) -> str | None:
        started = self.envelope.get("started")
        return started if isinstance(started, str) else None


def _has_content(raw: bytes) -> bool:
    # A power cut can leave NUL bytes where the file grew but the data never reached the disk.
    return bool(raw.strip(b"\x00 \t\r"))


#: the journal files a player may be told of (a subset of FileKind)
JournalKind = Literal["autosave", "journal"]


@dataclass(frozen=True)
class Refusals:
    """What a player is told of one kind of journal file that cannot be read, each a whole
    sentence (marked with N_, translated where raised)."""

    gone: str
    unreadable: str
    unopened: str
    broken: str


REFUSALS: Mapping[JournalKind, Refusals] = MappingProxyType(
    {
        "autosave": Refusals(
            N_("That autosave is no longer there."),
            N_("The autosave cannot be read: {problem}"),
            N_("The autosave could not be opened: {reason}."),
            N_("The autosave is damaged, so this game cannot be continued: {problem}"),
        ),
        "journal": Refusals(
            N_("That table journal is no longer there."),
            N_("The table journal cannot be read: {problem}"),
            N_("The table journal could not be opened: {reason}."),
            N_("The table journal is damaged, so this game cannot be continued: {problem}"),
        ),
    }
)


def read_lines(path: Path, what: JournalKind = "autosave") -> tuple[list[str], list[dict], bool]:
    """A journal file's complete lines: their texts, their JSON objects, and whether an
    incomplete last line (a write a crash cut) was dropped. Raises SaveError for a missing or
    unreadable file and for damage anywhere but the last line; `what` names the file in the
    messages. Every line goes through the bounded reader (engine.core.bounded)."""
    path = Path(path)
    try:
        data = read_file(path)
    except FileNotFoundError as exc:
        raise SaveError("missing", _(REFUSALS[what].gone), path) from exc
    except BadInput as exc:
        words = _(REFUSALS[what].unreadable).format(problem=exc.message)
        raise SaveError("unreadable", words, path) from exc
    except OSError as exc:
        words = _(REFUSALS[what].unopened).format(reason=reason(exc, reading=True))
        raise SaveError("unreadable", words, path) from exc
    pieces = data.split(b"\n")
    numbered = [(n, raw) for n, raw in enumerate(pieces, start=1) if _has_content(raw)]
    texts: list[str] = []
    objects: list[dict] = []
    torn = False
    for index, (number, raw) in enumerate(numbered):
        line = raw.strip()
        try:
            parsed = parse_json(line, source=path.name, place=f"line {number}")
        except BadInput as exc:
            problem, cut = exc.message, exc.incomplete
        else:
            if isinstance(parsed, dict):
                texts.append(line.decode("utf-8-sig"))
                objects.append(parsed)
                continue
            problem = _("{file}, line {number}: is not an object.")
            problem, cut = problem.format(file=path.name, number=number), True
        # A JSON object is only valid once its closing brace is written, so an object that
        # parses is complete even if the newline after it never made it to the disk; a line
        # over a limit was written whole, and is damage wherever it is.
        if cut and index == len(numbered) - 1:
            torn = True
            log.warning("%s: dropping an incomplete last line (%d bytes)", path, len(raw))
            break
        raise SaveError(
            "corrupt",
            _(REFUSALS[what].broken).format(problem=problem),
            path,
        )
    return texts, objects, torn


def read_journal(path: Path) -> JournalData:
    """Parse a journal, dropping a torn final line. Raises SaveError for anything worse."""
    path = Path(path)
    texts, objects, torn = read_lines(path)
    if not objects:
        raise SaveError("truncated", _("The autosave is empty; the game had not started."), path)
    envelope = objects[0]
    fmt = envelope.get(JOURNAL_KEY)
    if isinstance(fmt, bool) or not isinstance(fmt, int):
        raise SaveError("corrupt", _("This file is not a Rage Table autosave."), path)
    if fmt > JOURNAL_FORMAT:
        raise SaveError(
            "too-new",
            _(
                "This autosave was written by a newer version of Rage Table (format {fmt}); "
                "update the app to continue it. The file was left as it is."
            ).format(fmt=fmt),
            path,
        )
    if len(texts) < 2:
        raise SaveError("truncated", _("The autosave was cut off before the game began."), path)
    header, entries = parse_log(texts[1:], path, what="autosave")
    controllers = controllers_from_json(envelope.get("controllers"), header.seats)
    return JournalData(envelope, header, entries, controllers, torn)


def resume(path: Path, *, ruleset: Ruleset | None = None) -> Session:
    """The game in a journal, rebuilt from its log. Raises SaveError. Changes no file."""
    data = read_journal(path)
    return session_from_log(data.header, data.entries, Path(path), ruleset=ruleset)


@dataclass
class ResumableGame:
    """One journal as the Continue menu lists it (cheap: the log is parsed, not replayed)."""

    path: Path
    uid: str = ""
    game: str = ""
    names: list[str] = field(default_factory=list)
    controllers: list[Controller] = field(default_factory=list)
    started: str | None = None
    entries: int = 0
    modified: float = 0.0
    #: An incomplete last line will be dropped on resuming (the last move before a crash).
    torn: bool = False
    #: Set when the journal cannot be continued; the menu shows why and keeps the file.
    error: SaveError | None = None


# -- writing ----------------------------------------------------------------------------------
class JournalFile:
    """One journal file: rewritten whole (atomically), then grown one flushed line at a time.

    After an append fails (disk full, folder gone) the next write rewrites the whole file, so
    a lost or half-written line is never followed by newer ones. Not thread-safe: callers that
    write from several threads hold their own lock.
    """

    def __init__(self, path: Path, *, fsync: bool = True) -> None:
        self.path = Path(path)
        #: fsync each line too (survives a power cut, costs a disk flush per line).
        self.fsync = fsync
        self._handle: BinaryIO | None = None
        self._dirty = False

    def rewrite(self, content: bytes) -> None:
        """Replace the whole file atomically and append from there. Raises OSError."""
        self.close()  # Windows cannot replace a file that is open
        atomic_write_bytes(self.path, content)
        self._handle = open(self.path, "ab")  # noqa: SIM115 - lives as long as the journal
        self._dirty = False

    def append(self, line: str, whole: Callable[[], bytes]) -> None:
        """Add one line, or rewrite the file as `whole()` after a failed write. Raises OSError
        (and then the next call rewrites)."""
        try:
            if self._dirty or self._handle is None:
                self.rewrite(whole())
                return
            # One write per line, so a killed process leaves whole lines (or a torn last one).
            self._handle.write((line + "\n").encode("utf-8"))
            self._handle.flush()
            if self.fsync:
                os.fsync(self._handle.fileno())
        except OSError:
            self._dirty = True
            raise

    def close(self) -> None:
        if self._handle is not None:
            handle, self._handle = self._handle, None
            try:
                handle.close()
            except OSError as exc:  # the flush of a line that failed already (_dirty)
                log.warning("closing %s: %s", self.path, exc)


class Journal:
    """Keeps a session's journal file in step with it. Use `start`, or `reopen` to continue."""

    def __init__(
        self,
        paths: Paths,
        session: Session,
        path: Path,
        *,
        uid: str,
        started: str,
        controllers: list[Controller],
    ) -> None:
        self.paths = paths
        self.session = session
        self.path = path
        self.uid = uid
        self.started = started
        self.controllers = controllers
        #: The last write failure (disk full, folder gone), for the UI to warn about; None if
        #: the journal is up to date.
        self.error: Exception | None = None
        #: Where the finished game's replay went, once it has.
        self.replay: Path | None = None
        #: Where a damaged history file was kept when filing this game started a new one.
        self.history_kept: Path | None = None
        self._file = JournalFile(path)
        self._owner = OwnerLock(path)
        # Bots may play on another thread; appends and rewrites must not interleave.
        self._lock = threading.Lock()
        self._closed = False

    #: The plain read (no file changes); `reopen` is resume + keep journaling.
    resume = staticmethod(resume)

    # -- creating ----------------------------------------------------------------------------
    @classmethod
    def start(
        cls,
        paths: Paths,
        session: Session,
        controllers: list[Controller] | None = None,
        *,
        uid: str | None = None,
    ) -> Journal:
        """Journal `session` from now on: writes what it has so far, then every new entry."""
        uid = uid or new_uid(session.header.ruleset)
        seats = session.header.seats
        controllers = list(controllers or [Controller() for _ in range(seats)])
        if len(controllers) != seats:
            raise ValueError(f"{len(controllers)} controllers for {seats} seats")
        path = paths.journal_dir / f"{uid}{JOURNAL_SUFFIX}"
        journal = cls(paths, session, path, uid=uid, started=_now(), controllers=controllers)
        journal._attach()
        return journal

    @classmethod
    def reopen(cls, paths: Paths, path: Path, *, ruleset: Ruleset | None = None) -> Journal:
        """Continue the game in a journal, bots' seats included (`controllers`).

        The file is rewritten without any torn tail first, so new lines never follow garbage.
        A game that turns out to be over (the app stopped while filing it) is finished now.
        Raises SaveError for a journal that cannot be continued, OSError if it cannot be
        rewritten (then nothing was changed).
        """
        path = Path(path)
        data = read_journal(path)
        session = session_from_log(data.header, data.entries, path, ruleset=ruleset)
        journal = cls(
            paths,
            session,
            path,
            uid=data.uid or new_uid(data.header.ruleset),
            started=data.started or _now(),
            controllers=data.controllers,
        )
        journal._attach()
        return journal

    def _attach(self) -> None:
        if not self._owner.acquire():
            raise SaveError(
                "in-use",
                _("This game is open in another Rage Table window; continue it there."),
                self.path,
            )
        with self._lock:
            self._rewrite()  # raises OSError: a journal that cannot be written is no journal
        self.session.on_entry(self._on_entry)
        self.session.on_reset(self._on_reset)
        if self.session.is_over():
            self.finish()

    # -- keeping in step ---------------------------------------------------------------------
    def _content(self) -> bytes:
        envelope = {
            JOURNAL_KEY: JOURNAL_FORMAT,
            "uid": self.uid,
            "game": self.session.header.ruleset,
            "started": self.started,
            "controllers": [c.to_json() for c in self.controllers],
        }
        first = json.dumps(envelope, separators=(",", ":"), ensure_ascii=False) + "\n"
        return first.encode("utf-8") + _log_bytes(self.session.header, self.session.entries)

    def _rewrite(self) -> None:
        """Replace the whole file atomically (caller holds the lock)."""
        self._file.rewrite(self._content())

    def _on_entry(self, session: Session, item: dict) -> None:
        with self._lock:
            if self._closed:
                return
            try:
                self._file.append(dumps_line(item), self._content)
                self.error = None
            except OSError as exc:
                # Never break the game over a disk problem: play on, warn, retry next entry.
                log.error("autosave %s failed: %s", self.path, exc)
                self.error = exc
        if session.is_over():
            self.finish()

    def _on_reset(self, session: Session) -> None:
        with self._lock:
            if self._closed:
                return
            try:
                self._rewrite()
                self.error = None
            except OSError as exc:
                log.error("autosave %s failed after undo: %s", self.path, exc)
                self.error = exc

    # -- ending ------------------------------------------------------------------------------
    @property
    def closed(self) -> bool:
        return self._closed

    def close(self) -> None:
        """Stop journaling and keep the file, so Continue can pick the game up later."""
        with self._lock:
            self._closed = True
            self._file.close()
            self._owner.release()

    def discard(self) -> None:
        """The player abandoned the game: stop and delete the journal."""
        self.close()
        with contextlib.suppress(FileNotFoundError):
            self.path.unlink()
        self._owner.remove()
        fsync_dir(self.path.parent)

    def finish(self) -> Path | None:
        """File a finished game: replay into replays/, a history record, journal removed.

        Each step is safe to repeat, in an order that leaves the journal until the last: if
        anything fails (or the app stops) it stays, and `reopen` finishes the job later.
        Returns the replay's path, or None if filing failed (see `error`).
        """
        if self.replay is not None:
            return self.replay
        self.close()
        session = self.session
        replay = self.paths.replays_dir / f"{self.uid}{SAVE_SUFFIX}"
        finished = _now()
        extra = {"started": self.started, "finished": finished}
        try:
            try:
                write_save(replay, session, controllers=self.controllers, uid=self.uid, extra=extra)
            except SaveError:  # an unreadable file has that name: keep it, use another
                replay = new_save_path(self.paths.replays_dir, session.header.ruleset)
                write_save(replay, session, controllers=self.controllers, uid=self.uid, extra=extra)
            result = session.result()
            history = History.open(self.paths)
            history.record(
                ruleset=session.header.ruleset,
                options=session.ruleset.public_options(session.header.options),
                seats=seat_records(session.header.names, self.controllers),
                scores=list(result.get("scores", [])),
                winners=list(result.get("winners", [])),
                started=self.started,
                finished=finished,
                replay=replay,
                uid=self.uid,
            )
            self.history_kept = history.kept_aside
            with contextlib.suppress(FileNotFoundError):
                self.path.unlink()
            self._owner.remove()
            fsync_dir(self.path.parent)
        except (OSError, sqlite3.Error, SaveError) as exc:
            log.error("filing finished game %s failed: %s", self.uid, exc)
            self.error = exc
            return None
        self.replay = replay
        self.error = None
        return replay

    @property
    def unfiled(self) -> bool:
        """A finished game not filed yet (its replay and history row): `retry` files it."""
        return self.replay is None and self.session.is_over()

    def retry(self) -> bool:
        """Try again what the disk refused (`error`): file the finished game, or write the
        whole journal anew. True when everything is on disk now. A table calls it now and
        then while the player is told, and once more on leaving."""
        if self.error is None:
            return True
        if self.session.is_over():
            return self.finish() is not None
        with self._lock:
            if self._closed:
                return False
            try:
                self._rewrite()
                self.error = None
            except OSError as exc:
                self.error = exc
        return self.error is None

    # -- finding -----------------------------------------------------------------------------
    @staticmethod
    def find_resumable(paths: Paths) -> list[ResumableGame]:
        """Journals to offer under Continue, newest first; damaged ones carry `error`."""
        directory = paths.journal_dir
        if not directory.is_dir():
            return []
        found: list[ResumableGame] = []
        for path in directory.glob(f"*{JOURNAL_SUFFIX}"):
            if path.name.startswith("."):  # temp file of an interrupted rewrite
                continue
            try:
                modified = path.stat().st_mtime
                data = read_journal(path)
            except SaveError as exc:
                found.append(ResumableGame(path, error=exc))
                continue
            except OSError as exc:
                words = _(REFUSALS["autosave"].unopened).format(reason=reason(exc, reading=True))
                error = SaveError("unreadable", words, path)
                log.warning("%s: %s", path, exc)
                found.append(ResumableGame(path, error=error))
                continue
            found.append(
                ResumableGame(
                    path,
                    uid=data.uid,
                    game=data.header.ruleset,
                    names=list(data.header.names),
                    controllers=data.controllers,
                    started=data.started,
                    entries=len(data.entries),
                    modified=modified,
                    torn=data.torn,
                )
            )
        found.sort(key=lambda game: (game.error is None, game.modified), reverse=True)
        return found


# -- a LAN host's tables ------------------------------------------------------------------------
TABLE_LOG = "game.jsonl"
TABLE_SIDE = "table.json"
TABLE_FORMAT = 1


class TableJournal:
    """A LAN host's table on disk, so a host that crashes restarts every table where it was.

    One directory per table:
      game.jsonl  the full (host-side, unredacted) engine log, a bare `engine.core.log` file
                  (so `python -m engine replay` reads it), written like an autosave: whole
                  and atomically at the start and after an undo, then a line per entry;
      table.json  everything else the table needs to come back: game, seats, who sits where
                  and their reconnect tokens. Replaced atomically whenever it changes.
    """

    def __init__(self, directory: Path, fsync: bool = False) -> None:
        self.directory = Path(directory)
        self.directory.mkdir(parents=True, exist_ok=True)
        self._file = JournalFile(self.log_path, fsync=fsync)

    @property
    def log_path(self) -> Path:
        return self.directory / TABLE_LOG

    @property
    def side_path(self) -> Path:
        return self.directory / TABLE_SIDE

    # -- writing -----------------------------------------------------------------------------
    def save_side(self, data: dict[str, Any]) -> None:
        payload = {"format": TABLE_FORMAT, **data}
        text = json.dumps(payload, indent=1, sort_keys=True) + "\n"
        atomic_write_bytes(self.side_path, text.encode("utf-8"))

    def rewrite(self, session: Session) -> None:
        """The whole log anew (a new game, or one cut back by undo). Raises OSError."""
        self._file.rewrite(_log_bytes(session.header, session.entries))

    def append(self, session: Session, item: dict) -> None:
        """`session`'s new entry `item`. Raises OSError (the next entry rewrites the log)."""
        self._file.append(dumps_line(item), lambda: _log_bytes(session.header, session.entries))

    def close(self) -> None:
        self._file.close()

    # -- reading -----------------------------------------------------------------------------
    def load_side(self) -> dict[str, Any] | None:
        try:
            data = parse_json(read_file(self.side_path), source=self.side_path.name)
        except FileNotFoundError:
            return None
        except BadInput as exc:  # ValueError, as for a side file of another version
            raise ValueError(f"{self.side_path}: {exc.message}") from exc
        fmt = data.get("format", 0) if isinstance(data, dict) else None
        if not isinstance(data, dict) or not isinstance(fmt, int) or fmt > TABLE_FORMAT:
            raise ValueError(f"{self.side_path} is not a table journal this version can read")
        return data

    def load_log(self) -> tuple[Header, list[dict]] | None:
        """The game so far, or None before it began. An incomplete last line (cut by a crash)
        is dropped and the file rewritten without it at once, so new lines never follow the
        torn bytes. Raises SaveError for a log damaged anywhere else."""
        try:
            texts, _objects, torn = read_lines(self.log_path, "journal")
        except SaveError as exc:
            if exc.code == "missing":
                return None
            raise
        header, entries = parse_log(texts, self.log_path, first_line=1, what="journal")
        if torn:
            self._file.rewrite(_log_bytes(header, entries))
        return header, entries


def _log_bytes(header: Header, entries: list[dict]) -> bytes:
    return "".join(line + "\n" for line in write_lines(header, entries)).encode("utf-8")


def table_dirs(root: Path) -> list[Path]:
    """Journal directories of tables under `root` (those with a side file), oldest first."""
    root = Path(root)
    if not root.is_dir():
        return []
    found = [p for p in root.iterdir() if (p / TABLE_SIDE).is_file()]
    return sorted(found, key=lambda p: p.name)
