"""A whole all-bot game on the Arena, headless, to the summary screen."""

from __future__ import annotations

import json

from desktop.screens.ragers import run_arena_demo
from desktop.screens.ragers.demo import play_arena_demo


def test_an_all_bot_arena_game_finishes(tmp_path) -> None:
    stats = tmp_path / "stats.json"
    result = play_arena_demo(seed=5, speed=4.0, screenshots=str(tmp_path), stats=str(stats))
    assert result.finished
    assert 1 <= result.days <= 3
    assert result.events > 50
    names = {p.rsplit("/", 1)[-1] for p in result.screenshots}
    assert {
        "ragers-02-mid-combat.png",
        "ragers-03-resolution.png",
        "ragers-04-summary.png",
    } <= names
    data = json.loads(stats.read_text())
    assert data["finished"] and data["frames"] == result.frames


def test_the_demo_entry_point_runs_a_few_frames(tmp_path) -> None:
    assert (
        run_arena_demo(seed=1, frames=30, screenshots_dir=None, stats_file=None, size=(1280, 720))
        == 0
    )
