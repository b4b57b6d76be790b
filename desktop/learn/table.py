"""The coach on the real table: a mixin a game's table class takes to become a lesson table.

`class CoachedX(CoachMixin, XTable)` draws the coach panel and its highlights over the table,
lets the panel's buttons and keys go first (? hint, as at every table; Enter / R / N once a lesson is complete)
and saves the lesson's progress on the way out. A game's lesson table says where things are
(`coach_rect`, `coach_spot`) and when the student may move (`student_ready`); everything else
is the table as people play it.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from fnmatch import fnmatchcase
from typing import Any, cast

import pygame

from desktop.learn.coach import Coach, Panel
from desktop.learn.panel import PanelView
from desktop.screens.table_assist import is_hint_key
from desktop.ui.controls import Button
from desktop.ui.widget import WidgetGroup
from engine.i18n import _

log = logging.getLogger(__name__)


class CoachMixin:
    """Mixed in before a table class (it calls the table's own methods through super())."""

    coach: Coach
    #: the coach panel alone says why a move was refused (the table's own way, e.g. a toast
    #: over the hand, would only repeat it)
    coach_quiet_refusals: bool = False
    coach_view: PanelView
    coach_widgets: WidgetGroup
    coach_buttons: dict[str, Button]
    app: Any
    runner: Any

    def attach_coach(self, coach: Coach) -> None:
        self.coach = coach
        assist = getattr(self, "assist", None)  # the table's Hint: the step's move, first
        if assist is not None:
            assist.guide = coach.lesson_hint
        self.coach_view = PanelView(self.app.theme)
        self.coach_widgets = WidgetGroup()
        self.coach_pulse = 0.0
        course = coach.course
        labels = {
            "next": course.say("next") + _(" (Enter)"),
            "again": course.say("again") + " (R)",
            "hint": course.say("hint") + " (?)",
            "leave": course.say("leave"),
        }
        actions = {
            "next": self.coach_next,
            "again": self.coach_again,
            "hint": self.coach.ask_hint,
            "leave": self.coach_leave,
        }
        self.coach_buttons = {}
        for key, label in labels.items():
            button = Button(
                rect=pygame.Rect(0, 0, 10, 10),
                text=label,
                on_click=actions[key],
                name=f"coach-{key}",
                text_size=22,
                style="primary" if key == "next" else "normal",
            )
            button.focusable = False
            button.visible = False
            self.coach_buttons[key] = button
            self.coach_widgets.add(button)

    def in_language(self, rebuilt: dict[int, Any]) -> Any:
        """The lesson table built again in the language just made active, on the same game and
        at the same step of the lesson: the coach's panel, buttons and the table's own words."""
        self.coach.in_language()
        assist = getattr(self, "assist", None)  # a hint being thought for the old table
        if assist is not None:
            assist.close()
        # a lesson table is built as (app, runner, coach), whichever table it mixes into
        build = cast(Callable[[Any, Any, Coach], Any], type(self))
        return build(self.app, self.runner, self.coach)

    # -- what a game's lesson table tells the coach ------------------------------------------------
    def coach_rect(self) -> pygame.Rect:
        """Where the panel goes (logical coordinates), clear of the table's other text."""
        raise NotImplementedError

    def coach_spots(self, target: str) -> list[pygame.Rect]:
        """The rectangles of a highlight target ("card:<id>", "zone:<name>", ...) on screen;
        a card id may be a pattern (`acc-basher-*`: every Basher in the hand)."""
        return []

    def student_ready(self) -> bool:
        """Whether the student may move now (their turn, and the table has caught up)."""
        raise NotImplementedError

    def coach_continue(self) -> bool:
        """Press on where the table waits for the person's click (a score sheet, say), as a
        scripted student would; False when it waits for nothing."""
        return False

    def overlay_boxes(self) -> list[pygame.Rect]:
        """The table's own (`TableScreen.overlay_boxes`)."""
        return cast(list[pygame.Rect], super().overlay_boxes())  # type: ignore[misc]

    def coach_settled(self) -> bool:
        """Whether the table has shown everything that happened."""
        return not self.runner.pending

    # -- the coach's actions ---------------------------------------------------------------------
    def coach_next(self) -> None:
        from desktop.learn.start import start_lesson

        course = self.coach.course
        i = self.coach.number
        if i < len(course.lessons):
            start_lesson(self.app, course.game, course.lessons[i].id, replace=True)
        else:
            self.app.toast(course.say("course_done"), "info", 5.0)
            self.coach_leave()

    def coach_again(self) -> None:
        from desktop.learn.start import start_lesson

        start_lesson(
            self.app, self.coach.course.game, self.coach.lesson.id, replace=True, fresh=True
        )

    def coach_leave(self) -> None:
        self.app.pop()

    # -- the table's hooks ---------------------------------------------------------------------
    def refuse(self, reason: str) -> None:
        if not self.coach_quiet_refusals:
            super().refuse(reason)  # type: ignore[misc]
        if self.coach.note is None or self.coach.note[0].find(reason) < 0:
            self.coach.refused(reason)

    def handle_event(self, event: pygame.event.Event) -> bool:
        dialog = getattr(self, "dialog", None)
        if dialog is None or not dialog.is_open:
            pointer = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION)
            if event.type in pointer and self.coach_widgets.handle_event(event):
                return True
            if event.type == pygame.KEYDOWN and self._coach_key(event):
                return True
        return super().handle_event(event)  # type: ignore[misc]

    def _coach_key(self, event: pygame.event.Event) -> bool:
        key = event.key
        if is_hint_key(event) and self.coach.lesson.free:
            self.coach.ask_hint()
            return True
        if self.coach.completed:
            if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_n):
                self.coach_next()
                return True
            if key == pygame.K_r:
                self.coach_again()
                return True
        return False

    def update(self, dt: float) -> None:
        super().update(dt)  # type: ignore[misc]
        self.coach_pulse = (self.coach_pulse + dt * 1.4) % 2.0
        self.coach.poll_hint()
        if not self.coach.completed and self.coach_settled():
            self.coach.check_complete()
        complete = self.coach.completed
        self.coach_buttons["next"].visible = complete
        self.coach_buttons["again"].visible = complete and not self.coach.lesson.free
        self.coach_buttons["hint"].visible = self.coach.lesson.free and not complete
        self.coach_buttons["leave"].visible = True
        self.coach_widgets.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)  # type: ignore[misc]
        panel = self.coach.panel()
        pulse = 1.0 - abs(1.0 - self.coach_pulse)
        if not panel.complete:
            # a card's zoom stays whole over the ring of the card under it
            under = self.overlay_boxes()
            for target in panel.highlight:
                for rect in self.coach_spots(target):
                    self.coach_view.ring(surface, rect, pulse, under)
        self.draw_coach_panel(surface, panel)

    def draw_coach_panel(self, surface: pygame.Surface, panel: Panel) -> None:
        rect = self.coach_rect()
        shown = [b for b in self.coach_buttons.values() if b.visible]
        self.coach_view.draw(surface, rect, panel, shown)
        self.coach_widgets.draw(surface, self.app.theme)

    def on_exit(self) -> None:
        self.coach.poll_hint(wait=True)
        if not self.coach.completed:
            self.coach.keep()
        super().on_exit()  # type: ignore[misc]


def card_matches(card: str | None, pattern: str) -> bool:
    """Whether a card id is a highlight's card (its pattern may hold a `*`)."""
    return card is not None and fnmatchcase(card, pattern)


def node_rect(node: Any) -> pygame.Rect:
    """The on-screen box of a scene node (its rotated, scaled rectangle's bounds)."""
    w, h = node.size()
    corners = [node.to_world((x * w / 2, y * h / 2)) for x in (-1, 1) for y in (-1, 1)]
    xs = [c[0] for c in corners]
    ys = [c[1] for c in corners]
    return pygame.Rect(
        round(min(xs)), round(min(ys)), round(max(xs) - min(xs)), round(max(ys) - min(ys))
    )
