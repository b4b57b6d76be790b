"""`python -m desktop --demo rage-trick`: a whole all-bot game, headless and deterministic."""

from __future__ import annotations

import json

import pygame

from desktop import __main__ as entry
from desktop import demo


def test_a_full_demo_game_of_four_bots_finishes(display, tmp_path) -> None:
    shots = tmp_path / "shots"
    stats = tmp_path / "stats.json"
    result = demo.play(
        "rage-trick",
        seats=4,
        seed=2,
        speed=30.0,
        size=(640, 360),
        screenshots=str(shots),
        stats=str(stats),
        quit_pygame=False,
    )
    assert result.finished and result.stats["rounds"] == 10 and result.progress == "10 rounds"
    data = json.loads(stats.read_text())
    for field in ("frames", "median", "p95", "p99", "max"):
        assert field in data
    assert data["frames"] == result.frames > 100
    assert data["median"] <= data["p95"] <= data["p99"] <= data["max"]
    names = sorted(p.name for p in shots.iterdir())
    assert names == [
        "01-deal.png",
        "02-bidding.png",
        "03-trick.png",
        "04-scores.png",
        "05-summary.png",
    ]
    for path in shots.iterdir():
        image = pygame.image.load(str(path))
        assert image.get_size() == (640, 360)
        sample = {tuple(image.get_at((x, y))) for x in range(0, 640, 20) for y in range(0, 360, 20)}
        assert len(sample) > 20, path.name  # a real picture, not a blank window


def test_the_same_seed_plays_the_same_game(display) -> None:
    runs = [
        demo.play(
            "rage-trick",
            seats=3,
            seed=5,
            speed=0.0,
            size=(640, 360),
            options={"schedule": [2, 1]},
            quit_pygame=False,
            split_frames=False,  # with them, a loaded machine splits more frames
        )
        for _ in range(2)
    ]
    assert runs[0].finished and runs[1].finished
    assert runs[0].frames == runs[1].frames


def test_demo_mode_from_the_command_line(display, tmp_path, monkeypatch, capsys) -> None:
    monkeypatch.setattr(pygame, "quit", lambda: None)  # keep pygame up for the other tests
    stats = tmp_path / "s.json"
    code = entry.main(
        [
            "--demo",
            "rage-trick",
            "--seats",
            "3",
            "--seed",
            "4",
            "--frames",
            "40",
            "--size",
            "640x360",
            "--stats",
            str(stats),
        ]
    )
    assert code == 0
    data = json.loads(stats.read_text())
    assert data["frames"] == 40 and data["seats"] == 3
    assert "demo: 40 frames" in capsys.readouterr().out
