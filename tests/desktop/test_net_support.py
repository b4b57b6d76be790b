"""Helpers shared by the network tests (this module holds no tests itself).

Everything runs on loopback with real sockets and ephemeral ports; every loop has a deadline.
"""

from __future__ import annotations

import json
import logging
import random
import re
import socket
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from desktop.net import Client, HostConfig, HostThread, TableConfig
from engine.core.session import Session

ROOT = Path(__file__).resolve().parents[2]
TOY = "tests.engine.toy:TOY"
#: Generous: these bound waits on a slow, busy machine; they are not speed requirements.
log = logging.getLogger(__name__)
WAIT = 30.0


@contextmanager
def hosting(*tables: TableConfig, **config: Any) -> Iterator[HostThread]:
    host = HostThread(HostConfig(bind="127.0.0.1", port=0, **config), list(tables)).start()
    try:
        yield host
    finally:
        host.stop()


@dataclass
class Wire:
    """Every byte a client received, in order (fed by the client's reader thread)."""

    data: bytearray = field(default_factory=bytearray)

    def __call__(self, chunk: bytes) -> None:
        self.data += chunk

    def lines(self) -> list[bytes]:
        return [line for line in bytes(self.data).split(b"\n") if line]


def person(port: int, name: str, **options: Any) -> tuple[Client, Wire]:
    wire = Wire()
    client = Client("127.0.0.1", port, name=name, tap=wire, timeout=WAIT, **options)
    client.connect()
    return client, wire


def ann_and_bob(host: HostThread, watcher: str | None = None) -> list[tuple[Client, Wire]]:
    """Ann and Bob (and `watcher`, if named) connect; then Ann takes seat 0, Bob seat 1 and the
    watcher watches."""
    people = [person(host.port, name) for name in ("Ann", "Bob", *([watcher] if watcher else []))]
    people[0][0].join(0)
    people[1][0].join(1)
    if watcher:
        people[2][0].join(spectate=True)
    return people


def play(
    clients: list[Client],
    rng: random.Random,
    *,
    timeout: float = 60.0,
    after_move: Callable[[Client, int], None] | None = None,
    choose: Callable[[Client, list[dict]], dict] | None = None,
) -> int:
    """Scripted people: each plays a random legal command when due, until all see the end.

    Returns the number of commands they made. `after_move(client, moves)` may disturb things.
    """
    deadline = time.monotonic() + timeout
    tried: dict[int, int] = {}
    moves = 0
    while time.monotonic() < deadline:
        if all(c.state.over for c in clients):
            return moves
        moved = False
        for client in clients:
            state = client.snapshot()
            if not state.my_turn or tried.get(id(client)) == state.state_id:
                continue
            tried[id(client)] = state.state_id
            command = choose(client, state.legal) if choose else rng.choice(state.legal)
            try:
                reply = client.try_apply(command, state.state_id)
            except (OSError, TimeoutError):
                tried.pop(id(client), None)  # the link dropped: look again once it is back
                continue
            moved = True
            if reply.get("ok"):
                moves += 1
                if after_move is not None:
                    after_move(client, moves)
            else:
                # refused at this state (e.g. the host's clock moved the game on a beat later,
                # on a loaded machine): choose again rather than wait on it forever
                tried.pop(id(client), None)
                log.info("%s refused at %s: %s", client.name, state.state_id, reply)
        if not moved:
            time.sleep(0.002)
    raise AssertionError(
        f"the game did not finish: {[(c.name, c.state.state_id, c.state.to_act) for c in clients]}"
    )


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


# -- secrecy -----------------------------------------------------------------------------------
def _tokens(obj: Any, out: set[Any]) -> set[Any]:
    """Values distinctive enough to look for in bytes: card-like strings and numbers >= 100."""
    if isinstance(obj, dict):
        for value in obj.values():
            _tokens(value, out)
    elif isinstance(obj, list | tuple):
        for value in obj:
            _tokens(value, out)
    elif (
        isinstance(obj, str)
        and len(obj) >= 3
        or isinstance(obj, int)
        and not isinstance(obj, bool)
        and obj >= 100
    ):
        out.add(obj)
    return out


