"""Options and setup: Renown level, packs per seat, seating by Tribe Fury, the deal."""

from __future__ import annotations

from typing import Any

from engine.ccg.deal import deal_decks
from engine.ccg.errors import CardDataError
from engine.core.errors import Illegal
from engine.games.rage_lv import umbra
from engine.games.rage_lv.context import Ctx
from engine.games.rage_lv.data import POOL, card, load_extra, pool
from engine.games.rage_lv.decks import Pack, check_pack, pack_from_json, pack_to_json, packs
from engine.games.rage_lv.state import LvState, Player

RENOWN_LEVELS = (15, 20, 25)
DEFAULT_TURN_LIMIT = 40
DEFAULT_PACKS = ("ashen-wind", "stone-choir", "hollow-moon")
KNOWN_OPTIONS = {"renown_level", "packs", "turn_limit", "deal", "umbra", "cards"}


def normalize(options: dict[str, Any], seats: int) -> dict[str, Any]:
    return POOL.normalize_options(
        options, KNOWN_OPTIONS, "Rage", lambda opts: _normalize(opts, seats)
    )


def _normalize(options: dict[str, Any], seats: int) -> dict[str, Any]:
    level = options.get("renown_level", 20)
    if level not in RENOWN_LEVELS:
        raise Illegal("bad-option", "The Renown level is 15 (short), 20 (average) or 25 (long).")
    chosen = options.get("packs") or [DEFAULT_PACKS[i % 3] for i in range(seats)]
    if not isinstance(chosen, list) or len(chosen) != seats:
        raise Illegal("bad-option", f"Name one starter pack per player ({seats} packs).")
    chosen = [_normal_pack(entry, level) for entry in chosen]
    limit = options.get("turn_limit", DEFAULT_TURN_LIMIT)
    if not isinstance(limit, int) or isinstance(limit, bool) or not 1 <= limit <= 500:
        raise Illegal("bad-option", "The turn limit is a whole number of turns from 1 to 500.")
    points = options.get("umbra", umbra.START)
    if not isinstance(points, int) or not umbra.LOW <= points <= umbra.HIGH:
        raise Illegal("bad-option", "The Umbra marker starts on a spot from 1 to 25.")
    deal = options.get("deal", {})
    if not isinstance(deal, dict):
        raise Illegal("bad-option", "A stacked deal maps seats to their decks.")
    for key, stack in deal.items():
        if not str(key).isdigit() or not 0 <= int(key) < seats or not isinstance(stack, dict):
            raise Illegal("bad-option", f"The stacked deal names a seat that is not here: {key!r}.")
        for part in ("sept", "combat", "garou"):
            for cid in stack.get(part, []):
                if cid not in pool():
                    raise Illegal("bad-option", f"The stacked deal names an unknown card {cid!r}.")
    out = {
        "renown_level": level,
        "packs": list(chosen),
        "turn_limit": limit,
        "umbra": points,
    }
    if deal:
        out["deal"] = {str(k): v for k, v in deal.items()}
    return out


def _normal_pack(entry: Any, level: int) -> str | dict[str, Any]:
    """A starter pack's id, or a player's own pack in full (so a log replays without it)."""
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
            "bad-option",
            f"There is no starter pack {entry!r}; try {', '.join(sorted(packs()))}.",
        )
    problems = check_pack(pack, level)
    if problems:
        raise Illegal("bad-pack", problems[0])
    return found


def seat_pack(options: dict[str, Any], seat: int) -> Pack:
    """The pack a seat plays: a starter pack by id, or one written into the options in full."""
    entry = options["packs"][seat]
    return pack_from_json(entry) if isinstance(entry, dict) else packs()[entry]


def initial_state(options: dict[str, Any], seats: int) -> LvState:
    state = LvState(options=options, seats=seats)
    state.own_cards = load_extra(options.get("cards"), "your cards")
    state.renown_level = options["renown_level"]
    state.umbra = options["umbra"]
    for seat in range(seats):
        pack = seat_pack(options, seat)
        state.players.append(Player(seat=seat, pack=pack.id, tribe=pack.tribe))
    state.order = list(range(seats))
    return state


def setup(ctx: Ctx) -> None:
    """Seating and the deal; the flow starts the first turn."""
    state = ctx.state
    options = state.options
    deal = options.get("deal", {})
    # Seat order by Tribe Fury, highest first; equal Fury is settled by lot (written down).
    lots = [ctx.random().random() for _ in range(state.seats)]
    fury = [card(p.tribe).fury for p in state.players]
    order = sorted(range(state.seats), key=lambda s: (-fury[s], lots[s]))
    ctx.emit("seating", order=order, fury=fury)
    for seat in range(state.seats):
        pack = seat_pack(options, seat)
        stack = deal.get(str(seat), {})
        sept, combat = deal_decks(ctx.random(), seat, pack.sept_list(), pack.combat_list(), stack)
        garou = list(stack.get("garou", pack.garou))
        ctx.emit(
            "deal",
            seat=seat,
            pack=pack.id,
            garou=[f"{seat}.{cid}" for cid in garou],
            sept=sept,
            combat=combat,
        )
