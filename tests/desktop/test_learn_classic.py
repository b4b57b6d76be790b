"""The original Rage's course (`rage-classic`) on its real table: the scripted student of
`--demo tutorial` completes every lesson (one wrong move each, refused or explained by the
coach), and every coach text fits the panel in the game log's place at a readable size. The
engine side (every lesson plays as written, 5-8 lessons ending with a real game, each wrong
move refused or explained) is `tests/engine/test_lessons.py`, which takes every course."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pygame

from tests.desktop.test_learn import READABLE, panel_states

ROOT = Path(__file__).resolve().parents[2]
GAME = "rage-classic"


def test_the_classic_tutorial_demo_plays_every_lesson(tmp_path) -> None:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    env["RAGE_TABLE_HOME"] = str(tmp_path / "home")
    shots = tmp_path / "shots"
    done = subprocess.run(
        [sys.executable, "-m", "desktop", "--demo", "tutorial", "--game", GAME]
        + ["--screenshots", str(shots), "--speed", "4", "--size", "1280x720"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=900,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    from engine.lessons.course import load_course

    course = load_course(GAME)
    assert 5 <= len(course.lessons) <= 8
    for number, item in enumerate(course.lessons, start=1):
        assert f"lesson {item.id}: complete" in done.stdout
        for kind in ("wrong", "done"):
            assert (shots / f"{GAME}-{number:02d}-{item.id}-{kind}.png").is_file()
    assert done.stdout.count("coach:") >= len(course.lessons) - 1  # a refusal a lesson
    assert not (tmp_path / "home").exists()


def test_the_course_teaches_the_rules_that_decide_games() -> None:
    from engine.lessons.course import load_course

    course = load_course(GAME)
    taught = {rule for lesson in course.lessons for rule in lesson.rules}
    assert {"phases", "hunt", "rounds", "bluff", "ok", "junta", "win"} <= taught
    assert course.lessons[-1].free


def test_every_classic_coach_text_fits_its_panel_at_a_readable_size(display) -> None:
    from desktop.learn.panel import fit_size
    from desktop.screens.rage_classic import lessons
    from engine.lessons.course import load_course

    table = lessons.LessonTable.coach_rect(None)  # type: ignore[arg-type]
    rect = pygame.Rect(0, 0, table.width, table.height)
    course = load_course(GAME)
    for lesson in course.lessons:
        for panel, buttons in panel_states(course, lesson):
            size = fit_size(panel, rect, buttons)
            assert size is not None and size >= READABLE, (lesson.id, panel.body[:40], size)


def test_the_translated_courses_fit_their_panels_in_portuguese_too(display) -> None:
    """Portuguese runs 20-30% longer: every coach text of the translated courses still fits."""
    from desktop.learn.panel import fit_size
    from desktop.screens.rage_classic import lessons as classic
    from desktop.screens.rage_lv import layout as ccg_layout
    from desktop.screens.rage_lv import lessons as relaunch
    from desktop.screens.rage_trick import layout as rage_layout
    from desktop.screens.ragers import layout as arena_layout
    from desktop.screens.ragers import lessons as arena_lessons
    from engine.i18n import using
    from engine.lessons.course import load_course

    table = classic.LessonTable.coach_rect(None)  # type: ignore[arg-type]
    rects = {
        GAME: pygame.Rect(0, 0, table.width, table.height),
        "rage-lv": pygame.Rect(
            0, 0, ccg_layout.SIDEBAR.width - 20, ccg_layout.TIP_BOTTOM - relaunch.PANEL_TOP
        ),
        "rage-trick": pygame.Rect(0, 0, rage_layout.SIDEBAR.width - 24, 1064 - 96 - 250 - 14),
        "ragers": pygame.Rect(
            0, 0, arena_layout.SIDEBAR.width - 20, 1068 - arena_lessons.PANEL_TOP
        ),
    }
    with using("pt-BR"):
        for game, rect in rects.items():
            course = load_course(game)
            for lesson in course.lessons:
                for panel, buttons in panel_states(course, lesson):
                    size = fit_size(panel, rect, buttons)
                    assert size is not None and size >= READABLE, (game, lesson.id, size)
