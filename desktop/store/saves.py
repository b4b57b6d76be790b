"""Save files: the engine's event log inside an envelope with a format version and a checksum.

    line 1:  {"rage_table_save": 1, "checksum": "sha256:<hex>", "length": <bytes>,
              "entries": <n>, "created": "<UTC ISO time>", "game": "<ruleset id>",
              "summary": {...}, "controllers": [{"kind": "bot", "bot": "heuristic"}, ...],
              "uid": "<game id>"}
    line 2+: the engine log (engine.core.log): its header line, then one line per entry.

The checksum and length cover every byte after the first newline, so a cut file reads as
"truncated" and a changed one as "corrupt". Files are read and written as bytes ("\\n" on every
OS) so the checksum is the same everywhere.

Reading never changes a file. Writing over a file this version cannot read (damaged, newer)
is refused unless the caller says the player confirmed (`replace_unreadable=True`).

Older formats migrate on read through `MIGRATIONS` (format N -> N+1, one step each).
Format 0 is a bare engine log with no envelope.
"""

from __future__ import annotations

import hashlib
import json
import logging
import secrets
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from types import MappingProxyType
from typing import Any, Literal

from desktop.store.atomic import atomic_write_bytes
from desktop.store.disk_words import reason
from desktop.store.seats import Controller, controllers_from_json
from engine.core.bounded import BadInput, parse_json, read_file
from engine.core.errors import Illegal
from engine.core.log import Header, parse_lines, write_lines
from engine.core.ruleset import Ruleset
from engine.core.session import Session
from engine.i18n import N_, _

log = logging.getLogger(__name__)

SAVE_FORMAT = 1
SAVE_SUFFIX = ".rtsave"
ENVELOPE_KEY = "rage_table_save"
JOURNAL_KEY = "rage_table_journal"  # so a journal given as a save gets a useful message
#: Envelope keys with a meaning; any others are kept as `SaveMeta.extra`.
_RESERVED = frozenset(
    {ENVELOPE_KEY, "checksum", "length", "entries", "created", "game", "summary"}
    | {"controllers", "uid"}
)


#: the kinds of file whose damage a player is told of, each named in a whole sentence (a
#: translation agrees with its file's word)
FileKind = Literal["save", "autosave", "journal"]
DAMAGED: Mapping[FileKind, str] = MappingProxyType(
    {
        "save": N_("This save file is damaged: {problem}"),
        "autosave": N_("This autosave is damaged: {problem}"),
        "journal": N_("This table journal is damaged: {problem}"),
    }
)


def damaged(kind: FileKind, problem: str) -> str:
    """The sentence saying a file of `kind` is damaged, and how."""
    return _(DAMAGED[kind]).format(problem=problem)


class SaveError(Exception):
    """A save that cannot be read or written. `code` is stable; `message` is for players.

    Codes: missing, unreadable, truncated, corrupt, too-new, unsupported, unknown-game,
    protected (refused to overwrite a file that could not be read), in-use (a game journal
    another window has open).
    """

    def __init__(self, code: str, message: str, path: Path | None = None) -> None:
        super().__init__(f"{code}: {message}")
        self.code = code
        self.message = message
        self.path = path


@dataclass
class SaveDoc:
    """A save in memory at some format: its envelope and the engine log lines (no newlines)."""

    envelope: dict[str, Any]
    lines: list[str]


Migration = Callable[[SaveDoc], SaveDoc]


@dataclass
class SaveMeta:
    game: str
    created: str | None
    summary: dict[str, Any]
    controllers: list[Controller]
    entries: int
    uid: str | None = None
    checksum: str | None = None
    #: The format found on disk when it was older and migrated on reading; else None.
    migrated_from: int | None = None
    #: Envelope keys this version does not know, kept so a re-save does not drop them.
    extra: dict[str, Any] = field(default_factory=dict)


# -- migrations -------------------------------------------------------------------------------
def _from_format_0(doc: SaveDoc) -> SaveDoc:
    """A bare engine log (format 0) gains an envelope; the reader supplies "created"."""
    try:
        top = parse_json(doc.lines[0], source="save", place="line 1") if doc.lines else None
        header = Header.from_json(top.get("header") if isinstance(top, dict) else None)
    except Illegal as exc:
        raise SaveError("corrupt", damaged("save", exc.message)) from exc
    game, seats = header.ruleset, header.seats
    envelope: dict[str, Any] = {
        ENVELOPE_KEY: 1,
        "created": doc.envelope.get("created"),
        "game": game,
        "summary": {},
        "controllers": [Controller().to_json() for _ in range(seats)],
    }
    return SaveDoc(envelope, doc.lines)


