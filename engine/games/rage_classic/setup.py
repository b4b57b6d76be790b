"""Options and setup: the Renown level, a pack per seat, the rulebook reading, the deal.

Seed 001 chapter 3 "Preparing to Play": decide the Renown level (standard 20), separate the
decks (Characters breed form up), shuffle the Sept and Combat decks.
"""

from __future__ import annotations

from typing import Any

from engine.ccg.deal import deal_decks
from engine.ccg.memory import Memory
from engine.core.errors import Illegal
from engine.games.rage_classic.cards import POOL, CardDataError, load_extra, pool
from engine.games.rage_classic.context import Ctx
from engine.games.rage_classic.decks import (
    check_pack,
    pack_from_json,
    pack_to_json,
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


def normalize(options: dict[str, Any], seats: int) -> dict[str, Any]:
    return POOL.normalize_options(
        options, KNOWN_OPTIONS, "The original Rage", lambda opts: _normalize(opts, seats)
    )


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
    limit = options.get("turn_limit", DEFAULT_TURN_LIMIT)
    if not isinstance(limit, int) or isinstance(limit, bool) or not 1 <= limit <= 500:
        raise Illegal("bad-option", "The turn limit is a whole number of turns from 1 to 500.")
    chosen = options.get("packs") or [DEFAULT_PACKS[i % len(DEFAULT_PACKS)] for i in range(seats)]
    if not isinstance(chosen, list) or len(chosen) != seats:
        raise Illegal("bad-option", f"Name one pack per player ({seats} packs).")
    chosen = [_normal_pack(entry, level, rulebook, club) for entry in chosen]
    deal = options.get("deal", {})
    if not isinstance(deal, dict):
        raise Illegal("bad-option", "A stacked deal maps seats to their decks.")
    for key, stack in deal.items():
        if not str(key).isdigit() or not 0 <= int(key) < seats or not isinstance(stack, dict):
            raise Illegal("bad-option", f"The stacked deal names a seat that is not here: {key!r}.")
        for part in ("sept", "combat", "characters"):
            for cid in stack.get(part, []):
                if cid not in pool():
                    raise Illegal("bad-option", f"The stacked deal names an unknown card {cid!r}.")
    out: dict[str, Any] = {
        "renown_level": level,
        "packs": list(chosen),
        "rulebook": rulebook,
        "club_rules": club,
        "null_cards": null_cards,
        "turn_limit": limit,
    }
    if deal:
        out["deal"] = {str(k): v for k, v in deal.items()}
    return out


def _normal_pack(entry: Any, level: int, rulebook: str, club: str) -> str | dict[str, Any]:
    """A shipped pack's id, or a player's own pack in full (so a log replays without it)."""
    if isinstance(entry, dict):
        try:
            pack = pack_from_json(entry, "your pack")
        except CardDataError as exc:
            raise Illegal("bad-pack", str(exc)) from exc
        found: str | dict[str, Any] = pack_to_json(pack)
    elif isinstance(entry, str) and entry in packs():
        pack, found = packs()[entry], entry
    else:
        raise Illegal(
            "bad-option", f"There is no pack {entry!r}; try {', '.join(sorted(packs()))}."
        )
    problems = check_pack(pack, level, rulebook=rulebook, club_rules=club)
    if problems:
        raise Illegal("bad-pack", problems[0])
    return found


def initial_state(options: dict[str, Any], seats: int) -> ClassicState:
    state = ClassicState(options=options, seats=seats)
    state.own_cards = load_extra(options.get("cards"), "your cards")
    state.renown_level = options["renown_level"]
    state.ccg = Memory()
    for seat in range(seats):
        pack = seat_pack(options, seat)
        state.players.append(Player(seat=seat, pack=pack.id, allegiance=pack.allegiance))
    return state


def deal(ctx: Ctx) -> None:
    """Every seat's pack takes the table: its Characters, its two decks shuffled."""
    state = ctx.state
    deal = state.options.get("deal", {})
    for seat in range(state.seats):
        pack = seat_pack(state.options, seat)
        stack = deal.get(str(seat), {})
        sept, combat = deal_decks(ctx.random(), seat, pack.sept_list(), pack.combat_list(), stack)
        chars = list(stack.get("characters", pack.characters))
        ctx.emit(
            "deal",
            seat=seat,
            pack=pack.id,
            allegiance=pack.allegiance,
            characters=[f"{seat}.{cid}" for cid in chars],
            sept=sept,
            combat=combat,
        )
