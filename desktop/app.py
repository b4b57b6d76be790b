"""The application shell: window, logical canvas, letterboxing, frame loop and screen stack.

Everything is drawn on a logical 1920x1080 canvas; `present()` puts it on the window (scaled,
with bars where the aspect ratio differs). Screens only ever see logical coordinates.

The loop draws only when there is a reason to. A frame runs when input arrives, when
another thread calls `wake()` (a bot's move, a LAN message), or when the top screen's
`wake_in()` says so: at once while something moves (tweens, a drag, a presenter pacing
events), later for a scheduled change (a timer, a caret's blink, a toast fading), never when
it waits for the player. Otherwise the loop sleeps, looking at the event queue every
`POLL_INTERVAL`. And a frame is drawn, and reaches the window, only where its picture
changed: the canvas records what each frame draws before drawing it (`desktop.scene.canvas`),
so an unchanged frame draws and shows nothing, and a moving card redraws and rescales a few
tiles, not the whole window (`desktop.scene.present`).
"""

from __future__ import annotations

import gc
import logging
import threading
import time
from collections.abc import Callable, Iterable
from typing import Any, Protocol

import pygame

from desktop.audio import Sounds  # sound
from desktop.caches import AppCaches
from desktop.scene.canvas import Op, RecordingCanvas, damage, repaint_boxes
from desktop.scene.input import logical_event
from desktop.scene.present import WindowPresenter
from desktop.scene.stats import FrameStats
from desktop.scene.viewport import LOGICAL_SIZE, Viewport
from desktop.screens.base import Chore, Screen, ScreenStack, soonest
from desktop.screens.registry import MENU, ScreenRegistry
from desktop.store.paths import Paths
from desktop.ui import text_cache
from desktop.ui.settings_protocol import SettingsLike
from desktop.ui.theme import Theme, theme_for
from desktop.ui.toast import Kind, Toasts
from engine.i18n import translator, using

log = logging.getLogger(__name__)

TITLE = "Rage Table"
FPS = 60
MAX_DT = 0.1  # a stall (dragging the window, a breakpoint) must not teleport animations
#: An update without input that took longer than this (ms; a table reading the engine) leaves
#: its drawing to the next frame, which only draws: each frame holds one of the two.
SPLIT_UPDATE_MS = 4.0
HEADLESS_DRIVERS = ("dummy", "offscreen")
#: How often the sleeping loop looks at the event queue (pygame's own event.wait polls every
#: millisecond, which alone costs a few percent of a core).
POLL_INTERVAL = 0.02
#: A screen's `poll` doubles after each look that changed nothing, up to this.
MAX_POLL = 1.0
#: Frames after a screen with a scene leaves before its memory is handed back (see `pop`).
GIVE_BACK_FRAMES = 30
#: Events that mean the window lost its pixels and must be shown whole again.
EXPOSE_EVENTS = (pygame.VIDEOEXPOSE, pygame.WINDOWEXPOSED, pygame.WINDOWRESTORED)


