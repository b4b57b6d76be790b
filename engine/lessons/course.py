"""A course of lessons for one game, read from the game's `course.toml` (data, not code).

A course file holds the coach's words and, per lesson, a stacked deal (the engine's own
`options`, e.g. rage-trick's `deal` or ragers' `deal`), the moves the other seats make
(`bots`, per seat, in order) and the student's steps: what the coach says, the move it
expects, what to highlight, the wrong move a scripted student tries first, and what the coach
says once the move is made. A lesson marked `free` is a real game (random deal, bots and hints)
with no script. Texts are plain strings so the file can be translated as it is.
"""

from __future__ import annotations

import importlib.resources
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from engine.core.bounded import BadInput, parse_toml
from engine.core.registry import KNOWN
from engine.i18n import N_, _, text_variants

Command = dict[str, Any]

FORMAT = 1
COURSE_FILE = "course.toml"

#: The coach's own sentences; a course file may override (translate) any of them.
DEFAULT_TEXT: dict[str, str] = {
    "illegal": N_("The rules say no: {reason}"),
    "not_lesson": N_("That is allowed, but it is not this lesson's move. {why}"),
    "well_done": N_("Well done!"),
    "lesson_done": N_("Lesson complete."),
    "wait": N_("Watch the others play…"),
    "next": N_("Next lesson"),
    "again": N_("Play it again"),
    "leave": N_("Leave lesson"),
    "hint": N_("Hint"),
    "hint_none": N_("No hint is available right now."),
    "hint_is": N_("Hint: {what}"),
    "course_done": N_("You have finished the course. Start a real game from New game!"),
    "free_wrong": N_("Not allowed: {reason}"),
}


class CourseError(ValueError):
    """A course file that cannot be used, with a sentence naming the lesson and field."""


@dataclass(frozen=True)
class Step:
    """One move the student makes, with what the coach says about it."""

    say: str
    expect: Command
    #: what to point at: "card:<id>", "zone:<name>", "button:<name>", "bid:<n>"
    highlight: tuple[str, ...] = ()
    #: the scripted student's wrong first try (refused by the rules, or allowed but not the
    #: lesson's move: then `instead` says why not)
    wrong: Command | None = None
    instead: str = ""
    #: said once the move is made
    done: str = ""


@dataclass(frozen=True)
class Lesson:
    id: str
    title: str
    intro: str
    outro: str
    seats: int
    you: int = 0
    names: tuple[str, ...] = ()
    options: Mapping[str, Any] = field(default_factory=dict)
    #: seat -> the commands that seat makes, in order (scripted opponents)
    bots: Mapping[int, tuple[Command, ...]] = field(default_factory=dict)
    steps: tuple[Step, ...] = ()
    #: a real game: random deal, heuristic bots, hints; complete when the game is over
    free: bool = False
    #: the free game's wrong first try (the scripted student's), if any
    wrong: Command | None = None
    #: the rules this lesson teaches (ids, listed in the course's docs and checked by tests)
    rules: tuple[str, ...] = ()
    seed: int = 1
    #: the step (1-based) whose wrong move the scripted student of `--demo tutorial` makes
    #: (0: the first step that has one)
    demo_wrong: int = 0

    def demo_step(self) -> int | None:
        """The index of the step whose wrong move the scripted student tries, if any."""
        if self.demo_wrong and self.steps[self.demo_wrong - 1].wrong is not None:
            return self.demo_wrong - 1
        return next((i for i, step in enumerate(self.steps) if step.wrong is not None), None)


@dataclass(frozen=True)
class Course:
    game: str
    title: str
    lessons: tuple[Lesson, ...]
    text: Mapping[str, str] = field(default_factory=lambda: dict(DEFAULT_TEXT))
    #: rule id -> what the rule is, in a few words (the course's checklist)
    rules: Mapping[str, str] = field(default_factory=dict)

    def lesson(self, lesson_id: str) -> Lesson:
        for lesson in self.lessons:
            if lesson.id == lesson_id:
                return lesson
        raise KeyError(lesson_id)

    def index(self, lesson_id: str) -> int:
        return [lesson.id for lesson in self.lessons].index(lesson_id)

    def say(self, key: str, **values: Any) -> str:
        template = self.text.get(key, DEFAULT_TEXT.get(key, key))
        if template == DEFAULT_TEXT.get(key):  # the coach's own words: through the catalog
            template = _(template)
        return template.format(**values)


