"""The application shell: window, logical canvas, letterboxing, frame loop and screen stack.

Everything is drawn on a logical 1920x1080 canvas; `present()` scales it into the window
with bars where the aspect ratio differs. At exactly 1920x1080 the window itself is the
canvas, so nothing is scaled. Screens only ever see logical coordinates.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Iterable
from typing import Any

import pygame

from desktop.audio import Sounds  # sound
from desktop.scene.input import logical_event
from desktop.scene.stats import FrameStats
from desktop.scene.viewport import LOGICAL_SIZE, Viewport
from desktop.screens.base import Screen, ScreenStack
from desktop.screens.registry import MENU, ScreenRegistry
from desktop.ui.settings_protocol import SettingsLike
from desktop.ui.theme import Theme, theme_for
from desktop.ui.toast import Kind, Toasts

log = logging.getLogger(__name__)

TITLE = "Rage Table"
FPS = 60
MAX_DT = 0.1  # a stall (dragging the window, a breakpoint) must not teleport animations
BAR_COLOR = (0, 0, 0)
HEADLESS_DRIVERS = ("dummy", "offscreen")


class App:
    """Owns the window and runs the screens. Construct it, then `run()` (or `frame()`)."""

    def __init__(
        self,
        settings: SettingsLike,
        registry: ScreenRegistry | None = None,
        *,
        start: str | None = MENU,
        title: str = TITLE,
        fps: int = FPS,
        logical_size: tuple[int, int] = LOGICAL_SIZE,
    ) -> None:
        self.settings = settings
        if registry is None:
            from desktop.wiring import default_registry

            registry = default_registry()
        self.registry = registry
        self.logical_size = logical_size
        self.title = title
        self.fps = fps
        self.theme: Theme = theme_for(settings.colorblind)
        self.stack = ScreenStack()
        self.toasts = Toasts(screen_size=logical_size)
        self.sounds = Sounds(settings)  # sound: nothing opened or made until first played
        self.frame_stats: FrameStats | None = None  # set one to collect frame times
        self.frames = 0
        self.running = True
        self._clock = pygame.time.Clock()
        self._applied: tuple[Any, ...] = ()
        self._canvas_buffer: pygame.Surface | None = None

        if not pygame.display.get_init():
            pygame.display.init()
        if not pygame.font.get_init():
            pygame.font.init()
        pygame.key.set_repeat(320, 45)
        self._open_window()
        warning = getattr(settings, "warning", None)
        if warning:
            self.toast(str(warning), "warning", 6.0)
        if start is not None and not self.open(start):
            raise ValueError(f"no screen registered as {start!r}")

    # -- window -----------------------------------------------------------------------------

    def _open_window(self) -> None:
        if self.settings.fullscreen:
            self.window = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        else:
            self.window = pygame.display.set_mode(self._windowed_size(), pygame.RESIZABLE)
        pygame.display.set_caption(self.title)
        self._applied = self._window_state()
        self._resized()

    def _window_state(self) -> tuple[Any, ...]:
        # In full screen the windowed size is only remembered, not applied.
        if self.settings.fullscreen:
            return (True,)
        return (False, tuple(self.settings.window_size))

    def _windowed_size(self) -> tuple[int, int]:
        """The configured size, or the largest 16:9 size that fits a smaller desktop."""
        w, h = (int(v) for v in self.settings.window_size)
        # Headless drivers report a made-up desktop; a requested size must stand there.
        headless = pygame.display.get_driver() in HEADLESS_DRIVERS
        desktops = [] if headless else pygame.display.get_desktop_sizes()
        if desktops:
            dw, dh = desktops[0]
            if w > dw or h > dh:
                fit = min(dw / 16, (dh - 80) / 9)  # leave room for task bars and title
                if fit * 16 >= 960:
                    return int(fit) * 16, int(fit) * 9
        return w, h

    def _resized(self) -> None:
        self.window = pygame.display.get_surface()
        self.viewport = Viewport(self.window.get_size(), self.logical_size)
        if self.viewport.identity:
            self.canvas = self.window
        else:
            if self._canvas_buffer is None:
                self._canvas_buffer = pygame.Surface(self.logical_size).convert()
            self.canvas = self._canvas_buffer

    def set_fullscreen(self, on: bool) -> None:
        self.settings.fullscreen = on
        self.apply_settings()

    def toggle_fullscreen(self) -> None:
        self.set_fullscreen(not self.settings.fullscreen)
        try:
            self.settings.save()
        except OSError as exc:
            log.warning("could not save settings: %s", exc)

    def apply_settings(self) -> None:
        """Bring window, theme and every screen in line with `settings`."""
        if self._window_state() != self._applied:
            self._open_window()
        if self.theme.colorblind != self.settings.colorblind:
            self.theme = theme_for(self.settings.colorblind)
        for screen in self.stack.screens:
            screen.apply_settings(self.settings)

    # -- screens ----------------------------------------------------------------------------

    def push(self, screen: Screen) -> None:
        screen.apply_settings(self.settings)
        self.stack.push(screen)

    def pop(self) -> Screen | None:
        screen = self.stack.pop()
        if not self.stack.screens:
            self.running = False
        return screen

    def replace(self, screen: Screen) -> None:
        screen.apply_settings(self.settings)
        self.stack.replace(screen)

    def open(self, name: str, *, replace: bool = False, **kwargs: Any) -> bool:
        """Create the screen registered as `name` and show it; False if there is none."""
        if not self.registry.available(name):
            return False
        screen = self.registry.create(name, self, **kwargs)
        if screen is None:
            return False
        if replace:
            self.replace(screen)
        else:
            self.push(screen)
        return True

    def can_open(self, name: str) -> bool:
        return self.registry.available(name)

    def toast(self, text: str, kind: Kind = "info", duration: float = 3.0) -> None:
        self.toasts.show(text, kind, duration)

    def quit(self) -> None:
        self.running = False

    # -- frame loop -------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> None:
        """One raw pygame event (window coordinates)."""
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            self._resized()
            return
        if event.type == pygame.KEYDOWN and (
            event.key == pygame.K_F11
            or (event.key == pygame.K_RETURN and getattr(event, "mod", 0) & pygame.KMOD_ALT)
        ):
            self.toggle_fullscreen()
            return
        self.stack.handle_event(logical_event(event, self.viewport))

    def update(self, dt: float) -> None:
        self.stack.update(dt)
        self.toasts.update(dt)

    def draw(self) -> None:
        self.stack.draw(self.canvas)
        self.toasts.draw(self.canvas, self.theme)

    def present(self) -> None:
        if self.canvas is not self.window:
            rect = self.viewport.rect
            for bar in _bars(self.window.get_rect(), rect):
                self.window.fill(BAR_COLOR, bar)
            pygame.transform.smoothscale(self.canvas, rect.size, self.window.subsurface(rect))
        pygame.display.flip()

    def frame(self, dt: float, events: Iterable[pygame.event.Event] | None = None) -> None:
        """Process events (the queue's, or the given ones), update, draw and present once."""
        start = time.perf_counter()
        for event in pygame.event.get() if events is None else events:
            self.handle_event(event)
            if not self.running:
                break
        self.update(min(dt, MAX_DT))
        self.draw()
        self.present()
        self.frames += 1
        if self.frame_stats is not None:
            self.frame_stats.add((time.perf_counter() - start) * 1000.0)

    def run(self, max_frames: int | None = None) -> int:
        """The main loop, capped at `fps`; returns an exit status."""
        while self.running and self.stack.screens:
            if max_frames is not None and self.frames >= max_frames:
                break
            dt = self._clock.tick(self.fps) / 1000.0
            self.frame(dt)
        self.close()
        return 0

    def close(self) -> None:
        """Leave every screen (so they can save); the window stays for the caller to close."""
        self.stack.clear()
        self.running = False

    def screenshot(self, path: str) -> None:
        """Save what the window shows now."""
        pygame.image.save(self.window, path)


def _bars(window: pygame.Rect, content: pygame.Rect) -> list[pygame.Rect]:
    """The letterbox (or pillarbox) strips around the content."""
    bars = []
    if content.top > window.top:
        bars.append(pygame.Rect(window.left, window.top, window.width, content.top - window.top))
    if content.bottom < window.bottom:
        bars.append(
            pygame.Rect(window.left, content.bottom, window.width, window.bottom - content.bottom)
        )
    if content.left > window.left:
        bars.append(
            pygame.Rect(window.left, content.top, content.left - window.left, content.height)
        )
    if content.right < window.right:
        bars.append(
            pygame.Rect(content.right, content.top, window.right - content.right, content.height)
        )
    return bars