#: format N -> the step that turns a format-N document into format N+1. Read-only on purpose:
#: a new format adds its step here in code, never at run time.
MIGRATIONS: Mapping[int, Migration] = MappingProxyType({0: _from_format_0})


def migrate(
    doc: SaveDoc,
    found: int,
    *,
    migrations: Mapping[int, Migration] = MIGRATIONS,
    target: int = SAVE_FORMAT,
) -> SaveDoc:
    """Step `doc` from format `found` up to `target`, one registered migration at a time."""
    fmt = found
    while fmt < target:
        step = migrations.get(fmt)
        if step is None:
            raise SaveError(
                "unsupported",
                _(
                    "This save uses an old format ({found}) that this version can no longer read."
                ).format(found=found),
            )
        doc = step(doc)
        fmt += 1
        if doc.envelope.get(ENVELOPE_KEY) != fmt:
            raise AssertionError(f"migration from format {fmt - 1} did not produce format {fmt}")
    return doc


# -- reading ----------------------------------------------------------------------------------
def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


def _checksum(body: bytes) -> str:
    return "sha256:" + hashlib.sha256(body).hexdigest()


def _read_bytes(path: Path) -> bytes:
    try:
        return read_file(path)
    except FileNotFoundError as exc:
        raise SaveError("missing", _("That save file is no longer there."), path) from exc
    except BadInput as exc:  # a folder, a pipe, far too big
        raise SaveError(
            "unreadable",
            _("That save file cannot be read: {problem}").format(problem=exc.message),
            path,
        ) from exc
    except OSError as exc:
        raise SaveError(
            "unreadable",
            _("That save file could not be opened: {reason}.").format(
                reason=reason(exc, reading=True)
            ),
            path,
        ) from exc


def _split_lines(body: bytes, path: Path) -> list[str]:
    try:
        text = body.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise SaveError("corrupt", _("This save file is damaged (it is not text)."), path) from exc
    return [line for line in text.split("\n") if line.strip()]


def _decode(data: bytes, path: Path) -> tuple[SaveDoc, int]:
    """The document as found on disk and its format number, with the checksum verified."""
    if not data.strip(b"\x00 \t\r\n"):
        raise SaveError(
            "truncated",
            _("This save file is empty; it was cut off while being saved or copied."),
            path,
        )
    cut = data.find(b"\n")
    first = data if cut < 0 else data[:cut]
    try:
        top = parse_json(first, source=path.name if path else "save", place="line 1")
    except BadInput as exc:
        if cut < 0 and exc.incomplete:  # not even one whole line: the write stopped early
            raise SaveError(
                "truncated",
                _("This save file is incomplete; it was cut off while being saved or copied."),
                path,
            ) from exc
        raise SaveError(
            "corrupt",
            _("This file is damaged or is not a Rage Table save ({problem}).").format(
                problem=exc.message
            ),
            path,
        ) from exc
    if not isinstance(top, dict):
        raise SaveError("corrupt", _("This file is not a Rage Table save."), path)
    if JOURNAL_KEY in top:
        raise SaveError(
            "corrupt",
            _("This is an autosave journal, not a save; open it with Continue."),
            path,
        )
    if "header" in top:  # format 0: a bare engine log, no envelope, no checksum
        lines = _split_lines(data, path)
        return SaveDoc({"created": _mtime(path)}, lines), 0
    fmt = top.get(ENVELOPE_KEY)
    if isinstance(fmt, bool) or not isinstance(fmt, int) or fmt < 1:
        raise SaveError("corrupt", _("This file is not a Rage Table save."), path)
    if fmt > SAVE_FORMAT:
        # Checked before anything else: a newer format may checksum or lay out differently.
        raise SaveError(
            "too-new",
            _(
                "This save was made by a newer version of Rage Table (save format {fmt}); "
                "update the app to open it. The file was left as it is."
            ).format(fmt=fmt),
            path,
        )
    if cut < 0:
        raise SaveError(
            "truncated",
            _("This save file is incomplete; it was cut off while being saved or copied."),
            path,
        )
    body = data[cut + 1 :]
    length = top.get("length")
    if isinstance(length, int) and not isinstance(length, bool) and len(body) < length:
        raise SaveError(
            "truncated",
            _(
                "This save file is incomplete; it was cut off while being saved or copied "
                "({there} of {length} bytes are there)."
            ).format(there=len(body), length=length),
            path,
        )
    if top.get("checksum") != _checksum(body):
        raise SaveError(
            "corrupt",
            _("This save file is damaged: its contents do not match its checksum."),
            path,
        )
    return SaveDoc(top, _split_lines(body, path)), fmt


