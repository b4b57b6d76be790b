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
    assert "rage-trick" in replies[4]["games"] or replies[4]["games"] == []


def test_unknown_game_is_refused() -> None:
    replies = run_stdio(['{"op":"new","game":"chess","seats":2}'])
    assert replies[0]["error"]["code"] == "unknown-game"
