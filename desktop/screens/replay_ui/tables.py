"""Which table plays a replay of which game, and where the replay bar sits on it.

Each factory builds the game's own table screen on a ReplayRunner, exactly as live play
builds it on a GameRunner; `previous` is the table being replaced after a seek, so its card
faces (the costly part) are reused.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

from desktop.replay import ReplayRunner

TableFactory = Callable[[Any, ReplayRunner, Any], Any]


@dataclass(frozen=True)
class TableKind:
    title: str
    make: TableFactory | None
    #: where the replay bar goes on this table (logical pixels): a strip it leaves free
    bar: pygame.Rect


def _faces(previous: Any) -> Any:
    return getattr(previous, "faces", None) if previous is not None else None


def _rage_trick(app: Any, runner: ReplayRunner, previous: Any) -> Any:
    from desktop.screens.rage_trick.table import RageTable

    return RageTable(app, runner, perspective=runner.viewpoint, faces=_faces(previous))


def _ragers(app: Any, runner: ReplayRunner, previous: Any) -> Any:
    from desktop.screens.ragers import create_arena_screen

    return create_arena_screen(
        app, runner, perspective=runner.viewpoint, faces=_faces(previous), auto_continue=True
    )


def _rage_lv(app: Any, runner: ReplayRunner, previous: Any) -> Any:
    from desktop.screens.rage_lv import create_ccg_screen

    return create_ccg_screen(
        app, runner, perspective=runner.viewpoint, faces=_faces(previous), auto_continue=True
    )


# Below the RAGE hand and right of the viewer's name plate; under the Arena's hand; over the
# lower edge of the CCG hand (its piles and buttons stay clear).
TABLES: dict[str, TableKind] = {
    "rage-trick": TableKind("RAGE", _rage_trick, pygame.Rect(318, 1006, 1180, 68)),
    "ragers": TableKind("Ragers", _ragers, pygame.Rect(150, 1008, 1190, 66)),
    "rage-lv": TableKind("Rage CCG", _rage_lv, pygame.Rect(430, 1010, 1020, 66)),
    "rage-classic": TableKind("Rage CCG (classic)", None, pygame.Rect(300, 1006, 1200, 68)),
}


def game_title(game: str) -> str:
    kind = TABLES.get(game)
    return kind.title if kind is not None else game


def can_replay(game: str) -> bool:
    kind = TABLES.get(game)
    return kind is not None and kind.make is not None


def bar_rect(game: str) -> pygame.Rect:
    kind = TABLES.get(game)
    return pygame.Rect(kind.bar if kind is not None else (318, 1006, 1180, 68))


def make_table(app: Any, runner: ReplayRunner, previous: Any = None) -> Any:
    kind = TABLES.get(runner.game)
    if kind is None or kind.make is None:
        raise LookupError(f"Replays of {game_title(runner.game)} can't be shown yet.")
    return kind.make(app, runner, previous)
