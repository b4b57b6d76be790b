"""Setting up a Rage CCG game: the options both editions share (packs, the turn limit, a
stacked deal) and the deal itself.

The deal puts stacked cards on top (tests, tutorials, the rulebooks' examples) and the rest
of each deck shuffled below; every copy of a card gets its own instance id "<seat>.<card>.<n>"
(a pack's starting members "<seat>.<card>").
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from typing import Any, TypeVar

from engine.ccg.context import Ctx
from engine.ccg.errors import CardDataError
from engine.ccg.packs import Pack
from engine.core.errors import Illegal

P = TypeVar("P", bound=Pack)


# -- options ---------------------------------------------------------------------------------------
def turn_limit(options: Mapping[str, Any], default: int) -> int:
    limit = options.get("turn_limit", default)
    if not isinstance(limit, int) or isinstance(limit, bool) or not 1 <= limit <= 500:
        raise Illegal("bad-option", "The turn limit is a whole number of turns from 1 to 500.")
    return limit


def seated(
    state: Any,
    pack: type[Pack],
    load_extra: Callable[[Any, str], Any],
    player: Callable[[int, Any], Any],
) -> Any:
    """A new state before the deal: the game's own cards, its Renown level, and a player per
    seat (`player(seat, its pack)`)."""
    options = state.options
    state.own_cards = load_extra(options.get("cards"), "your cards")
    state.renown_level = options["renown_level"]
    state.players = [player(seat, pack.of_seat(options, seat)) for seat in range(state.seats)]
    return state


def with_deal(
    chosen: dict[str, Any],
    options: Mapping[str, Any],
    seats: int,
    members: str,
    pool: Mapping[str, Any],
) -> dict[str, Any]:
    """The options `chosen` so far and the `deal` option, if any, checked (seat -> its "sept",
    "combat" and `members` card ids, and "exact"), with seats as strings."""
    deal = options.get("deal", {})
    if not isinstance(deal, dict):
        raise Illegal("bad-option", "A stacked deal maps seats to their decks.")
    for key, stack in deal.items():
        if not str(key).isdigit() or not 0 <= int(key) < seats or not isinstance(stack, dict):
            raise Illegal("bad-option", f"The stacked deal names a seat that is not here: {key!r}.")
        for part in ("sept", "combat", members):
            for cid in stack.get(part, []):
                if cid not in pool:
                    raise Illegal("bad-option", f"The stacked deal names an unknown card {cid!r}.")
    return {**chosen, "deal": {str(k): v for k, v in deal.items()}} if deal else chosen


def chosen_packs(
    options: Mapping[str, Any],
    seats: int,
    defaults: tuple[str, ...],
    noun: str,
    normal: Callable[[Any], str | dict[str, Any]],
) -> list[str | dict[str, Any]]:
    """One pack per seat (the defaults in turn if none are named), each `normal`ized."""
    chosen = options.get("packs") or [defaults[i % len(defaults)] for i in range(seats)]
    if not isinstance(chosen, list) or len(chosen) != seats:
        raise Illegal("bad-option", f"Name one {noun} per player ({seats} packs).")
    return [normal(entry) for entry in chosen]


def normal_pack(
    entry: Any,
    cls: type[P],
    shipped: Mapping[str, P],
    problems: Callable[[P], list[str]],
    noun: str,
) -> str | dict[str, Any]:
    """A shipped pack's id, or a player's own pack in full (so a log replays without it); a
    pack that breaks a deck rule (`problems`) is refused with the first."""
    if isinstance(entry, dict):
        try:
            pack = cls.from_json(entry, "your pack")
        except CardDataError as exc:
            raise Illegal("bad-pack", str(exc)) from exc
        found: str | dict[str, Any] = pack.to_json()
    elif isinstance(entry, str) and entry in shipped:
        pack, found = shipped[entry], entry
    else:
        raise Illegal(
            "bad-option", f"There is no {noun} {entry!r}; try {', '.join(sorted(shipped))}."
        )
    broken = problems(pack)
    if broken:
        raise Illegal("bad-pack", broken[0])
    return found


# -- the deal --------------------------------------------------------------------------------------
def stacked(
    rng: random.Random, pack_cards: list[str], stack: list[str] | None, exact: bool
) -> list[str]:
    """A deck in draw order: `stack` on top, the rest of the pack shuffled below (`exact`: only
    the stack)."""
    if stack is None:
        deck = list(pack_cards)
        rng.shuffle(deck)
        return deck
    if exact:
        return list(stack)
    rest = list(pack_cards)
    for cid in stack:
        if cid in rest:
            rest.remove(cid)
    rng.shuffle(rest)
    return list(stack) + rest


def instance_ids(seat: int, card_ids: list[str], taken: dict[str, int]) -> list[str]:
    """`seat.card.n` for each copy; `taken` counts copies across a seat's decks."""
    out = []
    for cid in card_ids:
        taken[cid] = taken.get(cid, 0) + 1
        out.append(f"{seat}.{cid}.{taken[cid]}")
    return out


def pack_instances(seat: int, pack: Pack) -> tuple[list[str], list[str]]:
    """Every card instance of a seat's two decks, Sept then Combat, in the pack's order."""
    taken: dict[str, int] = {}
    return instance_ids(seat, pack.sept_list(), taken), instance_ids(
        seat, pack.combat_list(), taken
    )


def deal(ctx: Ctx[Any, Any], seat: int, pack: Pack, **extra: Any) -> None:
    """A seat's pack takes the table: its starting members (a stacked deal may name others)
    and its two decks in draw order, as a "deal" event (`extra` fields after "pack")."""
    stack = ctx.state.options.get("deal", {}).get(str(seat), {})
    exact = bool(stack.get("exact"))
    rng = ctx.random()
    sept = stacked(rng, pack.sept_list(), stack.get("sept"), exact)
    combat = stacked(rng, pack.combat_list(), stack.get("combat"), exact)
    taken: dict[str, int] = {}
    members = [f"{seat}.{cid}" for cid in stack.get(pack.MEMBERS, pack.members)]
    ctx.emit(
        "deal",
        seat=seat,
        pack=pack.id,
        **extra,
        **{pack.MEMBERS: members},
        sept=instance_ids(seat, sept, taken),
        combat=instance_ids(seat, combat, taken),
    )
