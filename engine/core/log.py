"""The event log: a header and append-only entries, stored as JSON lines.

Line 1 is the header; each further line is one entry:
    {"n": 0, "seat": null, "command": null, "events": [...], "barrier": true}
Entry 0 holds the opening events of `setup`. A log can be rebuilt by `evolve` alone.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from dataclasses import asdict, dataclass, field
from typing import Any

from engine.core.errors import Illegal

LOG_FORMAT = 1


@dataclass
class Header:
    ruleset: str
    version: int
    options: dict[str, Any]
    seats: int
    seed: int
    format: int = LOG_FORMAT
    names: list[str] = field(default_factory=list)
    #: For a seat's redacted copy: whose point of view it is (None = spectator / everything).
    viewer: int | None = None
    redacted: bool = False

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Header:
        try:
            fmt = int(data.get("format", LOG_FORMAT))
            if fmt > LOG_FORMAT:
                raise Illegal(
                    "log-too-new",
                    f"This game log was written by a newer Rage Table (log format {fmt}); "
                    "update the app to open it.",
                )
            return cls(
                ruleset=str(data["ruleset"]),
                version=int(data["version"]),
                options=dict(data["options"]),
                seats=int(data["seats"]),
                seed=int(data["seed"]),
                format=fmt,
                names=list(data.get("names") or []),
                viewer=data.get("viewer"),
                redacted=bool(data.get("redacted", False)),
            )
        except (KeyError, TypeError, ValueError) as exc:
            raise Illegal("bad-log", f"The game log's header is damaged ({exc}).") from exc


def entry(
    n: int, seat: int | None, command: dict | None, events: list[dict], barrier: bool
) -> dict:
    return {"n": n, "seat": seat, "command": command, "events": events, "barrier": barrier}


def dumps_line(obj: dict[str, Any]) -> str:
    return json.dumps(obj, separators=(",", ":"), sort_keys=True, ensure_ascii=False)


def write_lines(header: Header, entries: Iterable[dict]) -> Iterator[str]:
    yield dumps_line({"header": header.to_json()})
    for item in entries:
        yield dumps_line(item)


def parse_lines(lines: Iterable[str]) -> tuple[Header, list[dict]]:
    """Parse a JSON-lines log. Raises Illegal with a clear message on any damage."""
    header: Header | None = None
    entries: list[dict] = []
    for number, raw in enumerate(lines, start=1):
        raw = raw.strip()
        if not raw:
            continue
        try:
            obj = json.loads(raw)
        except json.JSONDecodeError as exc:
            raise Illegal(
                "bad-log", f"Line {number} of the game log is damaged ({exc.msg})."
            ) from exc
        if header is None:
            if not isinstance(obj, dict) or "header" not in obj:
                raise Illegal("bad-log", "The game log does not start with a header line.")
            header = Header.from_json(obj["header"])
            continue
        if not isinstance(obj, dict) or not isinstance(obj.get("events"), list):
            raise Illegal("bad-log", f"Line {number} of the game log is not a log entry.")
        if obj.get("n") != len(entries):
            raise Illegal(
                "bad-log", f"Line {number} of the game log is out of order (entry {obj.get('n')})."
            )
        entries.append(obj)
    if header is None:
        raise Illegal("bad-log", "The game log is empty.")
    return header, entries
