"""A whole all-bot game on the Arena, headless, to the summary screen."""

from __future__ import annotations

import json

from desktop import demo


def test_an_all_bot_arena_game_finishes(tmp_path) -> None:
    stats = tmp_path / "stats.json"
    result = demo.play(
        "ragers", seed=5, speed=4.0, screenshots=str(tmp_path), stats=str(stats), quit_pygame=False
    )
    assert result.finished
    assert 1 <= result.stats["days"] <= 3
    assert result.stats["events"] > 50
    names = {p.rsplit("/", 1)[-1] for p in result.screenshots}
    assert {
        "ragers-02-mid-combat.png",
        "ragers-03-resolution.png",
        "ragers-04-summary.png",
    } <= names
    data = json.loads(stats.read_text())
    assert data["finished"] and data["frames"] == result.frames


def test_the_demo_runs_a_few_frames() -> None:
    result = demo.play("ragers", seed=1, frames=30, size=(1280, 720), quit_pygame=False)
    assert result.frames == 30 and not result.finished