def _present(token: Any, line: bytes) -> bool:
    if isinstance(token, str):
        return json.dumps(token, ensure_ascii=False).encode() in line
    return re.search(rb"(?<![0-9.eE])" + str(token).encode() + rb"(?![0-9.eE])", line) is not None


def _without_legal(message: Any) -> Any:
    """A message without its "legal" lists (the seat's own commands)."""
    if isinstance(message, dict):
        return {k: _without_legal(v) for k, v in message.items() if k != "legal"}
    if isinstance(message, list):
        return [_without_legal(v) for v in message]
    return message


class Secrets:
    """What each seat may not know at each point of a finished game, from the host's truth.

    At state s, seat X must not receive anything that another seat's own view holds unless
    X may know it: it is in X's view or the public view, in the log as X or the public see it,
    or in the result of a finished game. (The engine's tests check redaction itself; this
    checks that the network sent each seat only its own share.)
    """

    def __init__(self, session: Session) -> None:
        self.session = session
        self.ruleset = session.ruleset
        self.seats = session.header.seats
        self._states = [session.state_at(s) for s in range(len(session.entries) + 1)]
        self._logs: dict[Any, list[set[Any]]] = {}
        for seat in [None, *range(self.seats)]:
            running: set[Any] = set()
            per_state = [set(running)]
            for item in session.events_for(seat):
                _tokens(item, running)
                per_state.append(set(running))
            self._logs[seat] = per_state
        self._public = _tokens(session.header_for(None).to_json(), set())

    def forbidden(self, seat: int | None, s: int) -> set[Any]:
        s = max(1, min(s, len(self._states) - 1))
        state = self._states[s]
        secret: set[Any] = set()
        for other in range(self.seats):
            if other != seat:
                _tokens(self.ruleset.view(state, other), secret)
        known = set(self._public) | self._logs[None][s] | self._logs[seat][s]
        _tokens(self.ruleset.view(state, None), known)
        if seat is not None:
            _tokens(self.ruleset.view(state, seat), known)
        if self.ruleset.is_over(state):
            _tokens(self.ruleset.result(state), known)
        return secret - known

    def leaks(
        self, seat: int | None, wire: Wire, *, words_as_values: bool = False
    ) -> list[tuple[int, Any]]:
        """(state id, token) for every secret found in the bytes a seat received.

        `words_as_values`: a secret word (no ".": not a card instance) counts only as a value
        outside the seat's own legal commands, for games whose messages have a key named as
        another seat's private value (rage-classic: "step" is a combat key and how a card is
        staged) or whose own commands use such a word. Card instances are looked for anywhere.
        """
        found = []
        current = 1
        cache: dict[int, set[Any]] = {}
        for line in wire.lines():
            message = json.loads(line)
            state_id = message.get("state_id")
            if state_id is None and isinstance(message.get("resync"), dict):
                state_id = message["resync"].get("state_id")
            if isinstance(state_id, int):
                current = state_id
            if current not in cache:
                cache[current] = self.forbidden(seat, current)
            values = _tokens(_without_legal(message), set()) if words_as_values else set()
            for token in cache[current]:
                if words_as_values and not (isinstance(token, str) and "." in token):
                    leaked = token in values
                else:
                    leaked = _present(token, line)
                if leaked:
                    found.append((current, token))
        return found

    def secrets_seen(self, seat: int | None) -> int:
        """How many distinct secrets the check looked for (so a test can't pass vacuously)."""
        total: set[Any] = set()
        for s in range(1, len(self._states)):
            total |= self.forbidden(seat, s)
        return len(total)


def stop_processes(*procs: Any) -> None:
    """Kill and reap each process still running (None: one never started)."""
    for proc in procs:
        if proc is not None and proc.poll() is None:
            proc.kill()
            proc.wait()
