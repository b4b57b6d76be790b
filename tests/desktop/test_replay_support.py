"""Helpers for the replay and stats tests: recorded bot games, replay files, history rows."""

from __future__ import annotations

import functools
import random
from collections.abc import Iterator
from typing import Any

import pygame

from desktop.store.history import History
from desktop.store.paths import Paths
from desktop.store.saves import write_save
from desktop.store.seats import Controller, seat_records
from engine.core.play import make_bots, play_out
from engine.core.session import Session

NAMES = ["Ana", "Bruno", "Chloé", "Dev"]
SCHEDULE = [4, 3, 3, 2]  # four short rounds: a whole game in ~65 entries


@functools.lru_cache(maxsize=8)
def _recorded(seed: int, seats: int, schedule: tuple[int, ...]) -> tuple[Any, list[dict]]:
    session = Session.new(
        "rage-trick",
        seats,
        seed=seed,
        options={"preset": "us", "schedule": list(schedule)},
        names=NAMES[:seats],
    )
    play_out(session, make_bots(session, ["heuristic"] * seats), random.Random(seed))
    assert session.is_over()
    return session.header, session.entries


def bot_game(seed: int = 5, seats: int = 4, schedule: tuple[int, ...] = tuple(SCHEDULE)) -> Session:
    """A whole RAGE game played by bots through Session (a fresh copy each call)."""
    header, entries = _recorded(seed, seats, schedule)
    return Session.from_log(header, [dict(e) for e in entries])


def controllers(seats: int = 4) -> list[Controller]:
    return [Controller("person")] + [Controller("bot", "heuristic")] * (seats - 1)


def write_replay(paths: Paths, session: Session, name: str = "game", **extra: Any) -> Any:
    path = paths.replays_dir / f"{name}.rtsave"
    write_save(
        path,
        session,
        controllers=controllers(session.header.seats),
        uid=name,
        extra={"finished": "2025-03-01T18:30:00+00:00", **extra},
    )
    return path


def record_history(paths: Paths, count: int = 6) -> History:
    history = History.open(paths)
    for i in range(count):
        game = ("rage-trick", "ragers")[i % 2]
        bot = Controller("bot", ("heuristic", "random")[i % 3 == 0])
        history.record(
            ruleset=game,
            options={},
            seats=seat_records(["Ana", "Bruno"], [Controller("person"), bot]),
            scores=[20 + i * 3, 25 - i],
            winners=[0] if i % 3 else [1],
            started=f"2025-02-{i + 1:02d}T10:00:00+00:00",
            finished=f"2025-02-{i + 1:02d}T10:40:00+00:00",
            uid=f"g{i}",
        )
    return history


def strings(obj: Any) -> Iterator[str]:
    """Every string anywhere in a JSON-like value (keys included)."""
    if isinstance(obj, str):
        yield obj
    elif isinstance(obj, dict):
        for key, value in obj.items():
            yield from strings(key)
            yield from strings(value)
    elif isinstance(obj, list | tuple | set | frozenset):
        for value in obj:
            yield from strings(value)


def distinct_colors(surface: pygame.Surface, rect: pygame.Rect | None = None, step: int = 4) -> int:
    sub = surface.subsurface(rect.clip(surface.get_rect())) if rect else surface
    seen = set()
    for y in range(0, sub.get_height(), step):
        for x in range(0, sub.get_width(), step):
            seen.add(tuple(sub.get_at((x, y)))[:3])
    return len(seen)
