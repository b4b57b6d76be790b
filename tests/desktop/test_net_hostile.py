"""Hostile input: each kind gets an error reply or a disconnect and a log line, and the other
seats keep being served with nothing lost."""

from __future__ import annotations

import contextlib
import json
import logging
import random
import socket
import time
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from desktop.net import TableConfig
from desktop.net.host import KNOWN_OPS
from desktop.net.wire import LineBuffer, TokenBucket
from tests.desktop.test_net_support import TOY, WAIT, ann_and_bob, hosting, play


class Raw:
    """A bare socket speaking (or not speaking) the protocol."""

    def __init__(self, port: int, *, hello: bool = True) -> None:
        self.sock = socket.create_connection(("127.0.0.1", port), timeout=WAIT)
        self.buffer = b""
        if hello:
            self.send({"op": "hello", "protocol": 1, "id": 0})
            assert self.read()["ok"]

    def send(self, message: Any) -> None:
        self.sock.sendall(json.dumps(message).encode() + b"\n")

    def send_raw(self, data: bytes) -> None:
        self.sock.sendall(data)

    def read(self) -> dict[str, Any]:
        """The next message that is not a ping; raises EOFError when the host closed."""
        while True:
            while b"\n" not in self.buffer:
                chunk = self.sock.recv(1 << 16)
                if not chunk:
                    raise EOFError
                self.buffer += chunk
            line, self.buffer = self.buffer.split(b"\n", 1)
            message = json.loads(line)
            if message.get("push") not in ("ping", "seats"):
                return message

    def reply(self) -> dict[str, Any]:
        while True:
            message = self.read()
            if "push" not in message:
                return message

    def drain(self) -> bool:
        """Read whatever is there without waiting; False once the host has closed."""
        self.sock.setblocking(False)
        try:
            while True:
                chunk = self.sock.recv(1 << 16)
                if not chunk:
                    return False
        except BlockingIOError:
            return True
        except OSError:
            return False
        finally:
            self.sock.setblocking(True)

    def close(self) -> None:
        self.sock.close()


def test_line_buffer_skips_oversized_lines_and_keeps_framing() -> None:
    buffer = LineBuffer(limit=10)
    out: list = []
    for byte in b"ab\ncd" + b"x" * 20 + b"\nok\n" + b"12345678901\nlast\n":
        out += buffer.feed(bytes([byte]))  # a byte at a time, as a slow peer sends
    assert [o if isinstance(o, bytes) else "too-long" for o in out] == [
        b"ab",
        "too-long",
        b"ok",
        "too-long",
        b"last",
    ]


def test_token_bucket_allows_bursts_then_the_average_rate() -> None:
    bucket = TokenBucket(rate=2.0, burst=3.0, stamp=0.0)
    assert [bucket.take(now=0.0) for _ in range(4)] == [True, True, True, False]
    assert bucket.take(now=0.5) and not bucket.take(now=0.5)
    assert bucket.take(cost=3.0, now=10.0)


def _codes(raw: Raw, lines: list[bytes]) -> list[str]:
    out = []
    for line in lines:
        raw.send_raw(line + b"\n")
        reply = raw.reply()
        out.append("ok" if reply["ok"] else reply["error"]["code"])
    return out


