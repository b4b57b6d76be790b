"""ReplaySession: what a table sees of a recorded game, at the replay's cursor.

It answers the questions a table asks a live `Session` (view, legal, to_act, state_id,
header, entries, is_over, redact_entry, ...) as they stood after the first `cursor` entries,
and nothing more:

- views are the viewpoint's: `view(seat)` for another seat gives the viewpoint's view
  instead (a table that asks for seat 0 while the replay is watched as a spectator still gets
  the public view); `view(None)` (less) is always allowed. `ruleset` is the real one behind
  a guard with the same rule for `redact`, `describe` and `view`, so a table's log and
  animations never show more than the viewpoint either;
- `legal` is the viewpoint seat's only (others' legal plays would name their cards);
- the header is `Session.header_for(viewpoint)`: the seed, which would reveal every shuffle,
  is never shown, nor stacked test deals;
- the true state is not an attribute, so a table cannot read it by accident.

`entries` are the log entries up to the cursor as recorded, like a live session's: tables
redact each event for their viewer when they show it (the presenter does), exactly as in
live play. `events_for(viewpoint)` gives them already redacted.

Nothing here changes the game: `apply` and `undo` are refused with "This is a replay."
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.core.errors import Illegal
from engine.core.log import Header
from engine.core.ruleset import Command, Seat
from engine.core.session import Session
from engine.core.strings import strings_in

REPLAY_MESSAGE = "This is a replay."


def refusal() -> Illegal:
    return Illegal("replay", REPLAY_MESSAGE)


def clamp_seat(seat: Seat, viewpoint: Seat) -> Seat:
    """Never more than the viewpoint may know: another seat's eyes become the viewpoint's."""
    return seat if seat is None or seat == viewpoint else viewpoint


class ViewpointRuleset:
    """The ruleset as a replay's table sees it: whatever seat the table asks `redact`,
    `describe` or `view` for, the answer is never more than the viewpoint may know.

    (A table watching all bots may look "from seat 0" while the replay is watched as a
    spectator; its log and animations then still show public information only.)
    Everything else is the real ruleset's.
    """

    def __init__(self, ruleset: Any, viewpoint: Seat) -> None:
        self._ruleset = ruleset
        self._viewpoint = viewpoint

    def __getattr__(self, name: str) -> Any:
        return getattr(self._ruleset, name)

    def redact(self, event: dict, seat: Seat) -> dict | None:
        return self._ruleset.redact(event, clamp_seat(seat, self._viewpoint))

    def describe(self, event: dict, seat: Seat, names: Any) -> str | None:
        return self._ruleset.describe(event, clamp_seat(seat, self._viewpoint), names)

    def view(self, state: Any, seat: Seat) -> dict[str, Any]:
        return self._ruleset.view(state, clamp_seat(seat, self._viewpoint))

    def redact_command(self, command: Command, by: int, seat: Seat) -> Command | None:
        return self._ruleset.redact_command(command, by, clamp_seat(seat, self._viewpoint))


class ReplaySession:
    def __init__(self, full: Session, viewpoint: Seat, cursor: int) -> None:
        self._full = full
        self.viewpoint = viewpoint
        self.ruleset = ViewpointRuleset(full.ruleset, viewpoint)
        self._rules = full.ruleset
        self.header: Header = full.header_for(viewpoint)
        self._cursor = cursor
        self._state = full.state_at(cursor)
        self._entries: list[dict] | None = None

    # -- moved by the runner -----------------------------------------------------------------
    def _advance(self) -> dict:
        """Apply the next entry (evolve only, as `Session.from_log` does); returns it."""
        item = self._full.entries[self._cursor]
        for event in item["events"]:
            self._rules.evolve(self._state, event)
        self._cursor += 1
        self._entries = None
        return item

    def _jump(self, cursor: int) -> None:
        """The state after `cursor` entries, from the nearest snapshot (`Session.state_at`)."""
        self._state = self._full.state_at(cursor)
        self._cursor = cursor
        self._entries = None

    # -- what a live Session answers ---------------------------------------------------------
    @property
    def state_id(self) -> int:
        return self._cursor

    @property
    def entries(self) -> list[dict]:
        if self._entries is None:
            self._entries = self._full.entries[: self._cursor]
        return self._entries

    def _seat(self, seat: Seat) -> Seat:
        return clamp_seat(seat, self.viewpoint)

    def view(self, seat: Seat) -> dict[str, Any]:
        view = self._rules.view(self._state, self._seat(seat))
        view["state_id"] = self._cursor
        return view

    def view_strings(self, seat: Seat) -> list[str]:
        """Every string of `seat`'s view now (the card instances it may know of)."""
        return strings_in(self.view(seat))

    def legal(self, seat: int) -> list[Command]:
        if seat is None or seat != self.viewpoint or self._rules.is_over(self._state):
            return []
        return self._rules.legal(self._state, seat)

    def to_act(self) -> frozenset[int]:
        return self._rules.to_act(self._state)

    def is_over(self) -> bool:
        return self._rules.is_over(self._state)

    def result(self) -> dict[str, Any]:
        """The result once the game is over at the cursor; empty before that."""
        return self._rules.result(self._state) if self.is_over() else {}

    def redact_entry(self, item: dict, seat: Seat) -> dict:
        return self._full.redact_entry(item, self._seat(seat))

    def events_for(self, seat: Seat, since: int = 0) -> list[dict]:
        return [self.redact_entry(item, seat) for item in self.entries[since:]]

    def header_for(self, seat: Seat) -> Header:
        return self._full.header_for(self._seat(seat))

    def log_for(self, seat: Seat) -> dict[str, Any]:
        return {"header": self.header_for(seat).to_json(), "entries": self.events_for(seat)}

    def marks(self) -> list[tuple[int, dict[str, int]]]:
        return self._full.marks()

    # -- refused -------------------------------------------------------------------------------
    def apply(self, seat: int, command: Command, *, state_id: int | None = None) -> list:
        raise refusal()

    def undo(self, seat: int, *, others_consent: bool = False) -> int:
        raise refusal()

    def undo_reach(self, seat: int) -> tuple[int, frozenset[int]]:
        raise refusal()

    # A replay never grows by itself: listeners are accepted and never called.
    def on_entry(self, listener: Callable[..., None]) -> Callable[[], None]:
        return lambda: None

    def on_reset(self, listener: Callable[..., None]) -> Callable[[], None]:
        return lambda: None
