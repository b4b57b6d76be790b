"""What a hostile or broken peer may cost a LAN host (issue 29), over loopback sockets.

A client that does not read is dropped, not buffered; a connection that sends a byte now and
then is closed by the idle timeout; one address cannot fill the host, and a seated player
with a token always gets back in; a game name a host sends is never imported.
"""

from __future__ import annotations

import copy
import json
import logging
import socket
import sys
import time
from typing import Any

import pytest

from desktop.net import Client, RemoteError, TableConfig
from desktop.net.botclient import BotClient
from desktop.net.remote_session import RemoteRunner
from engine.core.errors import Illegal
from tests.desktop.test_net_support import TOY, WAIT, ann_and_bob, hosting, person
from tests.engine.toy import TOY as TOY_RULES
from tests.engine.toy import Toy

#: The toy game under a name that is a "module:attribute" path (see evil_game.py).
EVIL_NAME = "tests.desktop.evil_game:x"
EVIL: Toy = copy.copy(TOY_RULES)
EVIL.id = EVIL_NAME  # type: ignore[misc]


def raw(port: int, *, source: str = "127.0.0.1", rcvbuf: int = 0) -> socket.socket:
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    if rcvbuf:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, rcvbuf)
    sock.bind((source, 0))
    sock.settimeout(WAIT)
    sock.connect(("127.0.0.1", port))
    return sock


def hello(sock: socket.socket) -> None:
    sock.sendall(b'{"op": "hello", "protocol": 1, "id": 0}\n')


def closed_by_host(sock: socket.socket, deadline: float) -> bool:
    """Read (and throw away) until the host closes; False if it has not by `deadline`."""
    while time.monotonic() < deadline:
        sock.settimeout(max(0.05, min(1.0, deadline - time.monotonic())))
        try:
            if not sock.recv(1 << 16):
                return True
        except TimeoutError:
            continue
        except OSError:
            return True
    return False


def until(predicate: Any) -> None:
    deadline = time.monotonic() + WAIT
    while not predicate():
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.01)


def connections_from(host: Any, address: str) -> int:
    return host.call(lambda: sum(1 for c in host.host.connections if c.address == address))


def test_a_client_that_never_reads_is_dropped_not_buffered(caplog) -> None:
    caplog.set_level(logging.WARNING, logger="desktop.net")
    table = TableConfig(game=TOY, seats=2, bots=["", "random"], seed=1, table_id="t")
    with hosting(table, rate=1e6, burst=1e6) as host:
        ann, _ = person(host.port, "Ann")
        ann.join(0)
        lazy = raw(host.port, rcvbuf=4096)
        hello(lazy)
        lazy.sendall(b'{"op": "join", "spectate": true, "name": "Lazy", "id": 1}\n')
        assert ann.wait(lambda s: [w["name"] for w in s.watchers] == ["Lazy"], WAIT)
        limit = host.call(lambda: host.host.config.max_unsent)
        text = "x" * 480
        most = 0
        # Ann talks: every line goes to everyone, the lazy one included. 4 MB in all; the
        # old host kept up to 8 MB for a client that did not read.
        for i in range(8000):
            ann.send("chat", text=text)
            if i % 200 == 199:
                waiting = host.call(
                    lambda: max(
                        (
                            c.writer.transport.get_write_buffer_size()
                            for c in host.host.connections
                            if c.name == "" and c.member is not None
                        ),
                        default=0,
                    )
                )
                most = max(most, waiting)
                if not ann.snapshot().watchers:
                    break
        assert ann.wait(lambda s: s.watchers == [], WAIT), "the lazy client was never dropped"
        assert most <= limit + 4096
        assert any("not reading" in r.getMessage() for r in caplog.records)
        assert ann.ping() < WAIT and ann.state.connected  # the others are served as before
        lazy.close()
        ann.close()


def test_a_connection_sending_a_byte_now_and_then_is_closed_by_the_timeouts(caplog) -> None:
    caplog.set_level(logging.INFO, logger="desktop.net")
    table = TableConfig(game=TOY, seats=2, seed=2, table_id="t")
    with hosting(table, idle_timeout=0.8, hello_timeout=0.8) as host:
        ann, _ = person(host.port, "Ann")
        ann.join(0)
        said_hello = raw(host.port)
        hello(said_hello)
        never_hello = raw(host.port)
        deadline = time.monotonic() + WAIT
        closed: set[str] = set()
        while len(closed) < 2 and time.monotonic() < deadline:
            for name, sock in (("said_hello", said_hello), ("never_hello", never_hello)):
                if name in closed:
                    continue
                try:
                    sock.sendall(b"{")  # a byte of a message that never ends
                except OSError:
                    closed.add(name)
                    continue
                if closed_by_host(sock, time.monotonic() + 0.1):
                    closed.add(name)
        assert closed == {"said_hello", "never_hello"}
        words = " ".join(r.getMessage() for r in caplog.records)
        assert "silent" in words and "no hello" in words
        assert ann.state.connected  # Ann answers the host's pings with whole messages
        for sock in (said_hello, never_hello):
            sock.close()
        ann.close()