def test_every_kind_of_bad_line_gets_a_reply_and_a_log_line(caplog) -> None:
    caplog.set_level(logging.INFO, logger="desktop.net")
    table = TableConfig(game=TOY, seats=2, seed=1, table_id="t")
    with hosting(table) as host:
        (ann, _), (bob, _) = ann_and_bob(host)
        early = Raw(host.port, hello=False)
        assert _codes(early, [b'{"op":"view"}', b'{"op":"ping","id":1}']) == ["hello-first", "ok"]
        raw = Raw(host.port)
        codes = _codes(
            raw,
            [
                b"x" * (70 * 1024),  # over the 64 KiB line limit
                b"{not json",
                b"\xff\xfe\xfd",
                b"[" * 30_000,  # nesting deeper than the JSON parser allows
                b"1" * 5000,
                b"[1, 2]",
                b'{"op": 7}',
                b'{"op": "fly", "id": 2}',
                b'{"op": "view", "id": {"a": 1}}',
                b'{"op": "view", "id": 3}',
                b'{"op": "join", "seat": 0, "id": 4}',
                b'{"op": "join", "seat": "everything", "id": 5}',
                b'{"op": "join", "spectate": true, "id": 6}',
                b'{"op": "apply", "id": 7, "state_id": 1, "command": {"type": "bump"}}',
                b'{"op": "view", "seat": 0, "id": 8}',
                b'{"op": "chat", "text": 12, "id": 9}',
                b'{"op": "join", "spectate": true, "id": 10}',
                b'{"op": "ping", "id": 11}',
            ],
        )
        assert codes == [
            "too-long",
            "bad-request",
            "bad-request",
            "bad-request",
            "bad-request",
            "bad-request",
            "bad-request",
            "bad-request",
            "bad-request",
            "join-first",
            "table-started",
            "table-started",
            "ok",
            "bad-seat",
            "wrong-seat",
            "bad-request",
            "already-joined",
            "ok",
        ]
        refusals = [r for r in caplog.records if "refused" in r.getMessage()]
        assert len(refusals) >= len([c for c in codes if c != "ok"])
        play([ann, bob], random.Random(2))
        session = host.call(lambda: host.host.tables["t"].session)
        assert ann.state.log == session.events_for(0)
        for closer in (early, raw, ann, bob):
            closer.close()


def test_a_flood_is_slowed_then_cut_off_and_the_table_goes_on(caplog) -> None:
    caplog.set_level(logging.INFO, logger="desktop.net")
    table = TableConfig(game=TOY, seats=2, seed=3, table_id="t")
    with hosting(table, rate=5.0, burst=10.0, max_strikes=5) as host:
        (ann, _), (bob, _) = ann_and_bob(host)
        flood = Raw(host.port)
        flood.send_raw(b'{"op":"ping"}\n' * 200)
        seen = []
        with pytest.raises(EOFError):
            for _ in range(300):
                message = flood.read()
                seen.append(message.get("push") or message.get("error", {}).get("code") or "ok")
        assert "slow-down" in seen and seen[-1] == "bye"
        assert any("flooding" in r.getMessage() for r in caplog.records)
        play([ann, bob], random.Random(1))
        flood.close()
        ann.close()
        bob.close()


def test_a_silent_half_open_connection_is_pinged_then_closed(caplog) -> None:
    caplog.set_level(logging.INFO, logger="desktop.net")
    table = TableConfig(game=TOY, seats=3, seed=3, table_id="t", reconnect_grace=60)
    with hosting(table, idle_timeout=0.4) as host:
        (ann, _), (bob, _) = ann_and_bob(host)
        ghost = Raw(host.port)
        ghost.send({"op": "join", "seat": 2, "ready": True, "id": 1})
        got = []
        deadline = time.monotonic() + WAIT
        while time.monotonic() < deadline:
            try:
                chunk = ghost.sock.recv(1 << 16)
            except OSError:
                break
            if not chunk:
                break
            got.append(chunk)
        assert b'"push":"ping"' in b"".join(got)
        assert any("silent" in r.getMessage() for r in caplog.records)
        # The others answered their pings and are still there; the ghost's seat waits for it.
        assert ann.wait(lambda s: not s.seats[2]["connected"], WAIT)
        assert ann.state.connected and bob.state.connected
        ghost.close()
        ann.close()
        bob.close()


