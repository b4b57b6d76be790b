"""Helpers for the LAN screen tests (this module holds no tests itself).

Two people in one process: A runs the real `App` (its window is what gets judged and
screenshotted); B runs a `Shell`, the same screen stack drawn on an off-screen 1920x1080
canvas, since a process has one window. Both talk to the host over loopback sockets, and
every wait has a deadline.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

import pygame

from desktop.app import App
from desktop.caches import AppCaches
from desktop.screens.base import Screen, ScreenStack
from desktop.screens.registry import ScreenRegistry
from desktop.store.paths import Paths
from desktop.ui.settings_protocol import MemorySettings
from desktop.ui.theme import Theme
from desktop.ui.toast import Kind, Toasts
from desktop.wiring import app_registry

FRAME = 1 / 60
WAIT = 20.0


class Shell:
    """`AppServices` without a window: a screen stack on an off-screen canvas."""

    def __init__(
        self, settings: Any, registry: ScreenRegistry | None = None, paths: Paths | None = None
    ) -> None:
        self.settings = settings
        #: its own data folder when given (another person's computer), else $RAGE_TABLE_HOME
        self.paths = paths or Paths.from_env()
        self.theme = Theme()
        self.registry = registry or app_registry()
        self.logical_size = (1920, 1080)
        self.caches = AppCaches()
        self.stack = ScreenStack()
        self.toasts = Toasts(screen_size=self.logical_size)
        self.canvas = pygame.Surface(self.logical_size)
        self.running = True

    def push(self, screen: Screen) -> None:
        screen.apply_settings(self.settings)
        self.stack.push(screen)

    def pop(self) -> Screen | None:
        return self.stack.pop()

    def replace(self, screen: Screen) -> None:
        screen.apply_settings(self.settings)
        self.stack.replace(screen)

    def open(self, name: str, *, replace: bool = False, **kwargs: Any) -> bool:
        screen = self.registry.create(name, self, **kwargs)
        if screen is None:
            return False
        (self.replace if replace else self.push)(screen)
        return True

    def toast(self, text: str, kind: Kind = "info", duration: float = 3.0) -> None:
        self.toasts.show(text, kind, duration)

    def apply_settings(self) -> None:
        for screen in self.stack.screens:
            screen.apply_settings(self.settings)

    def quit(self) -> None:
        self.running = False

    def frame(self, dt: float = FRAME, events: list | None = None) -> None:
        for event in events or []:
            self.stack.handle_event(event)
        self.stack.update(dt)
        self.toasts.update(dt)
        self.stack.draw(self.canvas)
        self.toasts.draw(self.canvas, self.theme)

    def close(self) -> None:
        self.stack.clear()


def settings(name: str, speed: float = 0.0) -> MemorySettings:
    s = MemorySettings(window_size=(1280, 720), animation_speed=speed, hints=False)
    s.player_name = name  # type: ignore[attr-defined]
    return s


def make_app(name: str, speed: float = 0.0) -> App:
    return App(settings(name, speed), app_registry(), start=None)


# -- synthetic input (logical coordinates for the shell; window ones for the App) -------------
def key(k: int, text: str = "", mod: int = 0) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=text)


def typed(text: str) -> pygame.event.Event:
    return pygame.event.Event(pygame.TEXTINPUT, text=text)


def clicks(pos: tuple[float, float]) -> list[pygame.event.Event]:
    p = (round(pos[0]), round(pos[1]))
    return [
        pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(0, 0, 0)),
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=p, button=1),
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=p, button=1),
    ]


def app_clicks(app: App, pos: tuple[float, float]) -> list[pygame.event.Event]:
    x, y = app.viewport.to_window(pos)
    return clicks((x, y))


def top(shell: Any) -> Screen | None:
    return shell.stack.top


def run(frames: list[Callable[[], None]], done: Callable[[], bool], seconds: float = WAIT) -> None:
    """Run every frame function in turn until `done()`, within `seconds` (real time)."""
    deadline = time.monotonic() + seconds
    while not done():
        assert time.monotonic() < deadline, "timed out"
        for frame in frames:
            frame()


# -- the usual way in -------------------------------------------------------------------------
def typed_join(shell: Shell, port: int) -> None:
    """`shell` types the host's address on Play on LAN and presses Enter."""
    from desktop.screens.lan.join import JoinScreen

    shell.push(JoinScreen(shell, discover=False))
    shell.frame()
    join = shell.stack.top
    assert isinstance(join, JoinScreen)
    shell.frame(FRAME, clicks(join.address.rect.center) + [typed(f"127.0.0.1:{port}")])
    shell.frame(FRAME, [key(pygame.K_RETURN)])


def join_and_start(ann: App, bob: Shell, lobby_a: Any, frames: list[Callable[[], None]]) -> None:
    """Bob joins Ann's lobby by address and says he is ready; then Ann does, and both wait
    for their tables (run with `frames`)."""
    from desktop.screens.lan.lobby import LobbyScreen
    from desktop.screens.lan.table import LanTableScreen

    typed_join(bob, lobby_a.hosted.port_in_use)
    run(frames, lambda: isinstance(bob.stack.top, LobbyScreen))
    lobby_b = bob.stack.top
    assert isinstance(lobby_b, LobbyScreen)
    run(frames, lambda: lobby_a.state.seats[1]["kind"] == "human")
    bob.frame(FRAME, clicks(lobby_b.ready_button.rect.center))
    run(frames, lambda: lobby_a.state.seats[1]["ready"])
    ann.frame(FRAME, app_clicks(ann, lobby_a.ready_button.rect.center))
    run(
        frames,
        lambda: (
            isinstance(ann.stack.top, LanTableScreen) and isinstance(bob.stack.top, LanTableScreen)
        ),
    )


def link_down(client: Any) -> Callable[[], None]:
    """`client` loses its link to the host and cannot reconnect until the call returned is
    made."""
    real_open = client._open

    def refused() -> Any:
        raise ConnectionRefusedError("the Wi-Fi is down")

    client._open = refused
    client.drop()
    return lambda: setattr(client, "_open", real_open)
