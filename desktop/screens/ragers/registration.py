"""Ragers: Champions of the Arena (`ragers`) as the app offers it: its one registration."""

from __future__ import annotations

from typing import Any

from desktop.game.controllers import SeatController
from desktop.game.seams import TableRunner
from desktop.games.registration import (
    Demo,
    GalleryPage,
    GameRegistration,
    NewGame,
    QuickGame,
    SetupField,
    TableSetup,
    card_art_in,
    lessons_in,
    package_text,
    table_kwargs,
)
from desktop.screens.base import AppServices, Screen
from desktop.screens.ragers import GAME, demo
from engine.i18n import N_

#: the options a resumed game's "play again" keeps
AGAIN_OPTIONS = ("days", "win_gp", "hand_size")


def table(app: AppServices, runner: TableRunner, **kw: Any) -> Screen:
    from desktop.screens.ragers import create_arena_screen

    # A replay moves on from a day's resolution by itself.
    auto = True if kw.get("replay") else None
    return create_arena_screen(app, runner, **table_kwargs(kw, auto_continue=auto))


def setup_for(seats: list[SeatController], options: dict[str, Any]) -> TableSetup:
    return TableSetup(list(seats), {k: v for k, v in options.items() if k in AGAIN_OPTIONS})


def start(app: AppServices, seats: list[SeatController], options: dict[str, Any]) -> Screen:
    from desktop.screens.ragers import start_arena

    return start_arena(app, TableSetup(list(seats), options), replace=True)


REGISTRATION = GameRegistration(
    ruleset=GAME,
    title=N_("Ragers: Arena"),
    table=table,
    new_game=NewGame(
        about=N_(
            "Ragers: two champions, simultaneous face-down play in facing rows, three days "
            "of combat; the most Glory Points wins."
        ),
        seats=(2, 2),
        start=start,
        seat_labels=(N_("Accusers"), N_("Defenders")),
        fields=(
            SetupField(
                "days",
                N_("Days of combat"),
                (
                    (1, N_("1 day")),
                    (2, N_("2 days")),
                    (3, N_("3 days")),
                    (4, N_("4 days")),
                    (5, N_("5 days")),
                ),
                3,
                N_("How many days (rounds) the contest lasts; the rulebook plays three."),
            ),
            SetupField(
                "win_gp",
                N_("Instant win at"),
                (
                    (6, N_("6 GP ahead")),
                    (8, N_("8 GP ahead")),
                    (10, N_("10 GP ahead")),
                    (12, N_("12 GP ahead")),
                    (15, N_("15 GP ahead")),
                ),
                10,
                N_("A player this many Glory Points ahead wins at once."),
            ),
        ),
    ),
    setup_for=setup_for,
    card_art=card_art_in("desktop.screens.ragers.faces"),
    rules=lambda: package_text("engine.games.ragers"),
    demo=Demo.of(demo, "ragers-02-mid-combat", max_frames=60_000),
    gallery=(GalleryPage("ragers", ("acc", "def", "patron", "cheers")),),
    # Under the Arena's hand.
    replay_bar=(150, 1008, 1190, 66),
    seek_units=(("day", N_("Day")), ("turn", N_("Turn"))),
    lessons=lessons_in(GAME, "desktop.screens.ragers.lessons"),
    selftest=QuickGame(2),
)
