"""`python -m desktop --monkey [GAME ...]`: random input through the app's real main loop.

For each game named (every registered game with `--monkey all`; none: the whole app from the
main menu) the monkey starts the app as a player would: the table of that game, a person in
seat 0 and bots in the others, on the app's real `App.run` loop, idle wake-ups included. A
second thread, the feeder, posts random input into SDL's event queue the way a restless
player would: clicks (mostly on things that take them: buttons, cards, list rows), drags,
right-clicks, wheel turns, keys and typed text, with pauses long enough for bots to play and
timers to run. Whatever opens (choice lists, menus, the pause menu, other screens) is the
code a person meets.

It stops with status 1, printing the traceback, the seed and the last inputs, on:
- any exception out of the loop, or one raised on another thread (bots, the LAN);
- an error the app logged with a traceback (a bot that failed, a listener that raised): the
  app survives those, but each is a bug;
- a frame that keeps input waiting more than `HANG_SECONDS`.

When the game's table has been gone (the monkey went back to the menu) for a few seconds,
or the app was quit, the monkey opens the table again; each such start is counted. It runs in
a data folder of its own (a temporary one, unless RAGE_TABLE_HOME is set), so nothing it
saves or changes touches a player's settings and games.
"""

from __future__ import annotations

import _thread
import argparse
import logging
import os
import random
import sys
import tempfile
import threading
import time
import traceback
from collections import deque
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from desktop.app import App
    from desktop.games import Games
    from desktop.games.registration import GameRegistration

log = logging.getLogger(__name__)

#: A frame that keeps input waiting this long is a hang.
HANG_SECONDS = 5.0
#: The game's table gone this long: open it again.
AWAY_SECONDS = 4.0
ALL = "all"

#: Keys a player presses on these screens (no F11: it would toggle a real window's full screen).
KEYS = (
    pygame.K_ESCAPE,
    pygame.K_RETURN,
    pygame.K_SPACE,
    pygame.K_TAB,
    pygame.K_UP,
    pygame.K_DOWN,
    pygame.K_LEFT,
    pygame.K_RIGHT,
    pygame.K_PAGEUP,
    pygame.K_PAGEDOWN,
    pygame.K_HOME,
    pygame.K_END,
    pygame.K_BACKSPACE,
    pygame.K_DELETE,
    pygame.K_a,
    pygame.K_h,
    pygame.K_r,
    pygame.K_u,
    pygame.K_z,
    pygame.K_m,
    pygame.K_c,
    pygame.K_t,
    pygame.K_SLASH,
    pygame.K_F1,
    *range(pygame.K_0, pygame.K_9 + 1),
)
#: Keys pressed more often than the rest: the ones that move a game on.
HOT_KEYS = (
    pygame.K_RETURN,
    pygame.K_SPACE,
    pygame.K_a,
    pygame.K_1,
    pygame.K_2,
    pygame.K_DOWN,
    pygame.K_ESCAPE,
)
TEXTS = ("7", "12", "Ann", "é", "ação", "  ", "<>", "🙂", "x" * 40)


def add_arguments(group: argparse._ArgumentGroup) -> None:
    group.add_argument(
        "--monkey",
        nargs="*",
        metavar="GAME",
        default=None,
        help="random clicks, drags and keys through the real main loop, on each GAME's table "
        f"(a game id, or {ALL}); with no GAME, the whole app from the main menu. Uses --seed, "
        "--seats and --size; exits 1 with the traceback on an error or a hang",
    )
    group.add_argument(
        "--seconds",
        type=float,
        default=30.0,
        metavar="N",
        help="how long the monkey plays each game (monkey; default 30)",
    )


def chosen(args: argparse.Namespace) -> bool:
    return getattr(args, "monkey", None) is not None


@dataclass
class Failure:
    """Why the monkey stopped: the traceback (or the stuck frame's stack) and where."""

    kind: str
    text: str