class CrashHandler(Protocol):
    """What the loop does with an error no screen caught: True when it was dealt with (a
    report written, a screen shown in place of `screens`, the app's stack, which it may
    empty), False to let it stop the app."""

    def __call__(self, app: App, screens: list[Screen], exc: BaseException) -> bool: ...


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
        split_frames: bool = False,
        on_crash: CrashHandler | None = None,
        paths: Paths | None = None,
    ) -> None:
        self.settings = settings
        #: where this app keeps what it writes (RAGE_TABLE_HOME, else the user's folders)
        self.paths = paths or Paths.from_env()
        #: what `run` does with an error no screen caught (None: it stops the app, as in tests)
        self.on_crash = on_crash
        if registry is None:
            from desktop.wiring import default_registry

            registry = default_registry()
        self.registry = registry
        self.logical_size = logical_size
        self.title = title
        self.fps = fps
        self.theme: Theme = theme_for(settings.colorblind)
        #: the language of everything the app shows; made active (engine.i18n's ContextVar)
        #: only while the app works: building screens, handling input, drawing
        self.translations = translator(getattr(settings, "language", "en"))
        self.stack = ScreenStack()
        self.toasts = Toasts(screen_size=logical_size)
        #: work done every frame whatever screen is on top (`add_chore`)
        self.chores: list[Chore] = []
        self.sounds = Sounds(settings)  # sound: nothing opened or made until first played
        self.caches = AppCaches()  # what screens draw, bounded and shared between tables
        text_cache.use(self.caches.text)  # theme.font / render_text draw through this App's
        self.frame_stats: FrameStats | None = None  # set one to collect frame times
        self.frames = 0  # frames run (update and draw)
        self.presents = 0  # frames that changed what the window shows
        self.running = True
        self._applied: tuple[Any, ...] = ()
        self.canvas: RecordingCanvas | None = None
        self._last_ops: list[Op] | None = None  # the previous frame's drawing (None: show all)
        self._damage: list[tuple[int, int, int, int]] | None = None
        self._woken = threading.Event()
        self._frame_started = 0.0
        self._quiet = 0  # frames in a row without input or a visible change
        self._pressed_on: dict[int, object] = {}  # each key held down: the screen it went to
        self._give_back_in = 0  # frames until freed memory goes back to the system (0: not due)
        #: a long update leaves its drawing to the next frame (SPLIT_UPDATE_MS): on in the
        #: game and the demos; off where a caller expects every frame to draw (tests)
        self.split_frames = split_frames
        self._draw_due = False  # the last frame updated but left its drawing to this one
        self._carried_dt = 0.0  # time a drawing-only frame passes on to the next update
        #: how long the loop chose to sleep before this frame (a screen's `wake_in`): time it
        #: meant to pass, not a stall, so the frame's update is not capped below it
        self._slept_by_choice = 0.0

        if not pygame.display.get_init():
            pygame.display.init()
        if not pygame.font.get_init():
            pygame.font.init()
        pygame.key.set_repeat(320, 45)
        #: a real keyboard (it sends key releases; a test's synthetic presses do not): a key
        #: held down repeats, and its repeats stay with the screen it was pressed on
        self.key_releases = pygame.display.get_driver() not in ("dummy", "offscreen")
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
        window = pygame.display.get_surface()
        assert window is not None  # called once the window is open
        self.window = window
        self.viewport = Viewport(self.window.get_size(), self.logical_size)
        if self.canvas is None or self.canvas.get_bitsize() != self.window.get_bitsize():
            # In the window's pixel format, so copying and scaling it stay on the fast path.
            self.canvas = RecordingCanvas(self.logical_size, 0, self.window)
            # Each frame is recorded first and drawn only where it differs from the last.
            self.canvas.defer = True
        self.presenter = WindowPresenter(self.window, self.viewport)
        self._last_ops = None  # a new window shows everything

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
        before = self.translations
        self.translations = translator(getattr(self.settings, "language", "en"))
        with using(self.translations):
            if self.translations is not before:
                self.toasts.clear()  # their words are the old language's
                self._rebuild_in_language()
            for screen in self.stack.screens:
                screen.apply_settings(self.settings)

    def _rebuild_in_language(self) -> None:
        """The language changed (Settings, maybe opened from a table's menu): screens that
        build their words once are built again in place, on the same game."""
        rebuilt: dict[int, Screen] = {}
        for i, screen in enumerate(self.stack.screens):
            fresh = screen.in_language(rebuilt)
            if fresh is not None:
                rebuilt[id(screen)] = fresh
                self.stack.screens[i] = fresh

    # -- screens ----------------------------------------------------------------------------

    def push(self, screen: Screen) -> None:
        with using(self.translations):
            screen.apply_settings(self.settings)
            self.stack.push(screen)

    def pop(self) -> Screen | None:
        screen = self.stack.pop()
        if not self.stack.screens:
            self.running = False
        elif getattr(screen, "scene", None) is not None:
            # A table (or the menu) left. Its pixels are free once whoever still holds it
            # (a summary, the caller) lets go: give them back a moment later.
            self._give_back_in = GIVE_BACK_FRAMES
        return screen

    def replace(self, screen: Screen) -> None:
        with using(self.translations):
            screen.apply_settings(self.settings)
            self.stack.replace(screen)

    def open(self, name: str, *, replace: bool = False, **kwargs: Any) -> bool:
        """Create the screen registered as `name` and show it; False if there is none."""
        if not self.registry.available(name):
            return False
        with using(self.translations):
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

    def add_chore(self, chore: Chore) -> None:
        """Tend `chore` every frame until it says it is done (once, however often added)."""
        if all(c is not chore for c in self.chores):
            self.chores.append(chore)

    def quit(self) -> None:
        self.running = False

    def wake(self) -> None:
        """Run a frame soon. Safe from any thread: bots and the network call it when they
        have something for the screen."""
        self._woken.set()

    def wake_in(self) -> float | None:
        """Seconds until a frame is due without input: 0 now, None only on input or `wake`."""
        due = [self.stack.wake_in(), self.toasts.wake_in(), *(c.wake_in() for c in self.chores)]
        poll = self.stack.poll()
        if poll is not None:
            due.append(min(MAX_POLL, poll * 2 ** min(self._quiet, 8)))
        if self._last_ops is None:
            due.append(0.0)  # the window has not been shown whole yet
        if not self.presenter.settled or self._draw_due:
            due.append(0.0)  # a busy frame's drawing, or its smoothing, is still to come
        return soonest(due)

    # -- frame loop -------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> None:
        """One raw pygame event (window coordinates)."""
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            self._resized()
            return
        if event.type in EXPOSE_EVENTS:
            self._last_ops = None
            return
        if self._a_repeat_for_another_screen(event):
            return
        logical = logical_event(event, self.viewport)
        if (
            event.type == pygame.MOUSEBUTTONDOWN
            and hasattr(logical, "pos")
            and self.toasts.dismiss_at(logical.pos)
        ):
            return
        if event.type == pygame.KEYDOWN and (
            event.key == pygame.K_F11
            or (event.key == pygame.K_RETURN and getattr(event, "mod", 0) & pygame.KMOD_ALT)
        ):
            self.toggle_fullscreen()
            return
        self.stack.handle_event(logical)

    def _a_repeat_for_another_screen(self, event: pygame.event.Event) -> bool:
        """A key held down repeats (`set_repeat`); its repeats are not for a screen it opened:
        Return held a little long on the main menu opened New game and its repeat pressed
        Start (a RAGE game began at once). A key is the new screen's once released."""
        if not self.key_releases:
            return False
        if event.type == pygame.KEYUP:
            self._pressed_on.pop(event.key, None)
        elif event.type == pygame.WINDOWFOCUSLOST:
            self._pressed_on.clear()  # its releases go elsewhere
        elif event.type == pygame.KEYDOWN:
            top = self.stack.top
            return self._pressed_on.setdefault(event.key, top) is not top
        return False

    def update(self, dt: float, elapsed: float | None = None) -> None:
        """Move the screens on by `dt` (capped, so a stall does not teleport animations) and
        the toasts by the time that really `elapsed`: a frame comes only when one is due, so a
        toast aged by the capped time stayed up for half a minute over an idle menu."""
        self.stack.update(dt)
        self.chores = [chore for chore in self.chores if chore.tend(self, dt)]
        self.toasts.update(dt if elapsed is None else elapsed)

    def draw(self) -> None:
        """Draw the frame on the canvas and work out what changed since the last one."""
        assert self.canvas is not None
        with using(self.translations), self.canvas.recording() as ops:
            self.stack.draw(self.canvas)
            # Toasts go where the top screen keeps room for them (clear of its buttons).
            top = self.stack.top
            area = getattr(top, "toast_area", None)
            self.toasts.draw(self.canvas, self.theme, area() if area is not None else None)
        self._damage = damage(self._last_ops, ops)
        self._last_ops = ops
        # A deferring canvas has drawn nothing yet: draw the damage (all of it, unknown).
        replay = getattr(self.canvas, "replay", None)
        if replay is not None:
            replay(repaint_boxes(self._damage, self.canvas.get_size()))

    def present(self, spent_ms: float = 0.0) -> None:
        """Show what the last `draw` changed (nothing, when nothing did), in a frame that has
        spent `spent_ms` so far."""
        assert self.canvas is not None
        if self.presenter.present(self.canvas, self._damage, spent_ms):
            self.presents += 1
            self._quiet = 0
        else:
            self._quiet += 1
        self._damage = []

    def frame(self, dt: float, events: Iterable[pygame.event.Event] | None = None) -> None:
        """Process events (the queue's, or the given ones), update, draw and present once."""
        start = time.perf_counter()
        had_input = False
        with using(self.translations):
            for event in pygame.event.get() if events is None else events:
                had_input = True
                self._quiet = -1  # input: look often again (present() counts this frame)
                self.handle_event(event)
                if not self.running:
                    break
        with using(self.translations):  # again: the input may have changed the language
            if self._draw_due:
                self._draw_due = False  # draw what the last frame's long update changed
                self._carried_dt += dt
            else:
                # capped to MAX_DT, a 3 s beat the loop slept through counted 0.1 s a wake:
                # a held fight's end and each bot's move took many times their beat
                cap, self._slept_by_choice = max(MAX_DT, self._slept_by_choice + MAX_DT), 0.0
                self.update(min(dt + self._carried_dt, cap), dt + self._carried_dt)
                self._carried_dt = 0.0
                spent = (time.perf_counter() - start) * 1000.0
                self._draw_due = self.split_frames and not had_input and spent > SPLIT_UPDATE_MS
            if not self._draw_due:
                self.draw()
                self.present((time.perf_counter() - start) * 1000.0)
        if self._give_back_in > 0:
            self._give_back_in -= 1
            if self._give_back_in == 0:
                gc.collect()  # a left table's cycles (nodes and their callbacks) first
                self.caches.give_back()
        self.frames += 1
        if self.frame_stats is not None:
            self.frame_stats.add((time.perf_counter() - start) * 1000.0)

    def run(self, max_frames: int | None = None) -> int:
        """The main loop, at most `fps` frames a second and none without a reason, until the
        app quits (or has run `max_frames` frames); then every screen is left. Returns an
        exit status."""
        self.loop(max_frames)
        self.close()
        return 0

    def loop(
        self,
        max_frames: int | None = None,
        until: Callable[[], bool] | None = None,
        seconds: float | None = None,
    ) -> None:
        """`run`'s loop without leaving the screens at the end: until the app quits, it has
        run `max_frames` frames in all, `until()` holds, or `seconds` have passed (tests
        drive the real loop in steps this way; an idle app sleeps until then). An error no
        screen caught goes to `on_crash`."""
        last = self._now()
        stop_at = None if seconds is None else last + seconds
        while self.running and self.stack.screens:
            if max_frames is not None and self.frames >= max_frames:
                break
            if until is not None and until():
                break
            try:
                events = self.wait_for_frame(stop_at)
                now = self._now()
                if stop_at is not None and now >= stop_at and not events:
                    break
                self._frame_started = now
                self.frame(now - last, events)
            except Exception as exc:
                if self.on_crash is None or not self._recover(exc):
                    raise
                now = self._now()
            last = now

    def _recover(self, exc: Exception) -> bool:
        """Hand an uncaught error to `on_crash`; the next frame is drawn whole."""
        assert self.on_crash is not None
        try:
            handled = self.on_crash(self, self.stack.screens, exc)
        except Exception:
            log.exception("the crash handler failed")
            return False
        self._last_ops = None
        self._draw_due = False
        self._carried_dt = 0.0
        return handled and bool(self.stack.screens)

    def wait_for_frame(self, latest: float | None = None) -> list[pygame.event.Event]:
        """Sleep until the next frame is due (input, `wake`, or `wake_in`), or until `latest`
        (a `_now()` time) at the latest; returns the events.

        Never sooner than 1/fps after the last frame began: a burst of mouse motion is one
        frame, not a hundred.
        """
        earliest = self._frame_started + (1.0 / self.fps if self.fps > 0 else 0.0)
        wake_in = self.wake_in()
        self._slept_by_choice = wake_in or 0.0
        deadline = None if wake_in is None else max(earliest, self._now() + wake_in)
        if latest is not None:
            deadline = latest if deadline is None else min(deadline, latest)
        events: list[pygame.event.Event] = []
        while True:
            events += pygame.event.get()
            woken = self._woken.is_set()
            now = self._now()
            if events or woken:
                self._woken.clear()
                if now < earliest:
                    self._pause(earliest - now)
                    events += pygame.event.get()
                return events
            if deadline is not None and now >= deadline:
                return events
            left = POLL_INTERVAL if deadline is None else min(POLL_INTERVAL, deadline - now)
            self._sleep(left)

    def _now(self) -> float:
        return time.perf_counter()

    def _sleep(self, seconds: float) -> None:
        """Sleep, but wake at once when another thread calls `wake()`."""
        self._woken.wait(max(0.0, seconds))

    def _pause(self, seconds: float) -> None:
        """Sleep whatever happens (keeping to the frame cap)."""
        time.sleep(max(0.0, seconds))

    def close(self) -> None:
        """Leave every screen (so they can save); the window stays for the caller to close."""
        self.stack.clear()
        self.caches.clear()
        self.running = False

    def screenshot(self, path: str) -> None:
        """Save what the window shows now, as it settles (smoothed where a busy frame was not)."""
        if self._draw_due:
            self._draw_due = False
            self.draw()
            self.present()
        if self.canvas is not None:
            self.presenter.settle(self.canvas)
        pygame.image.save(self.window, path)
