"""The toy game as the app offers it: its one registration."""

from __future__ import annotations

from typing import Any

from desktop.games.registration import (
    Demo,
    GalleryPage,
    GameRegistration,
    NewGame,
    QuickGame,
    SetupField,
)
from tests.desktop.toy_game import demo
from tests.desktop.toy_game.rules import GAME

RULES = """# Toy

Each seat holds a hidden number.

## Playing

- **Bump** the counter, **draw** a new number, or **show** yours.
- Ten moves end the game; the highest number wins.
"""


def table(app: Any, runner: Any, **kwargs: Any) -> Any:
    from tests.desktop.toy_game.table import ToyTable

    return ToyTable(app, runner, **kwargs)


def start(app: Any, seats: list, options: dict[str, Any]) -> Any:
    from desktop.game.start import new_runner, show, start_autosave

    runner = new_runner(GAME, seats, options=options)
    journal = start_autosave(app, runner.session, seats)
    setup = setup_for(seats, options)
    return show(app, table(app, runner, journal=journal, setup=setup), replace=True)


def setup_for(seats: list, options: dict[str, Any]) -> Any:
    from types import SimpleNamespace

    return SimpleNamespace(seats=list(seats), options={"length": options.get("length", 10)})


def card_art() -> Any:
    from tests.desktop.toy_game.art import ToyArt

    return ToyArt()


REGISTRATION = GameRegistration(
    ruleset=GAME,
    title="Toy",
    table=table,
    new_game=NewGame(
        about="A toy game: bump the counter ten times; the highest hidden number wins.",
        seats=(2, 3),
        start=start,
        fields=(
            SetupField(
                "length", "Length", ((10, "10 moves"), (6, "6 moves")), 10, "How many moves."
            ),
        ),
    ),
    setup_for=setup_for,
    card_art=card_art,
    rules=lambda: RULES,
    demo=Demo.of(demo, "toy-01-start"),
    gallery=(GalleryPage(GAME, ("",)),),
    replay_bar=(300, 1000, 1300, 70),
    seek_units=(("deal", "Deal"),),
    selftest=QuickGame(2, {"length": 6}),
)