# -- reading ------------------------------------------------------------------------------------
def has_course(game: str) -> bool:
    try:
        return _course_file(game).is_file()
    except (ModuleNotFoundError, KeyError):
        return False


def _course_file(game: str, name: str = COURSE_FILE) -> Any:
    module = KNOWN[game].split(":")[0]
    return importlib.resources.files(module).joinpath(name)


def load_course(game: str) -> Course:
    """The course shipped with `game`'s rules, in the active language (its texts from
    `course.<lang>.toml` next to it, when there is one); raises CourseError if it is missing
    or broken."""
    try:
        text = _course_file(game).read_text(encoding="utf-8")
    except (KeyError, ModuleNotFoundError, OSError) as exc:
        raise CourseError(f"{game} has no course ({exc})") from exc
    course = parse_course(text, where=f"{game}/{COURSE_FILE}")
    for name in text_variants(COURSE_FILE):
        variant = _course_file(game, name)
        if variant.is_file():
            where = f"{game}/{name}"
            try:
                raw = parse_toml(variant.read_text(encoding="utf-8"), source=where)
            except BadInput as exc:
                raise CourseError(exc.message) from exc
            return translated(course, raw, where)
    return course


def translated(course: Course, raw: Mapping[str, Any], where: str = "course") -> Course:
    """`course` with the texts of a translation file (`course.<lang>.toml`): its `title`,
    `[text]` (the coach's sentences), `[rules]`, and per lesson (`[lesson.<id>]`) its
    `title`, `intro`, `outro`, `names` and `step` (a list, in the steps' order, of `say`,
    `done`, `instead`). The moves stay the course file's: a translation changes only words,
    and a text it leaves out stays in English."""
    by_id = raw.get("lesson") or {}
    if not isinstance(by_id, dict):
        raise CourseError(f"{where}: lesson is a table of lessons by id")
    unknown = set(by_id) - {lesson.id for lesson in course.lessons}
    if unknown:
        raise CourseError(f"{where}: no lesson is called {sorted(unknown)[0]!r}")
    lessons = []
    for lesson in course.lessons:
        words = by_id.get(lesson.id) or {}
        steps = list(lesson.steps)
        said = words.get("step") or []
        if len(said) > len(steps):
            raise CourseError(f"{where}: {lesson.id} has {len(steps)} steps, not {len(said)}")
        for i, step in enumerate(said):
            texts = {k: step[k] for k in ("say", "done", "instead") if isinstance(step.get(k), str)}
            steps[i] = replace(steps[i], **texts)
        fields: dict[str, Any] = {
            k: words[k] for k in ("title", "intro", "outro") if isinstance(words.get(k), str)
        }
        if isinstance(words.get("names"), list) and len(words["names"]) == lesson.seats:
            fields["names"] = tuple(str(n) for n in words["names"])
        lessons.append(replace(lesson, steps=tuple(steps), **fields))
    text = {
        **course.text,
        **{k: v for k, v in (raw.get("text") or {}).items() if isinstance(v, str)},
    }
    rules = {
        **course.rules,
        **{k: v for k, v in (raw.get("rules") or {}).items() if isinstance(v, str)},
    }
    raw_title = raw.get("title")
    title = raw_title if isinstance(raw_title, str) else course.title
    return replace(course, title=title, lessons=tuple(lessons), text=text, rules=rules)


