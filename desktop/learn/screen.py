"""Learn to play: pick a game's course, then a lesson (finished ones are marked, a lesson left
half-way continues where it was). Every game whose registration has `lessons` is offered."""

from __future__ import annotations

import logging
from functools import partial
from typing import Any

import pygame

from desktop.games import Games
from desktop.learn.progress import Progress
from desktop.screens.base import AppServices, Screen
from desktop.ui.controls import Button
from desktop.ui.theme import wrap
from engine.i18n import N_, _

log = logging.getLogger(__name__)

TITLE = N_("Learn to play")
HINT = N_("↑ / ↓ to move  ·  ← / → other game  ·  Enter to start a lesson  ·  Esc to go back")
GAMES_X, LESSONS_X = 120, 640
TOP = 230
ROW, GAP = 72, 12
LESSON_W = 1160


class LearnScreen(Screen):
    name = "learn"

    def __init__(self, app: AppServices, game: str | None = None) -> None:
        super().__init__(app)
        self.games = [g for g in Games.of(app) if g.lessons is not None]
        self.game = game or (self.games[0].ruleset if self.games else "")
        self.progress = Progress.load()
        self.courses: dict[str, Any] = {}
        self.lesson_buttons: list[Button] = []
        self.game_buttons: dict[str, Button] = {}
        self.message = ""
        for i, registration in enumerate(self.games):
            button = Button(
                rect=pygame.Rect(GAMES_X, TOP + i * (ROW + GAP), 440, ROW),
                text=_(registration.title),
                on_click=partial(self.choose, registration.ruleset),
                name=f"learn-game-{registration.ruleset}",
            )
            self.game_buttons[registration.ruleset] = button
        self.back_button = Button(
            rect=pygame.Rect(GAMES_X, 940, 440, 64),
            text=_("Back"),
            on_click=self.back,
            name="learn-back",
            style="quiet",
        )
        self._build()

    def course(self, game: str) -> Any:
        if game not in self.courses:
            try:
                lessons = Games.of(self.app)[game].lessons
                if lessons is None:
                    raise KeyError(game)  # offered only for games with a course
                self.courses[game] = lessons.course()
            except (ValueError, OSError, KeyError) as exc:  # a broken course file: say so
                log.warning("the %s course cannot be read: %s", game, exc)
                self.courses[game] = None
        return self.courses[game]

    def choose(self, game: str) -> None:
        self.game = game
        self._build()
        if self.lesson_buttons:
            self.widgets.focus(self.lesson_buttons[self._next_lesson()])

    def _build(self) -> None:
        self.lesson_buttons = []
        for key, button in self.game_buttons.items():
            button.style = "primary" if key == self.game else "normal"
        course = self.course(self.game) if self.game else None
        if course is None:
            self.message = _("This course could not be read.") if self.game else _("No course yet.")
            self._arrange()
            return
        self.message = ""
        done = self.progress.done(self.game)
        for i, lesson in enumerate(course.lessons):
            state = ""
            if lesson.id in done:
                state = _("  ·  done")
            elif self.progress.resume(self.game, lesson.id) is not None:
                state = _("  ·  continue")
            button = Button(
                rect=pygame.Rect(LESSONS_X, TOP + i * (ROW + GAP), LESSON_W, ROW),
                text=f"{i + 1}. {lesson.title}{state}",
                on_click=partial(self.start, lesson.id),
                name=f"lesson-{lesson.id}",
                style="quiet" if lesson.id in done else "normal",
            )
            self.lesson_buttons.append(button)
        self._arrange()

    def _arrange(self) -> None:
        """The focus ring: the lessons first, then the games, then Back."""
        focused = self.widgets.focused
        self.widgets.widgets = [*self.lesson_buttons, *self.game_buttons.values(), self.back_button]
        if focused is not None and focused not in self.widgets.widgets:
            self.widgets.focus(None)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            ids = [g.ruleset for g in self.games]
            if self.game in ids and len(ids) > 1:
                step = 1 if event.key == pygame.K_RIGHT else -1
                self.choose(ids[(ids.index(self.game) + step) % len(ids)])
                return True
        return super().handle_event(event)

    def start(self, lesson_id: str) -> None:
        from desktop.learn.start import start_lesson

        start_lesson(self.app, self.game, lesson_id, progress=self.progress)

    # -- lifecycle --------------------------------------------------------------------------
    def on_enter(self) -> None:
        if self.progress.problem:
            self.app.toast(self.progress.problem + _(" It starts afresh."), "warning", 6.0)
        first = self.lesson_buttons[self._next_lesson()] if self.lesson_buttons else None
        self.widgets.focus(first)

    def on_resume(self) -> None:
        self.progress = Progress.load()
        self._build()
        if self.lesson_buttons:
            self.widgets.focus(self.lesson_buttons[self._next_lesson()])

    def _next_lesson(self) -> int:
        """The first lesson not yet done (the last one when all are)."""
        course = self.course(self.game)
        done = self.progress.done(self.game)
        for i, lesson in enumerate(course.lessons if course else []):
            if lesson.id not in done:
                return i
        return max(0, len(self.lesson_buttons) - 1)

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.app.theme
        surface.blit(theme.background(surface.get_size()), (0, 0))
        title = theme.display_text(_(TITLE), 84, theme.ink)
        surface.blit(title, title.get_rect(midtop=(surface.get_width() // 2, 60)))
        sub = theme.text(
            _("Short lessons on the real table, then a first game with hints"), 28, theme.ink_dim
        )
        surface.blit(sub, sub.get_rect(midtop=(surface.get_width() // 2, 160)))
        if self.message:
            text = theme.text(self.message, 28, theme.ink_dim)
            surface.blit(text, (LESSONS_X, TOP))
        self.widgets.draw(surface, theme)
        self._draw_about(surface)
        self.draw_keys(surface, theme, _(HINT), 28)

    def _draw_about(self, surface: pygame.Surface) -> None:
        """What the lesson under focus is about (its opening words), under the list."""
        focused = self.widgets.focused
        if focused not in self.lesson_buttons:
            return
        course = self.course(self.game)
        if course is None:
            return
        lesson = course.lessons[self.lesson_buttons.index(focused)]
        y = self.lesson_buttons[-1].rect.bottom + 24
        theme = self.app.theme
        for line in wrap(lesson.intro, 26, LESSON_W)[:3]:
            img = theme.text(line, 26, theme.ink_dim)
            surface.blit(img, (LESSONS_X, y))
            y += 34
