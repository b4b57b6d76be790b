"""Options and setup: the Renown level, a pack per seat, the rulebook reading, the deal.

Seed 001 chapter 3 "Preparing to Play": decide the Renown level (standard 20), separate the
decks (Characters breed form up), shuffle the Sept and Combat decks.
"""

from __future__ import annotations

from typing import Any

from engine.ccg import setup as ccg_setup
from engine.ccg.memory import Memory
from engine.ccg.setup import chosen_packs, normal_pack, seated, turn_limit, with_deal
from engine.core.errors import Illegal
from engine.games.rage_classic.cards import POOL, load_extra, pool
from engine.games.rage_classic.context import Ctx
from engine.games.rage_classic.decks import (
    Pack,
    check_pack,
    fitted,
    packs,
    seat_pack,
)
from engine.games.rage_classic.state import ClassicState, Player

RENOWN_LEVELS = (10, 15, 20, 25, 30)
RULEBOOKS = ("package", "1995")
CLUB_RULES = ("", "givors")
DEFAULT_TURN_LIMIT = 30
DEFAULT_PACKS = ("silver-wake", "ashfall-spiral", "thornwood-kin", "grey-ledger")
KNOWN_OPTIONS = {
    "renown_level",
    "packs",
    "rulebook",
    "club_rules",
    "null_cards",
    "turn_limit",
    "deal",
    "cards",
}


def _normalize(options: dict[str, Any], seats: int) -> dict[str, Any]:
    level = options.get("renown_level", 20)
    if level not in RENOWN_LEVELS:
        raise Illegal("bad-option", "The Renown level is 10, 15, 20 (standard), 25 or 30.")
    rulebook = options.get("rulebook", "package")
    if rulebook == 1995:  # `--option rulebook=1995` on the command line reads as a number
        rulebook = "1995"
    if rulebook not in RULEBOOKS:
        raise Illegal(
            "bad-option", 'The rulebook is "package" (the rules package) or "1995" (the 1995 book).'
        )
    club = options.get("club_rules", "") or ""
    if club not in CLUB_RULES:
        raise Illegal("bad-option", 'The only club rules are "givors".')
    null_cards = options.get("null_cards", True)
    if not isinstance(null_cards, bool):
        raise Illegal("bad-option", "Null cards are either allowed (true) or not (false).")
    limit = turn_limit(options, DEFAULT_TURN_LIMIT)

    def normal(entry: Any) -> str | dict[str, Any]:
        return normal_pack(
            fitted(entry, level),
            Pack,
            packs(),
            lambda p: check_pack(p, level, rulebook=rulebook, club_rules=club),
            "pack",
        )

    chosen = chosen_packs(options, seats, DEFAULT_PACKS, "pack", normal)
    out = {
        "renown_level": level,
        "packs": chosen,
        "rulebook": rulebook,
        "club_rules": club,
        "null_cards": null_cards,
        "turn_limit": limit,
    }
    return with_deal(out, options, seats, "characters", pool())


normalize = POOL.normalizer(KNOWN_OPTIONS, "The original Rage", _normalize)


def initial_state(options: dict[str, Any], seats: int) -> ClassicState:
    state = ClassicState(options=options, seats=seats, ccg=Memory())
    return seated(
        state, Pack, load_extra, lambda s, p: Player(seat=s, pack=p.id, allegiance=p.allegiance)
    )


def deal(ctx: Ctx) -> None:
    """Every seat's pack takes the table: its Characters, its two decks shuffled."""
    for seat in range(ctx.state.seats):
        pack = seat_pack(ctx.state.options, seat)
        ccg_setup.deal(ctx, seat, pack, allegiance=pack.allegiance)