@dataclass
class MonkeyReport:
    """What a run did: inputs posted, app starts, frames, per game; and a failure, if any."""

    seed: int
    inputs: int = 0
    starts: int = 0
    frames: int = 0
    per_game: dict[str, int] = field(default_factory=dict)
    failure: Failure | None = None
    recent: deque[str] = field(default_factory=lambda: deque(maxlen=25))

    def summary(self) -> str:
        games = ", ".join(f"{g}: {n} inputs" for g, n in self.per_game.items())
        return (
            f"monkey seed {self.seed}: {self.inputs} inputs, {self.frames} frames, "
            f"{self.starts} app starts ({games})"
        )


class _LoggedErrors(logging.Handler):
    """Errors the app logged with a traceback: it carried on, but each is a bug."""

    def __init__(self, on_error: Callable[[str], None]) -> None:
        super().__init__(logging.ERROR)
        self.on_error = on_error

    def emit(self, record: logging.LogRecord) -> None:
        if record.exc_info and record.name != __name__:
            text = "".join(traceback.format_exception(*record.exc_info))
            self.on_error(f"logged by {record.name}: {record.getMessage()}\n{text}")


@dataclass
class Target:
    """A place worth clicking, in logical coordinates."""

    x: float
    y: float
    w: float
    h: float

    def point(self, rng: random.Random) -> tuple[float, float]:
        return (
            self.x + rng.uniform(0.15, 0.85) * max(self.w, 1.0),
            self.y + rng.uniform(0.15, 0.85) * max(self.h, 1.0),
        )


def targets(app: App) -> list[Target]:
    """What takes a click on the top screen: its dialog's rows and buttons, its widgets, its
    scene's interactive nodes. Read from the feeder thread while the loop runs, so it may
    see a list change under it: then it knows nothing (the caller clicks anywhere)."""
    screen = app.stack.top
    if screen is None:
        return []
    found: list[Target] = []
    dialog = screen.dialog
    if dialog is not None and dialog.is_open:
        rect = getattr(dialog, "rect", None)
        if isinstance(rect, pygame.Rect):
            found.append(Target(rect.x, rect.y, rect.w, rect.h))
        group = getattr(dialog, "group", None)
        for widget in getattr(group, "widgets", ()):
            if widget.visible:
                found.append(Target(*widget.rect))
        return found
    for widget in list(screen.widgets.widgets):
        if widget.visible and widget.enabled:
            found.append(Target(*widget.rect))
    scene = screen.scene
    if scene is not None:
        for node in list(scene.root.walk()):
            if (node.interactive or node.draggable) and node.is_shown():
                w, h = node.size()
                cx, cy = node.to_world()
                found.append(Target(cx - w / 2, cy - h / 2, w, h))
    return found


