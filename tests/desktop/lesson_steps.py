"""A scripted lesson walked to a step, as a student who makes each step's move (the tests of
what a newcomer met in the lessons in a real window start there)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from desktop.app import App
from engine.lessons.run import concrete
from tests.desktop.test_learn import lesson, ready


def lesson_at(app: App, game: str, lesson_id: str, at: Callable[[Any, Any], bool]) -> Any:
    """The lesson's table once `at(table, step)` holds of its current step (every earlier
    step's move made), the student due to move."""
    table = lesson(app, game, lesson_id)
    coach = table.coach
    while not at(table, coach.run.current):
        ready(app, table)
        assert table.submit(concrete(table.session, coach.you, coach.run.current.expect))
    ready(app, table)
    return table


def expected_move(table: Any) -> dict[str, Any]:
    """The current step's move, as the table would send it."""
    coach = table.coach
    return concrete(table.session, coach.you, coach.run.current.expect)
