"""The screen framework: `Screen`, the `ScreenStack` the app runs, and what screens may ask
of the app (`AppServices`).

Screens get events in logical coordinates (1920x1080), already letterbox-corrected.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

import pygame

from desktop.scene.input import SceneInput
from desktop.scene.scene import Scene
from desktop.ui.modal import Modal
from desktop.ui.settings_protocol import SettingsLike
from desktop.ui.theme import Theme
from desktop.ui.toast import Kind
from desktop.ui.widget import WidgetGroup

if TYPE_CHECKING:
    from desktop.caches import AppCaches
    from desktop.store.paths import Paths

log = logging.getLogger(__name__)

M = TypeVar("M", bound=Modal)


class Chore(Protocol):
    """Work the app does every frame whatever screen is on top (a table's disk retries go on
    under its end-of-game summary)."""

    def tend(self, app: AppServices, dt: float) -> bool:
        """One frame's work; False when done (the app then forgets it)."""
        ...

    def wake_in(self) -> float | None: ...


class ScreenCatalog(Protocol):
    """What a screen asks of the app's registry (desktop.screens.registry.ScreenRegistry).
    Its `games` is a desktop.games.Games, read through `Games.of(app)`: naming that type here
    would close an import circle, since the games' registrations name the screens."""

    @property
    def games(self) -> object: ...

    def available(self, name: str) -> bool: ...


class AppServices(Protocol):
    """The part of `desktop.app.App` that screens use (kept narrow so tests can fake it)."""

    settings: SettingsLike
    theme: Theme
    logical_size: tuple[int, int]
    caches: AppCaches  # the drawn pixels the app keeps, bounded, shared by its tables
    paths: Paths  # where this app keeps what it writes (its data folder: seats, replays...)

    @property
    def registry(self) -> ScreenCatalog: ...  # read-only here: the app's is a ScreenRegistry

    def push(self, screen: Screen) -> None: ...
    def pop(self) -> Screen | None: ...
    def replace(self, screen: Screen) -> None: ...
    def open(self, name: str, *, replace: bool = False, **kwargs: Any) -> bool: ...
    def toast(self, text: str, kind: Kind = "info", duration: float = 3.0) -> None: ...
    def add_chore(self, chore: Chore) -> None: ...
    def apply_settings(self) -> None: ...
    def quit(self) -> None: ...
    def wake(self) -> None: ...