class Feeder(threading.Thread):
    """Posts random input into SDL's queue while the app's loop runs on the main thread, and
    watches that the loop takes it in."""

    def __init__(self, report: MonkeyReport, rng: random.Random) -> None:
        super().__init__(name="monkey-feeder", daemon=True)
        self.report = report
        self.rng = rng
        self.app: App | None = None
        self.game = ""
        self.stopping = threading.Event()
        self.failed = threading.Event()
        self._waiting_since: float | None = None  # input posted, no frame since
        self._frames_then = 0
        self._away_since: float | None = None
        self.restart_wanted = False

    # -- what the main thread sets -----------------------------------------------------------

    def attach(self, app: App | None, game: str) -> None:
        self.app = app
        self.game = game
        self._waiting_since = None
        self._away_since = None
        self.restart_wanted = False

    def fail(self, kind: str, text: str) -> None:
        if self.report.failure is None:
            self.report.failure = Failure(kind, text)
        self.failed.set()

    # -- the thread ----------------------------------------------------------------------------

    def run(self) -> None:
        while not self.stopping.is_set() and not self.failed.is_set():
            app = self.app
            if app is None or not app.running:
                time.sleep(0.02)
                continue
            if self._watch(app):
                return
            try:
                self._act(app)
            except Exception:
                # The feeder itself must not die of a race with the loop (a list changing).
                log.debug("monkey input skipped", exc_info=True)
            pause = self.rng.choice((0.01, 0.02, 0.04, 0.06, 0.1, 0.15, 0.3))
            if self.rng.random() < 0.05:
                pause = self.rng.uniform(0.6, 2.0)  # let bots play and timers run out
            self.stopping.wait(pause)

    def _watch(self, app: App) -> bool:
        """True when the loop is stuck (the failure is recorded and the main thread woken)."""
        now = time.monotonic()
        if self._waiting_since is not None:
            if app.frames != self._frames_then:
                self._waiting_since = None
            elif now - self._waiting_since > HANG_SECONDS:
                frame = sys._current_frames().get(threading.main_thread().ident or 0)
                stack = "".join(traceback.format_stack(frame)) if frame is not None else "?"
                self.fail(
                    "hang",
                    f"no frame for {HANG_SECONDS:.0f} s with input waiting; the loop is at:\n"
                    + stack,
                )
                _thread.interrupt_main()
                return True
        if self.game:
            if _has_table(app, self.game):
                self._away_since = None
            elif self._away_since is None:
                self._away_since = now
            elif now - self._away_since > AWAY_SECONDS and not self.restart_wanted:
                self.restart_wanted = True
                app.quit()
                app.wake()
        return False

    def _post(self, app: App, events: list[pygame.event.Event], what: str) -> None:
        for event in events:
            pygame.event.post(event)
        if self._waiting_since is None:
            self._waiting_since = time.monotonic()
            self._frames_then = app.frames
        self.report.inputs += 1
        self.report.per_game[self.game or "app"] = (
            self.report.per_game.get(self.game or "app", 0) + 1
        )
        top = type(app.stack.top).__name__ if app.stack.top is not None else "-"
        self.report.recent.append(f"{top}: {what}")

    def _act(self, app: App) -> None:
        rng = self.rng
        roll = rng.random()
        if roll < 0.38:
            self._click(app, button=1)
        elif roll < 0.48:
            self._drag(app)
        elif roll < 0.53:
            self._click(app, button=3)
        elif roll < 0.58:
            self._wheel(app)
        elif roll < 0.66:
            self._move(app)
        elif roll < 0.95:
            self._key(app)
        else:
            text = rng.choice(TEXTS)
            self._post(app, [pygame.event.Event(pygame.TEXTINPUT, text=text)], f"text {text!r}")

    def _spot(self, app: App) -> tuple[float, float]:
        """A logical point: usually on something that takes a click, sometimes anywhere."""
        rng = self.rng
        found = targets(app) if rng.random() < 0.8 else []
        if found:
            return rng.choice(found).point(rng)
        w, h = app.logical_size
        return rng.uniform(0, w - 1), rng.uniform(0, h - 1)

    def _window(self, app: App, pos: tuple[float, float]) -> tuple[int, int]:
        x, y = app.viewport.to_window(pos)
        return round(x), round(y)

    def _motion(
        self, app: App, pos: tuple[int, int], buttons: tuple[int, int, int]
    ) -> pygame.event.Event:
        return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=buttons)

    def _click(self, app: App, button: int) -> None:
        pos = self._window(app, self._spot(app))
        events = [
            self._motion(app, pos, (0, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button),
        ]
        self._post(app, events, f"{'right-' if button == 3 else ''}click {pos}")

    def _drag(self, app: App) -> None:
        start = self._window(app, self._spot(app))
        end = self._window(app, self._spot(app))
        events = [
            self._motion(app, start, (0, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1),
        ]
        steps = self.rng.randint(2, 8)
        for i in range(1, steps + 1):
            x = round(start[0] + (end[0] - start[0]) * i / steps)
            y = round(start[1] + (end[1] - start[1]) * i / steps)
            events.append(self._motion(app, (x, y), (1, 0, 0)))
        events.append(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
        self._post(app, events, f"drag {start} -> {end}")

    def _wheel(self, app: App) -> None:
        pos = self._window(app, self._spot(app))
        dy = self.rng.choice((-3, -1, 1, 3))
        events = [
            self._motion(app, pos, (0, 0, 0)),
            pygame.event.Event(
                pygame.MOUSEWHEEL, x=0, y=dy, flipped=False, precise_x=0.0, precise_y=float(dy)
            ),
        ]
        self._post(app, events, f"wheel {dy} at {pos}")

    def _move(self, app: App) -> None:
        pos = self._window(app, self._spot(app))
        self._post(app, [self._motion(app, pos, (0, 0, 0))], f"hover {pos}")

    def _key(self, app: App) -> None:
        rng = self.rng
        key = rng.choice(HOT_KEYS) if rng.random() < 0.5 else rng.choice(KEYS)
        mod = rng.choice((pygame.KMOD_NONE,) * 8 + (pygame.KMOD_SHIFT, pygame.KMOD_CTRL))
        name = pygame.key.name(key)
        unicode = (
            name if len(name) == 1 else {pygame.K_SPACE: " ", pygame.K_RETURN: "\r"}.get(key, "")
        )
        if mod & pygame.KMOD_SHIFT and unicode.isalpha():
            unicode = unicode.upper()
        events = [
            pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=unicode, scancode=0),
            pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode=unicode, scancode=0),
        ]
        if unicode.strip():
            events.insert(1, pygame.event.Event(pygame.TEXTINPUT, text=unicode))
        prefix = {pygame.KMOD_SHIFT: "shift+", pygame.KMOD_CTRL: "ctrl+"}.get(mod, "")
        self._post(app, events, f"key {prefix}{name}")


def _has_table(app: App, game: str) -> bool:
    """Whether a table of `game` is on the app's stack."""
    for screen in list(app.stack.screens):
        session = getattr(screen, "session", None)
        header = getattr(session, "header", None)
        if getattr(header, "ruleset", None) == game:
            return True
    return False


def seat_count(registration: GameRegistration, wanted: int | None) -> int:
    """`wanted` seats, kept within what the game allows (default: its fewest)."""
    low, high = registration.new_game.seats
    return low if wanted is None else min(max(wanted, low), high)


def start_table(app: App, registration: GameRegistration, seats: int) -> None:
    """The game's New game with its defaults, a person in seat 0 and bots elsewhere: what a
    player gets by pressing Start; the table replaces the New game screen."""
    from desktop.game.controllers import SeatController
    from desktop.games.registration import DEFAULT_LEVEL
    from desktop.screens import registry as names

    spec = registration.new_game
    options = {f.key: f.default for f in spec.fields}
    if spec.per_seat is not None:
        values = [v for v, _label in spec.seat_choices()]
        options[spec.per_seat.key] = [values[i % len(values)] for i in range(seats)]
    if spec.prepare is not None:
        options = spec.prepare(options)
    players = [SeatController("person", "Ann")] + [
        SeatController("bot", name, DEFAULT_LEVEL)
        for name in ("Bruno", "Chloé", "Dev", "Eva", "Fay", "Gus", "Hal")[: seats - 1]
    ]
    app.open(names.NEW_GAME, game=registration.ruleset)
    spec.start(app, players, options)


def _games() -> Games:
    from desktop.games.catalog import all_games

    return all_games()


def run_monkey(
    games: list[str],
    *,
    seconds: float,
    seed: int,
    size: tuple[int, int] = (1280, 720),
    seats: int | None = None,
    registry_games: Games | None = None,
    out: Callable[[str], None] = print,
) -> MonkeyReport:
    """Run the monkey on each of `games` (none: the whole app from the menu) for `seconds`
    each; returns what it did and why it stopped, if it failed."""
    from desktop.app import App
    from desktop.store.paths import Paths
    from desktop.store.settings import Settings
    from desktop.wiring import app_registry

    offered = registry_games if registry_games is not None else _games()
    report = MonkeyReport(seed=seed)
    rng = random.Random(seed)
    feeder = Feeder(report, rng)
    errors = _LoggedErrors(lambda text: feeder.fail("logged error", text))
    logging.getLogger().addHandler(errors)
    previous_hook = threading.excepthook

    def thread_failed(args: threading.ExceptHookArgs) -> None:
        if args.exc_value is not None:
            text = "".join(
                traceback.format_exception(args.exc_type, args.exc_value, args.exc_traceback)
            )
            name = args.thread.name if args.thread is not None else "?"
            feeder.fail("thread", f"on thread {name}:\n{text}")

    threading.excepthook = thread_failed
    feeder.start()
    runs = [(g, offered[g]) for g in games] if games else [("", None)]
    try:
        for game, registration in runs:
            if report.failure is not None:
                break
            ends = time.monotonic() + seconds
            count = seat_count(registration, seats) if registration is not None else 0
            out(f"monkey: {game or 'the whole app'}" + (f", {count} seats" if count else ""))
            while time.monotonic() < ends and report.failure is None:
                settings = Settings.load(Paths.from_env())
                settings.window_size = size
                settings.fullscreen = False
                app = App(settings, app_registry(offered), split_frames=True)
                report.starts += 1
                if registration is not None:
                    start_table(app, registration, count)
                feeder.attach(app, game)
                try:
                    _run_until(app, ends, feeder)
                except KeyboardInterrupt:
                    if report.failure is None:
                        raise
                except Exception:
                    feeder.fail("exception", traceback.format_exc())
                finally:
                    feeder.attach(None, game)
                    report.frames += app.frames
                    try:
                        app.close()
                    except Exception:
                        if report.failure is None:
                            feeder.fail("exception on close", traceback.format_exc())
    finally:
        feeder.stopping.set()
        feeder.join(timeout=2.0)
        threading.excepthook = previous_hook
        logging.getLogger().removeHandler(errors)
    return report


def _run_until(app: App, ends: float, feeder: Feeder) -> None:
    """The app's real loop until `ends` (a timer thread quits it then) or it stops."""

    def time_up() -> None:
        app.quit()
        app.wake()

    timer = threading.Timer(max(0.0, ends - time.monotonic()), time_up)
    timer.daemon = True
    timer.start()
    try:
        app.run()
    finally:
        timer.cancel()


def _temporary_home() -> Iterator[None]:
    """A data folder of the monkey's own unless one is set (RAGE_TABLE_HOME)."""
    from desktop.store.paths import HOME_ENV

    if os.environ.get(HOME_ENV, "").strip():
        yield
        return
    with tempfile.TemporaryDirectory(prefix="rage-monkey-") as home:
        os.environ[HOME_ENV] = home
        try:
            yield
        finally:
            os.environ.pop(HOME_ENV, None)


def run(args: argparse.Namespace) -> int:
    from contextlib import contextmanager

    from desktop.audio.quiet import quiet_native_stderr
    from desktop.ui.theme import clear_caches

    offered = _games()
    wanted: list[str] = list(args.monkey)
    if ALL in wanted:
        wanted = offered.ids()
    unknown = [g for g in wanted if g not in offered]
    if unknown:
        print(f"unknown game(s): {', '.join(unknown)}; choose from {', '.join(offered.ids())}")
        return 2
    if not getattr(args, "show", False):
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    with quiet_native_stderr():
        pygame.init()
    try:
        with contextmanager(_temporary_home)():
            report = run_monkey(
                wanted,
                seconds=args.seconds,
                seed=args.seed,
                size=args.size or (1280, 720),
                seats=args.seats,
                registry_games=offered,
            )
    finally:
        clear_caches()
        pygame.quit()
    print(report.summary())
    if report.failure is not None:
        print(f"\nmonkey FAILED ({report.failure.kind}) with seed {report.seed}")
        print("last inputs:\n  " + "\n  ".join(report.recent))
        print(report.failure.text)
        return 1
    return 0
