"""Whole games over loopback: people scripted through the client API, bots, spectators.

Every byte each client received is checked for what its seat may not know.
"""

from __future__ import annotations

import importlib.util
import random
import threading

import pytest

from desktop.net import Client, RemoteError, TableConfig
from desktop.net.botclient import BotClient
from tests.desktop import test_net_support as net_kit


def _has(module: str) -> bool:
    try:
        return importlib.util.find_spec(module) is not None
    except ImportError:
        return False


needs_rage = pytest.mark.skipif(
    not _has("engine.games.rage_trick"), reason="rage-trick is not in this build yet"
)
needs_ragers = pytest.mark.skipif(not _has("engine.games.ragers"), reason="ragers not built yet")


def _session(host, table_id):
    return host.call(lambda: host.host.tables[table_id].session)


def test_toy_game_people_bot_and_spectator_see_only_their_share() -> None:
    table = TableConfig(game=net_kit.TOY, seats=3, bots=["", "", "random"], seed=11, table_id="toy")
    with net_kit.hosting(table) as host:
        ann, ann_wire = net_kit.person(host.port, "Ann")
        bob, bob_wire = net_kit.person(host.port, "Bob")
        eve, eve_wire = net_kit.person(host.port, "Eve")
        eve.join(spectate=True)
        assert ann.join()["seat"] == 0
        assert bob.join(1)["seat"] == 1
        assert ann.wait(lambda s: s.state_id >= 1, net_kit.WAIT)
        assert ann.state.header is not None and ann.state.header["seed"] == -1
        net_kit.play([ann, bob], random.Random(3))
        for client in (ann, bob, eve):
            assert client.wait(lambda s: s.over, net_kit.WAIT)
        session = _session(host, "toy")
        assert session.is_over()
        for client in (ann, bob, eve):
            assert client.state.result == session.result()
            # The mirror built from pushes is exactly the seat's redacted log.
            assert client.state.log == session.events_for(client.state.seat)
        secrets = net_kit.Secrets(session)
        assert secrets.secrets_seen(None) > 0
        for seat, wire in ((0, ann_wire), (1, bob_wire), (None, eve_wire)):
            assert secrets.leaks(seat, wire) == []
        assert eve.state.seat_views is None
        for client in (ann, bob, eve):
            client.close()


def test_omniscient_spectator_sees_every_hand_but_no_seed() -> None:
    table = TableConfig(
        game=net_kit.TOY, seats=2, bots=["random", "random"], seed=5, omniscient_spectators=True
    )
    with net_kit.hosting(table) as host:
        teacher, _ = net_kit.person(host.port, "Teacher")
        teacher.join(spectate=True)
        assert teacher.wait(lambda s: s.over, net_kit.WAIT)
        session = _session(host, table.table_id)
        views = teacher.state.seat_views
        assert views is not None and [v["mine"] for v in views] == session.state.hidden
        assert teacher.state.header["seed"] == -1
        assert teacher.request("view", seat=1)["view"]["mine"] == session.state.hidden[1]
        teacher.close()


def test_refusals_carry_the_engines_code_and_the_table_goes_on() -> None:
    table = TableConfig(game=net_kit.TOY, seats=2, seed=1, table_id="t")
    with net_kit.hosting(table) as host:
        (ann, _), (bob, _) = net_kit.ann_and_bob(host)
        assert bob.wait(lambda s: s.state_id == 1, net_kit.WAIT)

        def code(client: Client, **fields: object) -> str:
            reply = client.request("apply", check=False, **fields)
            return "ok" if reply["ok"] else reply["error"]["code"]

        assert code(bob, command={"type": "bump"}, state_id=1) == "not-your-turn"
        assert code(ann, command={"type": "bump"}, state_id=0) == "stale"
        assert code(ann, command={"type": "bump"}, state_id=1, seat=1) == "wrong-seat"
        assert code(ann, command={"type": "fly"}, state_id=1) == "bad-command"
        assert code(ann, command={"type": "bump"}) == "bad-request"  # no state id
        reply = ann.request("apply", check=False, command={"type": "bump"}, state_id=1, id="x1")
        assert reply["ok"] and reply["id"] == "x1"
        replay = ann.request("apply", check=False, command={"type": "bump"}, state_id=2, id="x1")
        assert replay["error"]["code"] == "replayed"
        assert bob.wait(lambda s: s.state_id == 2 and s.my_turn, net_kit.WAIT)
        with pytest.raises(RemoteError) as refused:
            ann.apply({"type": "bump"})
        assert refused.value.code == "not-your-turn" and "not your turn" in refused.value.message
        assert bob.apply({"type": "bump"})["state_id"] == 3
        ann.close()
        bob.close()


def test_protocol_mismatch_is_refused_clearly() -> None:
    with net_kit.hosting(TableConfig(game=net_kit.TOY, seats=2)) as host:
        client = Client("127.0.0.1", host.port, protocol=99, auto_reconnect=False)
        with pytest.raises(RemoteError) as refused:
            client.connect()
        assert refused.value.code == "protocol-mismatch"
        assert "same version" in refused.value.message


