"""RAGE (`rage-trick`) as the app offers it: its one registration (see desktop.games)."""

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
    TableSetup,
    card_art_in,
    lessons_in,
    package_text,
    table_kwargs,
)
from desktop.screens.base import AppServices, Screen
from desktop.screens.rage_trick import demo
from desktop.screens.rage_trick.options import FIELDS, GAME, follow
from engine.i18n import N_

#: the options a resumed game's "play again" keeps (the rest are the engine's own)
AGAIN_OPTIONS = (
    "preset",
    "scoring",
    "teams",
    "any_time_actions",
    "secret_bids",
    "reneging",
    "hook",
)


def table(app: AppServices, runner: TableRunner, **kw: Any) -> Screen:
    from desktop.screens.rage_trick.table import RageTable

    fresh = False if kw.get("resumed") else None  # resumed: the hand is already on the table
    return RageTable(app, runner, **table_kwargs(kw, fresh=fresh))


def setup_for(seats: list[SeatController], options: dict[str, Any]) -> TableSetup:
    from engine.core.registry import get_ruleset

    public = get_ruleset(GAME).public_options(options)
    again = {k: v for k, v in public.items() if k in AGAIN_OPTIONS}
    again["schedule"] = options.get("schedule", "down")
    return TableSetup(list(seats), again)


def start(app: AppServices, seats: list[SeatController], options: dict[str, Any]) -> Screen:
    from desktop.screens.rage_trick.setup import start_game

    return start_game(app, TableSetup(list(seats), options), replace=True)


def setup_screen(app: AppServices) -> Screen:
    from desktop.screens.rage_trick.setup import SetupScreen

    return SetupScreen(app)


REGISTRATION = GameRegistration(
    ruleset=GAME,
    title=N_("RAGE"),
    table=table,
    new_game=NewGame(
        about=N_(
            "RAGE, the trick-taking game: bid how many tricks you will take, then take "
            "exactly that many."
        ),
        seats=(2, 8),
        start=start,
        fields=FIELDS,
        follow=follow,
        screen=setup_screen,
    ),
    setup_for=setup_for,
    card_art=card_art_in("desktop.screens.rage_trick.faces"),
    rules=lambda: package_text("engine.games.rage_trick"),
    demo=Demo.of(
        demo,
        "03-trick",
        seats=4,
        max_frames=200_000,
        add_arguments=demo.add_arguments,
        options=demo.options,
    ),
    gallery=(GalleryPage("rage-trick", ("",)), GalleryPage("oh-hell", ("oh-hell",))),
    # Below the hand and right of the viewer's name plate.
    replay_bar=(318, 1006, 1180, 68),
    seek_units=(("round", N_("Round")), ("trick", N_("Trick"))),
    lessons=lessons_in(GAME, "desktop.screens.rage_trick.lessons"),
    selftest=QuickGame(4, {"schedule": [3, 2, 1]}),
)