def _mtime(path: Path) -> str | None:
    try:
        return datetime.fromtimestamp(path.stat().st_mtime, UTC).isoformat(timespec="seconds")
    except OSError:
        return None


def parse_log(
    lines: list[str], path: Path | None, *, first_line: int = 2, what: FileKind = "save"
) -> tuple[Header, list[dict]]:
    """The engine log in a file's `lines` (from its line `first_line`), or SaveError."""
    try:
        name = None if path is None else Path(path).name
        return parse_lines(lines, name, first_line=first_line)
    except Illegal as exc:
        code = "too-new" if exc.code == "log-too-new" else "corrupt"
        raise SaveError(code, damaged(what, exc.message), path) from exc


def _meta(doc: SaveDoc, header: Header, entries: list[dict], found: int) -> SaveMeta:
    env = doc.envelope
    summary = env.get("summary")
    return SaveMeta(
        game=header.ruleset,
        created=env.get("created") if isinstance(env.get("created"), str) else None,
        summary=summary if isinstance(summary, dict) else {},
        controllers=controllers_from_json(env.get("controllers"), header.seats),
        entries=len(entries),
        uid=env.get("uid") if isinstance(env.get("uid"), str) else None,
        checksum=env.get("checksum"),
        migrated_from=found if found < SAVE_FORMAT else None,
        extra={k: v for k, v in env.items() if k not in _RESERVED},
    )


def read_save(path: Path) -> tuple[Header, list[dict], SaveMeta]:
    """The log and metadata of a save, migrated to the current format. Raises SaveError.

    Never writes: a migrated save stays as it was on disk until it is saved again.
    """
    path = Path(path)
    data = _read_bytes(path)
    doc, found = _decode(data, path)
    try:
        doc = migrate(doc, found)
    except SaveError as exc:
        exc.path = path
        raise
    try:
        header, entries = parse_log(doc.lines, path, first_line=2 if found else 1)
    except SaveError as exc:
        # Format 0 has no length to compare: a damaged last line with no newline after it is
        # the mark of a write that stopped early.
        if found == 0 and exc.code == "corrupt" and not data.endswith(b"\n"):
            try:
                parse_log(doc.lines[:-1], path, first_line=1)
            except SaveError:
                raise exc from None
            raise SaveError(
                "truncated",
                _("This save file is incomplete; it was cut off while being saved or copied."),
                path,
            ) from exc
        raise
    if found >= 1:
        declared = doc.envelope.get("entries")
        if isinstance(declared, int) and declared != len(entries):
            raise SaveError(
                "corrupt", _("This save file is damaged: some of the game is missing."), path
            )
    return header, entries, _meta(doc, header, entries, found)


def session_from_log(
    header: Header,
    entries: list[dict],
    path: Path | None = None,
    *,
    ruleset: Ruleset | None = None,
    verify: bool = False,
) -> Session:
    """`Session.from_log`, with every failure turned into a SaveError for the player."""
    try:
        return Session.from_log(header, entries, ruleset=ruleset, verify=verify)
    except Illegal as exc:
        code = {"log-too-new": "too-new", "unknown-game": "unknown-game"}.get(exc.code, "corrupt")
        raise SaveError(code, exc.message, path) from exc
    except Exception as exc:  # a log the rules cannot replay must not crash the app
        log.exception("replaying %s failed", path)
        raise SaveError(
            "corrupt", _("This game could not be replayed; it may be damaged."), path
        ) from exc


def open_save(
    path: Path, *, ruleset: Ruleset | None = None, verify: bool = False
) -> tuple[Session, SaveMeta]:
    """A playable (or replayable) Session from a save. Raises SaveError, never anything else."""
    header, entries, meta = read_save(path)
    return session_from_log(header, entries, Path(path), ruleset=ruleset, verify=verify), meta


# -- writing ----------------------------------------------------------------------------------
def default_summary(session: Session) -> dict[str, Any]:
    """What a save list shows without replaying: names, progress, and the result if over."""
    summary: dict[str, Any] = {
        "names": list(session.header.names),
        "seats": session.header.seats,
        "entries": len(session.entries),
        "over": session.is_over(),
    }
    if summary["over"]:
        result = session.result()
        summary["scores"] = result.get("scores")
        summary["winners"] = result.get("winners")
    return summary


