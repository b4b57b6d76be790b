"""The 1995 lesson 1 in a real window: the coach rings Corrick Stonehowl at the alpha step, a
ring drawn like the keyboard's focus; a newcomer pressed Enter on it and nothing happened (no
card had the focus). With no card focused, Enter now opens the ringed card's moves, and a
second Enter takes the step's move once an arrow has gone to it."""

from __future__ import annotations

import pygame

from desktop.ui.choice import ChoiceDialog
from engine.lessons.run import concrete
from tests.desktop.test_learn import home, lesson, make_app, ready  # noqa: F401
from tests.desktop.test_table_support import frames, key


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


def test_enter_opens_the_first_ringed_card_of_two(display, home) -> None:  # noqa: F811
    """The 1995 lesson 5 rings Gathering at the Ridge and Keeper Ashgrove (who calls it):
    Enter opens the Moot's list, whose rows hold the step's call."""
    app = make_app()
    table = lesson(app, "rage-classic", "junta")
    coach = table.coach
    while coach.run.current.expect["type"] != "call":
        ready(app, table)
        assert table.submit(concrete(table.session, coach.you, coach.run.current.expect))
    ready(app, table)
    expected = concrete(table.session, coach.you, coach.run.current.expect)
    table.focus_key = None
    frames(app, 1, [key(pygame.K_RETURN)])
    dialog = table.dialog
    assert isinstance(dialog, ChoiceDialog) and dialog.is_open, "Enter did nothing"
    assert expected in [value for _, value in dialog.options]
    assert table.focus_key == "0.ridge-moot.1"
    app.close()


def test_enter_opens_the_voter_the_step_names(display, home) -> None:  # noqa: F811
    """The 1995 lesson 5's later votes ring nothing: Enter did nothing. It opens the voter."""
    app = make_app()
    table = lesson(app, "rage-classic", "junta")
    coach = table.coach
    while coach.run.current.expect.get("creature") != "0.tamsin-brightwater":
        ready(app, table)
        assert table.submit(concrete(table.session, coach.you, coach.run.current.expect))
    ready(app, table)
    expected = concrete(table.session, coach.you, coach.run.current.expect)
    table.focus_key = None
    frames(app, 1, [key(pygame.K_RETURN)])
    dialog = table.dialog
    assert isinstance(dialog, ChoiceDialog) and dialog.is_open, "Enter did nothing"
    assert expected in [value for _, value in dialog.options]
    app.close()
