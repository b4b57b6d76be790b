"""Check a course against the engine: every lesson plays as written.

For each scripted lesson the checker plays the script on a real session: at each step the
scripted student's wrong move must be refused by the rules, or be legal with a sentence
(`instead`) saying why it is not the lesson's move; the expected move must be legal; every
scripted seat's move must be legal when it is due; the lesson must reach its end, use every
scripted move and leave the game running (the table would otherwise leave for its summary).
A free lesson must start, and its wrong move must be refused. A step whose coach says there is
nothing to do (`NOTHING`, in either language) must have no other legal move: a newcomer saw
"nothing to play now" while the list of actions offered thirteen plays and the cards glowed.

`python -m engine.lessons.check GAME` prints the problems (none: exit 0).
"""

from __future__ import annotations

import random
import sys
from dataclasses import dataclass, field

from engine.core.errors import Illegal
from engine.core.session import Session
from engine.lessons.course import Course, CourseError, Lesson, load_course
from engine.lessons.run import LessonRun, concrete, matches, new_session, refusal

MAX_MOVES = 500

#: how a coach says there is nothing to do, in the languages the courses are written in
NOTHING = (
    "nothing to play",
    "nothing more to place",
    "nothing to do",
    "no junta to call",
    "nada a jogar",
    "nada mais a colocar",
    "nada a fazer",
    "nenhuma junta a chamar",
)


@dataclass
class Played:
    """What checking one lesson saw: the problems, and the refusals the wrong moves got."""

    lesson: str
    problems: list[str] = field(default_factory=list)
    refusals: list[str] = field(default_factory=list)
    session: Session | None = None


def check_lesson(course: Course, lesson: Lesson) -> Played:
    out = Played(lesson.id)
    where = f"{course.game}/{lesson.id}"
    try:
        session = new_session(lesson, game=course.game)
    except Illegal as exc:
        out.problems.append(f"{where}: the game does not start: {exc.message}")
        return out
    out.session = session
    run = LessonRun(course, lesson)
    you = lesson.you
    if lesson.free:
        _check_free(session, lesson, run, out, where)
        return out
    for _ in range(MAX_MOVES):
        run.sync(session)
        if run.complete(session):
            break
        due = session.to_act()
        step = run.current
        if you in due and step is not None:
            n = run.step_index + 1
            if step.wrong is not None:
                verdict = run.judge(session, you, concrete(session, you, step.wrong))
                if verdict.ok:
                    out.problems.append(f"{where} step {n}: the wrong move is the expected one")
                elif verdict.kind == "not_lesson" and not step.instead:
                    out.problems.append(
                        f"{where} step {n}: the wrong move is legal; say why with `instead`"
                    )
                else:
                    out.refusals.append(verdict.reason or verdict.message)
            others = [c for c in session.legal(you) if not matches(step.expect, c)]
            said = step.say.lower()
            if others and any(words in said for words in NOTHING):
                out.problems.append(
                    f"{where} step {n}: the coach says there is nothing to do, but "
                    f"{len(others)} other moves are legal: say what the lesson wants instead"
                )
            move = concrete(session, you, step.expect)
            reason = refusal(session, you, move)
            if reason is not None:
                out.problems.append(f"{where} step {n}: the expected move is refused: {reason}")
                return out
            session.apply(you, move)
            continue
        bot = next((s for s in sorted(due) if s != you and run.bot_move(s) is not None), None)
        if bot is None:
            waiting = sorted(due)
            out.problems.append(
                f"{where} step {run.step_index + 1}: stuck: seats {waiting} must act "
                "and nobody has a move written for it"
            )
            return out
        scripted = run.bot_move(bot)
        assert scripted is not None
        move = concrete(session, bot, scripted)
        reason = refusal(session, bot, move)
        if reason is not None:
            out.problems.append(f"{where}: seat {bot}'s move {move} is refused: {reason}")
            return out
        session.apply(bot, move)
    else:
        out.problems.append(f"{where}: does not end")
        return out
    run.sync(session)
    if run.off_script:
        out.problems.append(f"{where}: the student's moves left the script")
    if not run.scripts_done():
        left = {s: run.bot_move(s) for s in lesson.bots if run.bot_move(s) is not None}
        out.problems.append(f"{where}: scripted moves never played: {left}")
    if session.is_over():
        out.problems.append(f"{where}: the lesson ends the game; leave it running")
    return out


def _check_free(session: Session, lesson: Lesson, run: LessonRun, out: Played, where: str) -> None:
    """Bots play until the student is due; the wrong move must be refused there."""
    rng = random.Random(lesson.seed)
    bots = {
        s: session.ruleset.bots["heuristic"](seat=s) for s in range(lesson.seats) if s != lesson.you
    }
    for _ in range(MAX_MOVES):
        due = session.to_act()
        if lesson.you in due or not due:
            break
        seat = min(due)
        session.apply(seat, bots[seat].choose(session.view(seat), session.legal(seat), rng))
    if lesson.wrong is not None:
        verdict = run.judge(session, lesson.you, concrete(session, lesson.you, lesson.wrong))
        if verdict.ok:
            out.problems.append(f"{where}: the free game's wrong move is legal")
        else:
            out.refusals.append(verdict.reason)


def check_course(course: Course) -> list[str]:
    problems = []
    for lesson in course.lessons:
        problems += check_lesson(course, lesson).problems
    free = [lesson for lesson in course.lessons if lesson.free]
    if not free or course.lessons[-1] is not free[-1]:
        problems.append(f"{course.game}: the course must end with a free game")
    taught = {r for lesson in course.lessons for r in lesson.rules}
    for rule in course.rules:
        if rule not in taught:
            problems.append(f"{course.game}: no lesson teaches the rule {rule!r}")
    for rule in sorted(taught - set(course.rules)):
        problems.append(f"{course.game}: a lesson names an unknown rule {rule!r}")
    return problems


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    status = 0
    for game in args:
        try:
            problems = check_course(load_course(game))
        except CourseError as exc:
            problems = [str(exc)]
        for problem in problems:
            print(problem)
        status |= bool(problems)
        if not problems:
            print(f"{game}: every lesson plays as written")
    return status


if __name__ == "__main__":
    sys.exit(main())
