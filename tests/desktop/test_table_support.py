"""Helpers for the RAGE table tests: an app at 1280x720, stacked deals, synthetic input."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame
import pytest

from desktop.app import App
from desktop.game.controllers import SeatController, bot, person
from desktop.game.runner import GameRunner
from desktop.screens.rage_trick.nodes import CardNode
from desktop.screens.rage_trick.table import RageTable
from desktop.ui.settings_protocol import MemorySettings
from desktop.wiring import app_registry
from engine.core.session import Session

FRAME = 1 / 60

# Seat 0 (a person) holds a Wild, a Change and red/blue cards; seat 1 holds only red, so when
# seat 1 leads, seat 0 must follow red.
HANDS = [
    ["wild-1", "red-3", "red-9", "blue-4", "green-12", "change-1", "yellow-7", "purple-2"],
    ["red-5", "red-11", "red-12", "red-13", "red-14", "red-15", "red-1", "red-2"],
    ["blue-1", "blue-2", "blue-3", "orange-1", "orange-2", "yellow-1", "yellow-2", "purple-9"],
    ["red-6", "red-7", "green-3", "green-4", "purple-1", "purple-3", "orange-9", "out-1"],
]


def make_app(
    size: tuple[int, int] = (1280, 720),
    speed: float = 6.0,
    hints: bool = False,
    language: str | None = None,
) -> App:
    """An app with no screen yet; in `language` (a tag) when one is given."""
    settings = MemorySettings(window_size=size, animation_speed=speed, hints=hints)
    return in_language(App(settings, app_registry(), start=None), language)


def in_language(app: App, language: str | None) -> App:
    """`app` with its settings' language set to `language` and applied (None: as it was)."""
    if language is not None:
        app.settings.language = language
        app.apply_settings()
    return app


def make_table(
    app: App,
    seats: list[SeatController] | None = None,
    *,
    dealer: int = 3,
    hands: list[list[str]] | None = None,
    trump: str | None = "green-9",
    schedule: Any = (8, 7),
    seed: int = 7,
    options: dict | None = None,
) -> RageTable:
    seats = seats or [person("You"), bot("Bruno"), bot("Chloé"), bot("Dev")]
    opts = {"preset": "us", "schedule": list(schedule)}
    if hands is not None or trump is not None:
        opts["deal"] = {"hands": hands or HANDS, "trump": trump, "dealer": dealer}
    opts.update(options or {})
    session = Session.new(
        "rage-trick", len(seats), seed=seed, options=opts, names=[s.name for s in seats]
    )
    runner = GameRunner(session, seats, threaded=False)
    table = RageTable(app, runner)
    app.push(table)
    return table


def frames(app: App, n: int = 1, events: list | None = None) -> None:
    for i in range(n):
        app.frame(FRAME, events if (i == 0 and events) else [])


def new_game(app: App, game: str) -> Any:
    """New game for `game` as a first visit finds it (nothing remembered), drawn once."""
    from desktop.screens.game_setup import GameSetupScreen

    app.settings.last_setup = {}
    app.push(GameSetupScreen(app, game=game))
    frames(app, 1)
    return app.stack.top


def set_option(app: App, screen: Any, option: str, presses: int) -> Any:
    """Focus New game's `option` and press → `presses` times (← when negative); its value."""
    screen.widgets.focus(screen.option_choices[option])
    for _ in range(abs(presses)):
        frames(app, 1, [key(pygame.K_RIGHT if presses > 0 else pygame.K_LEFT)])
    return screen.options()[option]


def run_until(app: App, done: Callable[[], bool], limit: int = 2000) -> None:
    for _ in range(limit):
        if done():
            return
        app.frame(FRAME, [])
    assert done(), "timed out"


def frames_until(app: App, done: Callable[[], bool], limit: int = 3000) -> int:
    """Frames until `done()` holds (how many it took); fails after `limit`."""
    for i in range(limit):
        if done():
            return i
        app.frame(FRAME, [])
    raise AssertionError(f"not reached after {limit} frames")


def window_pos(app: App, pos: tuple[float, float]) -> tuple[int, int]:
    x, y = app.viewport.to_window(pos)
    return round(x), round(y)


def key(k: int, unicode: str = "") -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=unicode)


def motion(app: App, pos: tuple[float, float]) -> pygame.event.Event:
    return pygame.event.Event(
        pygame.MOUSEMOTION, pos=window_pos(app, pos), rel=(0, 0), buttons=(0, 0, 0)
    )


def click(app: App, pos: tuple[float, float]) -> None:
    w = window_pos(app, pos)
    app.frame(
        FRAME,
        [
            motion(app, pos),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=w, button=1),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=w, button=1),
        ],
    )


def drag(app: App, start: tuple[float, float], end: tuple[float, float], steps: int = 8) -> None:
    """Press on `start`, move in steps (a frame each), release on `end`."""
    app.frame(
        FRAME,
        [
            motion(app, start),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=window_pos(app, start), button=1),
        ],
    )
    for i in range(1, steps + 1):
        t = i / steps
        p = (start[0] + (end[0] - start[0]) * t, start[1] + (end[1] - start[1]) * t)
        w = window_pos(app, p)
        app.frame(
            FRAME,
            [pygame.event.Event(pygame.MOUSEMOTION, pos=w, rel=(1, 1), buttons=(1, 0, 0))],
        )
    app.frame(FRAME, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=window_pos(app, end), button=1)])


def hand_card(table: RageTable, card: str) -> CardNode:
    node = next((n for n in table.stage.hand_nodes() if n.card == card), None)
    assert node is not None, f"{card} not in the drawn hand"
    return node


def my_turn_to(table: RageTable, phase: str) -> Callable[[], bool]:
    return lambda: table.my_turn() and table.model.phase == phase


def commands_by(table: RageTable, seat: int) -> list[dict]:
    return [e["command"] for e in table.session.entries if e["seat"] == seat]


def app_fixture(size: tuple[int, int], speed: float) -> Any:
    """A module's `app` fixture: an App of `size` at animation `speed`, closed after the test
    (bind it as `app = app_fixture(...)`)."""

    @pytest.fixture
    def app(display):
        app = make_app(size, speed=speed)
        yield app
        app.close()

    return app


@pytest.fixture
def app(display, tmp_path, monkeypatch):
    monkeypatch.setenv("RAGE_TABLE_HOME", str(tmp_path))
    app = make_app()
    yield app
    app.close()


def drag_from_hover(
    app: App, start: tuple[float, float], end: tuple[float, float], steps: int = 8
) -> None:
    """Like `drag`, but the pointer rests on `start` for a frame before the press, as a hand
    does (tables that light targets on hover see it first)."""
    sx, sy = window_pos(app, start)
    app.frame(FRAME, [motion(app, start)])
    app.frame(FRAME, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(sx, sy), button=1)])
    for i in range(1, steps + 1):
        x = start[0] + (end[0] - start[0]) * i / steps
        y = start[1] + (end[1] - start[1]) * i / steps
        wx, wy = window_pos(app, (x, y))
        app.frame(
            FRAME,
            [pygame.event.Event(pygame.MOUSEMOTION, pos=(wx, wy), rel=(1, 1), buttons=(1, 0, 0))],
        )
    ex, ey = window_pos(app, end)
    app.frame(FRAME, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(ex, ey), button=1)])
