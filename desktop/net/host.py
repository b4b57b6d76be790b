"""The LAN host: a TCP server speaking JSON lines, owning one engine session per table.

asyncio rather than threads: every session, timer (reconnect grace, pings, undo votes) and
socket is handled on one thread, so sessions need no locks, a slow or hostile peer costs a
buffer rather than a thread, and hundreds of idle connections are cheap.

What a peer may cost is bounded, so no peer can slow the others:
- writes never wait for a peer (no `drain`): one that does not read is dropped once more than
  `max_unsent` bytes wait for it (beyond the message it is still taking in), not buffered;
- a connection is heard from only by whole messages: one that says nothing complete for
  `idle_timeout` (a byte now and then is nothing) is closed, and one that has not said hello
  within `hello_timeout` too;
- at most `max_per_address` connections from one address and `max_connections` in all. At
  either cap a newcomer is still let in, in place of the oldest connection that has not
  joined a table, so idlers cannot keep anyone out. Where every connection has joined, a
  newcomer is let in on probation (at most `max_probation` at once, for `hello_timeout`):
  it may only say hello and take back a seat with its token. So a seated player coming back
  always gets through.

`Host` runs inside an event loop; `HostThread` runs one on a background thread for the app
(the Host screen) and for tests.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import itertools
import logging
import socket
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

from desktop.net.seats import MAX_NAME, Member, TableConfig, clean_text
from desktop.net.table import Table
from desktop.net.wire import (
    MAX_LINE,
    NET_PROTOCOL,
    LineBuffer,
    LineTooLong,
    TokenBucket,
    app_version,
    encode,
    error,
    valid_message_id,
)
from desktop.store.journal import TableJournal, table_dirs
from engine.core.bounded import BadInput, Limits, parse_json
from engine.core.errors import Illegal
from engine.core.protocol import PROTOCOL_VERSION

log = logging.getLogger(__name__)

T = TypeVar("T")

#: Ops whose name is echoed in replies (an unknown op is never echoed back).
KNOWN_OPS = frozenset(
    {
        "hello",
        "ping",
        "tables",
        "join",
        "view",
        "legal",
        "apply",
        "log",
        "result",
        "resync",
        "seat",
        "chat",
        "pause",
        "undo",
        "undo-vote",
        "leave",
    }
)


#: Ops that build and send a member's whole game (its log): a spectator's or a newcomer's
#: wait their turn, one per turn of the loop (see Host._serve).
HEAVY_OPS = frozenset({"join", "resync", "log"})


@dataclass
class HostConfig:
    bind: str = "0.0.0.0"
    port: int = 0
    #: Where tables are journaled (one directory each); None keeps nothing on disk.
    journal_dir: Path | None = None
    fsync: bool = False
    host_name: str = field(default_factory=socket.gethostname)
    max_line: int = MAX_LINE
    #: Flood control per connection: messages a second on average, and at once.
    rate: float = 100.0
    burst: float = 200.0
    #: Messages refused for flooding in a row before the connection is closed.
    max_strikes: int = 20
    #: A connection that sends no whole message this long is pinged at half of it and closed
    #: at all of it.
    idle_timeout: float = 60.0
    #: A connection must say hello within this many seconds.
    hello_timeout: float = 10.0
    #: Bytes that may wait for a peer (beyond the one big message it is taking in) before it
    #: is dropped as not reading.
    max_unsent: int = 256 << 10
    #: The kernel's send buffer per connection (0: the system's, which grows to megabytes).
    socket_send_buffer: int = 128 << 10
    max_connections: int = 512
    max_per_address: int = 32
    #: Newcomers let in past a cap to take back a seat with their token (see above).
    max_probation: int = 16


class Connection:
    """One TCP peer. Implements the table's `Peer`."""

    _numbers = itertools.count(1)

    def __init__(
        self,
        reader: asyncio.StreamReader,
        writer: asyncio.StreamWriter,
        config: HostConfig,
        now: float,
    ) -> None:
        self.reader = reader
        self.writer = writer
        self.config = config
        peer = writer.get_extra_info("peername") or ("?", 0)
        self.address = str(peer[0])
        self.label = f"{peer[0]}:{peer[1]}#{next(self._numbers)}"
        self.opened = now
        self.lines = LineBuffer(config.max_line)
        self.bucket = TokenBucket(config.rate, config.burst)
        self.strikes = 0
        self.last_heard = now
        self.pinged = False
        self.hello = False
        self.name = ""
        self.member: Member | None = None
        self.table: Table | None = None
        self.closed = False
        self.close_after: tuple[str, str] | None = None
        #: the biggest message queued since the peer last had nothing waiting
        self._biggest = 0
        #: let in past a cap: it may only take back a seat with its token (see Host)
        self.probation = False

    def send(self, message: dict[str, Any]) -> None:
        self.send_line(encode(message))

    def send_line(self, line: bytes) -> None:
        transport = self.writer.transport
        if self.closed or transport.is_closing():
            return
        waiting = transport.get_write_buffer_size()
        # One big message (a resync) may wait whole; behind it only `max_unsent` more bytes.
        self._biggest = max(len(line), self._biggest if waiting else 0)
        if waiting + len(line) > self.config.max_unsent + self._biggest:
            log.warning(
                "%s: not reading its messages (%s bytes waiting); dropped", self.label, waiting
            )
            self.abort()
            return
        self.writer.write(line)

    def close(self, code: str, message: str) -> None:
        """Say why (a "bye" push), then close once the queued bytes are out."""
        if self.closed:
            return
        self.send({"push": "bye", "code": code, "message": message})
        self.closed = True
        self.writer.close()

    def abort(self) -> None:
        self.closed = True
        self.writer.transport.abort()


