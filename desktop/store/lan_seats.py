"""The seats this computer holds at LAN tables, kept so that a restarted app takes them back.

    data/lan-seats.json  {"lan_seats": 1, "seats": [{"table": ..., "token": ..., ...}, ...]}

A seat is kept when we sit down at a table (the token is what the host knows us by), with
the table's address and identity (its id, name, game and host), and forgotten when it can no
longer be ours: the game ended, we left the lobby, were sent away, or the host gave the seat
to someone else or no longer knows the table. A seat at a table this app hosts (`hosted`)
also names the host's journal, from which the table itself comes back after a crash.

The file is small and rewritten whole, atomically; a damaged one is reported in the log and
read as empty (the worst case is a seat offered as "join" rather than "rejoin").
"""

from __future__ import annotations

import json
import logging
from dataclasses import asdict, dataclass, fields, replace
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from desktop.store.atomic import atomic_write_bytes
from desktop.store.paths import Paths
from engine.core.bounded import BadInput, parse_json

log = logging.getLogger(__name__)

FILE_NAME = "lan-seats.json"
FORMAT_KEY = "lan_seats"
FORMAT = 1
#: A seat at a table nobody could reach for this long is forgotten.
KEEP_UNREACHED = timedelta(days=7)
#: More than this many seats is not a person's history but a damaged or hostile file.
MAX_SEATS = 64


@dataclass(frozen=True)
class HeldSeat:
    table: str
    token: str
    address: str
    port: int
    seat: int
    name: str = ""
    game: str = ""
    host_name: str = ""
    player: str = ""
    saved: str = ""
    #: this app hosts the table: it comes back from its journal in `journal_dir`, served on
    #: `bind` (and announced on the LAN if `advertise`) as it was
    hosted: bool = False
    journal_dir: str = ""
    bind: str = ""
    advertise: bool = True

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_json(cls, data: Any) -> HeldSeat | None:
        """The seat in `data`, or None if it is not one (a damaged or foreign entry)."""
        if not isinstance(data, dict):
            return None
        kinds = {"port": int, "seat": int, "hosted": bool, "advertise": bool}
        values: dict[str, Any] = {}
        for spec in fields(cls):
            value = data.get(spec.name)
            kind = kinds.get(spec.name, str)
            if value is None:
                continue
            if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
                return None
            if isinstance(value, str) and len(value) > 512:
                return None
            values[spec.name] = value
        if not all(values.get(k) for k in ("table", "token", "address")) or "port" not in values:
            return None
        values.setdefault("seat", 0)
        return cls(**values)

    def stale(self, now: datetime) -> bool:
        try:
            saved = datetime.fromisoformat(self.saved)
        except ValueError:
            return True
        return now - saved > KEEP_UNREACHED


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


class HeldSeats:
    """The file of seats held; every method reads it anew (another app may have written it)."""

    def __init__(self, path: Path) -> None:
        self.path = Path(path)

    @classmethod
    def of(cls, paths: Paths) -> HeldSeats:
        return cls(paths.data_dir / FILE_NAME)

    def all(self) -> list[HeldSeat]:
        try:
            raw = self.path.read_bytes()
        except FileNotFoundError:
            return []
        except OSError as exc:
            log.warning("cannot read %s: %s", self.path, exc)
            return []
        try:
            data = parse_json(raw, source=str(self.path))
        except BadInput as exc:
            log.warning("%s is damaged (%s); no seats are offered to rejoin", self.path, exc)
            return []
        items = data.get("seats") if isinstance(data, dict) else None
        if not isinstance(items, list):
            return []
        out = []
        for item in items[:MAX_SEATS]:
            seat = HeldSeat.from_json(item)
            if seat is not None:
                out.append(seat)
        return out

    def find(self, table: str) -> HeldSeat | None:
        return next((s for s in self.all() if s.table == table), None)

    def keep(self, seat: HeldSeat) -> HeldSeat:
        """Remember `seat` (in place of any earlier one at the same table); returns it as
        stored (stamped with the time)."""
        stamped = replace(seat, saved=_now())
        now = datetime.now(UTC)
        others = [s for s in self.all() if s.table != seat.table and not s.stale(now)]
        self._write([stamped, *others][:MAX_SEATS])
        return stamped

    def forget(self, table: str) -> None:
        seats = self.all()
        kept = [s for s in seats if s.table != table]
        if len(kept) != len(seats):
            self._write(kept)

    def _write(self, seats: list[HeldSeat]) -> None:
        payload = {FORMAT_KEY: FORMAT, "seats": [s.to_json() for s in seats]}
        text = json.dumps(payload, indent=1, ensure_ascii=False) + "\n"
        try:
            atomic_write_bytes(self.path, text.encode("utf-8"))
        except OSError as exc:  # a full disk costs the rejoin offer, never the game
            log.error("could not save the LAN seats to %s: %s", self.path, exc)
