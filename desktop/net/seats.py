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

LOBBY, PLAYING, OVER = "lobby", "playing", "over"


class Peer(Protocol):
    """A connection as a table sees it."""

    label: str

    def send(self, message: dict[str, Any]) -> None: ...

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
    #: Seconds an absent person keeps their seat before a bot stands in for them.
    reconnect_grace: float = 180.0
    #: The stand-in bot ("" = the game's best).
    standin_bot: str = ""
    #: Start once every seat is taken and every person is ready.
    autostart: bool = True
    #: Pause between bot moves (seconds), so people can follow them.
    bot_delay: float = 0.0
    undo_vote_timeout: float = 60.0
    table_id: str = ""

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
