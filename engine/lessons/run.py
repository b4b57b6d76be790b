"""A lesson being played: which step the student is at, the scripted seats' next moves, and
the coach's verdict on a move before it reaches the game.

Everything is worked out from the session's log (`sync`), so undo, a resumed lesson and a
replayed one agree with what the table shows. No pygame here: the desktop's coach and the
course checker (`engine.lessons.check`) share this.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from fnmatch import fnmatchcase
from typing import Any

from engine.core.errors import Illegal
from engine.core.session import Session
from engine.i18n import _
from engine.lessons.course import Command, Course, Lesson, Step
from engine.lessons.hints import Hint


@dataclass(frozen=True)
class Verdict:
    """What the coach makes of a move: `ok` moves go to the game; the rest are explained."""

    ok: bool
    #: "expected", "free" (a free game's legal move), "illegal", "not_lesson", "done"
    kind: str
    #: what the coach says (empty for a move that goes through)
    message: str = ""
    #: the engine's own refusal, for an illegal move
    reason: str = ""


def new_session(
    lesson: Lesson, *, game: str, names: list[str] | None = None, seed: int | None = None
) -> Session:
    """A fresh game for `lesson`: its stacked deal and options, its seats and names."""
    names = list(names or lesson.names or [f"Player {i + 1}" for i in range(lesson.seats)])
    return Session.new(
        game,
        lesson.seats,
        seed=lesson.seed if seed is None else seed,
        options=dict(lesson.options),
        names=names,
    )


def matches(expect: Command, command: Any) -> bool:
    """Whether `command` is the expected move. A text value with a `*` is a pattern, so a
    lesson can ask for "any Basher" (`acc-basher-*`) where copies look alike on the table.
    A field the command leaves empty (None, which TOML cannot write) may be left out."""
    if not isinstance(command, dict) or not set(expect) <= set(command):
        return False
    if any(command[key] is not None for key in set(command) - set(expect)):
        return False
    for key, want in expect.items():
        have = command[key]
        if isinstance(want, str) and "*" in want:
            if not isinstance(have, str) or not fnmatchcase(have, want):
                return False
        elif have != want:
            return False
    return True


def concrete(session: Session, seat: int, expect: Command) -> Command:
    """The first legal move `expect` matches (itself when none does, to be refused)."""
    for command in session.legal(seat):
        if matches(expect, command):
            return command
    return expect


def refusal(session: Session, seat: int, command: Command) -> str | None:
    """The engine's words for why `command` may not be played now (None: it may)."""
    if command in session.legal(seat):
        return None
    if session.is_over():
        return _("The game is over.")
    if not session.ruleset.may_act(session.state, seat, command):
        return _("It is not your turn.")
    try:
        state = session.ruleset.copy_state(session.state)
        session.ruleset.decide(state, seat, command, random.Random(0))
    except Illegal as exc:
        return exc.named(session.header.names).message
    except (KeyError, TypeError, ValueError):
        return _("That is not a move of this game.")
    return _("That is not possible right now.")


class LessonRun:
    def __init__(self, course: Course, lesson: Lesson) -> None:
        self.course = course
        self.lesson = lesson
        self.step_index = 0
        self.bot_index: dict[int, int] = {seat: 0 for seat in lesson.bots}
        #: the student made a move the script does not know (only after undo tricks): the
        #: lesson cannot go on as written
        self.off_script = False
        self.last_done = ""  # the coach's word on the last move made

    # -- following the log ----------------------------------------------------------------------
    def sync(self, session: Session) -> None:
        self.step_index = 0
        self.bot_index = {seat: 0 for seat in self.lesson.bots}
        self.off_script = False
        self.last_done = ""
        for item in session.entries[1:]:
            self._observe(item["seat"], item["command"])

    def _observe(self, seat: int | None, command: Any) -> None:
        lesson = self.lesson
        if seat is None or lesson.free:
            return
        if seat == lesson.you:
            step = self.current
            if step is not None and matches(step.expect, command):
                self.step_index += 1
                self.last_done = step.done
            else:
                self.off_script = True
            return
        script = lesson.bots.get(seat, ())
        i = self.bot_index.get(seat, 0)
        if i < len(script) and matches(script[i], command):
            self.bot_index[seat] = i + 1

    # -- where we are ----------------------------------------------------------------------------
    @property
    def current(self) -> Step | None:
        steps = self.lesson.steps
        return steps[self.step_index] if self.step_index < len(steps) else None

    @property
    def steps_done(self) -> bool:
        return self.step_index >= len(self.lesson.steps)

    def lesson_hint(self, session: Session, seat: int) -> Hint | None:
        """The step's own move and words, while `seat` is the student and due to act: what
        the coach says, the Hint shows and the table's bar names (one answer, so they agree).
        None in a free lesson (the expert hints there) or once the steps are done."""
        step = self.current
        if self.lesson.free or step is None or seat != self.lesson.you:
            return None
        if seat not in session.to_act():
            return None
        return Hint(concrete(session, seat, step.expect), step.say)

    def bot_move(self, seat: int) -> Command | None:
        """The scripted seat's next move (None: it has no more)."""
        script = self.lesson.bots.get(seat, ())
        i = self.bot_index.get(seat, 0)
        return script[i] if i < len(script) else None

    def bots_may_act(self, session: Session) -> bool:
        """Whether a bot seat that must act has a move: a free game's bots always do; a
        scripted lesson's bots stop when their script ends."""
        if self.lesson.free:
            return True
        if self.lesson.you in session.to_act() and self.current is not None:
            # The student moves first, as the script was written and checked: a bot that is
            # due at the same moment (Open Play) waits, or it plays before the step the coach
            # shows and leaves that step's move illegal (Bruno's OK? before the student's Pass).
            return False
        return any(
            self.bot_move(seat) is not None for seat in session.to_act() if seat != self.lesson.you
        )

    def scripts_done(self) -> bool:
        return all(self.bot_move(seat) is None for seat in self.lesson.bots)

    def complete(self, session: Session) -> bool:
        if self.lesson.free:
            return session.is_over()
        return self.steps_done and (self.scripts_done() or not self.bots_may_act(session))

    # -- judging the student's move -----------------------------------------------------------------
    def judge(self, session: Session, seat: int, command: Command) -> Verdict:
        course, lesson = self.course, self.lesson
        reason = refusal(session, seat, command)
        if lesson.free:
            if reason is None:
                return Verdict(True, "free")
            return Verdict(False, "illegal", course.say("free_wrong", reason=reason), reason)
        step = self.current
        if step is None:
            return Verdict(False, "done", course.say("lesson_done"))
        if reason is None and matches(step.expect, command):
            return Verdict(True, "expected")
        if reason is not None:
            return Verdict(False, "illegal", course.say("illegal", reason=reason), reason)
        why = step.instead or step.say
        return Verdict(False, "not_lesson", course.say("not_lesson", why=why))
