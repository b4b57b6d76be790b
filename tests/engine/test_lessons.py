"""Courses ("Learn to play") checked against the engine: every expected move is legal at its
step, every wrong move is refused in the engine's own words or explained, every lesson plays
to its end without ending the game, and together the lessons teach every listed rule."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.core.errors import Illegal
from engine.core.registry import KNOWN
from engine.i18n import using
from engine.lessons.check import check_course, check_lesson, main
from engine.lessons.course import CourseError, has_course, load_course, parse_course
from engine.lessons.hints import bot_hint, describe_move
from engine.lessons.run import LessonRun, concrete, matches, new_session, refusal

COURSES = [game for game in KNOWN if has_course(game)]


def test_the_trick_game_and_the_arena_have_courses() -> None:
    assert {"rage-trick", "ragers"} <= set(COURSES)


@pytest.mark.parametrize("game", COURSES)
def test_every_lesson_plays_as_written(game: str) -> None:
    assert check_course(load_course(game)) == []


@pytest.mark.parametrize("game", COURSES)
def test_a_course_has_5_to_8_lessons_and_ends_with_a_real_game(game: str) -> None:
    course = load_course(game)
    scripted = [lesson for lesson in course.lessons if not lesson.free]
    assert 5 <= len(scripted) <= 8
    assert course.lessons[-1].free
    taught = {rule for lesson in course.lessons for rule in lesson.rules}
    assert taught == set(course.rules)


def _walk(game: str):
    """Each step of each scripted lesson with the session just before the student's move."""
    course = load_course(game)
    for lesson in course.lessons:
        if lesson.free:
            continue
        played = check_lesson(course, lesson)
        session = new_session(lesson, game=game)
        run = LessonRun(course, lesson)
        moves = [(e["seat"], e["command"]) for e in played.session.entries[1:]]
        for seat, command in moves:
            run.sync(session)
            if seat == lesson.you:
                yield course, lesson, run, session, run.current
            session.apply(seat, command)


@pytest.mark.parametrize("game", COURSES)
def test_each_wrong_move_is_refused_in_the_engines_words_or_explained(game: str) -> None:
    seen = 0
    for _course, _lesson, run, session, step in _walk(game):
        assert step is not None
        assert (
            refusal(session, run.lesson.you, concrete(session, run.lesson.you, step.expect)) is None
        )
        if step.wrong is None:
            continue
        seen += 1
        verdict = run.judge(session, run.lesson.you, step.wrong)
        assert not verdict.ok
        if verdict.kind == "illegal":
            # The very words the engine refuses the move with.
            with pytest.raises(Illegal) as refused:
                session.ruleset.decide(
                    session.ruleset.copy_state(session.state),
                    run.lesson.you,
                    step.wrong,
                    random.Random(0),
                )
            assert verdict.reason == refused.value.message
            assert refused.value.message in verdict.message
        else:
            assert verdict.kind == "not_lesson" and step.instead in verdict.message
    assert seen >= 5


@pytest.mark.parametrize("game", COURSES)
def test_the_coach_refuses_a_move_the_rules_forbid_before_the_engine_sees_it(game: str) -> None:
    course = load_course(game)
    lesson = next(lesson for lesson in course.lessons if not lesson.free)
    session = new_session(lesson, game=game)
    run = LessonRun(course, lesson)
    run.sync(session)
    verdict = run.judge(session, lesson.you, {"type": "no-such-move"})
    assert not verdict.ok and verdict.kind == "illegal" and verdict.reason


def test_a_free_lesson_accepts_any_legal_move_and_names_the_rules_refusal() -> None:
    course = load_course("rage-trick")
    lesson = course.lessons[-1]
    session = new_session(lesson, game="rage-trick")
    run = LessonRun(course, lesson)
    for _ in range(10):
        if lesson.you in session.to_act():
            break
        seat = min(session.to_act())
        session.apply(seat, session.legal(seat)[0])
    legal = session.legal(lesson.you)
    assert run.judge(session, lesson.you, legal[-1]).ok
    verdict = run.judge(session, lesson.you, {"type": "bid", "tricks": 99})
    assert not verdict.ok and "0 to 3" in verdict.message


def test_the_checker_catches_a_course_that_does_not_play() -> None:
    text = load_course_text("rage-trick").replace(
        'expect = {type = "play", card = "red-15"}', 'expect = {type = "play", card = "red-14"}', 1
    )
    course = parse_course(text)
    problems = check_course(course)
    assert any("tricks step 2" in p and "refused" in p for p in problems)


def test_the_checker_catches_a_legal_wrong_move_nobody_explains() -> None:
    text = load_course_text("ragers").replace(
        'instead = "Keep your second Prodder for later. Place the Slasher."\n', "", 1
    )
    problems = check_course(parse_course(text))
    assert any("say why with `instead`" in p for p in problems)


def test_the_checker_catches_a_lesson_that_ends_the_game() -> None:
    text = load_course_text("rage-trick").replace("schedule = [2, 1]", "schedule = [2]", 1)
    assert any("ends the game" in p for p in check_course(parse_course(text)))


