"""The original Rage's course (`rage-classic`) on its real table: it teaches the rules that
decide games, and every coach text fits the panel in the game log's place at a readable size
(in English and, for every translated course, in Portuguese). The scripted student of
`--demo tutorial` is `tests/desktop/test_learn.py` (it takes every course); the engine side
(every lesson plays as written, 5-8 lessons ending with a real game, each wrong move refused
or explained) is `tests/engine/test_lessons.py`."""

from __future__ import annotations

import pygame

from tests.desktop.test_learn import READABLE, panel_states

GAME = "rage-classic"


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
