"""What a table reads: the runner it is given and the session behind it.

A table runs unchanged on three runners: `GameRunner` (local play), `RemoteRunner` (a LAN
seat, `desktop.net.remote_session`) and `ReplayRunner` (`desktop.replay`). Each holds a
session of its own kind: the engine's `Session`, a `RemoteSession` mirroring one seat's
view, or a `ReplaySession` at the replay's cursor. These protocols are what a table may rely
on from any of them; the type checker holds all three to them (`tests/desktop/test_seams.py`
names one assignment per runner), so a table that reads something one runner lacks fails
the check, not a LAN game or a replay.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

from desktop.game.controllers import SeatController
from engine.core.errors import Illegal
from engine.core.ruleset import Command, Event, Seat
from engine.core.session import Header


class TableRules(Protocol):
    """The ruleset as a table asks it: redaction and the log's sentences."""

    @property
    def id(self) -> str: ...

    def redact(self, event: Event, seat: Seat) -> Event | None: ...

    def describe(self, event: Event, seat: Seat, names: Sequence[str]) -> str | None: ...

    @property
    def end_event(self) -> str:
        """The type of the event that ends the game (its winners and why)."""


class TableSession(Protocol):
    """The game as a table reads it (never changes it: commands go through the runner)."""

    @property
    def header(self) -> Header: ...

    @property
    def state_id(self) -> int:
        """Changes with every entry of the log."""

    @property
    def entries(self) -> list[dict[str, Any]]:
        """The log as this session holds it (a LAN seat's and a replay's already redacted)."""

    @property
    def ruleset(self) -> TableRules: ...

    def view(self, seat: Seat) -> dict[str, Any]: ...

    def view_strings(self, seat: Seat) -> list[str]:
        """Every string of the seat's view: the card instances it may know of (a table draws
        their faces ahead of time)."""

    def legal(self, seat: int) -> list[Command]: ...

    def to_act(self) -> frozenset[int]: ...

    def is_over(self) -> bool: ...

    def result(self) -> dict[str, Any]: ...

    def redact_entry(self, item: dict[str, Any], seat: Seat) -> dict[str, Any]: ...

    def events_for(self, seat: Seat, since: int = 0) -> list[dict[str, Any]]: ...

    def header_for(self, seat: Seat) -> Header: ...


class TableRunner(Protocol):
    """The seats' controllers and the way commands reach the game."""

    @property
    def session(self) -> TableSession: ...

    #: log entries the table has not presented yet, oldest first
    pending: deque[dict[str, Any]]
    seats: list[SeatController]

    def person_seats(self) -> list[int]:
        """The seats of the people at this computer."""

    def persons_to_act(self) -> list[int]: ...

    def submit(self, seat: int, command: Command) -> Illegal | None:
        """Play a command; the refusal when the rules (or the host) say no."""

    def undo(self, seat: int) -> Illegal | None: ...

    def why_not(self, seat: int, command: Command) -> str | None:
        """Why a command the seat might try is refused, without trying it (None: it is not)."""

    def poll(self, *, bots_may_act: bool = True) -> None:
        """Take in what other threads brought (bots' answers, LAN messages)."""

    @property
    def bot_thinking(self) -> bool: ...

    def close(self) -> None: ...


@runtime_checkable
class ThinkingRunner(Protocol):
    """A runner whose bots think where the table can see it (local play, a LAN table)."""

    def thinking_seat(self) -> int | None:
        """The seat a bot has been thinking for long enough to say so (None: none)."""


@runtime_checkable
class LinkedRunner(Protocol):
    """A runner whose seats sit at other computers (a LAN seat's)."""

    def seat_status(self, seat: int) -> str:
        """ "connected", "reconnecting", "left" or "standin" (a bot plays for an absent
        person who left, or whose wait ran out or the host decided)."""

    def paused_seats(self) -> frozenset[int]:
        """Seats whose "OK?" countdown their player paused."""


if TYPE_CHECKING:
    from desktop.game.runner import GameRunner
    from desktop.net.remote_session import RemoteRunner
    from desktop.replay.runner import ReplayRunner

    def _every_runner_is_a_table_runner(
        local: GameRunner, lan: RemoteRunner, replay: ReplayRunner
    ) -> list[TableRunner]:
        """Never called: the type checker holds each runner a table may get to the protocol."""
        return [local, lan, replay]