class Host:
    def __init__(self, config: HostConfig | None = None) -> None:
        self.config = config or HostConfig()
        #: what one request line may hold, besides its bytes (the config's max_line)
        self.message_limits = Limits(
            max_bytes=self.config.max_line, max_depth=32, max_string=self.config.max_line
        )
        self.tables: dict[str, Table] = {}
        self.connections: set[Connection] = set()
        self.port = 0
        self._server: asyncio.Server | None = None
        self._watchdog: asyncio.Task[None] | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._table_listeners: list[Callable[[Table], None]] = []
        #: one heavy request (HEAVY_OPS) at a time, one per turn of the loop
        self._heavy = asyncio.Lock()

    @property
    def loop(self) -> asyncio.AbstractEventLoop:
        assert self._loop is not None, "the host has not started"
        return self._loop

    # -- life --------------------------------------------------------------------------------
    async def start(self) -> None:
        self._loop = asyncio.get_running_loop()
        if self.config.journal_dir is not None:
            for directory in table_dirs(self.config.journal_dir):
                try:
                    table = Table.restore(TableJournal(directory, self.config.fsync), self.loop)
                except Exception:  # one damaged journal must not keep the other tables down
                    log.exception("could not restore the table journaled in %s", directory)
                    continue
                self._install(table)
        self._server = await asyncio.start_server(
            self._serve, self.config.bind, self.config.port, limit=self.config.max_line
        )
        self.port = self._server.sockets[0].getsockname()[1]
        self._watchdog = self.loop.create_task(self._watch())
        log.info("hosting on %s:%s", self.config.bind, self.port)

    async def stop(self) -> None:
        if self._server is not None:
            self._server.close()
        for conn in list(self.connections):
            conn.close("host-closing", "The host closed the table.")
        if self._watchdog is not None:
            self._watchdog.cancel()
        for table in self.tables.values():
            table.close()
        if self._server is not None:
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._server.wait_closed(), 2)

    def add_table(self, config: TableConfig) -> Table:
        """A new table (call on the loop thread; see HostThread.call)."""
        if config.table_id in self.tables:
            raise Illegal("table-exists", f"There is already a table {config.table_id!r}.")
        journal = None
        if self.config.journal_dir is not None:
            journal = TableJournal(
                Path(self.config.journal_dir) / config.table_id, self.config.fsync
            )
        table = Table(config, self.loop, journal=journal)
        table._save_side()
        self._install(table)
        self.loop.call_soon(table._maybe_start)
        return table

    def _install(self, table: Table) -> None:
        table.on_change = self._table_changed
        self.tables[table.id] = table
        self._table_changed(table)

    def on_table_change(self, listener: Callable[[Table], None]) -> None:
        """Called (on the loop thread) when a table's seats or phase change: advertising."""
        self._table_listeners.append(listener)

    def _table_changed(self, table: Table) -> None:
        for listener in self._table_listeners:
            try:
                listener(table)
            except Exception:
                log.exception("table listener failed")

    # -- connections -------------------------------------------------------------------------
    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        conn = Connection(reader, writer, self.config, self.loop.time())
        sock = writer.get_extra_info("socket")
        if sock is not None:
            # Let the OS notice dead peers too, and send small lines at once.
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_KEEPALIVE, 1)
            sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
            if self.config.socket_send_buffer > 0:
                # Else the kernel grows it to megabytes for a peer that never reads.
                sock.setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, self.config.socket_send_buffer)
        if not self._make_room(conn):
            conn.close("busy", "This host has too many connections; try again later.")
            return
        self.connections.add(conn)
        log.info("%s: connected", conn.label)
        try:
            while not conn.closed:
                data = await reader.read(65536)
                if not data:
                    break
                for item in conn.lines.feed(data):
                    if conn.closed:
                        break
                    request = self._take(conn, item)
                    if request is None:
                        continue
                    if self._queues(conn, request):
                        # A whole game to build and send: one per turn of the loop, in turn,
                        # so a crowd joining at once cannot keep a player's reply waiting.
                        async with self._heavy:
                            if conn.closed:
                                break
                            self._answer(conn, request)
                            await asyncio.sleep(0)
                    else:
                        self._answer(conn, request)
        except (ConnectionError, OSError) as exc:
            log.info("%s: connection lost (%s)", conn.label, exc)
        finally:
            self.connections.discard(conn)
            if conn.member is not None and conn.table is not None:
                conn.table.detach(conn.member, conn)
            if not conn.closed:
                conn.closed = True
                writer.close()
            log.info("%s: disconnected", conn.label)

    def _make_room(self, newcomer: Connection) -> bool:
        """Whether `newcomer` may stay: under both caps, or in place of the oldest connection
        that has not joined a table (from its address, at that cap), which is closed."""
        for same_address in (True, False):
            cap = self.config.max_per_address if same_address else self.config.max_connections
            crowd = [
                c for c in self.connections if not same_address or c.address == newcomer.address
            ]
            if len(crowd) < cap:
                continue
            idle = [c for c in crowd if c.member is None and not c.probation]
            if not idle:
                where = f"from {newcomer.address}" if same_address else "in all"
                on_probation = sum(1 for c in self.connections if c.probation)
                if on_probation < self.config.max_probation:
                    log.info(
                        "%s: %s connections %s; on probation", newcomer.label, len(crowd), where
                    )
                    newcomer.probation = True
                    return True
                log.info("%s: refused, %s connections %s", newcomer.label, len(crowd), where)
                return False
            # Those that never said hello go first, then the longest connected.
            victim = min(idle, key=lambda c: (c.hello, c.opened))
            log.info("%s: closed to make room for %s", victim.label, newcomer.label)
            self.connections.discard(victim)
            victim.close("busy", "This host is busy; try again later.")
        return True

    async def _watch(self) -> None:
        """Half-open and dawdling connections: ping the quiet ones, close the silent ones and
        those that never said hello."""
        timeout = self.config.idle_timeout
        while True:
            await asyncio.sleep(min(1.0, timeout / 4, self.config.hello_timeout / 4))
            now = self.loop.time()
            for conn in list(self.connections):
                quiet = now - conn.last_heard
                if not conn.hello and now - conn.opened > self.config.hello_timeout:
                    log.info("%s: no hello in %.0f s; closing", conn.label, now - conn.opened)
                    conn.abort()
                elif conn.probation and now - conn.opened > self.config.hello_timeout:
                    conn.close("busy", "This host has too many connections; try again later.")
                elif quiet > timeout:
                    log.warning(
                        "%s: silent (no whole message) for %.0f s; closing", conn.label, quiet
                    )
                    conn.abort()
                elif quiet > timeout / 2 and not conn.pinged:
                    conn.pinged = True
                    conn.send({"push": "ping"})

    def _refuse(self, conn: Connection, code: str, message: str) -> None:
        log.info("%s: refused: %s (%s)", conn.label, code, message)
        conn.send(error(code, message))

    def _queues(self, conn: Connection, request: dict[str, Any]) -> bool:
        """Whether `request` waits its turn behind others like it (see HEAVY_OPS): a
        spectator's or a newcomer's; a seated player's, or one coming back to a seat with
        its token, goes first."""
        if request["op"] not in HEAVY_OPS:
            return False
        if conn.member is not None:
            return conn.member.seat is None
        return not self._seat_token(request.get("token"))

    def _take(self, conn: Connection, line: bytes | LineTooLong) -> dict[str, Any] | None:
        """The request in `line`, or None when it was refused (the refusal is sent)."""
        # Only whole messages count as hearing from a peer: a byte at a time keeps nothing open.
        conn.last_heard = self.loop.time()
        conn.pinged = False
        size = self.config.max_line if isinstance(line, LineTooLong) else len(line)
        # Big lines cost more, so a peer cannot flood with few huge messages either.
        if not conn.bucket.take(1 + size / 4096):
            conn.strikes += 1
            if conn.strikes > self.config.max_strikes:
                log.warning("%s: flooding; disconnecting", conn.label)
                conn.close("flood", "Too many messages; the connection was closed.")
            else:
                self._refuse(conn, "slow-down", "Too many messages at once; wait a moment.")
            return None
        conn.strikes = 0
        if isinstance(line, LineTooLong):
            self._refuse(
                conn, "too-long", f"A message may be at most {self.config.max_line} bytes."
            )
            return None
        if not line.strip():
            return None
        try:
            request = parse_json(
                line, source=f"peer {conn.label}", limits=self.message_limits, code="bad-request"
            )
        except BadInput as exc:
            self._refuse(conn, "bad-request", exc.message)
            return None
        if not isinstance(request, dict) or not isinstance(request.get("op"), str):
            self._refuse(conn, "bad-request", 'A request must be an object with an "op".')
            return None
        message_id = request.get("id")
        if message_id is not None and not valid_message_id(message_id):
            self._refuse(conn, "bad-request", 'A message "id" must be a number or a short text.')
            return None
        return request

    def _answer(self, conn: Connection, request: dict[str, Any]) -> None:
        """Do what a request taken by `_take` asks, and reply."""
        message_id = request.get("id")
        op = str(request["op"])  # checked a str by _take
        try:
            reply = self._dispatch(conn, op, request)
        except Illegal as exc:
            log.info("%s: %s refused: %s", conn.label, op[:20], exc.code)
            reply = {"ok": False, "error": exc.to_json()}
        except Exception:  # a bug must not take the host down; the game is unchanged
            log.exception("%s: request failed: %.200r", conn.label, request)
            reply = error("internal", "Something went wrong on the host; the game is unchanged.")
        reply.setdefault("ok", True)
        if op in KNOWN_OPS:
            reply["op"] = op
        if message_id is not None:
            reply["id"] = message_id
        conn.send(reply)
        if conn.close_after is not None:
            conn.close(*conn.close_after)

    def _dispatch(self, conn: Connection, op: str, request: dict[str, Any]) -> dict[str, Any]:
        if op not in KNOWN_OPS:
            raise Illegal("bad-request", f"Unknown op {op[:40]!r}.")
        if op == "hello":
            return self._hello(conn, request)
        if op == "ping":
            stamp = request.get("t")
            return {"pong": stamp if isinstance(stamp, int | float) else None}
        if not conn.hello:
            raise Illegal("hello-first", 'Say hello first: {"op": "hello", "protocol": 1}.')
        if conn.probation and not (op == "join" and self._seat_token(request.get("token"))):
            # Let in past a cap only to take a seat back: anything else waits for room.
            conn.close_after = ("busy", "This host has too many connections; try again later.")
            raise Illegal("busy", "This host has too many connections; try again later.")
        if op == "tables":
            return {"tables": [t.summary() for t in self.tables.values()]}
        if op == "join":
            return self._join(conn, request)
        if conn.member is None or conn.table is None:
            raise Illegal("join-first", "Join a table first.")
        return conn.table.handle(conn.member, op, request)

    def _hello(self, conn: Connection, request: dict[str, Any]) -> dict[str, Any]:
        protocol = request.get("protocol")
        if protocol != NET_PROTOCOL or isinstance(protocol, bool):
            conn.close_after = ("protocol-mismatch", "Protocol versions differ.")
            raise Illegal(
                "protocol-mismatch",
                f"This table speaks network protocol {NET_PROTOCOL}, your Rage Table "
                f"{protocol!r}; both players need the same version of Rage Table.",
            )
        theirs = request.get("app")
        if theirs != app_version():
            log.info("%s: app version %.40r, ours %s", conn.label, theirs, app_version())
        conn.hello = True
        conn.name = clean_text(request.get("name"), MAX_NAME)
        return {
            "protocol": NET_PROTOCOL,
            "engine_protocol": PROTOCOL_VERSION,
            "app": app_version(),
            "host": self.config.host_name,
            "tables": [t.summary() for t in self.tables.values()],
        }

    def _join(self, conn: Connection, request: dict[str, Any]) -> dict[str, Any]:
        if conn.member is not None:
            raise Illegal("already-joined", "You are already at a table.")
        table_id = request.get("table")
        token = request.get("token")
        if table_id is not None:
            table = self.tables.get(table_id) if isinstance(table_id, str) else None
            if table is None:
                raise Illegal("no-table", "There is no such table on this host.")
        elif isinstance(token, str):
            holders = [t for t in self.tables.values() if t.knows(token)]
            if not holders:
                raise Illegal("bad-token", "That seat token is not known here; join afresh.")
            table = holders[0]
        elif len(self.tables) == 1:
            table = next(iter(self.tables.values()))
        else:
            raise Illegal("which-table", "This host has several tables (or none); name one.")
        member, reply = table.join(conn, request, conn.name)
        conn.member, conn.table = member, table
        conn.probation = False
        return reply

    def _seat_token(self, token: Any) -> bool:
        """`token` is a person's seat at one of the tables (not a spectator's)."""
        if not isinstance(token, str):
            return False
        return any(
            (member := table.members.get(token)) is not None and member.seat is not None
            for table in self.tables.values()
        )


