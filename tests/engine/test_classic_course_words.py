"""The 1995 lesson 5 read in a real window: right after the student called Gathering at the
Ridge, the coach said "Moot Phase: no Junta to call this turn", though one had just been
called. No step after a call says there is no Junta to call (in either language)."""

from __future__ import annotations

import pytest

from engine.i18n import using
from engine.lessons.course import load_course


@pytest.mark.parametrize("lang", ["en", "pt-BR"])
def test_no_step_after_a_call_says_there_is_no_junta_to_call(lang) -> None:
    with using(lang):
        course = load_course("rage-classic")
    english = load_course("rage-classic")
    for lesson, words in zip(english.lessons, course.lessons, strict=True):
        called = False
        for step, said in zip(lesson.steps, words.steps, strict=True):
            if called:
                assert "no Junta to call this turn" not in said.say, (lesson.id, said.say)
                assert "nenhuma Junta a chamar neste turno" not in said.say, (lesson.id, said.say)
            called = called or step.expect.get("type") == "call"
