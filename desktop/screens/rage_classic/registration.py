"""The original Rage CCG (`rage-classic`) as the app offers it: its one registration."""

from __future__ import annotations

from typing import Any

from desktop.game.seams import TableRunner
from desktop.games.registration import Demo, QuickGame, SetupField
from desktop.screens.base import AppServices, Screen
from desktop.screens.rage_classic import EDITION, demo
from engine.i18n import N_


def table(app: AppServices, runner: TableRunner, **kw: Any) -> Screen:
    return EDITION.table(app, runner, **kw)


#: short enough for New game's choice box (its value is not cut to fit)
PACK_NAMES = {
    "silver-wake": "Silver Wake (Gaia)",
    "ashfall-spiral": "Ashfall (Wyrm)",
    "thornwood-kin": "Thornwood (Gaia)",
    "grey-ledger": "Grey Ledger (Wyrm)",
}

REGISTRATION = EDITION.registration(
    table=table,
    title=N_("Rage CCG (1995)"),
    about=N_(
        "The original Rage card game: lead a pack of Garou or Wyrm creatures, hunt in the "
        "Hunting Grounds and the Umbra, bluff in combat, call Juntas (votes of the packs): the "
        "first pack to the "
        "Victory Points it needs wins."
    ),
    fields=(
        SetupField(
            "renown_level",
            N_("Victory Points to win"),
            (
                (10, N_("10 (quick)")),
                (15, N_("15 (short)")),
                (20, N_("20 (average)")),
                (25, N_("25 (long)")),
            ),
            20,
            N_(
                "The Renown level: the first pack to this many Victory Points (VP) wins; it "
                "also caps the Renown of each pack's Characters."
            ),
            notes=(
                (
                    10,
                    N_(
                        "10: a quick first game; each preconstructed pack keeps two of its four "
                        "Characters (Renown 10 at most)."
                    ),
                ),
                (
                    15,
                    N_(
                        "15: a short game; each preconstructed pack keeps three of its four "
                        "Characters (Renown 15 at most)."
                    ),
                ),
                (20, N_("20: the standard game (the preconstructed packs need 20).")),
                (25, N_("25: a longer game; packs may bring stronger Characters.")),
            ),
        ),
        SetupField(
            "rulebook",
            N_("Rules"),
            # Plain words for the value; its note names the package ("v0.2" was jargon).
            (("package", N_("Players' rules")), ("1995", N_("1995 rulebook"))),
            "package",
            N_("Which rulebook the game follows where the two disagree."),
            notes=(
                (
                    "package",
                    N_(
                        "Rules package v0.2: the players' rules compiled from the 1995 game "
                        "and its later rulings: six phases with an Umbra Phase, a Sept deck of "
                        "30 cards."
                    ),
                ),
                (
                    "1995",
                    N_(
                        "1995 rulebook: as printed with the game: no Umbra Phase, a Sept deck "
                        "of 25 cards, passed Juntas (Moots and Board Meetings) take effect "
                        "together as the Moot Phase ends."
                    ),
                ),
            ),
        ),
        SetupField(
            "club_rules",
            N_("Club rules"),
            (("", N_("None")), ("givors", N_("Givors"))),
            "",
            N_("House rules on top of the rulebook."),
            notes=(
                ("", N_("None: the rulebook alone.")),
                (
                    "givors",
                    N_(
                        "Givors' club rules: at most 1 copy of a card in the Combat deck and 2 "
                        "in the Sept deck; a creature that calls a Junta cannot vote for the "
                        "rest of the turn."
                    ),
                ),
            ),
        ),
    ),
    pack_names=PACK_NAMES,
    pack_about=N_(
        "The pack this seat plays: a preconstructed one, or one of yours from the deck "
        "builder (its Characters, Sept and Combat decks)."
    ),
    demo=Demo.of(demo, "rage-classic-05-combat", max_frames=60_000),
    replay_bar=(8, 1010, 1430, 66),
    selftest=QuickGame(2, {"turn_limit": 6}),
)
