"""`--demo tutorial --game G`: a scripted student takes every lesson of G's course on the real
table, headless: one wrong move a lesson (the step's `wrong`, which the coach must refuse
or explain), then the right ones. In the closing free game the student plays the coach's
hints. Screenshots: each lesson's refused move and its end.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pygame

from desktop.demo_shots import FIXED_DT, Shots
from desktop.games import Games
from desktop.learn.progress import Progress
from desktop.learn.start import build_lesson
from engine.lessons.run import concrete

log = logging.getLogger(__name__)

PAUSE = 24  # frames the student waits after a move (so a refusal can be seen)
AFTER_END = 40  # frames shown after a lesson completes, before the next one
LESSON_FRAMES = 40_000  # a lesson that has not completed by then has failed


@dataclass
class LessonResult:
    lesson: str
    completed: bool = False
    frames: int = 0
    refusals: list[str] = field(default_factory=list)
    problem: str = ""


@dataclass
class TutorialResult:
    game: str
    lessons: list[LessonResult] = field(default_factory=list)
    screenshots: list[str] = field(default_factory=list)
    #: a quit request (SIGTERM, Ctrl+C) ended the run early
    stopped: bool = False

    @property
    def completed(self) -> bool:
        return bool(self.lessons) and all(r.completed for r in self.lessons)


class Student:
    """Plays one lesson through the table's own `submit`, as clicks and keys would."""

    def __init__(self, table: Any) -> None:
        self.table = table
        self.coach = table.coach
        self.wrong_tried = False  # one wrong move a lesson, at the lesson's `demo_step`
        self.wait = 0
        self.problem = ""
        self.wrong_shot = False  # a refused move is on screen: take its picture

    def act(self) -> None:
        if self.wait > 0:
            self.wait -= 1
            return
        table, coach = self.table, self.coach
        if coach.completed:
            return
        if not table.student_ready():
            if table.coach_continue():
                self.wait = PAUSE // 2
            return
        if coach.lesson.free:
            self._free_move()
            return
        step = coach.run.current
        if step is None:
            return
        index = coach.run.step_index
        if not self.wrong_tried and step.wrong is not None and index == coach.lesson.demo_step():
            self.wrong_tried = True
            self._try_wrong(step.wrong)
            return
        if not table.submit(concrete(table.session, coach.you, step.expect)):
            self.problem = f"step {index + 1}: the expected move {step.expect} was refused"
        self.wait = PAUSE // 2

    def _try_wrong(self, command: dict) -> None:
        before = len(self.coach.refusals)
        # Filled in like the expected move: TOML cannot write the empty fields (a Junta's null
        # target), and a move missing them is refused for its shape, not for the lesson's reason.
        accepted = self.table.submit(concrete(self.table.session, self.coach.you, command))
        asked = self.table.dialog
        if not accepted and len(self.coach.refusals) == before and asked is not None:
            # a move that costs is asked first ("Wuss out?"): the student confirms it, as a
            # person would, and then the coach speaks
            enter = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r")
            asked.handle_event(enter)
        if accepted or len(self.coach.refusals) == before:
            self.problem = f"the wrong move {command} was not refused"
        self.wait = PAUSE
        self.wrong_shot = True

    def _free_move(self) -> None:
        coach = self.coach
        if not self.wrong_tried and coach.lesson.wrong is not None:
            self.wrong_tried = True
            self._try_wrong(coach.lesson.wrong)
            return
        coach.ask_hint()
        coach.poll_hint(wait=True)
        hint = coach.hint
        if hint is None:
            self.problem = "no hint for the student's move"
            return
        if not self.table.submit(hint.command):
            self.problem = f"the hinted move {hint.command} was refused"
        self.wait = PAUSE // 3


def play_course(
    app: Any,
    game: str,
    *,
    screenshots: Path | None = None,
    lesson_frames: int = LESSON_FRAMES,
    only: list[str] | None = None,
) -> TutorialResult:
    """Take every lesson of `game`'s course on `app` (its frames advance by a fixed step)."""
    import pygame

    registration = Games.of(app)[game]
    if registration.lessons is None:
        raise ValueError(f"{registration.title} has no course")
    course = registration.lessons.course()
    progress = Progress(None)  # kept in memory: a demo never touches the player's progress
    result = TutorialResult(game)
    shots = Shots(screenshots, app)
    for number, lesson in enumerate(course.lessons, start=1):
        if only and lesson.id not in only:
            continue
        prefix = f"{game}-{number:02d}-{lesson.id}"
        table = build_lesson(
            app, game, lesson.id, fresh=True, threaded=False, progress=progress, seed=lesson.seed
        )
        if app.stack.top is None:
            app.push(table)
        else:
            app.replace(table)
        student = Student(table)
        outcome = LessonResult(lesson.id)
        start = app.frames
        done_at: int | None = None
        while app.frames - start < lesson_frames:
            app.frame(FIXED_DT, [])
            pygame.event.pump()
            # SDL turns SIGTERM and SIGINT into QUIT: `timeout` or Ctrl+C must stop the run.
            if pygame.event.peek(pygame.QUIT):
                outcome.problem = "stopped by a quit request"
                result.stopped = True
                break
            if student.wrong_shot and student.wait == PAUSE - 8:
                student.wrong_shot = False
                shots.take(f"{prefix}-wrong")
            if student.problem:
                outcome.problem = student.problem
                break
            if table.coach.completed:
                if done_at is None:
                    done_at = app.frames
                if app.frames - done_at >= AFTER_END:
                    shots.take(f"{prefix}-done")
                    break
                continue
            student.act()
        outcome.frames = app.frames - start
        outcome.completed = table.coach.completed and not outcome.problem
        outcome.refusals = list(table.coach.refusals)
        if not outcome.completed and not outcome.problem:
            outcome.problem = f"not complete after {outcome.frames} frames"
        result.lessons.append(outcome)
        log.info("lesson %s: %s", lesson.id, "complete" if outcome.completed else outcome.problem)
        if result.stopped:
            break
    result.screenshots = [str(p) for p in shots.saved]
    return result
