"""The 1995 lesson 4 in a real window: the coach said "Redraw Phase: ... Pass", but within a
second Bruno's scripted bot announced its Offensive Effect in the same Open Play, so Pass was no
longer legal: the coach and Hint said Pass, the bar and the only button said OK, and OK was
refused as not the lesson's move. The lesson could not be finished. A scripted seat now waits
while the student has a step to make (the order the course checker plays)."""

from __future__ import annotations

import time

import pygame

from tests.desktop.test_learn import home, lesson, make_app, ready  # noqa: F401
from tests.desktop.test_table_support import frames, frames_until, key


def test_bruno_waits_for_the_students_pass_before_his_ok_question(display, home) -> None:  # noqa: F811
    app = make_app()
    table = lesson(app, "rage-classic", "ok")
    coach = table.coach
    ready(app, table)
    for _ in range(90):  # a newcomer reads the coach for a while
        frames(app, 1)
        time.sleep(0.02)
    assert [e for e in table.session.entries[1:] if e["seat"] != coach.you] == []
    assert {"type": "pass"} in table.legal
    frames(app, 1, [key(pygame.K_SPACE)])  # the step's move, as the coach says
    frames_until(app, lambda: coach.run.step_index == 1 and {"type": "ok"} in table.legal)
    frames(app, 1, [key(pygame.K_SPACE)])  # OK
    frames_until(app, lambda: coach.run.steps_done)
    app.close()
