"""`python -m engine stdio` as a real process: one response per line, errors never kill it."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

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
