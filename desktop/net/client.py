"""A client for a LAN table, usable from a UI thread and from scripts.

A background thread reads the connection. It keeps `state` (a mirror of what this seat may
see: log, view, legal commands, seats, chat) up to date, puts every push into `messages`
(and calls `on_message`, on the reader thread) and wakes whoever waits for a reply. If the
link drops it reconnects by itself with the seat token and resyncs.

Requests block for their reply by default (`request`, `apply`, ...); a UI that must never
block uses `send` and reads the reply from `messages` ({"reply": ...}) on its next frame.
"""

from __future__ import annotations

import contextlib
import itertools
import logging
import queue
import secrets
import socket
import struct
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from desktop.net.wire import NET_PROTOCOL, LineBuffer, LineTooLong, app_version, encode
from engine.core.bounded import PEER_LIMITS, BadInput, parse_json
from engine.core.errors import Illegal

log = logging.getLogger(__name__)

#: Replies can be big (a resync holds the whole log), so the client reads generously.
CLIENT_MAX_LINE = 32 << 20


#: Reasons for a host's "bye" after which reconnecting is pointless.
FINAL_BYES = frozenset(
    {"kicked", "left", "protocol-mismatch", "replaced", "host-closing", "ended", "seat-given"}
)


class RemoteError(Illegal):
    """The host refused a request; `code` and `message` are the host's (show the message)."""


@dataclass
class TableState:
    """What this connection knows of its table, kept current by the reader thread."""

    connected: bool = False
    phase: str = ""
    table: dict[str, Any] = field(default_factory=dict)
    seats: list[dict[str, Any]] = field(default_factory=list)
    seat: int | None = None
    #: our number as a spectator (our colour in the chat); None while seated
    watcher: int | None = None
    #: the spectators watching: [{"name", "watcher"}, ...]
    watchers: list[dict[str, Any]] = field(default_factory=list)
    header: dict[str, Any] | None = None
    log: list[dict[str, Any]] = field(default_factory=list)
    view: dict[str, Any] | None = None
    legal: list[dict[str, Any]] = field(default_factory=list)
    state_id: int = -1
    to_act: list[int] = field(default_factory=list)
    over: bool = False
    result: dict[str, Any] | None = None
    seat_views: list[dict[str, Any]] | None = None
    vote: dict[str, Any] | None = None
    chat: list[dict[str, Any]] = field(default_factory=list)
    #: seat -> the state_id at which that player paused their "OK?" countdown
    pauses: dict[int, int] = field(default_factory=dict)
    closed_reason: dict[str, Any] | None = None
    #: The host's "ended" push: the host ended the table (it left); nothing follows.
    ended: dict[str, Any] | None = None
    #: What happened to seats and why (the host's "news" pushes), oldest first.
    news: list[dict[str, Any]] = field(default_factory=list)
    #: The host's "record" push at the end: what our seat saw after each entry (a replay).
    record: dict[str, Any] | None = None
    #: Bumped by every resync (join, rejoin, undo, start): the log may have been replaced.
    resyncs: int = 0

    @property
    def my_turn(self) -> bool:
        return self.seat is not None and self.seat in self.to_act and bool(self.legal)


class _Waiter:
    def __init__(self) -> None:
        self.event = threading.Event()
        self.reply: dict[str, Any] | None = None
        self.error: BaseException | None = None


