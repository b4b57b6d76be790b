"""Helpers for the Rage CCG table tests (no tests here)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from desktop.app import App
from desktop.game.controllers import SeatController
from desktop.game.runner import GameRunner
from desktop.screens.rage_lv.faces import CcgFaces
from desktop.screens.rage_lv.screen import CcgScreen
from desktop.ui.settings_protocol import MemorySettings
from engine.core.session import Session

FRAME = 1 / 60
_FACES: CcgFaces | None = None


def shared_faces() -> CcgFaces:
    global _FACES
    if _FACES is None:
        _FACES = CcgFaces()
    return _FACES


def make_app(size: tuple[int, int] = (1920, 1080), speed: float = 4.0) -> App:
    settings = MemorySettings(window_size=size, animation_speed=speed, hints=False, sound=False)
    return App(settings, start=None)


def open_table(app: App, session: Session, seats: list[SeatController], **kwargs) -> CcgScreen:
    runner = GameRunner(session, seats, threaded=False)
    kwargs.setdefault("step_delay", 0.0)
    table = CcgScreen(app, runner, faces=shared_faces(), **kwargs)
    app.push(table)
    return table


def frames(app: App, n: int = 1, events: list[pygame.event.Event] | None = None) -> None:
    for i in range(n):
        app.frame(FRAME, events if i == 0 and events else [])


def run_until(app: App, done: Callable[[], bool], limit: int = 3000) -> int:
    for i in range(limit):
        if done():
            return i
        app.frame(FRAME, [])
    raise AssertionError("condition not reached")


def window_pos(app: App, logical: tuple[float, float]) -> tuple[int, int]:
    x, y = app.viewport.to_window(logical)
    return round(x), round(y)


def drag(app: App, start: tuple[float, float], end: tuple[float, float], steps: int = 8) -> None:
    sx, sy = window_pos(app, start)
    app.frame(
        FRAME, [pygame.event.Event(pygame.MOUSEMOTION, pos=(sx, sy), rel=(0, 0), buttons=(0, 0, 0))]
    )
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


def drawn_cards(table: CcgScreen) -> list[tuple[str, str | None]]:
    """(node name, card id or None for a back) for every card surface actually drawn."""
    out = []

    def walk(node, shown: bool) -> None:
        shown = shown and node.visible and node.opacity > 0
        if not shown:
            return
        is_card, cid = table.faces.shows(node.surface)
        if is_card:
            out.append((node.name, cid))
        for child in node.children:
            walk(child, shown)

    walk(table.scene.root, True)
    return out
