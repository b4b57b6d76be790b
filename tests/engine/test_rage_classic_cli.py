"""The original Rage through the engine's command line: `stdio` serves it, `simulate` plays bot
games of it to the end, `replay` rebuilds and verifies a saved game."""

from __future__ import annotations

import io
import json
import random
import subprocess
import sys
from pathlib import Path

from engine.core.cli import replay_command, simulate
from engine.core.log import write_lines
from engine.core.play import make_bots, play_out
from engine.core.session import Session

ROOT = Path(__file__).resolve().parents[2]


def test_stdio_serves_the_original_rage() -> None:
    lines = [
        '{"op":"hello"}',
        '{"op":"new","game":"rage-classic","seats":2,"seed":3}',
        '{"op":"view","seat":0}',
    ]
    done = subprocess.run(
        [sys.executable, "-m", "engine", "stdio"],
        input="\n".join(lines) + "\n",
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    replies = [json.loads(line) for line in done.stdout.splitlines()]
    assert "rage-classic" in replies[0]["games"]
    assert all(r["ok"] for r in replies)


def test_simulate_plays_bot_games_of_it_to_the_end() -> None:
    report = simulate("rage-classic", 2, 2, ["heuristic", "random"], 5, {})
    assert report["games"] == 2
    assert sum(r["wins"] for r in report["results"].values()) == 2
    # how each game ended, so a run shows any game the bots could not finish
    assert sum(report["ended_by"].values()) == 2


def test_simulate_counts_games_that_reach_the_turn_limit() -> None:
    report = simulate("rage-classic", 2, 2, ["random", "random"], 5, {"turn_limit": 1})
    assert report["ended_by"].get("turn-limit") == 2


def test_the_1995_reading_can_be_asked_for_as_a_number() -> None:
    """`--option rulebook=1995` parses as the number 1995: it means the 1995 book."""
    session = Session.new("rage-classic", 2, 1, {"rulebook": 1995})
    assert session.state.options["rulebook"] == "1995"


def test_replay_rebuilds_a_saved_bot_game(tmp_path: Path) -> None:
    session = Session.new("rage-classic", 2, 11, {"turn_limit": 3})
    play_out(session, make_bots(session, ["heuristic", "random"]), random.Random(11))
    assert session.is_over()
    path = tmp_path / "game.jsonl"
    path.write_text("\n".join(write_lines(session.header, session.entries)) + "\n")
    out = io.StringIO()
    assert replay_command(str(path), out) == 0
    report = json.loads(out.getvalue())
    assert report["ok"] and report["over"] and report["verified"]
