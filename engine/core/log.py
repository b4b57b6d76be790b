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

from engine.core.bounded import DEFAULT_LIMITS, At, Limits, parse_json
from engine.core.errors import Illegal
from engine.i18n import _

LOG_FORMAT = 1
#: No game seats more; a header asking for more is refused before anything is built for it.
MAX_SEATS = 64


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
    def from_json(cls, data: object, at: At | None = None) -> Header:
        """A header read from outside (a file, a request, a peer), every field checked: a
        refusal (`BadInput`, code "bad-log") says which field and what was wrong."""
        at = at or At(_("game log"), "header", code="bad-log")
        data = at.need_object(data)
        fmt = at.key("format").need_int(data.get("format", LOG_FORMAT), 0, 1 << 31)
        if fmt > LOG_FORMAT:
            raise Illegal(
                "log-too-new",
                f"This game log was written by a newer Rage Table (log format {fmt}); "
                "update the app to open it.",
            )
        for key in ("ruleset", "version", "options", "seats", "seed"):
            if key not in data:
                raise at.key(key).refuse(_("is missing."))
        seats = at.key("seats").need_int(data["seats"], 1, MAX_SEATS)
        names = at.key("names").need_list(data.get("names") or [], most=seats)
        viewer = data.get("viewer")
        return cls(
            ruleset=at.key("ruleset").need_text(data["ruleset"], most=64, empty=False),
            version=at.key("version").need_int(data["version"], 0, 1 << 31),
            options=dict(at.key("options").need_object(data["options"])),
            seats=seats,
            seed=at.key("seed").need_int(data["seed"], -(1 << 128), 1 << 128),
            format=fmt,
            names=[at.key("names").index(i).need_text(n, most=200) for i, n in enumerate(names)],
            viewer=None if viewer is None else at.key("viewer").need_int(viewer, 0, seats - 1),
            redacted=at.key("redacted").need_bool(data.get("redacted", False)),
        )


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


def parse_lines(
    lines: Iterable[str],
    source: str | None = None,
    limits: Limits = DEFAULT_LIMITS,
    *,
    first_line: int = 1,
) -> tuple[Header, list[dict]]:
    """Parse a JSON-lines log. Raises Illegal (code "bad-log"; a `BadInput` naming `source`, the
    line and the field) on any damage: every entry's fields are checked here, so the rules
    are only ever handed entries of the right shape. `first_line`: the number of the log's
    first line in its file (a save's envelope comes before it)."""
    name = source if source is not None else _("game log")
    header: Header | None = None
    entries: list[dict] = []
    for number, raw in enumerate(lines, start=first_line):
        raw = raw.strip()
        if not raw:
            continue
        line = _("line {line}").format(line=number)
        obj = parse_json(raw, source=name, place=line, limits=limits, code="bad-log")
        at = At(name, line=line, code="bad-log")
        if header is None:
            if not isinstance(obj, dict) or "header" not in obj:
                raise at.refuse(_("is not a header line; a game log starts with one."))
            header = Header.from_json(obj["header"], at.key("header"))
            continue
        entries.append(_entry(at, obj, len(entries), header))
    if header is None:
        raise Illegal("bad-log", _("The game log is empty."))
    return header, entries


def entries_from_json(raw: object, header: Header, at: At) -> list[dict]:
    """A list of log entries from outside (a request, a peer), each checked as `parse_lines`
    checks a line."""
    items = at.need_list(raw)
    return [_entry(at.index(n), item, n, header) for n, item in enumerate(items)]


def _entry(at: At, obj: object, n: int, header: Header) -> dict:
    """One log entry, checked: its number, seat, command, events and barrier. The usual entry
    passes plain type checks; the places of a refusal are worked out only on damage."""
    item = at.need_object(obj)
    for key in ("n", "seat", "command", "events", "barrier"):
        if key not in item:
            raise at.key(key).refuse(_("is missing."))
    found = item["n"]
    if found != n or isinstance(found, bool):
        found = at.key("n").need_int(found, 0, 1 << 31)
        raise at.key("n").refuse(
            _("is entry {found} where entry {n} should be.").format(found=found, n=n)
        )
    seat, command = item["seat"], item["command"]
    if n == 0:
        if seat is not None or command is not None:
            raise at.refuse(_("is the opening entry, which has no seat and no command."))
    else:
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < header.seats:
            at.key("seat").need_int(seat, 0, header.seats - 1)
        if not isinstance(command, dict) and (command is not None or not header.redacted):
            at.key("command").need_object(command)  # a seat's copy hides others' commands
    events = at.key("events").need_list(item["events"])
    for i, event in enumerate(events):
        kind = event.get("type") if isinstance(event, dict) else None
        if not isinstance(kind, str) or not 0 < len(kind) <= 64:  # the message only on damage
            place = at.key("events").index(i)
            place.key("type").need_text(place.need_object(event).get("type"), most=64, empty=False)
    if not isinstance(item["barrier"], bool):
        at.key("barrier").need_bool(item["barrier"])
    return item