@pytest.mark.parametrize(
    ("broken", "words"),
    [
        ("format = 1", "format must be"),
        ('game = "rage-trick"', "game must be"),
        ("seats = 3", "seats must be"),
        ("[[lesson.step]]", "a lesson needs steps"),
    ],
)
def test_a_broken_course_file_says_where(broken: str, words: str) -> None:
    text = load_course_text("rage-trick")
    if broken == "[[lesson.step]]":
        # Cut the first lesson down to no steps at all.
        head, _, tail = text.partition("[[lesson.step]]")
        rest = tail.split("\n[[lesson]]", 1)[1]
        text = head + "\n[[lesson]]" + rest
    else:
        text = text.replace(broken, "", 1)
    with pytest.raises(CourseError, match=words):
        parse_course(text)


def test_a_course_file_that_is_not_toml_is_refused() -> None:
    with pytest.raises(CourseError, match="not valid TOML"):
        parse_course("format = = 1")


def test_the_checker_command_line(capsys) -> None:
    assert main(["rage-trick", "ragers"]) == 0
    assert "every lesson plays as written" in capsys.readouterr().out


def test_a_hint_is_a_legal_move_said_in_the_games_words() -> None:
    course = load_course("ragers")
    lesson = course.lessons[-1]
    session = new_session(lesson, game="ragers")
    hint = bot_hint(session, lesson.you, random.Random(1))
    assert hint is not None and hint.command in session.legal(lesson.you)
    assert hint.reason == describe_move(session, lesson.you, hint.command) and hint.reason


def load_course_text(game: str) -> str:
    from importlib import resources

    module = KNOWN[game].split(":")[0]
    return resources.files(module).joinpath("course.toml").read_text(encoding="utf-8")


def test_an_expected_move_may_be_a_pattern_for_cards_that_look_alike() -> None:
    expect = {"type": "place", "card": "acc-basher-*"}
    assert matches(expect, {"type": "place", "card": "acc-basher-3"})
    assert not matches(expect, {"type": "place", "card": "acc-slasher-3"})
    assert not matches(expect, {"type": "veteran", "card": "acc-basher-3"})
    assert not matches(expect, {"type": "place", "card": "acc-basher-3", "extra": 1})
    assert matches({"type": "bid", "tricks": 1}, {"type": "bid", "tricks": 1})


def test_a_hint_is_said_to_the_student() -> None:
    course = load_course("rage-trick")
    lesson = course.lessons[0]
    session = new_session(lesson, game="rage-trick")
    assert describe_move(session, 0, {"type": "bid", "tricks": 1}) == "Bid 1."


@settings(max_examples=200, deadline=None)
@given(data=st.data())
def test_a_mutated_course_file_is_a_course_or_a_course_error(data: st.DataObject) -> None:
    """Lesson files are outside input too (issue 29): any edit parses or is refused."""
    from engine.lessons.course import COURSE_FILE, _course_file

    text = _course_file(data.draw(st.sampled_from(["rage-trick", "ragers"]))).read_text(
        encoding="utf-8"
    )
    for _ in range(data.draw(st.integers(1, 4))):
        at = data.draw(st.integers(0, len(text)))
        piece = data.draw(
            st.sampled_from(
                ["", "[", "]", "=", '"', "\n", "9" * 60, "[[lesson]]\n", "{", "x = 1\n"]
            )
        )
        text = text[:at] + piece + text[at + data.draw(st.integers(0, 8)) :]
    try:
        parse_course(text, where=COURSE_FILE)
    except CourseError as exc:
        assert str(exc)


@pytest.mark.parametrize("game", COURSES)
def test_every_wrong_move_is_a_whole_move_refused_for_the_lessons_reason(game: str) -> None:
    """A wrong move the checker (and the demo student) tries is a whole command: one left
    without a field its kind always carries (the 1995 Junta lesson's call had no target) is
    refused for its shape, and the student never hears the lesson's reason."""
    course = load_course(game)
    shape = ("That command leaves out", "which it does not take")
    tried = 0
    for lesson in course.lessons:
        played = check_lesson(course, lesson)
        assert played.problems == []
        tried += len(played.refusals)
        for reason in played.refusals:
            assert not any(words in reason for words in shape), (lesson.id, reason)
    assert tried >= 1


@pytest.mark.parametrize("lang", ["en", "pt-BR"])
@pytest.mark.parametrize("game", [g for g in sorted(KNOWN) if has_course(g)])
def test_the_coach_never_says_there_is_nothing_to_do_while_moves_are_legal(game, lang) -> None:
    """Issue 30, the 1995 lesson 1 played in Portuguese: the coach and the Hint said "jogo
    aberto, e nada a jogar agora" while the list of actions offered 13 plays and the cards
    glowed; "nada mais a colocar" beside 7 placements; "nenhuma Junta a chamar" beside a Junta
    to call. A step may wait for a pass, but must say what the lesson wants, not that there is
    nothing."""
    with using(lang):
        course = load_course(game)
    problems = [p for lesson in course.lessons for p in check_lesson(course, lesson).problems]
    assert not [p for p in problems if "nothing to do" in p], problems
