"""The Rage CCG, relaunch rules (`rage-lv`), as the app offers it: its one registration."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from desktop.game.controllers import SeatController
from desktop.game.seams import TableRunner
from desktop.games.registration import (
    Demo,
    GalleryPage,
    GameRegistration,
    Lessons,
    NewGame,
    QuickGame,
    SetupField,
    package_text,
)
from desktop.learn.coach import Coach
from desktop.screens.base import AppServices, Screen
from desktop.screens.rage_lv import GAME, STARTER_PACKS, demo
from engine.i18n import N_

if TYPE_CHECKING:
    from desktop.render.kit import GameArt
    from engine.lessons.course import Course

#: the options a resumed game's "play again" keeps
AGAIN_OPTIONS = ("packs", "renown_level")


def table(
    app: AppServices,
    runner: TableRunner,
    *,
    replay: bool = False,
    resumed: bool = False,
    **kw: Any,
) -> Screen:
    from desktop.screens.rage_lv import create_ccg_screen

    if replay:
        kw["auto_continue"] = True  # a replay goes past the end-of-game dialog by itself
    return create_ccg_screen(app, runner, **{k: v for k, v in kw.items() if v is not None})


def setup_for(seats: list[SeatController], options: dict[str, Any]) -> Any:
    from desktop.screens.rage_lv import CcgSetup

    return CcgSetup(list(seats), {k: v for k, v in options.items() if k in AGAIN_OPTIONS})


def start(app: AppServices, seats: list[SeatController], options: dict[str, Any]) -> Screen:
    from desktop.screens.rage_lv import CcgSetup, start_ccg

    return start_ccg(app, CcgSetup(list(seats), options), replace=True)


def saved_packs() -> list[tuple[Any, str]]:
    from desktop.screens.rage_lv.decks import saved_packs

    return saved_packs()


def with_user_cards(options: dict[str, Any]) -> dict[str, Any]:
    from desktop.screens.rage_lv.cardsets import with_user_cards

    return with_user_cards(options)


def card_art() -> GameArt:
    from desktop.screens.rage_lv.faces import card_art

    return card_art()


def deck_rules() -> Any:
    from desktop.screens.rage_lv.decks import deck_rules

    return deck_rules()


def user_cards() -> Any:
    from desktop.screens.rage_lv.cardsets import user_cards

    return user_cards()


def lesson_course() -> Course:
    from desktop.screens.rage_lv.lessons import course

    return course()


def lesson_table(app: AppServices, runner: TableRunner, coach: Coach) -> Screen:
    from desktop.screens.rage_lv.lessons import lesson_table as make

    return make(app, runner, coach)


PACK_NAMES = {
    "ashen-wind": "Ashen Wind",
    "stone-choir": "Stone Choir",
    "hollow-moon": "Hollow Moon",
}

REGISTRATION = GameRegistration(
    ruleset=GAME,
    title=N_("Rage CCG"),
    table=table,
    new_game=NewGame(
        about=N_(
            "The Rage card game (relaunch rules): lead a pack of werewolves, hunt in the "
            "Hunting Grounds and the Umbra, call Moots, and be first to the Renown level."
        ),
        seats=(2, 4),
        start=start,
        fields=(
            SetupField(
                "renown_level",
                N_("Renown to win"),
                ((15, N_("15 (short)")), (20, N_("20 (average)")), (25, N_("25 (long)"))),
                20,
                N_("The first pack to this much Renown wins; it also caps each starting pack."),
            ),
        ),
        per_seat=SetupField(
            "packs",
            N_("Pack"),
            tuple((p, PACK_NAMES[p]) for p in STARTER_PACKS),
            STARTER_PACKS[0],
            N_(
                "The starter pack this seat plays: a tribe, its Garou, a Sept deck and a Combat deck."
            ),
        ),
        more_seat_choices=saved_packs,
        prepare=with_user_cards,
    ),
    setup_for=setup_for,
    card_art=card_art,
    rules=lambda: package_text("engine.games.rage_lv"),
    demo=Demo(
        play=demo.play,
        milestones=demo.MILESTONES,
        seats=2,
        table_shot="rage-lv-03-combat",
        max_frames=20_000,
    ),
    gallery=(GalleryPage("rage-lv"),),
    # Over the lower edge of the hand (its piles and buttons stay clear).
    replay_bar=(430, 1010, 1020, 66),
    seek_units=(("turn", N_("Turn")),),
    lan=True,
    decks=deck_rules,
    user_cards=user_cards,
    lessons=Lessons(course=lesson_course, table=lesson_table),
    selftest=QuickGame(2),
)
