"""Lessons of the original Rage (`rage-classic`) on its real table: where the coach panel goes
and what it points at.

The coach takes the game log's place in the sidebar (above the OK? window). The OK? countdown
does not run in a lesson: the student answers each question themselves, as the lesson asks.
"""

from __future__ import annotations

from typing import Any

import pygame

from desktop.game.seams import TableRunner
from desktop.learn.coach import Coach
from desktop.learn.table import CoachMixin, card_matches
from desktop.screens.base import AppServices
from desktop.screens.rage_classic import layout
from desktop.screens.rage_classic.screen import ClassicTable
from desktop.ui.choice import ChoiceDialog
from engine.lessons.course import Course, load_course

GAME = "rage-classic"


def _base(iid: str | None) -> str | None:
    """'0.strip-mine-crew.1' -> 'strip-mine-crew' (a highlight names the card, not the copy)."""
    if not iid:
        return None
    parts = iid.split(".")
    return parts[1] if len(parts) >= 2 else iid


class LessonTable(CoachMixin, ClassicTable):
    """The original Rage table with the coach in the game log's place."""

    coach_quiet_refusals = True  # said in the panel (a toast would cover the hand)

    def __init__(self, app: AppServices, runner: TableRunner, coach: Coach) -> None:
        super().__init__(app, runner, step_delay=0.3)
        self.attach_coach(coach)

    def submit(self, command: dict[str, Any]) -> bool:
        """As the table's, without its toast: the coach's panel says why a move was refused."""
        me = self.looker
        return me is not None and self.runner.submit(me, command) is None

    def counting(self) -> bool:
        return False  # no OK? countdown: the lesson waits for the student's own answer

    def _draw_log(self, surf: pygame.Surface) -> None:
        pass  # the coach panel is where the log was

    def refresh(self) -> None:
        # A list of choices asked for an earlier moment (the scripted student answers without
        # it) must not stay over the table once the game has moved on.
        stale = isinstance(self.dialog, ChoiceDialog) and self._asked_for != self.session.state_id
        super().refresh()
        if stale:
            self.dialog = None

    def coach_rect(self) -> pygame.Rect:
        log = layout.LOG
        return pygame.Rect(log.x, log.y - 14, log.w, layout.WINDOW.y - log.y + 6)

    def coach_spots(self, target: str) -> list[pygame.Rect]:
        kind, _sep, what = target.partition(":")
        if kind == "card":
            return [
                spot.rect.copy()
                for spot in self.spots
                if card_matches(_base(spot.iid) or spot.card, what)
            ]
        if kind == "zone" and what == "hunting":
            return [layout.HUNT.copy()]
        if kind == "button":
            button = {
                "pass": self.pass_button,
                "actions": self.actions_button,
                "ok": self.ok_button,
            }.get(what)
            return [button.rect.copy()] if button is not None and button.visible else []
        return []

    def student_ready(self) -> bool:
        me = self.looker
        return (
            me is not None
            and me in self.session.to_act()
            and not self.runner.pending
            and not self._render_due
            and self.session.state_id == self._state_id
        )

    def coach_settled(self) -> bool:
        return (
            not self.runner.pending
            and not self._render_due
            and self.session.state_id == self._state_id
        )


def course() -> Course:
    return load_course(GAME)


def lesson_table(app: AppServices, runner: TableRunner, coach: Coach) -> LessonTable:
    return LessonTable(app, runner, coach)