def test_one_address_cannot_fill_the_host_and_a_token_always_gets_back_in() -> None:
    table = TableConfig(game=TOY, seats=2, seed=3, table_id="t", reconnect_grace=600)
    with hosting(table, max_per_address=6, max_connections=10, idle_timeout=600) as host:
        (ann, _), (bob, _) = ann_and_bob(host)
        idlers = []
        for _ in range(12):  # from Ann's and Bob's address
            sock = raw(host.port)
            hello(sock)
            idlers.append(sock)
            assert connections_from(host, "127.0.0.1") <= 6
        # Others fill the host from other addresses (every 127.x.y.z is this machine).
        for n in range(12):
            sock = raw(host.port, source=f"127.0.0.{2 + n % 3}")
            idlers.append(sock)
            assert host.call(lambda: len(host.host.connections)) <= 10
        # The seated players were never pushed out: they had joined.
        assert ann.ping() < WAIT and bob.ping() < WAIT
        # Bob's app dies; a new one comes back with his token through the crowd.
        token = bob.token
        bob.auto_reconnect = False
        bob.drop()
        assert ann.wait(lambda s: not s.seats[1]["connected"], WAIT)
        back, _ = person(host.port, "Bob")
        assert back.join(token=token)["seat"] == 1
        assert ann.wait(lambda s: s.seats[1]["connected"], WAIT)
        # A newcomer without a token gets in too (an idler makes way) and may watch.
        eve, _ = person(host.port, "Eve")
        assert eve.join(spectate=True)["seat"] is None
        assert host.call(lambda: len(host.host.connections)) <= 10
        for sock in idlers:
            sock.close()
        until(lambda: host.call(lambda: all(c.member for c in host.host.connections)))
        # Now the address is full of people who joined (spectators): nobody to make way.
        watchers = []
        while connections_from(host, "127.0.0.1") < 6:
            watcher, _ = person(host.port, "Watcher")
            watcher.join(spectate=True)
            watchers.append(watcher)
        token = back.token
        back.auto_reconnect = False
        back.drop()
        assert ann.wait(lambda s: not s.seats[1]["connected"], WAIT)
        watcher, _ = person(host.port, "Watcher")
        watcher.join(spectate=True)
        watchers.append(watcher)
        assert connections_from(host, "127.0.0.1") == 6
        # Bob is let in on probation, to take his seat back...
        again, _ = person(host.port, "Bob")
        assert again.join(token=token)["seat"] == 1
        # ...and one more spectator is not.
        late = Client("127.0.0.1", host.port, name="Late", auto_reconnect=False, timeout=WAIT)
        late.connect()
        with pytest.raises(RemoteError) as busy:
            late.join(spectate=True)
        assert busy.value.code == "busy"
        for client in (ann, again, eve, late, *watchers):
            client.close()


def test_a_game_named_like_a_module_is_never_imported_by_a_client() -> None:
    table = TableConfig(
        game="tests.desktop.test_net_limits:EVIL", seats=2, seed=4, table_id="t", bots=["", ""]
    )
    sys.modules.pop("tests.desktop.evil_game", None)
    with hosting(table) as host:
        bot = BotClient("127.0.0.1", host.port, bot="heuristic")
        with pytest.raises(Illegal) as refused:
            bot.start()
        assert refused.value.code == "unknown-game"
        bot.client.close()
        host.call(lambda: host.host.tables["t"].kick(0))  # the bot's seat, open again
        ann, _ = person(host.port, "Ann")
        ann.join(0)
        host.call(lambda: host.host.tables["t"].start())  # seat 2 gets a host bot
        assert ann.wait(lambda s: s.header is not None, WAIT)
        assert json.dumps(ann.state.header).count(EVIL_NAME) == 1
        with pytest.raises(Illegal) as unknown:
            RemoteRunner(ann)
        assert unknown.value.code == "unknown-game"
        ann.close()
    assert "tests.desktop.evil_game" not in sys.modules
