"""Which table screen shows which game, and the games the Host screen offers.

The table screens take a runner; on a LAN game that is a `RemoteRunner`, and they cannot tell.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from desktop.screens.base import AppServices, Screen

GAME_NAMES = {"rage-trick": "RAGE", "ragers": "Ragers: Arena", "rage-lv": "Rage (CCG)"}


def game_name(game: str) -> str:
    return GAME_NAMES.get(game, game)


def _rage_trick(app: AppServices, runner: Any, **kwargs: Any) -> Screen:
    from desktop.screens.rage_trick.table import RageTable

    return RageTable(app, runner, **kwargs)


def _ragers(app: AppServices, runner: Any, **kwargs: Any) -> Screen:
    from desktop.screens.ragers import create_arena_screen

    return create_arena_screen(app, runner, **kwargs)


TABLES: dict[str, Callable[..., Screen]] = {"rage-trick": _rage_trick, "ragers": _ragers}


def has_table(game: str) -> bool:
    return game in TABLES


def table_screen(app: AppServices, runner: Any, **kwargs: Any) -> Screen:
    """The table for `runner`'s game (kwargs: perspective, faces); KeyError if none."""
    game = runner.session.header.ruleset
    return TABLES[game](app, runner, **{k: v for k, v in kwargs.items() if v is not None})
