"""The LAN wire format: JSON lines, versions, error replies, line framing and flood control.

Every message is one JSON object on one line (UTF-8, "\\n"-terminated). A client sends
requests {"op": ..., "id": ...}; the host answers each with {"ok": ..., "id": ..., "op": ...}
and, unasked, sends pushes {"push": ...}. The ops are those of `python -m engine stdio`
(view, legal, apply, log, undo) plus the LAN ones (hello, join, seat, chat, ping, resync, ...).
"""

from __future__ import annotations

import functools
import json
import secrets
import time
from dataclasses import dataclass, field
from typing import Any

#: Bumped whenever a message changes shape; a host refuses clients with another number.
NET_PROTOCOL = 1
#: DNS-SD service type the host advertises.
SERVICE_TYPE = "_ragetable._tcp.local."
#: A line longer than this is refused (the biggest honest request is a few hundred bytes).
MAX_LINE = 64 * 1024


@functools.cache  # reading the package metadata costs a file parse; every hello asks
def app_version() -> str:
    """The installed Rage Table version, or "dev" when running from a checkout."""
    try:
        from importlib.metadata import PackageNotFoundError, version

        try:
            return version("rage-table")
        except PackageNotFoundError:
            return "dev"
    except ImportError:  # pragma: no cover - stdlib always has it on 3.11
        return "dev"


class RawJson:
    """A value already encoded as JSON, which `encode` puts into a message as it is: a long
    log is encoded once for everyone who asks for it, not once per message."""

    __slots__ = ("data",)

    def __init__(self, data: bytes) -> None:
        self.data = data


#: Stands in for a RawJson while the rest of a message is encoded; secret, so no text a peer
#: chose (a name, a chat line) can be mistaken for it.
_SPLICE = "raw-" + secrets.token_hex(16) + "-"


def encode_value(value: Any) -> bytes:
    """`value` as JSON, spelled as `encode` spells it inside a message."""
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False).encode()


def encode(message: dict[str, Any]) -> bytes:
    raws: list[bytes] = []

    def splice(value: Any) -> str:
        if isinstance(value, RawJson):
            raws.append(value.data)
            return f"{_SPLICE}{len(raws) - 1}"
        raise TypeError(f"Object of type {type(value).__name__} is not JSON serializable")

    line = (
        json.dumps(message, separators=(",", ":"), ensure_ascii=False, default=splice) + "\n"
    ).encode()
    if not raws:
        return line
    pieces: list[bytes] = []
    for index, raw in enumerate(raws):
        before, mark, line = line.partition(f'"{_SPLICE}{index}"'.encode())
        assert mark, "a spliced value went missing"
        pieces += (before, raw)
    pieces.append(line)
    return b"".join(pieces)


def error(code: str, message: str, **extra: Any) -> dict[str, Any]:
    reply: dict[str, Any] = {"ok": False, "error": {"code": code, "message": message}}
    reply.update(extra)
    return reply


class LineTooLong(Exception):
    """A peer sent more than the line limit without a newline."""


@dataclass
class LineBuffer:
    """Splits a byte stream into lines, refusing (and skipping) any longer than `limit`.

    Written by hand rather than StreamReader.readline so an oversized line can be skipped
    to its newline and the connection goes on, instead of losing the framing.
    """

    limit: int = MAX_LINE
    _buffer: bytearray = field(default_factory=bytearray)
    _skipping: bool = False

    def feed(self, data: bytes) -> list[bytes | LineTooLong]:
        """Lines completed by `data` (without "\\n"), with a LineTooLong in place of each
        oversized one."""
        out: list[bytes | LineTooLong] = []
        # Only the new bytes can hold the next newline: a line sent a byte at a time must
        # not cost a scan of the whole buffer per byte.
        start = len(self._buffer)
        self._buffer += data
        while True:
            cut = self._buffer.find(b"\n", start)
            start = 0
            if cut < 0:
                if len(self._buffer) > self.limit:
                    if not self._skipping:
                        out.append(LineTooLong())
                        self._skipping = True
                    self._buffer.clear()
                return out
            line = bytes(self._buffer[:cut])
            del self._buffer[: cut + 1]
            if self._skipping:
                self._skipping = False  # the tail of an oversized line: already refused
                continue
            if len(line) > self.limit:
                out.append(LineTooLong())
                continue
            out.append(line)


@dataclass
class TokenBucket:
    """Per-connection flood control: `rate` messages a second on average, `burst` at once."""

    rate: float
    burst: float
    tokens: float = -1.0
    stamp: float = field(default_factory=time.monotonic)

    def __post_init__(self) -> None:
        if self.tokens < 0:
            self.tokens = self.burst

    def take(self, cost: float = 1.0, now: float | None = None) -> bool:
        now = time.monotonic() if now is None else now
        self.tokens = min(self.burst, self.tokens + (now - self.stamp) * self.rate)
        self.stamp = now
        if self.tokens >= cost:
            self.tokens -= cost
            return True
        return False


def valid_message_id(value: Any) -> bool:
    """Message ids are short strings or whole numbers (they are echoed and remembered)."""
    if isinstance(value, bool):
        return False
    if isinstance(value, int):
        return -(2**63) <= value < 2**63
    return isinstance(value, str) and 0 < len(value) <= 64
