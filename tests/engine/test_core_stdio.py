"""`python -m engine stdio` as a real process: one response per line, errors never kill it."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

ROOT = Path(__file__).resolve().parents[2]


def run_stdio(lines: list[str]) -> list[dict]:
    done = subprocess.run(
        [sys.executable, "-m", "engine", "stdio"],
        input="\n".join(lines) + "\n",
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    return [json.loads(line) for line in done.stdout.splitlines()]


def test_malformed_lines_get_bad_request_and_the_server_goes_on() -> None:
    replies = run_stdio(
        ["{not json", "[1,2]", '{"op":"fly"}', '{"op":"view","seat":0}', '{"op":"hello"}']
    )
    assert [r["ok"] for r in replies] == [False, False, False, False, True]
    assert [r["error"]["code"] for r in replies[:3]] == ["bad-request"] * 3
    assert replies[3]["error"]["code"] == "no-game"
    assert {"rage-trick", "ragers", "rage-lv"} <= set(replies[4]["games"])


def test_unknown_game_is_refused() -> None:
    replies = run_stdio(['{"op":"new","game":"chess","seats":2}'])
    assert replies[0]["error"]["code"] == "unknown-game"


def test_a_rage_trick_game_over_stdio_redacts_per_seat() -> None:
    replies = run_stdio(
        [
            '{"op":"new","game":"rage-trick","seats":4,"seed":7,"options":{"preset":"us"}}',
            '{"op":"view","seat":0}',
            '{"op":"view","seat":null}',
            '{"op":"legal","seat":1}',
            '{"op":"apply","seat":3,"command":{"type":"bid","tricks":1}}',
            '{"op":"log","seat":0}',
        ]
    )
    assert all(r["ok"] for r in replies[:4]), replies
    mine, spectator, legal = replies[1]["view"], replies[2]["view"], replies[3]["commands"]
    assert len(mine["hand"]) == 10 and spectator["hand"] is None
    assert mine["dealer"] == 0 and mine["to_act"] == 1  # bidding starts left of the dealer
    assert legal == [{"type": "bid", "tricks": n} for n in range(11)]
    assert replies[4]["error"]["code"] == "not-your-turn"
    log = replies[5]
    assert log["header"]["seed"] == -1
    deal = log["log"][0]["events"][0]
    assert sorted(deal["hands"][0]) == sorted(mine["hand"])
    assert all(hand is None for seat, hand in enumerate(deal["hands"]) if seat != 0)


def test_hostile_request_lines_are_refused_and_the_server_goes_on() -> None:
    from engine.core.protocol import StdioServer

    server = StdioServer()
    lines = {
        '{"op": "new", "seats": ' + "9" * 5000 + "}": "holds a number",
        "[" * 100_000: "nests lists",
        b"\xff".decode("latin-1"): "not valid JSON",
        '{"op": "load", "header": {"ruleset": "toy"}, "entries": []}': "header.version",
        '{"op": "load", "header": {"ruleset": "rage-trick", "version": 1, "options": {},'
        ' "seats": 1000000000, "seed": 1}, "entries": []}': "from 1 to 64",
        '{"op": "load", "header": {"ruleset": "rage-trick", "version": 1, "options": {},'
        ' "seats": 3, "seed": 1}, "entries": [{"n": 0}]}': "entries[0].seat: is missing",
    }
    for line, says in lines.items():
        reply = server.handle_line(line)
        assert reply["ok"] is False and reply["error"]["code"] == "bad-request", reply
        assert says in reply["error"]["message"], reply
    assert server.handle_line('{"op": "hello"}')["ok"] is True


@settings(max_examples=300, deadline=None)
@given(data=st.data())
def test_random_and_mutated_requests_get_an_answer(data: st.DataObject) -> None:
    from engine.core.protocol import StdioServer

    server = StdioServer()
    server.handle_line('{"op":"new","game":"rage-trick","seats":3,"seed":7}')
    base = data.draw(
        st.sampled_from(
            [
                '{"op":"apply","seat":1,"command":{"type":"bid","tricks":1}}',
                '{"op":"view","seat":0}',
                '{"op":"log","seat":2,"since":0}',
                '{"op":"new","game":"ragers","seats":2,"options":{}}',
                '{"op":"undo","seat":0,"others_consent":true}',
            ]
        )
    )
    cut = data.draw(st.integers(0, len(base)))
    piece = data.draw(st.sampled_from(["", "[", "{", '"', "9" * 60, "null", "-1", "1e999", ","]))
    reply = server.handle_line(base[:cut] + piece + base[cut + data.draw(st.integers(0, 3)) :])
    assert isinstance(reply["ok"], bool)
    if not reply["ok"]:
        assert reply["error"]["message"] and reply["error"]["code"] != "internal"