class Client:
    def __init__(
        self,
        host: str,
        port: int,
        *,
        name: str = "Player",
        on_message: Callable[[dict[str, Any]], None] | None = None,
        auto_reconnect: bool = True,
        reconnect_for: float = 300.0,
        timeout: float = 15.0,
        heartbeat: float = 10.0,
        protocol: int = NET_PROTOCOL,
        tap: Callable[[bytes], None] | None = None,
    ) -> None:
        self.address = (host, port)
        self.name = name
        self.on_message = on_message
        self.auto_reconnect = auto_reconnect
        self.reconnect_for = reconnect_for
        self.timeout = timeout
        self.heartbeat = heartbeat
        self.protocol = protocol
        #: Sees every byte received, as received (tests check them for leaked secrets).
        self.tap = tap
        self.messages: queue.Queue[dict[str, Any]] = queue.Queue()
        self.state = TableState()
        self.token: str | None = None
        self.table_id: str | None = None
        self.hello_reply: dict[str, Any] = {}
        self._cond = threading.Condition()
        self._send_lock = threading.Lock()
        self._pending: dict[str, _Waiter] = {}
        # Ids are unique across reconnects and restarts (the host refuses a repeated id).
        self._nonce = secrets.token_hex(4)
        self._ids = itertools.count(1)
        self._sock: socket.socket | None = None
        self._lines = LineBuffer(CLIENT_MAX_LINE)
        self._reader: threading.Thread | None = None
        self._closing = False
        self._last_sent = 0.0
        self._last_heard = 0.0

    # -- connecting --------------------------------------------------------------------------
    def connect(self) -> dict[str, Any]:
        """Open the connection and say hello; returns the host's hello (its tables)."""
        self._open()
        with self._cond:
            self.state.connected = True
        self._reader = threading.Thread(target=self._read_loop, name="net-client", daemon=True)
        self._reader.start()
        return self.hello_reply

    def _open(self) -> socket.socket:
        sock = socket.create_connection(self.address, timeout=self.timeout)
        sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_KEEPALIVE, 1)
        self._lines = LineBuffer(CLIENT_MAX_LINE)
        self._sock = sock  # so answers to pings during the handshake go to the new link
        try:
            self.hello_reply = self._handshake(
                sock,
                {"op": "hello", "protocol": self.protocol, "app": app_version(), "name": self.name},
            )
            if self.token is not None:
                self._handshake(sock, {"op": "join", "token": self.token, "table": self.table_id})
        except BaseException:
            sock.close()
            raise
        sock.settimeout(1.0)  # the reader wakes each second for heartbeats
        self._last_heard = self._last_sent = time.monotonic()
        return sock

    def _handshake(self, sock: socket.socket, request: dict[str, Any]) -> dict[str, Any]:
        """Send one request and read up to its reply, before the reader thread runs."""
        request["id"] = self._next_id()
        sock.sendall(encode(request))
        deadline = time.monotonic() + self.timeout
        reply: dict[str, Any] | None = None
        while reply is None and time.monotonic() < deadline:
            for message in self._read_some(sock):
                if reply is None and message.get("id") == request["id"] and "push" not in message:
                    if not message.get("ok"):
                        err = message.get("error") or {}
                        raise RemoteError(str(err.get("code")), str(err.get("message")))
                    reply = message
                    self._absorb(reply)  # before the pushes that follow it in this read
                else:
                    self._dispatch(message)
        if reply is not None:
            return reply
        raise TimeoutError(f"no answer to {request['op']!r} from {self.address}")

    def _read_some(self, sock: socket.socket) -> list[dict[str, Any]]:
        data = sock.recv(1 << 16)
        if not data:
            raise ConnectionError("the host closed the connection")
        if self.tap is not None:
            self.tap(data)
        out = []
        for line in self._lines.feed(data):
            if isinstance(line, LineTooLong):
                log.warning("dropping an oversized line from the host")
                continue
            try:
                message = parse_json(line, source="the host", limits=PEER_LIMITS)
            except BadInput as exc:
                log.warning("dropping a line from the host: %s", exc.message)
                continue
            if isinstance(message, dict):
                out.append(message)
        return out

    def close(self) -> None:
        """Leave the connection (the seat stays ours: rejoin later with `token`)."""
        self._closing = True
        sock = self._sock
        if sock is not None:
            with contextlib.suppress(OSError):
                sock.shutdown(socket.SHUT_RDWR)
            sock.close()
        if self._reader is not None and self._reader is not threading.current_thread():
            self._reader.join(5)
        self._fail_pending(ConnectionError("closed"))

    def drop(self) -> None:
        """Kill the link abruptly (tests: a client whose Wi-Fi went away); it will reconnect."""
        sock = self._sock
        if sock is not None:
            # Linger 0: close sends a reset, as when a process dies, not a polite FIN.
            with contextlib.suppress(OSError):
                sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
            sock.close()

    # -- requests ----------------------------------------------------------------------------
    def _next_id(self) -> str:
        return f"{self._nonce}-{next(self._ids)}"

    def send(self, op: str, **fields: Any) -> str:
        """Send without waiting; the reply arrives in `messages` as {"reply": {...}}."""
        message_id = self._next_id()
        self._write({"op": op, "id": message_id, **fields})
        return message_id

    def request(self, op: str, *, check: bool = True, **fields: Any) -> dict[str, Any]:
        """Send and wait for the reply; raises RemoteError for a refusal when `check`.

        An explicit `id` field is sent as given (tests replay ids on purpose).
        """
        message_id = fields.pop("id", None) or self._next_id()
        waiter = _Waiter()
        with self._cond:
            self._pending[message_id] = waiter
        try:
            self._write({"op": op, "id": message_id, **fields})
            if not waiter.event.wait(self.timeout):
                raise TimeoutError(f"no answer to {op!r} within {self.timeout} s")
        finally:
            with self._cond:
                self._pending.pop(message_id, None)
        if waiter.error is not None:
            raise waiter.error
        reply = waiter.reply or {}
        if check and not reply.get("ok"):
            err = reply.get("error") or {}
            raise RemoteError(str(err.get("code")), str(err.get("message")))
        return reply

    def _write(self, message: dict[str, Any]) -> None:
        sock = self._sock
        if sock is None or not self.state.connected:
            # While reconnecting, nothing may overtake the hello and join of the new link:
            # a move sent before the join would be refused, or answered for a stale view.
            raise ConnectionError("not connected (reconnecting)")
        with self._send_lock:
            sock.sendall(encode(message))
            self._last_sent = time.monotonic()

    def join(
        self,
        seat: int | str | None = "any",
        *,
        spectate: bool = False,
        ready: bool = True,
        table: str | None = None,
        token: str | None = None,
    ) -> dict[str, Any]:
        """Take a seat ("any" or a number), spectate, or come back with a token."""
        fields: dict[str, Any] = {"name": self.name}
        if table is not None:
            fields["table"] = table
        if token is not None:
            fields["token"] = token
        elif spectate:
            fields["spectate"] = True
        else:
            fields["seat"] = seat
            fields["ready"] = ready
        reply = self.request("join", **fields)
        self.token = reply["token"]
        self.table_id = reply["resync"]["table"]["table"]
        return reply

    def apply(
        self, command: dict[str, Any], state_id: int | None = None, *, resubmit: bool = False
    ) -> dict[str, Any]:
        """Play `command` against `state_id` (default: the latest state this client saw).

        With `resubmit`, a move refused as stale is sent once more against the new state if
        it is still legal there: in simultaneous phases another seat's choice makes every
        pending choice stale without changing it. (A UI may prefer to show the change.)
        """
        reply = self.try_apply(command, state_id, resubmit=resubmit)
        if not reply.get("ok"):
            err = reply.get("error") or {}
            raise RemoteError(str(err.get("code")), str(err.get("message")))
        return reply

    def try_apply(
        self, command: dict[str, Any], state_id: int | None = None, *, resubmit: bool = False
    ) -> dict[str, Any]:
        """Like apply, but a refusal comes back as the reply instead of an exception."""
        if state_id is None:
            state_id = self.state.state_id
        reply = self.request("apply", check=False, command=command, state_id=state_id)
        if resubmit and (reply.get("error") or {}).get("code") == "stale":
            # The pushes that made it stale came before this reply: the mirror is current.
            state = self.snapshot()
            if command in state.legal:
                reply = self.request("apply", check=False, command=command, state_id=state.state_id)
        return reply

    def view(self) -> dict[str, Any]:
        return self.request("view")["view"]

    def legal(self) -> list[dict[str, Any]]:
        return self.request("legal")["commands"]

    def log(self, since: int = 0) -> dict[str, Any]:
        return self.request("log", since=since)

    def resync(self) -> dict[str, Any]:
        return self.request("resync")

    def tables(self) -> list[dict[str, Any]]:
        return self.request("tables")["tables"]

    def chat(self, text: str) -> None:
        self.request("chat", text=text)

    def pause(self, paused: bool) -> None:
        """Tell the table this seat stopped (True) or restarted its "OK?" countdown."""
        self.request("pause", paused=paused)

    def ping(self) -> float:
        """Round trip in seconds."""
        start = time.perf_counter()
        self.request("ping", t=start)
        return time.perf_counter() - start

    def set_ready(self, ready: bool = True) -> None:
        self.request("seat", ready=ready)

    def take_seat(self, seat: int | None) -> None:
        """Move to another open seat in the lobby (None: stand up and watch)."""
        reply = self.request("seat", seat=seat)
        with self._cond:  # the seats push says who sits where, not which seat is ours
            self.state.seat = reply.get("seat", seat)
            self._cond.notify_all()

    def undo(self) -> dict[str, Any]:
        """Ask to take back our last move; {"pending": True, "vote": ...} while others decide."""
        return self.request("undo")

    def vote_undo(self, agree: bool, vote: str | None = None) -> None:
        if vote is None:
            vote = (self.state.vote or {}).get("vote")
        self.request("undo-vote", vote=vote, agree=agree)

    def leave(self) -> None:
        self.auto_reconnect = False
        try:
            self.request("leave")
        finally:
            self.close()

    # -- waiting -----------------------------------------------------------------------------
    def wait(self, predicate: Callable[[TableState], bool], timeout: float | None = None) -> bool:
        """Block until `predicate(state)` holds (checked on every message); False on timeout."""
        deadline = time.monotonic() + (self.timeout if timeout is None else timeout)
        with self._cond:
            while not predicate(self.state):
                left = deadline - time.monotonic()
                if left <= 0:
                    return False
                self._cond.wait(left)
            return True

    def snapshot(self) -> TableState:
        """A consistent copy of `state` (the reader thread changes it as messages come)."""
        with self._cond:
            s = self.state
            return TableState(
                **{
                    **s.__dict__,
                    "log": list(s.log),
                    "seats": list(s.seats),
                    "legal": list(s.legal),
                    "to_act": list(s.to_act),
                    "chat": list(s.chat),
                    "pauses": dict(s.pauses),
                    "watchers": list(s.watchers),
                    "news": list(s.news),
                }
            )

    # -- the reader thread -------------------------------------------------------------------
    def _read_loop(self) -> None:
        while not self._closing:
            sock = self._sock
            try:
                assert sock is not None
                try:
                    messages = self._read_some(sock)
                except TimeoutError:
                    messages = []
                self._beat()
                for message in messages:
                    self._dispatch(message)
                if messages:
                    self._last_heard = time.monotonic()
                    continue
                if time.monotonic() - self._last_heard > 3 * self.heartbeat:
                    raise ConnectionError("the host went silent")
            except (OSError, ConnectionError) as exc:
                if self._closing:
                    break
                log.info("connection to %s:%s lost: %s", *self.address, exc)
                if not self._reconnect():
                    break
        with self._cond:
            self.state.connected = False
            self._cond.notify_all()

    def _beat(self) -> None:
        if time.monotonic() - self._last_sent > self.heartbeat:
            with contextlib.suppress(OSError):
                self._write({"op": "ping"})

    def _reconnect(self) -> bool:
        old = self._sock
        if old is not None:
            old.close()
        self._fail_pending(ConnectionError("connection lost"))
        with self._cond:
            self.state.connected = False
            self._cond.notify_all()
        self._emit({"push": "connection", "connected": False})
        if not self.auto_reconnect or self.token is None:
            return False
        deadline = time.monotonic() + self.reconnect_for
        pause = 0.1
        while not self._closing and time.monotonic() < deadline:
            try:
                self._open()
            except RemoteError as exc:
                log.warning("the host refused to take us back: %s", exc)
                # Said like a goodbye, so the table shows why (the seat went to someone else,
                # the table is gone).
                self._dispatch({"push": "bye", "code": exc.code, "message": exc.message})
                return False
            except (OSError, TimeoutError, ConnectionError):
                time.sleep(pause)
                pause = min(pause * 2, 2.0)
                continue
            with self._cond:
                self.state.connected = True
                self.state.closed_reason = None
                self._cond.notify_all()
            log.info("reconnected to %s:%s", *self.address)
            self._emit({"push": "connection", "connected": True})
            return True
        return False

    def _fail_pending(self, exc: BaseException) -> None:
        with self._cond:
            waiters = list(self._pending.values())
        for waiter in waiters:
            if waiter.event.is_set():
                continue  # its reply came before the link went: it stands
            waiter.error = exc
            waiter.event.set()

    def _dispatch(self, message: dict[str, Any]) -> None:
        self._absorb(message)
        if "push" in message:
            if message["push"] == "ping":
                with contextlib.suppress(OSError):
                    self._write({"op": "ping"})
            elif message["push"] == "bye" and message.get("code") in FINAL_BYES:
                # The host sent us away on purpose: coming back would be refused or unwanted.
                self.auto_reconnect = False
            self._emit(message)
            return
        with self._cond:
            waiter = self._pending.get(message.get("id"))  # type: ignore[arg-type]
        if waiter is not None:
            waiter.reply = message
            waiter.event.set()
        else:
            self._emit({"reply": message})

    def _emit(self, message: dict[str, Any]) -> None:
        self.messages.put(message)
        if self.on_message is not None:
            try:
                self.on_message(message)
            except Exception:
                log.exception("on_message failed")

    def _absorb(self, message: dict[str, Any]) -> None:
        """Fold a message into `state`."""
        kind = message.get("push")
        with self._cond:
            s = self.state
            if kind == "update":
                entries = message.get("entries", [])
                if entries and entries[0].get("n") != len(s.log):
                    log.warning("missed log entries; asking for a resync")
                    self._cond.notify_all()
                    threading.Thread(target=self._safe_resync, daemon=True).start()
                    return
                s.log.extend(entries)
                self._take_game(message)
            elif kind == "resync":
                self._take_resync(message)
            elif kind == "seats":
                s.seats = message.get("seats", s.seats)
                s.phase = message.get("phase", s.phase)
                s.watchers = message.get("watchers", s.watchers)
            elif kind == "news":
                s.news.append(message)
                del s.news[:-200]
            elif kind == "record":
                s.record = message
            elif kind == "ended":
                s.ended = message
                s.phase = message.get("phase", s.phase)
            elif kind == "chat":
                s.chat.append(message)
            elif kind == "pause" and isinstance(message.get("seat"), int):
                if message.get("paused"):
                    s.pauses[message["seat"]] = int(message.get("state_id", -1))
                else:
                    s.pauses.pop(message["seat"], None)
            elif kind == "undo-request":
                s.vote = message
            elif kind == "undo-result":
                s.vote = None
            elif kind == "bye":
                s.closed_reason = message
            elif kind is None and message.get("ok") and isinstance(message.get("resync"), dict):
                self._take_resync(message["resync"])
            self._cond.notify_all()

    def _take_resync(self, data: dict[str, Any]) -> None:
        s = self.state
        s.resyncs += 1
        s.phase = data.get("phase", s.phase)
        s.table = data.get("table", s.table)
        s.seats = data.get("seats", s.seats)
        s.seat = data.get("seat")
        s.watcher = data.get("watcher")
        s.watchers = data.get("watchers", s.watchers)
        s.vote = data.get("vote")
        if "header" in data:
            s.header = data["header"]
            s.log = list(data.get("log", []))
            self._take_game(data)

    def _take_game(self, data: dict[str, Any]) -> None:
        s = self.state
        s.state_id = data["state_id"]
        s.view = data.get("view")
        s.legal = data.get("legal", [])
        s.to_act = data.get("to_act", [])
        s.over = bool(data.get("over"))
        s.result = data.get("result")
        s.seat_views = data.get("seat_views")
        if s.over:
            s.phase = "over"

    def _safe_resync(self) -> None:
        try:
            self.resync()
        except (OSError, TimeoutError, ConnectionError, RemoteError) as exc:
            log.info("resync failed: %s", exc)