class Screen:
    """One full-window state (menu, settings, a table). Subclass and override what you need.

    The defaults give every screen a `WidgetGroup` (keyboard focus ring), an optional
    `Scene` with an optional `SceneInput` (drag-and-drop), an optional `Modal` dialog, and
    Escape = `back()` = pop this screen. Events go: dialog, then a drag in progress, then
    widgets (HUD buttons sit above the table), then the scene, then Escape.
    Set `opaque = False` for overlays that let the screen below show through.

    The app runs a frame only when the top screen's `wake_in()` asks for one (or input
    arrives): the default covers the scene's tweens and timers, a hover preview counting
    down, and widgets that blink. A screen that changes on its own in other ways says so by
    extending `wake_in`. Until a screen is sure it has said everything, it keeps `poll`: it
    is also looked at every `poll` seconds, less and less often while those looks change
    nothing (see `App.wake_in`), so a forgotten timer is late but never stuck.
    """

    opaque: bool = True
    name: str = ""
    #: Seconds between looks when nothing else asks for a frame; None: only on input or a wake.
    poll: float | None = 0.1

    def __init__(self, app: AppServices) -> None:
        self.app = app
        self.widgets = WidgetGroup()
        self.scene: Scene | None = None
        self.input: SceneInput | None = None
        self.dialog: Modal | None = None

    # -- lifecycle (the stack calls these) --------------------------------------------------

    def on_enter(self) -> None:
        """Pushed onto the stack."""

    def on_exit(self) -> None:
        """Popped or replaced."""

    def on_pause(self) -> None:
        """Another screen was pushed on top."""

    def on_resume(self) -> None:
        """The screen on top was popped."""

    def in_language(self, rebuilt: dict[int, Screen]) -> Screen | None:
        """This screen built again in the language just made active, or None to keep it (it
        translates what it draws each frame, or rebuilds itself). `rebuilt`: the screens
        below it already rebuilt, by id of the old one (a menu over a table follows it)."""
        return None

    def apply_settings(self, settings: SettingsLike) -> None:
        """Settings changed (also called once when pushed)."""
        if self.scene is not None:
            self.scene.set_speed(settings.animation_speed)

    # -- frame ------------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.dialog is not None and self.dialog.is_open:
            return self.to_dialog(self.dialog, event)
        # A card in flight keeps the pointer even when it passes over a HUD button.
        if self.input is not None and self.input.drag.active and self.input.handle(event):
            return True
        if self.to_widgets(event):
            return True
        if self.input is not None and self.input.handle(event):
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return True
        return False

    def to_dialog(self, dialog: Modal, event: pygame.event.Event) -> bool:
        """The open dialog takes every event; under it the scene hovers nothing (a card's
        preview does not stay up beside the list)."""
        if event.type == pygame.MOUSEMOTION and self.input is not None:
            self.input.leave()
        return dialog.handle_event(event)

    def to_widgets(self, event: pygame.event.Event) -> bool:
        """The buttons first; a pointer on one leaves the card it came from unhovered."""
        if not self.widgets.handle_event(event):
            return False
        if event.type == pygame.MOUSEMOTION and self.input is not None:
            self.input.leave()
        return True

    def back(self) -> None:
        self.app.pop()

    def wake_in(self) -> float | None:
        """Seconds until this screen needs a frame without input: 0 while something moves,
        None when only input (or another thread's `app.wake()`) can change what it shows."""
        due = [self.widgets.wake_in()]
        if self.scene is not None:
            due.append(self.scene.wake_in())
        if self.input is not None:
            due.append(self.input.wake_in())
        if self.dialog is not None:
            due.append(self.dialog.wake_in())
        return soonest(due)

    def update(self, dt: float) -> None:
        if self.scene is not None:
            self.scene.update(dt)
        if self.input is not None:
            self.input.update(dt)
        self.widgets.update(dt)
        if self.dialog is not None:
            self.dialog.update(dt)
            if not self.dialog.is_open:
                self.dialog = None

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.app.theme
        if self.opaque:
            surface.blit(theme.background(surface.get_size()), (0, 0))
        if self.scene is not None:
            self.scene.draw(surface)
        self.widgets.draw(surface, theme)
        if self.dialog is not None and self.dialog.is_open:
            self.dialog.draw(surface, theme)

    def draw_keys(self, surface: pygame.Surface, theme: Theme, words: str, margin: int) -> None:
        """The line of keys a screen takes, centred at its foot, `margin` above the bottom."""
        hint = theme.text(words, 24, theme.ink_dim)
        w, h = surface.get_size()
        surface.blit(hint, hint.get_rect(midbottom=(w // 2, h - margin)))

    def toast_area(self) -> pygame.Rect | None:
        """Where this screen keeps room for toasts (None: the bottom centre, where nothing
        of this screen must then be)."""
        return None

    def show_dialog(self, dialog: M) -> M:
        self.dialog = dialog
        return dialog


@dataclass
class ScreenStack:
    """Screens on top of each other; only the top one gets input and updates."""

    screens: list[Screen] = field(default_factory=list)

    @property
    def top(self) -> Screen | None:
        return self.screens[-1] if self.screens else None

    def __len__(self) -> int:
        return len(self.screens)

    def push(self, screen: Screen) -> None:
        if self.screens:
            self.screens[-1].on_pause()
        self.screens.append(screen)
        screen.on_enter()

    def pop(self) -> Screen | None:
        if not self.screens:
            return None
        screen = self.screens.pop()
        screen.on_exit()
        if self.screens:
            self.screens[-1].on_resume()
        return screen

    def replace(self, screen: Screen) -> None:
        if self.screens:
            self.screens.pop().on_exit()
        self.screens.append(screen)
        screen.on_enter()

    def clear(self) -> None:
        while self.screens:
            self.screens.pop().on_exit()

    def handle_event(self, event: pygame.event.Event) -> bool:
        top = self.top
        return top.handle_event(event) if top is not None else False

    def update(self, dt: float) -> None:
        top = self.top
        if top is not None:
            top.update(dt)

    def wake_in(self) -> float | None:
        """The top screen's `wake_in` (only the top one updates)."""
        top = self.top
        return top.wake_in() if top is not None else None

    def poll(self) -> float | None:
        top = self.top
        return top.poll if top is not None else None

    def draw(self, surface: pygame.Surface) -> None:
        """Draw from the topmost opaque screen upwards."""
        start = len(self.screens) - 1
        while start > 0 and not self.screens[start].opaque:
            start -= 1
        for screen in self.screens[max(start, 0) :]:
            screen.draw(surface)


def soonest(delays: Iterable[float | None]) -> float | None:
    """The smallest of some `wake_in` answers, None when none asks for a frame."""
    return min((d for d in delays if d is not None), default=None)
