"""The coach of one lesson: it follows the game, judges the student's moves before they reach
the rules, drives the scripted seats, and says what to do (`Coach.panel`).

`CoachRunner` is the table's GameRunner with the coach in the way: a move that is not the
lesson's is refused with the coach's words (the engine's own, for a move the rules forbid),
so a table shows it exactly as it shows any refusal. Scripted seats play their lesson moves
and stop when the script ends; a free lesson's bots play on by themselves.
"""

from __future__ import annotations

import logging
import random
import threading
from dataclasses import dataclass, field
from typing import Any

from desktop.game.runner import GameRunner
from desktop.learn.progress import Progress
from engine.core.errors import Illegal
from engine.core.session import Session
from engine.lessons.course import Command, Course, Lesson, load_course
from engine.lessons.hints import Hint, HintProvider, default_hint
from engine.lessons.run import LessonRun, Verdict, matches

log = logging.getLogger(__name__)


@dataclass
class Panel:
    """What the coach panel shows now."""

    title: str
    body: str
    #: the coach's word on the last move: (text, "wrong" | "right" | "hint")
    note: tuple[str, str] | None = None
    complete: bool = False
    #: what to point at on the table (see Step.highlight)
    highlight: tuple[str, ...] = ()
    free: bool = False


class Coach:
    def __init__(
        self,
        course: Course,
        lesson: Lesson,
        *,
        progress: Progress | None = None,
        seed: int | None = None,
        hints: HintProvider = default_hint,
    ) -> None:
        self.course = course
        self.lesson = lesson
        self.number = course.index(lesson.id) + 1
        self.run = LessonRun(course, lesson)
        self.progress = progress
        self.seed = lesson.seed if seed is None else seed
        self.hints = hints
        self.session: Session | None = None
        self.note: tuple[str, str] | None = None
        #: every refusal the student got, in order (the demo and tests read it)
        self.refusals: list[str] = []
        self.completed = False
        self.hint: Hint | None = None
        self._hint_job: threading.Thread | None = None
        self._hint_result: list[Hint | None] = []

    def in_language(self) -> None:
        """The course's texts again, in the language just made active: the same lesson at the
        same step (a translated course keeps the English one's moves, only its words change)."""
        course = load_course(self.course.game)
        self.course = course
        self.lesson = course.lesson(self.lesson.id)
        self.run.course, self.run.lesson = course, self.lesson

    # -- the game ---------------------------------------------------------------------------
    def attach(self, session: Session) -> None:
        self.session = session
        self.run.sync(session)
        session.on_entry(self._on_entry)
        session.on_reset(lambda s: self.run.sync(s))

    def _on_entry(self, session: Session, item: dict) -> None:
        before = self.run.step_index
        self.run.sync(session)
        if item["seat"] == self.lesson.you:
            self.hint = None
            if self.run.step_index > before:
                word = self.run.last_done or self.course.say("well_done")
                self.note = (word, "right")
            elif self.lesson.free:
                self.note = None
            self.keep()

    @property
    def you(self) -> int:
        return self.lesson.you

    def judge(self, seat: int, command: Command) -> Verdict:
        assert self.session is not None
        verdict = self.run.judge(self.session, seat, command)
        if not verdict.ok:
            self.note = (verdict.message, "wrong")
            self.refusals.append(verdict.message)
        return verdict

    def refused(self, reason: str) -> None:
        """The table refused a move before it reached the runner (a dimmed card, say)."""
        if self.completed:
            return
        text = self.course.say("illegal", reason=reason)
        self.note = (text, "wrong")
        self.refusals.append(text)

    def check_complete(self) -> bool:
        """True the first time the lesson is complete (its progress is saved then)."""
        if self.completed or self.session is None or not self.run.complete(self.session):
            return False
        self.completed = True
        self.hint = None
        if self.progress is not None:
            self.progress.finish(self.course.game, self.lesson.id)
            self.progress.save()
        return True

    def keep(self) -> None:
        """Save a lesson left half-way (its moves), so it can be resumed."""
        if self.progress is None or self.session is None or self.completed:
            return
        moves = [(item["seat"], item["command"]) for item in self.session.entries[1:]]
        self.progress.keep(self.course.game, self.lesson.id, self.seed, moves)
        self.progress.save()

    # -- hints --------------------------------------------------------------------------------
    def ask_hint(self) -> None:
        """Work out a hint off the frame thread (an expert search may take a second)."""
        if self.session is None or self._hint_job is not None or self.completed:
            return
        session, seat = self.session, self.you
        if seat not in session.to_act():
            self.note = (self.course.say("hint_none"), "hint")
            return
        scripted = self.lesson_hint()
        if scripted is not None:
            self.hint = scripted
            self.note = (scripted.reason, "hint")
            return
        result = self._hint_result = []
        state_id = session.state_id

        def work() -> None:
            try:
                result.append(self.hints(session, seat, random.Random(state_id)))
            except Exception:  # a hint must never take the lesson down
                log.exception("hint failed")
                result.append(None)

        self._hint_job = threading.Thread(target=work, name="lesson-hint", daemon=True)
        self._hint_job.start()

    def lesson_hint(self, seat: int | None = None) -> Hint | None:
        """The scripted step's move and words (None in a free lesson): the table's Hint
        button and bar use this, so they say what the coach says."""
        if self.session is None or self.completed:
            return None
        return self.run.lesson_hint(self.session, self.you if seat is None else seat)

    def poll_hint(self, wait: bool = False) -> None:
        job = self._hint_job
        if job is None:
            return
        if wait:
            job.join()
        if job.is_alive():
            return
        self._hint_job = None
        found = self._hint_result[0] if self._hint_result else None
        self.hint = found
        if found is None:
            self.note = (self.course.say("hint_none"), "hint")
        else:
            self.note = (self.course.say("hint_is", what=found.reason), "hint")

    # -- what the panel says ---------------------------------------------------------------------
    def panel(self) -> Panel:
        lesson, course = self.lesson, self.course
        title = f"{self.number}/{len(course.lessons)} · {lesson.title}"
        if self.completed:
            body = lesson.outro or course.say("lesson_done")
            return Panel(title, body, self.note, complete=True, free=lesson.free)
        if lesson.free:
            highlight: tuple[str, ...] = ()
            if self.hint is not None:
                highlight = tuple(_spots_of(self.hint.command))
            return Panel(title, lesson.intro, self.note, highlight=highlight, free=True)
        step = self.run.current
        if step is None:
            return Panel(title, course.say("wait"), self.note)
        body = step.say if self.run.step_index or self.note else lesson.intro + "\n\n" + step.say
        return Panel(title, body, self.note, highlight=step.highlight)