def encode_save(
    header: Header,
    entries: list[dict],
    *,
    summary: dict[str, Any] | None = None,
    controllers: list[Controller] | None = None,
    uid: str | None = None,
    created: str | None = None,
    extra: dict[str, Any] | None = None,
) -> tuple[bytes, dict[str, Any]]:
    """The bytes of a save file (current format) and its envelope."""
    body = "".join(line + "\n" for line in write_lines(header, entries)).encode("utf-8")
    controllers = controllers or [Controller() for _ in range(header.seats)]
    # Key order is for people opening the file: format first, then what it is.
    envelope: dict[str, Any] = {
        ENVELOPE_KEY: SAVE_FORMAT,
        "checksum": _checksum(body),
        "length": len(body),
        "entries": len(entries),
        "created": created or _now(),
        "game": header.ruleset,
        "summary": summary or {},
        "controllers": [c.to_json() for c in controllers],
        "uid": uid,
    }
    envelope |= {k: v for k, v in (extra or {}).items() if k not in _RESERVED}
    first = json.dumps(envelope, separators=(",", ":"), ensure_ascii=False)
    return first.encode("utf-8") + b"\n" + body, envelope


def check_replaceable(path: Path) -> None:
    """Raise SaveError("protected") if `path` holds something this version cannot read."""
    path = Path(path)
    if not path.exists() and not path.is_symlink():
        return
    try:
        read_save(path)
    except SaveError as exc:
        if exc.code == "missing":
            return
        raise SaveError(
            "protected",
            _(
                "There is already a file called {name} that this version cannot read "
                "({problem}) It was left untouched; save under another name, "
                "or confirm to replace it."
            ).format(name=path.name, problem=exc.message),
            path,
        ) from exc


def write_save(
    path: Path,
    session: Session,
    summary: dict[str, Any] | None = None,
    *,
    controllers: list[Controller] | None = None,
    uid: str | None = None,
    extra: dict[str, Any] | None = None,
    replace_unreadable: bool = False,
) -> SaveMeta:
    """Save `session` atomically. `summary` adds to (and overrides) `default_summary`.

    Refuses (SaveError "protected") to replace a file it cannot read, unless the player
    confirmed and the caller passes `replace_unreadable=True`.
    """
    path = Path(path)
    if not replace_unreadable:
        check_replaceable(path)
    full = default_summary(session) | dict(summary or {})
    data, envelope = encode_save(
        session.header,
        session.entries,
        summary=full,
        controllers=controllers,
        uid=uid,
        extra=extra,
    )
    atomic_write_bytes(path, data)
    return _meta(SaveDoc(envelope, []), session.header, session.entries, SAVE_FORMAT)


def new_save_path(directory: Path, game: str) -> Path:
    """A fresh, sortable file name in `directory`, e.g. 20250101T120000Z-rage-trick-3fa2.rtsave."""
    stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%SZ")
    while True:
        path = Path(directory) / f"{stamp}-{game}-{secrets.token_hex(2)}{SAVE_SUFFIX}"
        if not path.exists():
            return path


# -- listing ----------------------------------------------------------------------------------
@dataclass
class SaveInfo:
    path: Path
    meta: SaveMeta
    names: list[str]
    modified: float


@dataclass
class BrokenSave:
    path: Path
    error: SaveError


@dataclass
class SaveListing:
    saves: list[SaveInfo] = field(default_factory=list)
    #: Files that look like saves but could not be read; shown greyed out, never deleted.
    broken: list[BrokenSave] = field(default_factory=list)


def list_saves(directory: Path) -> SaveListing:
    """Saves in `directory`, newest first, with broken ones reported separately."""
    listing = SaveListing()
    directory = Path(directory)
    if not directory.is_dir():
        return listing
    for path in directory.glob(f"*{SAVE_SUFFIX}"):
        if path.name.startswith("."):  # temp files of an interrupted atomic write
            continue
        try:
            header, _entries, meta = read_save(path)
            modified = path.stat().st_mtime
        except SaveError as exc:
            log.info("skipping save %s: %s", path, exc)
            listing.broken.append(BrokenSave(path, exc))
            continue
        except OSError as exc:
            error = SaveError("unreadable", reason(exc, reading=True), path)
            listing.broken.append(BrokenSave(path, error))
            continue
        listing.saves.append(SaveInfo(path, meta, list(header.names), modified))
    listing.saves.sort(key=lambda info: (info.meta.created or "", info.modified), reverse=True)
    listing.broken.sort(key=lambda item: item.path.name)
    return listing