def test_lobby_seats_ready_chat_and_undo_by_consent() -> None:
    table = TableConfig(game=net_kit.TOY, seats=2, seed=2, table_id="lobby")
    with net_kit.hosting(table) as host:
        ann, _ = net_kit.person(host.port, "Ann")
        bob, _ = net_kit.person(host.port, "Bob")
        ann.join(1, ready=False)
        bob.join(0, ready=False)
        assert ann.state.phase == "lobby"
        with pytest.raises(RemoteError) as taken:
            ann.take_seat(0)
        assert taken.value.code == "seat-taken"
        ann.chat("hello\nforged line")
        assert bob.wait(
            lambda s: any(c["text"] == "helloforged line" for c in s.chat), net_kit.WAIT
        )
        ann.set_ready(True)
        bob.set_ready(True)
        assert ann.wait(lambda s: s.state_id == 1, net_kit.WAIT)
        assert bob.wait(lambda s: s.my_turn, net_kit.WAIT)
        # Seat 0 (Bob) bumps, seat 1 (Ann) bumps; Bob asks to take his move back.
        bob.apply({"type": "bump"})
        assert ann.wait(lambda s: s.my_turn, net_kit.WAIT)
        ann.apply({"type": "bump"})
        assert bob.wait(lambda s: s.state_id == 3, net_kit.WAIT)
        assert bob.undo()["pending"] is True
        assert ann.wait(lambda s: s.vote is not None, net_kit.WAIT)
        with pytest.raises(RemoteError):
            bob.vote_undo(True)  # the asker does not vote
        ann.vote_undo(True)
        for client in (ann, bob):
            assert client.wait(lambda s: s.state_id == 1 and s.vote is None, net_kit.WAIT)
        assert bob.state.my_turn and bob.state.view["counter"] == 0
        assert bob.state.log == _session(host, "lobby").events_for(0)
        # A refused vote leaves the game alone.
        bob.apply({"type": "bump"})
        assert ann.wait(lambda s: s.my_turn, net_kit.WAIT)
        ann.apply({"type": "bump"})
        assert bob.wait(lambda s: s.state_id == 3, net_kit.WAIT)
        vote = bob.undo()["vote"]
        assert ann.wait(lambda s: s.vote is not None, net_kit.WAIT)
        done = threading.Event()
        results: list[dict] = []

        def on_message(message: dict) -> None:
            if message.get("push") == "undo-result":
                results.append(message)
                done.set()

        bob.on_message = on_message
        ann.vote_undo(False, vote)
        assert done.wait(net_kit.WAIT) and results[0]["accepted"] is False
        assert bob.state.state_id == 3
        ann.close()
        bob.close()


@needs_rage
def test_rage_four_seats_two_people_a_remote_bot_and_a_host_bot() -> None:
    table = TableConfig(
        game="rage-trick",
        seats=4,
        options={"schedule": [4, 3, 2]},
        bots=["", "", "", "heuristic"],
        seed=41,
        table_id="rage",
    )
    with net_kit.hosting(table) as host:
        (ann, ann_wire), (bob, bob_wire) = net_kit.ann_and_bob(host)
        robot = BotClient("127.0.0.1", host.port, bot="heuristic", seat=2, seed=1)
        outcome: list = []
        runner = threading.Thread(target=lambda: outcome.append(robot.run(net_kit.WAIT * 2)))
        runner.start()
        net_kit.play([ann, bob], random.Random(5))
        runner.join(net_kit.WAIT * 2)
        session = _session(host, "rage")
        assert session.is_over() and outcome == [session.result()]
        assert robot.commands > 0
        secrets = net_kit.Secrets(session)
        assert secrets.secrets_seen(0) > 10
        assert secrets.leaks(0, ann_wire) == []
        assert secrets.leaks(1, bob_wire) == []
        assert ann.state.log == session.events_for(0)
        ann.close()
        bob.close()


@needs_ragers
def test_ragers_face_down_choices_reach_nobody_before_the_reveal() -> None:
    table = TableConfig(game="ragers", seats=2, seed=8, table_id="ragers")
    with net_kit.hosting(table) as host:
        (ann, ann_wire), (bob, bob_wire), (eve, eve_wire) = net_kit.ann_and_bob(host, "Eve")
        net_kit.play([ann, bob], random.Random(9))
        assert eve.wait(lambda s: s.over, net_kit.WAIT)
        session = _session(host, "ragers")
        assert session.is_over()
        secrets = net_kit.Secrets(session)
        # A face-down choice not revealed in the same entry is a secret for the other seat
        # until the reveal: make sure the check looks for it.
        pending = [
            (item["n"], event["seat"], event["card"])
            for item in session.entries
            for event in item["events"]
            if event["type"] == "chose"
            and event.get("card")
            and not any(e["type"] == "reveal" for e in item["events"])
        ]
        assert pending
        for n, seat, card in pending:
            assert card in secrets.forbidden(1 - seat, n + 1)
        for seat, wire in ((0, ann_wire), (1, bob_wire), (None, eve_wire)):
            assert secrets.leaks(seat, wire) == []
        assert secrets.secrets_seen(None) > 10
        for client in (ann, bob, eve):
            client.close()


@needs_ragers
def test_simultaneous_choice_made_stale_by_the_other_seat_can_be_resubmitted() -> None:
    table = TableConfig(game="ragers", seats=2, seed=8, table_id="ragers")
    with net_kit.hosting(table) as host:
        (ann, _), (bob, _) = net_kit.ann_and_bob(host)
        assert bob.wait(lambda s: s.my_turn, net_kit.WAIT) and ann.wait(
            lambda s: s.my_turn, net_kit.WAIT
        )
        seen = bob.snapshot()
        assert seen.to_act == [0, 1]  # both choose at once
        ann.apply(ann.state.legal[0])
        assert bob.wait(lambda s: s.state_id > seen.state_id, net_kit.WAIT)
        stale = bob.try_apply(seen.legal[0], seen.state_id)
        assert stale["error"]["code"] == "stale"
        assert bob.try_apply(seen.legal[0], seen.state_id, resubmit=True)["ok"]
        ann.close()
        bob.close()
