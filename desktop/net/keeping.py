"""What a LAN game leaves on this computer: the seat it holds (to take back after a restart)
and, once the game is over or the host ended it, the game as a replay.

The host keeps its table's whole log (its journal, filed like a local game's autosave); a
guest keeps its seat's share and what it saw after each entry (`desktop.replay.recorded`).
No pygame: the LAN screens call this, and so do tests.
"""

from __future__ import annotations

import base64
import binascii
import contextlib
import logging
import shutil
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Protocol

from desktop.net.client import TableState
from desktop.net.rulesets import named_ruleset
from desktop.replay.recorded import RECORD_SUFFIX, Recording
from desktop.store.atomic import atomic_write_bytes
from desktop.store.journal import TABLE_SIDE, TableJournal
from desktop.store.lan_seats import HeldSeats
from desktop.store.paths import Paths
from desktop.store.saves import SaveError, encode_save, new_save_path, session_from_log, write_save
from desktop.store.seats import Controller
from engine.core.errors import Illegal
from engine.core.log import Header, parse_lines

log = logging.getLogger(__name__)


class HostedJournal(Protocol):
    """A table this app hosts, as far as filing its game goes."""

    journal_dir: Path | None

    @property
    def table_id(self) -> str: ...


@dataclass
class SeatBook:
    """The held seats and the folders a LAN game files into, for one app."""

    paths: Paths

    @property
    def seats(self) -> HeldSeats:
        return HeldSeats.of(self.paths)

    def forget(self, table: str | None) -> None:
        if table:
            self.seats.forget(table)

    def file_hosted(self, hosted: HostedJournal) -> Path | None:
        """The hosted table's game is over or ended: its journal becomes a replay (the whole
        log) and goes, so it is not offered to host again."""
        if hosted.journal_dir is None:
            return None
        return file_hosted_journal(self.paths, Path(hosted.journal_dir), hosted.table_id)


def file_hosted_journal(paths: Paths, journal_dir: Path, table_id: str) -> Path | None:
    """File the game journaled in `journal_dir` (this app's folder for one hosted table) as a
    replay, then remove the folder. Call once the host no longer writes there."""
    directory = journal_dir / table_id
    try:
        path = file_table_journal(paths, directory)
    except (OSError, SaveError, Illegal, ValueError) as exc:
        log.error("could not keep the hosted game in %s as a replay: %s", directory, exc)
        return None
    with contextlib.suppress(OSError):
        shutil.rmtree(journal_dir)
    return path


def file_table_journal(paths: Paths, directory: Path) -> Path | None:
    """A hosted table's journal as a replay (None if the game never began)."""
    lines_path = TableJournal(directory).log_path
    if not lines_path.exists():
        return None
    header, entries = parse_lines(lines_path.read_text(encoding="utf-8").splitlines())
    session = session_from_log(header, entries, lines_path)
    side = TableJournal(directory).load_side() or {}
    controllers = [
        Controller("bot", str(seat.get("bot") or "")) if seat.get("kind") == "bot" else Controller()
        for seat in side.get("seats", [])
        if isinstance(seat, dict)
    ]
    target = new_save_path(paths.replays_dir, header.ruleset)
    extra = {"finished": _now(), "lan": {"hosted": True}}
    write_save(target, session, controllers=controllers or None, extra=extra)
    return target


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


def hosted_journal_dir(paths: Paths, table_id: str) -> Path:
    """Where this app journals a table it hosts (one folder each, so resuming one restores
    only that one)."""
    return paths.data_dir / "lan-host" / table_id


def keep_replay(paths: Paths, state: TableState) -> Path | None:
    """A guest keeps its seat's share of the game as a replay, with the host's record of
    what it saw; None if there is nothing to keep (or it could not be written)."""
    if state.header is None or state.seat is None or not state.log:
        return None
    try:
        header = Header.from_json(state.header)
        ruleset = named_ruleset(header.ruleset)
    except (Illegal, KeyError, TypeError, ValueError) as exc:
        log.warning("no replay kept: %s", exc)
        return None
    entries = list(state.log)
    record = state.record or {}
    data: bytes | None = None
    if record.get("seat") == state.seat and record.get("state_id") == len(entries):
        try:
            data = base64.b64decode(str(record.get("data") or ""), validate=True)
            Recording.unpack(data, len(entries))
        except (binascii.Error, ValueError) as exc:
            log.warning("the host's record of the game is damaged (%s); kept without it", exc)
            data = None
    over = bool(state.over)
    result = state.result if over and isinstance(state.result, dict) else None
    summary: dict[str, Any] = {
        "names": list(header.names),
        "seats": header.seats,
        "entries": len(entries),
        "over": over,
    }
    if result is not None:
        summary |= {"scores": result.get("scores"), "winners": result.get("winners")}
        summary["result"] = result
    controllers = [
        Controller("bot", str(seat.get("bot") or ""))
        if seat.get("kind") == "bot"
        else Controller("remote" if i != state.seat else "person")
        for i, seat in enumerate(state.seats)
    ]
    table = state.table or {}
    extra: dict[str, Any] = {
        "finished": _now(),
        "lan": {"table": str(table.get("name") or ""), "seat": state.seat},
    }
    if data is None:
        # Without the record the rules must rebuild the game from the seat's share alone
        # (RAGE can; the CCGs cannot): keep it only if they do.
        try:
            session_from_log(header, entries, ruleset=ruleset)
        except SaveError:
            log.warning("no replay kept: the host sent no record and the log alone won't do")
            return None
    target = new_save_path(paths.replays_dir, header.ruleset)
    if data is not None:
        extra["recorded"] = {"seat": state.seat, "views": target.with_suffix(RECORD_SUFFIX).name}
    body, _envelope = encode_save(
        header,
        entries,
        summary=summary,
        controllers=controllers or None,
        extra=extra,
    )
    try:
        if data is not None:  # the record first: a save that names it finds it
            atomic_write_bytes(target.with_suffix(RECORD_SUFFIX), data)
        atomic_write_bytes(target, body)
    except OSError as exc:
        log.error("could not keep the replay %s: %s", target, exc)
        return None
    log.info("kept the LAN game as a replay: %s", target)
    return target


def hosted_tables(paths: Paths) -> list[str]:
    """Ids of tables this app hosted whose journal is still there (a crash, not an end)."""
    root = paths.data_dir / "lan-host"
    if not root.is_dir():
        return []
    return sorted(p.name for p in root.iterdir() if (p / p.name / TABLE_SIDE).is_file())