# -- hypothesis: anything at all, from a seated peer ------------------------------------------
json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=True) | st.text(max_size=20),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=12,
)
#: every op the host knows, and a few it must refuse (ops of the engine's stdio, a dunder)
OPS = [*sorted(KNOWN_OPS), "new", "load", "__init__"]
requests = st.fixed_dictionaries(
    {"op": st.sampled_from(OPS) | st.text(max_size=12)},
    optional={
        "id": json_values,
        "seat": json_values,
        "state_id": st.integers(-2, 40) | json_values,
        "command": st.fixed_dictionaries({"type": st.sampled_from(["bump", "draw", "show"])})
        | json_values,
        "token": json_values,
        "table": json_values,
        "since": json_values,
        "text": json_values,
        "vote": json_values,
        "agree": json_values,
        "ready": json_values,
        "protocol": json_values,
        "name": json_values,
        "spectate": json_values,
    },
)
# Near-misses: the right shape with plausible values, so the seat, turn, state-id, replay
# and vote checks are reached, not just the JSON parser.
plausible = st.fixed_dictionaries(
    {
        "op": st.sampled_from(["apply", "apply", "undo", "undo-vote", "view", "log", "seat"]),
        "id": st.uuids().map(str) | st.integers(0, 5),  # fresh ids, and some replays
    },
    optional={
        "state_id": st.integers(0, 12),
        "command": st.sampled_from([{"type": "bump"}, {"type": "draw"}, {"type": "show"}]),
        "seat": st.sampled_from([0, 1, 2, None, -1, 3]),
        "since": st.integers(-1, 20),
        "vote": st.text(max_size=8),
        "agree": st.booleans(),
        "ready": st.booleans(),
    },
)
lines = st.one_of(
    plausible.map(lambda r: json.dumps(r).encode()),
    plausible.map(lambda r: json.dumps(r).encode()),
    requests.map(lambda r: json.dumps(r).encode()),
    json_values.map(lambda v: json.dumps(v).encode()),
    st.binary(max_size=300).map(lambda b: b.replace(b"\n", b"")),
)


def test_hypothesis_hostile_messages_never_crash_the_host_or_disturb_the_others(caplog) -> None:
    caplog.set_level(logging.WARNING, logger="desktop.net")
    table = TableConfig(game=TOY, seats=3, seed=5, table_id="t")
    with hosting(table, rate=1000, burst=1000) as host:
        (ann, _), (bob, _) = ann_and_bob(host)
        hostile = Raw(host.port)
        hostile.send({"op": "join", "seat": 2, "ready": True, "id": "h0"})
        token = hostile.reply()["token"]
        peer: dict[str, Any] = {"raw": hostile, "examples": 0}
        rng = random.Random(6)

        def session():
            return host.call(lambda: host.host.tables["t"].session)

        @settings(
            max_examples=100,
            deadline=None,
            suppress_health_check=list(HealthCheck),
            database=None,
        )
        @given(st.lists(lines, min_size=1, max_size=8), st.booleans(), st.booleans())
        def attack(batch: list[bytes], fresh_state: bool, twice: bool) -> None:
            if fresh_state:
                # Aim some moves at the current state, so they may be accepted (on the hostile
                # seat's turn), be out of turn, or be replayed when sent twice.
                line = json.dumps(
                    {
                        "op": "apply",
                        "id": f"fresh-{peer['examples']}",
                        "state_id": session().state_id,
                        "command": {"type": "bump"},
                    }
                ).encode()
                batch = [line, *batch, line] if twice else [line, *batch]
            raw = peer["raw"]
            if not raw.drain():  # sent away (or left): come back with the token
                raw.close()
                raw = peer["raw"] = Raw(host.port)
                raw.send({"op": "join", "token": token, "id": "back"})
            with contextlib.suppress(OSError):
                raw.send_raw(b"".join(line + b"\n" for line in batch))
            # The honest seats are still served: a round trip, and now and then a move (not
            # every time, so most attacks land mid-game rather than after the end).
            assert ann.ping() >= 0 and bob.ping() >= 0
            peer["examples"] += 1
            for client in (ann, bob) if peer["examples"] % 5 == 0 else ():
                state = client.snapshot()
                if state.my_turn:
                    client.try_apply(rng.choice(state.legal), state.state_id)
            truth = session()
            for seat, client in ((0, ann), (1, bob)):
                assert client.wait(lambda s, n=truth.state_id: s.state_id == n, WAIT)
                assert client.state.log == truth.events_for(seat)

        attack()
        # Let the hostile seat go; a bot finishes its hand and the game ends normally.
        peer["raw"].close()
        host.call(lambda: host.host.tables["t"].kick(2))
        play([ann, bob], random.Random(7))
        assert session().is_over()
        crashes = [r for r in caplog.records if r.levelno >= logging.ERROR]
        assert crashes == [], [r.getMessage() for r in crashes]
        ann.close()
        bob.close()
