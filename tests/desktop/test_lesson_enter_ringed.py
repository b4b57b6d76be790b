"""The 1995 lesson 1 in a real window: the coach rings Corrick Stonehowl at the alpha step, a
ring drawn like the keyboard's focus; a newcomer pressed Enter on it and nothing happened (no
card had the focus). With no card focused, Enter now opens the ringed card's moves (the first
of two that offers the step's move; with none ringed, the card the step's move names), and a
second Enter takes the step's move, its list's first row lit as it opens."""

from __future__ import annotations

import pygame

from desktop.ui.choice import ChoiceDialog
from tests.desktop.lesson_steps import expected_move, lesson_at
from tests.desktop.test_learn import home, make_app  # noqa: F401
from tests.desktop.test_table_support import frames, key


def enter_opens_a_list_with_the_step(app, table) -> ChoiceDialog:
    table.focus_key = None  # as after a click on the table's cloth
    frames(app, 1, [key(pygame.K_RETURN)])
    dialog = table.dialog
    assert isinstance(dialog, ChoiceDialog) and dialog.is_open, "Enter did nothing"
    assert expected_move(table) in [value for _, value in dialog.options]
    return dialog


def test_enter_opens_the_card_the_coach_rings(display, home) -> None:  # noqa: F811
    app = make_app()
    table = lesson_at(app, "rage-classic", "turn", lambda t, step: step.expect["type"] == "alpha")
    expected = expected_move(table)
    dialog = enter_opens_a_list_with_the_step(app, table)
    assert [value for _, value in dialog.options] == [expected]
    assert dialog.selected == 0, dialog.selected  # lists open with their first row lit
    frames(app, 1, [key(pygame.K_RETURN)])
    assert not dialog.is_open
    frames(app, 3)
    made = [e["command"] for e in table.session.entries if e["seat"] == table.coach.you]
    assert made[-1] == expected
    app.close()


def test_enter_opens_the_first_ringed_card_of_two(display, home) -> None:  # noqa: F811
    """The 1995 lesson 5 rings Gathering at the Ridge and Keeper Ashgrove (who calls it):
    Enter opens the Moot's list, whose rows hold the step's call."""
    app = make_app()
    table = lesson_at(app, "rage-classic", "junta", lambda t, step: step.expect["type"] == "call")
    enter_opens_a_list_with_the_step(app, table)
    assert table.focus_key == "0.ridge-moot.1"
    app.close()


def test_enter_opens_the_voter_the_step_names(display, home) -> None:  # noqa: F811
    """The 1995 lesson 5's later votes ring nothing: Enter did nothing. It opens the voter."""
    app = make_app()
    table = lesson_at(
        app,
        "rage-classic",
        "junta",
        lambda t, step: step.expect.get("creature") == "0.tamsin-brightwater",
    )
    enter_opens_a_list_with_the_step(app, table)
    app.close()
