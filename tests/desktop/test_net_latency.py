"""What keeps a seated player's round trip short while others crowd the host (issue 29).

A resync (a join, a rejoin) holds the whole log: it is redacted and encoded once per entry
and seat, not once per spectator; and the spectators' and newcomers' resyncs are built one
per turn of the host's loop, so a crowd joining at once cannot hold a player's reply.
"""

from __future__ import annotations

import asyncio
import json
import random
import socket
import time
from typing import Any

from desktop.net import TableConfig
from desktop.net.rulesets import make_bot, resolve_ruleset
from desktop.net.seats import Member
from desktop.net.table import Table, _EncodedLog
from desktop.net.wire import RawJson, encode, encode_value
from engine.core.play import bot_turn
from engine.core.session import Session
from tests.desktop.test_net_support import TOY, WAIT, hosting, person


def test_encode_puts_raw_json_in_as_it_is() -> None:
    log = [{"n": 0, "text": 'é " \\n', "events": [1, 2.5, None, True]}]
    plain = {"push": "resync", "log": log, "seats": [{"name": "Ann"}], "x": [log, log]}
    spliced = {**plain, "log": RawJson(encode_value(log)), "x": [RawJson(encode_value(log))] * 2}
    assert encode(spliced) == encode(plain)
    assert json.loads(encode(spliced)) == plain
    # A peer's text that looks like a place-holder is only text.
    sly = {"name": '"raw-0"', "log": RawJson(b"[]")}
    assert json.loads(encode(sly)) == {"name": '"raw-0"', "log": []}


def test_the_encoded_log_follows_the_session_through_moves_and_undos() -> None:
    ruleset = resolve_ruleset("rage-trick")
    session = Session.new(ruleset, 4, 7, {}, ["A", "B", "C", "D"])
    bots = {seat: make_bot(ruleset, "normal", seat) for seat in range(4)}
    rng = random.Random(7)
    logs = {seat: _EncodedLog(session, seat) for seat in (None, 0, 1, 2, 3)}

    def same() -> None:
        for seat, encoded in logs.items():
            assert encoded.json() == encode_value(session.events_for(seat)), seat

    same()
    undos = 0
    for step in range(400):
        if not bot_turn(session, bots, rng):
            break
        if step % 5 == 0:
            same()
        if step % 60 == 59:
            # Take back seat 0's last move and everything after it (several entries), then
            # play on: the entries that replace them are new, at the same places.
            try:
                undos += session.undo(0, others_consent=True) > 0
            except Exception:  # a deal or a reveal in the way: no undo here
                continue
            same()
    same()
    assert undos and len(session.entries) > 100


def test_a_resync_holds_the_log_the_seat_may_see() -> None:
    loop = asyncio.new_event_loop()
    try:
        table = Table(TableConfig(game="rage-trick", seats=4, seed=2, table_id="t"), loop)
        table.start()
        session = table.session
        assert session is not None
        bots = {seat: make_bot(table.ruleset, "normal", seat) for seat in range(4)}
        for _ in range(50):
            bot_turn(session, bots, random.Random(1))
        for seat in (None, 0, 3):
            member = Member("token", seat, "Ann")
            sent = json.loads(encode({"push": "resync", **table.resync_for(member)}))
            assert sent["log"] == json.loads(json.dumps(session.events_for(seat)))
            assert sent["state_id"] == session.state_id
    finally:
        loop.close()


def test_spectators_joining_at_once_are_answered_one_per_turn_of_the_loop() -> None:
    table = TableConfig(game=TOY, seats=2, seed=3, table_id="t")
    with hosting(table, max_per_address=64, idle_timeout=600) as host:
        ann, _ = person(host.port, "Ann")
        ann.join(0)
        assert host.host is not None
        loop = host.host.loop
        turns = [0]
        joined: list[tuple[int, Any]] = []
        ticking = [True]

        def tick() -> None:  # counts the turns of the loop while the crowd joins
            turns[0] += 1
            if ticking[0]:
                loop.call_soon(tick)

        real_join = Table.join

        def join(self: Table, peer: Any, request: dict[str, Any], name: str) -> Any:
            joined.append((turns[0], request.get("spectate")))
            return real_join(self, peer, request, name)

        Table.join = join  # type: ignore[method-assign]
        try:
            host.call(lambda: loop.call_soon(tick))
            crowd = []
            for _ in range(20):
                sock = socket.create_connection(("127.0.0.1", host.port), timeout=WAIT)
                crowd.append(sock)
            for sock in crowd:  # as nearly at once as a test can
                sock.sendall(
                    b'{"op":"hello","protocol":1,"id":0}\n'
                    b'{"op":"join","spectate":true,"name":"Lazy","id":1}\n'
                )
            deadline = time.monotonic() + WAIT
            while len(joined) < 20 and time.monotonic() < deadline:
                assert ann.ping() < WAIT
            assert len(joined) == 20
        finally:
            Table.join = real_join  # type: ignore[method-assign]
            ticking[0] = False
        at = [turn for turn, _ in joined]
        assert len(set(at)) == len(at), f"two joins in one turn of the loop: {at}"
        # Seated players come back with their token without waiting behind the crowd.
        assert host.call(lambda: host.host is not None and host.host._seat_token(ann.token))
        for sock in crowd:
            sock.close()
        ann.close()
