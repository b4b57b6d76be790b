"""Starting a lesson: its course, its game (fresh, or resumed from the saved moves), the coach,
and the game's own table with the coach on it (the registration's `Lessons.table`)."""

from __future__ import annotations

import logging
import random
from typing import Any

from desktop.game.controllers import SeatController
from desktop.games import Games
from desktop.learn.coach import Coach, CoachRunner
from desktop.learn.progress import Progress
from engine.core.errors import Illegal
from engine.core.session import Session
from engine.i18n import _
from engine.lessons.course import Course, Lesson
from engine.lessons.run import new_session

log = logging.getLogger(__name__)


def lesson_seats(lesson: Lesson, player_name: str = "") -> list[SeatController]:
    names = list(
        lesson.names or [_("Player {value}").format(value=i + 1) for i in range(lesson.seats)]
    )
    if player_name:
        names[lesson.you] = player_name
    return [
        SeatController("person", name)
        if seat == lesson.you
        else SeatController("bot", name, "heuristic")
        for seat, name in enumerate(names)
    ]


def lesson_session(
    course: Course, lesson: Lesson, seats: list[SeatController], seed: int, moves: list[Any]
) -> Session:
    """The lesson's game with `moves` replayed (as far as they still apply)."""
    session = new_session(lesson, game=course.game, names=[c.name for c in seats], seed=seed)
    for seat, command in moves:
        try:
            session.apply(seat, command)
        except Illegal as exc:  # the course changed since: go on from where it still fits
            log.info("lesson %s resumed up to a move the course no longer has: %s", lesson.id, exc)
            break
    return session


def build_lesson(
    app: Any,
    game: str,
    lesson_id: str,
    *,
    fresh: bool = False,
    threaded: bool = True,
    progress: Progress | None = None,
    seed: int | None = None,
) -> Any:
    """The lesson's coached table (not shown yet)."""
    registration = Games.of(app)[game]
    lessons = registration.lessons
    if lessons is None:
        raise LookupError(f"{game} has no lessons")
    course = lessons.course()
    lesson = course.lesson(lesson_id)
    progress = progress if progress is not None else Progress.load()
    resume = None if fresh else progress.resume(game, lesson_id)
    if resume is not None:
        seed, moves = resume.seed, resume.moves
    else:
        # A free game is a new deal every time; a scripted lesson is always the same deal.
        seed = (
            seed
            if seed is not None
            else (random.randrange(1, 2**31) if lesson.free else lesson.seed)
        )
        moves = []
        progress.keep(game, lesson_id, seed, [])
    seats = lesson_seats(lesson, getattr(app.settings, "player_name", "") or "")
    session = lesson_session(course, lesson, seats, seed, moves)
    coach = Coach(course, lesson, progress=progress, seed=seed)
    runner = CoachRunner(session, seats, threaded=threaded, coach=coach)
    return lessons.table(app, runner, coach)


def start_lesson(app: Any, game: str, lesson_id: str, *, replace: bool = False, **kw: Any) -> Any:
    table = build_lesson(app, game, lesson_id, **kw)
    if replace:
        app.replace(table)
    else:
        app.push(table)
    return table
