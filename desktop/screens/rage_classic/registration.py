"""The original Rage CCG (`rage-classic`) as the app offers it: its one registration."""

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
from desktop.screens.rage_classic import GAME, STARTER_PACKS, demo
from engine.i18n import N_

if TYPE_CHECKING:
    from desktop.render.kit import GameArt
    from engine.lessons.course import Course

#: the options a "play again" keeps
AGAIN_OPTIONS = ("packs", "renown_level", "rulebook", "club_rules")

#: short enough for New game's choice box (its value is not cut to fit)
PACK_NAMES = {
    "silver-wake": "Silver Wake (Gaia)",
    "ashfall-spiral": "Ashfall (Wyrm)",
    "thornwood-kin": "Thornwood (Gaia)",
    "grey-ledger": "Grey Ledger (Wyrm)",
}


def table(
    app: AppServices,
    runner: TableRunner,
    *,
    replay: bool = False,
    resumed: bool = False,
    **kw: Any,
) -> Screen:
    from desktop.screens.rage_classic import create_table

    return create_table(app, runner, replay=replay, resumed=resumed, **kw)


def setup_for(seats: list[SeatController], options: dict[str, Any]) -> Any:
    from desktop.screens.rage_classic import ClassicSetup

    return ClassicSetup(list(seats), {k: v for k, v in options.items() if k in AGAIN_OPTIONS})


def start(app: AppServices, seats: list[SeatController], options: dict[str, Any]) -> Screen:
    from desktop.screens.rage_classic import ClassicSetup, start_classic

    return start_classic(app, ClassicSetup(list(seats), options), replace=True)


def with_user_cards(options: dict[str, Any]) -> dict[str, Any]:
    from desktop.screens.rage_classic.cardsets import with_user_cards

    return with_user_cards(options)


def card_art() -> GameArt:
    from desktop.screens.rage_classic.faces import card_art

    return card_art()


def user_cards() -> Any:
    from desktop.screens.rage_classic.cardsets import user_cards

    return user_cards()


def deck_rules() -> Any:
    from desktop.screens.rage_classic.decks import deck_rules

    return deck_rules()


def saved_packs() -> list[tuple[Any, str]]:
    from desktop.screens.rage_classic.decks import saved_packs

    return saved_packs()


def lesson_course() -> Course:
    from desktop.screens.rage_classic.lessons import course

    return course()


def lesson_table(app: AppServices, runner: TableRunner, coach: Coach) -> Screen:
    from desktop.screens.rage_classic.lessons import lesson_table as make

    return make(app, runner, coach)


REGISTRATION = GameRegistration(
    ruleset=GAME,
    title=N_("Rage CCG (1995)"),
    table=table,
    new_game=NewGame(
        about=N_(
            "The original Rage card game: lead a pack of Garou or Wyrm creatures, hunt in the "
            "Hunting Grounds and the Umbra, bluff in combat, call Moots, first to the Renown level."
        ),
        seats=(2, 4),
        start=start,
        fields=(
            SetupField(
                "renown_level",
                N_("Renown to win"),
                ((20, N_("20 (average)")), (25, N_("25 (long)"))),
                20,
                N_(
                    "The first pack to this many victory points wins; it also caps each pack's "
                    "Renown (the preconstructed packs need 20)."
                ),
            ),
            SetupField(
                "rulebook",
                N_("Rules"),
                (("package", N_("Rules package v0.2")), ("1995", N_("1995 rulebook"))),
                "package",
                N_(
                    "Where the two rulebooks disagree, which one the game follows (the 1995 "
                    "book asks for a Sept deck of 25 cards, the rules package 30)."
                ),
            ),
            SetupField(
                "club_rules",
                N_("Club rules"),
                (("", N_("None")), ("givors", N_("Givors"))),
                "",
                N_(
                    "Givors' club rules: at most 2 copies of a Sept card and 1 of a Combat "
                    "card in a pack (the deck builder checks packs under the same rules)."
                ),
            ),
        ),
        per_seat=SetupField(
            "packs",
            N_("Pack"),
            tuple((p, PACK_NAMES[p]) for p in STARTER_PACKS),
            STARTER_PACKS[0],
            N_(
                "The pack this seat plays: a preconstructed one, or one of yours from the deck "
                "builder (its Characters, Sept and Combat decks)."
            ),
        ),
        more_seat_choices=saved_packs,
        prepare=with_user_cards,
    ),
    setup_for=setup_for,
    card_art=card_art,
    rules=lambda: package_text("engine.games.rage_classic"),
    demo=Demo(
        play=demo.play,
        milestones=demo.MILESTONES,
        seats=2,
        table_shot="rage-classic-05-combat",
        max_frames=60_000,
    ),
    gallery=(GalleryPage(GAME),),
    replay_bar=(8, 1010, 1430, 66),
    seek_units=(("turn", N_("Turn")),),
    lan=True,
    decks=deck_rules,
    user_cards=user_cards,
    selftest=QuickGame(2, {"turn_limit": 6}),
    lessons=Lessons(course=lesson_course, table=lesson_table),
)
