"""The Rage CCG, relaunch rules (`rage-lv`), as the app offers it: its one registration."""

from __future__ import annotations

from typing import Any

from desktop.game.seams import TableRunner
from desktop.games.registration import Demo, QuickGame, SetupField
from desktop.screens.base import AppServices, Screen
from desktop.screens.rage_lv import EDITION, demo
from engine.i18n import N_


def table(app: AppServices, runner: TableRunner, **kw: Any) -> Screen:
    return EDITION.table(app, runner, **kw)


#: short enough for New game's choice box (its value is not cut to fit)
PACK_NAMES = {
    "ashen-wind": "Ashen Wind",
    "stone-choir": "Stone Choir",
    "hollow-moon": "Hollow Moon",
}

REGISTRATION = EDITION.registration(
    table=table,
    title=N_("Rage CCG"),
    about=N_(
        "The Rage card game (relaunch rules): lead a pack of werewolves, hunt in the "
        "Hunting Grounds and the Umbra, call Moots, and be first to the Renown level."
    ),
    fields=(
        SetupField(
            "renown_level",
            N_("Renown to win"),
            ((15, N_("15 (short)")), (20, N_("20 (average)")), (25, N_("25 (long)"))),
            20,
            N_("The first pack to this much Renown wins; it also caps each starting pack."),
        ),
        SetupField(
            "turn_limit",
            N_("Turn limit"),
            ((3, N_("3 turns")), (5, N_("5 turns")), (10, N_("10 turns")), (40, N_("40 turns"))),
            40,
            N_(
                "The game ends after this many turns if no pack has reached the Renown level; "
                "then the most Renown wins."
            ),
            notes=(
                (3, N_("3 turns: a quick first game.")),
                (5, N_("5 turns: a short game.")),
            ),
        ),
    ),
    pack_names=PACK_NAMES,
    pack_about=N_(
        "The starter pack this seat plays: a tribe, its Garou, a Sept deck and a Combat deck."
    ),
    demo=Demo.of(demo, "rage-lv-03-combat", max_frames=20_000),
    # Over the lower edge of the hand (its piles and buttons stay clear).
    replay_bar=(430, 1010, 1020, 66),
    selftest=QuickGame(2),
)