def _spots_of(command: Command) -> list[str]:
    """What to point at for a hinted move: its card, or its bid."""
    if "card" in command:
        return [f"card:{command['card']}"]
    if command.get("type") == "bid":
        return [f"bid:{command.get('tricks')}"]
    return [f"button:{command.get('type')}"]


class ScriptBot:
    """A scripted seat: plays its lesson moves (a free lesson's seat plays as its bot)."""

    def __init__(self, coach: Coach, seat: int, fallback: Any) -> None:
        self.coach = coach
        self.seat = seat
        self.fallback = fallback

    def choose(self, view: dict, legal: list[Command], rng: random.Random) -> Command:
        move = self.coach.run.bot_move(self.seat)
        if move is not None:  # the legal command it names (with its empty fields)
            move = next((c for c in legal if matches(move, c)), move)
        if move is not None and move in legal:
            return move
        if move is not None:
            log.warning(
                "lesson %s: seat %s's move %s is not legal", self.coach.lesson.id, self.seat, move
            )
        return self.fallback.choose(view, legal, rng) if self.fallback is not None else legal[0]


@dataclass
class CoachRunner(GameRunner):
    coach: Coach | None = field(default=None)

    def __post_init__(self) -> None:
        super().__post_init__()
        coach = self.coach
        assert coach is not None
        coach.attach(self.session)
        if not coach.lesson.free:
            for seat in list(self._bots):
                self._bots[seat] = ScriptBot(coach, seat, self._bots[seat])

    def submit(self, seat: int, command: dict[str, Any]) -> Illegal | None:
        coach = self.coach
        assert coach is not None
        if seat == coach.you:
            verdict = coach.judge(seat, command)
            if not verdict.ok:
                # The table shows the short form; the coach panel says the rest.
                return Illegal(verdict.kind, verdict.reason or verdict.message)
        return super().submit(seat, command)

    def poll(self, *, bots_may_act: bool = True) -> None:
        coach = self.coach
        assert coach is not None
        super().poll(bots_may_act=bots_may_act and coach.run.bots_may_act(self.session))
