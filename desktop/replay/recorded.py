"""A seat's recording of a game played on another computer (a LAN guest's replay).

A guest holds only its seat's share of the game: the log redacted for it. The rules cannot
always rebuild a state from that (a CCG's redacted deal has counts where cards were), so the
host, when the game ends, sends each seat what it saw after every entry (`record_seat`: its
view and who was to act). The guest keeps that beside the replay, and `RecordedGame` plays it
back through the same `ReplayRunner` and tables as a full log, from that seat only.

    <replay>.rtsave   a save: the seat's header and log (header.redacted), and in its envelope
                      "recorded": {"seat": n, "views": "<replay>.rtviews"}
    <replay>.rtviews  zlib-compressed JSON: {"format": 1, "seat": n, "views": [...],
                      "to_act": [[...], ...]}, item k after the first k + 1 entries
"""

from __future__ import annotations

import json
import zlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from engine.core.errors import Illegal
from engine.core.log import Header
from engine.core.ruleset import Command, Ruleset, Seat
from engine.core.session import log_marks
from engine.core.strings import strings_in

RECORD_SUFFIX = ".rtviews"
RECORD_FORMAT = 1
#: A recording larger than this unpacked is not one we wrote (a CCG game is ~10 MB).
MAX_RECORD = 256 << 20


def record_seat(ruleset: Ruleset, header: Header, entries: list[dict], seat: int) -> bytes:
    """What `seat` saw after each entry of the game (the full log), packed."""
    state = ruleset.initial_state(header.options, header.seats)
    views: list[dict[str, Any]] = []
    to_act: list[list[int]] = []
    for item in entries:
        for event in item["events"]:
            ruleset.evolve(state, event)
        views.append(ruleset.view(state, seat))
        to_act.append(sorted(ruleset.to_act(state)))
    body = {"format": RECORD_FORMAT, "seat": seat, "views": views, "to_act": to_act}
    return zlib.compress(json.dumps(body, separators=(",", ":")).encode("utf-8"), 6)


@dataclass(frozen=True)
class Recording:
    seat: int
    views: list[dict[str, Any]]
    to_act: list[list[int]]

    @classmethod
    def unpack(cls, data: bytes, entries: int) -> Recording:
        """The recording in `data`, for a log of `entries` entries. Raises ValueError."""
        inflate = zlib.decompressobj()
        try:
            raw = inflate.decompress(data, MAX_RECORD)
        except zlib.error as exc:
            raise ValueError(f"the recording is damaged ({exc})") from exc
        if inflate.unconsumed_tail:
            raise ValueError("the recording is too large")
        try:
            body = json.loads(raw)
        except (ValueError, RecursionError) as exc:
            raise ValueError("the recording is damaged") from exc
        if not isinstance(body, dict) or body.get("format") != RECORD_FORMAT:
            raise ValueError("the recording is not one this version can read")
        seat, views, to_act = body.get("seat"), body.get("views"), body.get("to_act")
        if (
            not isinstance(seat, int)
            or not isinstance(views, list)
            or not isinstance(to_act, list)
            or len(views) != entries
            or len(to_act) != entries
            or not all(isinstance(v, dict) for v in views)
            or not all(isinstance(t, list) for t in to_act)
        ):
            raise ValueError("the recording does not match its game")
        return cls(seat, views, to_act)


class RecordedSession:
    """What a table sees of a recorded game at the cursor: the seat's view as it was, its
    share of the log; nothing can be played (the surface of `ReplaySession`)."""

    def __init__(self, game: RecordedGame, cursor: int) -> None:
        self._game = game
        self.viewpoint: Seat = game.recording.seat
        self.ruleset = game.ruleset  # the events are the seat's already: redact is idempotent
        self.header: Header = game.header
        self._cursor = cursor

    def _advance(self) -> dict:
        item = self._game.entries[self._cursor]
        self._cursor += 1
        return item

    def _jump(self, cursor: int) -> None:
        self._cursor = cursor

    @property
    def state_id(self) -> int:
        return self._cursor

    @property
    def entries(self) -> list[dict[str, Any]]:
        return self._game.entries[: self._cursor]

    def view(self, seat: Seat) -> dict[str, Any]:
        """The recorded seat's view (whichever seat is asked: it saw nothing else)."""
        view = dict(self._game.recording.views[max(0, self._cursor - 1)])
        view["state_id"] = self._cursor
        return view

    def view_strings(self, seat: Seat) -> list[str]:
        """Every string of the recorded view (the card instances the seat knew of)."""
        return strings_in(self.view(seat))

    def legal(self, seat: int) -> list[Command]:
        return []

    def to_act(self) -> frozenset[int]:
        return frozenset(self._game.recording.to_act[max(0, self._cursor - 1)])

    def is_over(self) -> bool:
        return self._cursor >= len(self._game.entries) and self._game.over

    def result(self) -> dict[str, Any]:
        return dict(self._game.result or {}) if self.is_over() else {}

    def redact_entry(self, item: dict[str, Any], seat: Seat) -> dict[str, Any]:
        return item

    def events_for(self, seat: Seat, since: int = 0) -> list[dict[str, Any]]:
        return list(self.entries[since:])

    def header_for(self, seat: Seat) -> Header:
        return self.header

    def log_for(self, seat: Seat) -> dict[str, Any]:
        return {"header": self.header.to_json(), "entries": self.events_for(seat)}

    def marks(self) -> list[tuple[int, dict[str, int]]]:
        return self._game.marks()

    def apply(self, seat: int, command: Command, *, state_id: int | None = None) -> list:
        raise Illegal("replay", "This is a replay.")

    def undo(self, seat: int, *, others_consent: bool = False) -> int:
        raise Illegal("replay", "This is a replay.")

    def undo_reach(self, seat: int) -> tuple[int, frozenset[int]]:
        raise Illegal("replay", "This is a replay.")

    def on_entry(self, listener: Callable[..., None]) -> Callable[[], None]:
        return lambda: None

    def on_reset(self, listener: Callable[..., None]) -> Callable[[], None]:
        return lambda: None


@dataclass
class RecordedGame:
    """A seat's log and recording: what `ReplayRunner` plays in place of a full `Session`."""

    header: Header
    entries: list[dict]
    ruleset: Ruleset
    recording: Recording
    #: the game ended by the rules (not cut short by the host leaving)
    over: bool = False
    result: dict[str, Any] | None = None

    def session_at(self, cursor: int) -> RecordedSession:
        return RecordedSession(self, cursor)

    def marks(self) -> list[tuple[int, dict[str, int]]]:
        return log_marks(self.ruleset, self.entries)
