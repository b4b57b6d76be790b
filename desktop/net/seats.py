"""The plain data of a hosted table: its configuration, seats, members and undo votes."""

from __future__ import annotations

import asyncio
import secrets
from collections import deque
from dataclasses import asdict, dataclass, field
from typing import Any, Protocol

MAX_CHAT = 500
MAX_NAME = 40
#: Remembered command ids per member, to refuse a command sent twice.
SEEN_IDS = 4096

#: A table's phases. ENDED: the host ended the game before the rules did (it left).
LOBBY, PLAYING, OVER, ENDED = "lobby", "playing", "over", "ended"
#: Why a person's seat has no one at it: they said they were leaving, or the link dropped.
LEFT, LOST = "left", "lost"
#: Why a bot plays for an absent person: they left, the wait for them ran out, the host said so.
BY_LEAVING, BY_GRACE, BY_HOST = "left", "grace", "host"


class Peer(Protocol):
    """A connection as a table sees it."""

    label: str

    def send(self, message: dict[str, Any]) -> None: ...

    def send_line(self, line: bytes) -> None:
        """A message already encoded (one line): the same bytes go to many peers."""

    def close(self, code: str, message: str) -> None: ...


@dataclass
class TableConfig:
    game: str
    seats: int
    options: dict[str, Any] = field(default_factory=dict)
    #: Per seat: "" for a person, else the name of a host-side bot ("heuristic", "random").
    bots: list[str] = field(default_factory=list)
    name: str = "Rage Table"
    seed: int | None = None
    omniscient_spectators: bool = False
    #: Seconds a person whose link dropped keeps their seat before a bot stands in for them
    #: (the host may hand it to a bot, or to someone else, sooner).
    reconnect_grace: float = 180.0
    #: The stand-in bot ("" = the game's best).
    standin_bot: str = ""
    #: Start once every seat is taken and every person is ready.
    autostart: bool = True
    #: Pause between bot moves (seconds), so people can follow them.
    bot_delay: float = 0.0
    undo_vote_timeout: float = 60.0
    table_id: str = ""
    #: A word about each seat for the lobby, in the host's words (the CCGs: its pack).
    seat_notes: list[str] = field(default_factory=list)

    def __post_init__(self) -> None:
        if not self.table_id:
            self.table_id = secrets.token_hex(4)
        self.bots = (list(self.bots) + [""] * self.seats)[: self.seats]

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> TableConfig:
        known = set(cls.__dataclass_fields__)
        return cls(**{key: value for key, value in data.items() if key in known})


@dataclass
class SeatState:
    #: "open" (waiting for a person), "human" or "bot"
    kind: str
    name: str
    bot: str = ""
    token: str | None = None
    ready: bool = False
    #: loop time the person dropped, None while connected (or never a person)
    absent_since: float | None = None
    #: a bot plays for the absent person until they come back
    standin: bool = False
    #: why the person is not here: LEFT (they said so) or LOST (the link dropped); "" if here
    away: str = ""
    #: why a bot stands in: BY_LEAVING, BY_GRACE or BY_HOST ("" when none does)
    standin_why: str = ""
    #: loop time the wait for a LOST person ends (a bot then stands in)
    grace_until: float | None = None

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


@dataclass
class Member:
    """A person at the table (a seat or a spectator), with or without a live connection."""

    token: str
    seat: int | None
    name: str
    peer: Peer | None = None
    #: entries of the log this member's connection already has
    sent: int = 0
    #: a spectator's number at this table (its colour in the chat); 0 for a seat
    watcher: int = 0
    _seen: deque[Any] = field(default_factory=lambda: deque(maxlen=SEEN_IDS))
    _seen_set: set[Any] = field(default_factory=set)

    def first_time(self, message_id: Any) -> bool:
        """Remember a command id; False if it came before (a replayed command)."""
        key = (type(message_id).__name__, message_id)
        if key in self._seen_set:
            return False
        if len(self._seen) == self._seen.maxlen:
            self._seen_set.discard(self._seen[0])
        self._seen.append(key)
        self._seen_set.add(key)
        return True


@dataclass
class UndoVote:
    vote: str
    by: int
    state_id: int
    voters: set[int]
    yes: set[int] = field(default_factory=set)
    timer: asyncio.TimerHandle | None = None


def clean_text(value: Any, limit: int) -> str:
    if not isinstance(value, str):
        return ""
    # Control characters would let a peer forge lines in others' chat or logs.
    text = "".join(ch for ch in value if ch.isprintable())
    return text.strip()[:limit]
