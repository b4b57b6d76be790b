"""The one list of games: one line per game, in the order New game offers them.

Adding a game is its own folders plus one line here: the module holding its registration
(a `REGISTRATION` object) in `REGISTRATIONS`. Nothing else in the desktop names a game: the
shared screens and modes read the registry this builds. Only `desktop.wiring` and the
top-level modes import this module.
"""

from __future__ import annotations

from importlib import import_module

from desktop.games import Games
from desktop.games.registration import GameRegistration

REGISTRATIONS = (
    "desktop.screens.rage_trick.registration",
    "desktop.screens.ragers.registration",
    "desktop.screens.rage_lv.registration",
    "desktop.screens.rage_classic.registration",
)


def registration(module: str) -> GameRegistration:
    """The `REGISTRATION` a game's registration module holds (its import is light)."""
    return import_module(module).REGISTRATION


def all_games() -> Games:
    """Every game of this build, as the registry the screens read."""
    return Games(registration(module) for module in REGISTRATIONS)