class HostThread:
    """A Host on its own thread and event loop: for the app's Host screen and for tests."""

    def __init__(self, config: HostConfig | None = None, tables: list[TableConfig] | None = None):
        self.config = config or HostConfig()
        self._tables = list(tables or [])
        self.host: Host | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._stopping: asyncio.Event | None = None
        self._ready = threading.Event()
        self._error: BaseException | None = None
        self._thread = threading.Thread(target=self._run, name="net-host", daemon=True)

    @property
    def port(self) -> int:
        assert self.host is not None
        return self.host.port

    def start(self, timeout: float = 30.0) -> HostThread:
        self._thread.start()
        if not self._ready.wait(timeout):
            raise TimeoutError("the host did not start")
        if self._error is not None:
            raise self._error
        return self

    def _run(self) -> None:
        try:
            asyncio.run(self._main())
        except BaseException as exc:  # reported to start()'s caller
            self._error = exc
            self._ready.set()

    async def _main(self) -> None:
        self._loop = asyncio.get_running_loop()
        self._stopping = asyncio.Event()
        host = Host(self.config)
        await host.start()
        for table in self._tables:
            host.add_table(table)
        self.host = host
        self._ready.set()
        await self._stopping.wait()
        await host.stop()

    def call(self, fn: Callable[..., T], *args: Any, timeout: float = 30.0) -> T:
        """Run `fn(*args)` on the host's thread (the only one that may touch tables)."""
        assert self._loop is not None
        done: concurrent.futures.Future[T] = concurrent.futures.Future()

        def run() -> None:
            try:
                done.set_result(fn(*args))
            except BaseException as exc:
                done.set_exception(exc)

        self._loop.call_soon_threadsafe(run)
        return done.result(timeout)

    def stop(self, timeout: float = 10.0) -> None:
        if self._loop is not None and self._stopping is not None and self._thread.is_alive():
            self._loop.call_soon_threadsafe(self._stopping.set)
        self._thread.join(timeout)
