"""Options and setup: Renown level, packs per seat, seating by Tribe Fury, the deal."""

from __future__ import annotations

from typing import Any

from engine.ccg import setup as ccg_setup
from engine.ccg.setup import chosen_packs, normal_pack, seated, turn_limit, with_deal
from engine.core.errors import Illegal
from engine.games.rage_lv import umbra
from engine.games.rage_lv.context import Ctx
from engine.games.rage_lv.data import POOL, card, load_extra, pool
from engine.games.rage_lv.decks import Pack, check_pack, packs, seat_pack
from engine.games.rage_lv.state import LvState, Player

RENOWN_LEVELS = (15, 20, 25)
DEFAULT_TURN_LIMIT = 40
DEFAULT_PACKS = ("ashen-wind", "stone-choir", "hollow-moon")
KNOWN_OPTIONS = {"renown_level", "packs", "turn_limit", "deal", "umbra", "cards"}


def _normalize(options: dict[str, Any], seats: int) -> dict[str, Any]:
    level = options.get("renown_level", 20)
    if level not in RENOWN_LEVELS:
        raise Illegal("bad-option", "The Renown level is 15 (short), 20 (average) or 25 (long).")

    def normal(entry: Any) -> str | dict[str, Any]:
        return normal_pack(entry, Pack, packs(), lambda p: check_pack(p, level), "starter pack")

    chosen = chosen_packs(options, seats, DEFAULT_PACKS, "starter pack", normal)
    limit = turn_limit(options, DEFAULT_TURN_LIMIT)
    points = options.get("umbra", umbra.START)
    if not isinstance(points, int) or not umbra.LOW <= points <= umbra.HIGH:
        raise Illegal("bad-option", "The Umbra marker starts on a spot from 1 to 25.")
    out = {"renown_level": level, "packs": chosen, "turn_limit": limit, "umbra": points}
    return with_deal(out, options, seats, "garou", pool())


normalize = POOL.normalizer(KNOWN_OPTIONS, "Rage", _normalize)


def initial_state(options: dict[str, Any], seats: int) -> LvState:
    state = LvState(options=options, seats=seats, umbra=options["umbra"], order=[*range(seats)])
    return seated(state, Pack, load_extra, lambda s, p: Player(seat=s, pack=p.id, tribe=p.tribe))


def deal(ctx: Ctx) -> None:
    """Seating and the deal; the flow starts the first turn."""
    state = ctx.state
    # Seat order by Tribe Fury, highest first; equal Fury is settled by lot (written down).
    lots = [ctx.random().random() for _ in range(state.seats)]
    fury = [card(p.tribe).fury for p in state.players]
    order = sorted(range(state.seats), key=lambda s: (-fury[s], lots[s]))
    ctx.emit("seating", order=order, fury=fury)
    for seat in range(state.seats):
        ccg_setup.deal(ctx, seat, seat_pack(state.options, seat))
