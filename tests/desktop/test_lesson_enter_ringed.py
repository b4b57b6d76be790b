"""The 1995 lesson 1 in a real window: the coach rings Corrick Stonehowl at the alpha step, a
ring drawn like the keyboard's focus; a newcomer pressed Enter on it and nothing happened (no
card had the focus). With no card focused, Enter now opens the ringed card's moves, and a
second Enter takes the step's move once an arrow has gone to it."""

from __future__ import annotations

import pygame

from desktop.ui.choice import ChoiceDialog
from engine.lessons.run import concrete
from tests.desktop.test_learn import home, lesson, make_app, ready  # noqa: F401
from tests.desktop.test_table_support import frames, frames_until, key


def test_enter_opens_the_card_the_coach_rings(display, home) -> None:  # noqa: F811
    app = make_app()
    table = lesson(app, "rage-classic", "turn")
    coach = table.coach
    while True:
        ready(app, table)
        step = coach.run.current
        if step.expect["type"] == "alpha":
            break
        assert table.submit(concrete(table.session, coach.you, step.expect))
    expected = concrete(table.session, coach.you, step.expect)
    frames_until(app, lambda: table.session.to_act() == {coach.you})  # Bruno picks his first
    frames(app, 2)
    table.focus_key = None  # as after a click on the table's cloth
    frames(app, 1, [key(pygame.K_RETURN)])
    dialog = table.dialog
    assert isinstance(dialog, ChoiceDialog) and dialog.is_open, "Enter did nothing"
    assert [value for _, value in dialog.options] == [expected]
    frames(app, 1, [key(pygame.K_DOWN)])
    assert dialog.selected == 0, dialog.selected
    frames(app, 1, [key(pygame.K_RETURN)])
    assert not dialog.is_open
    frames(app, 3)
    made = [e["command"] for e in table.session.entries if e["seat"] == coach.you]
    assert made[-1] == expected
    app.close()