def parse_course(text: str, where: str = "course") -> Course:
    try:
        parsed = parse_toml(text, source=where)
    except BadInput as exc:
        raise CourseError(exc.message) from exc
    raw: Mapping[str, Any] = parsed  # a TOML table: its shape is checked below, field by field
    if raw.get("format") != FORMAT:
        raise CourseError(f"{where}: format must be {FORMAT}")
    game = _str(raw, "game", where)
    words = dict(DEFAULT_TEXT)
    for key, value in (raw.get("text") or {}).items():
        if not isinstance(value, str):
            raise CourseError(f"{where}: text.{key} must be a string")
        words[key] = value
    lessons = []
    seen: set[str] = set()
    for n, item in enumerate(raw.get("lesson") or [], start=1):
        lesson = _lesson(item, f"{where}: lesson {n}")
        if lesson.id in seen:
            raise CourseError(f"{where}: two lessons are called {lesson.id!r}")
        seen.add(lesson.id)
        lessons.append(lesson)
    if not lessons:
        raise CourseError(f"{where}: no lessons")
    rules = raw.get("rules") or {}
    if not all(isinstance(v, str) for v in rules.values()):
        raise CourseError(f"{where}: rules maps rule ids to sentences")
    return Course(game, _str(raw, "title", where), tuple(lessons), words, dict(rules))


def _str(raw: Mapping[str, Any], key: str, where: str, default: str | None = None) -> str:
    value = raw.get(key, default)
    if not isinstance(value, str):
        raise CourseError(f"{where}: {key} must be a string")
    return value


def _command(value: Any, where: str) -> Command:
    if not isinstance(value, dict) or not isinstance(value.get("type"), str):
        raise CourseError(f'{where}: a move is a table with a type, e.g. {{type = "play"}}')
    return dict(value)


def _lesson(raw: Mapping[str, Any], where: str) -> Lesson:
    lesson_id = _str(raw, "id", where)
    where = f"{where} ({lesson_id})"
    seats = raw.get("seats")
    if not isinstance(seats, int) or isinstance(seats, bool):
        raise CourseError(f"{where}: seats must be a whole number")
    you = raw.get("you", 0)
    if not isinstance(you, int) or not 0 <= you < seats:
        raise CourseError(f"{where}: you must be a seat from 0 to {seats - 1}")
    bots: dict[int, tuple[Command, ...]] = {}
    for key, moves in (raw.get("bots") or {}).items():
        try:
            seat = int(key)
        except ValueError:
            raise CourseError(f"{where}: bots are keyed by seat number, not {key!r}") from None
        if not 0 <= seat < seats or seat == you:
            raise CourseError(f"{where}: bots.{key} is not another seat")
        bots[seat] = tuple(_command(m, f"{where}: bots.{key}") for m in moves)
    steps = []
    for n, step in enumerate(raw.get("step") or [], start=1):
        at = f"{where}: step {n}"
        wrong = step.get("wrong")
        highlight = step.get("highlight", [])
        if isinstance(highlight, str):
            highlight = [highlight]
        steps.append(
            Step(
                say=_str(step, "say", at),
                expect=_command(step.get("expect"), at),
                highlight=tuple(str(h) for h in highlight),
                wrong=_command(wrong, at) if wrong is not None else None,
                instead=_str(step, "instead", at, ""),
                done=_str(step, "done", at, ""),
            )
        )
    free = bool(raw.get("free", False))
    if not free and not steps:
        raise CourseError(f"{where}: a lesson needs steps (or free = true)")
    names = raw.get("names", [])
    if names and len(names) != seats:
        raise CourseError(f"{where}: names must name every seat")
    wrong = raw.get("wrong")
    return Lesson(
        id=lesson_id,
        title=_str(raw, "title", where),
        intro=_str(raw, "intro", where),
        outro=_str(raw, "outro", where, ""),
        seats=seats,
        you=you,
        names=tuple(str(n) for n in names),
        options=dict(raw.get("options") or {}),
        bots=bots,
        steps=tuple(steps),
        free=free,
        wrong=_command(wrong, f"{where}: wrong") if wrong is not None else None,
        rules=tuple(str(r) for r in raw.get("rules", [])),
        seed=int(raw.get("seed", 1)),
        demo_wrong=_demo_wrong(raw.get("demo_wrong", 0), len(steps), where),
    )


def _demo_wrong(value: Any, steps: int, where: str) -> int:
    if not isinstance(value, int) or not 0 <= value <= steps:
        raise CourseError(f"{where}: demo_wrong must be a step number from 1 to {steps}")
    return value
