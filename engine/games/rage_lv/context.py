"""Deciding: a working copy of the state that every emitted event is applied to at once.

Rules code reads the copy as it changes, so a long chain of follow-on facts (a combat round,
a death, the next phase) is written as plain procedural code. The events, in order, are the
result of `decide`; `evolve` replays them exactly.
"""

from __future__ import annotations

import logging
import pickle
import random
from typing import Any

from engine.games.rage_lv import stats, umbra
from engine.games.rage_lv.data import Effect
from engine.games.rage_lv.evolve import Event, evolve
from engine.games.rage_lv.state import GUARDIAN, Char, LvState, card_of

log = logging.getLogger(__name__)


def copy_state(state: LvState) -> LvState:
    # pickle is several times faster than copy.deepcopy for these plain dataclasses.
    return pickle.loads(pickle.dumps(state, protocol=pickle.HIGHEST_PROTOCOL))


class Ctx:
    def __init__(self, state: LvState, rng: random.Random) -> None:
        self.state = state
        self.rng = rng
        self.events: list[Event] = []

    def emit(self, event_type: str, **fields: Any) -> None:
        event = {"type": event_type, **fields}
        evolve(self.state, event)
        self.events.append(event)

    def flow(self, **fields: Any) -> None:
        self.emit("flow", **fields)

    def prompt(self, seat: int, kind: str, options: list[Any], **extra: Any) -> None:
        self.emit("prompt", seat=seat, kind=kind, options=options, **extra)


# -- decks ------------------------------------------------------------------------------------
def draw(ctx: Ctx, seat: int, deck: str, n: int) -> list[str]:
    """Draw up to n cards; a Combat deck that runs out is rebuilt from its discards."""
    player = ctx.state.players[seat]
    drawn: list[str] = []
    for _ in range(n):
        pile = player.sept_deck if deck == "sept" else player.combat_deck
        if not pile and deck == "combat" and player.combat_discard:
            order = list(player.combat_discard)
            ctx.rng.shuffle(order)
            ctx.emit("shuffle", seat=seat, deck="combat", order=order)
            pile = player.combat_deck
        if not pile:
            break
        drawn.append(pile[0])
        ctx.emit("draw", seat=seat, deck=deck, cards=[pile[0]])
    return drawn


def discard_top(ctx: Ctx, seat: int, n: int, why: str) -> None:
    cards = ctx.state.players[seat].sept_deck[:n]
    if cards:
        ctx.emit("discard", seat=seat, **{"from": "deck"}, cards=cards, why=why)


def move_umbra(ctx: Ctx, delta: int, why: str) -> None:
    points = umbra.clamp(ctx.state.umbra + delta)
    if points != ctx.state.umbra:
        ctx.emit("umbra", points=points, why=why)


# -- leaving play ---------------------------------------------------------------------------------
def discard_attached(ctx: Ctx, host: str, only: str = "") -> None:
    for thing in list(ctx.state.attached_to(host)):
        if not only or card_of(thing.iid).type == only:
            ctx.emit("leave", iid=thing.iid, to="discard")


def check_gnosis(ctx: Ctx, ch: Char) -> None:
    """If Gnosis drops below the cost of what is attached, everything attached is discarded."""
    if stats.gnosis_used(ctx.state, ch) > stats.stat(ctx.state, ch, "gnosis"):
        discard_attached(ctx, ch.iid)


def kill(ctx: Ctx, iid: str, killer: str | None, killer_seat: int | None) -> None:
    """A character dies: to its killer's Victory Pile if a pack member killed it, else out."""
    state = ctx.state
    ch = state.chars[iid]
    c = card_of(iid)
    words = stats.keywords(state, ch)
    discard_attached(ctx, iid)
    to: int | None = None
    if killer is not None and killer in state.chars and state.chars[killer].pack:
        to = state.chars[killer].owner
    elif killer is not None and killer not in state.chars and killer_seat is not None:
        # The killer fell in the same exchange: a pack member still scores for its pack.
        if not killer.startswith(GUARDIAN) and card_of(killer).type in ("garou", "ally"):
            to = killer_seat
    elif killer is None and killer_seat is not None and killer_seat != ch.owner:
        to = killer_seat  # killed by a card effect a player used
    if to is not None and to == ch.owner and ch.pack:
        to = None  # a pack never scores its own members
    if to is not None and state.players[to].removed:
        to = None
    if iid.startswith(GUARDIAN):
        to = None
    ctx.emit("kill", char=iid, to=to, by=killer)
    if c.type == "enemy" and "Wyrm" in words:
        move_umbra(ctx, -1, "a Wyrm Enemy was killed")
    elif c.type == "garou" and "Wyrm" not in words:
        move_umbra(ctx, +1, "a Garou was killed")
    elif "Spirit" in words and "Wyrm" not in words and not iid.startswith(GUARDIAN):
        move_umbra(ctx, +1, "a Spirit was killed")


def in_combat(ctx: Ctx, iid: str) -> bool:
    combat = ctx.state.combat
    return combat is not None and iid in (combat.hunter, combat.prey)


def check_health(ctx: Ctx, iid: str, killer: str | None, killer_seat: int | None) -> None:
    """Wounds at or above Health: a Breed-form shapeshifter flips to Crinos, anyone else dies."""
    state = ctx.state
    ch = state.chars.get(iid)
    if ch is None:
        return
    combat = state.combat
    if combat is not None and iid in combat.dead:
        return
    if ch.wounds < stats.stat(state, ch, "health"):
        return
    c = card_of(iid)
    if c.two_sided and not ch.crinos:
        ctx.emit("flip", char=iid, crinos=True)
        if ch.wounds < stats.stat(state, ch, "health"):
            return
    if in_combat(ctx, iid):
        ctx.emit("dead", char=iid, killer=killer)  # removed at the end of combat
    else:
        kill(ctx, iid, killer, killer_seat)


def hurt(ctx: Ctx, iid: str, amount: int, killer: str | None, killer_seat: int | None) -> None:
    if amount <= 0 or iid not in ctx.state.chars:
        return
    ctx.emit("wound", char=iid, amount=amount)
    check_health(ctx, iid, killer, killer_seat)


# -- effects ----------------------------------------------------------------------------------------
def opponent_of(ctx: Ctx, iid: str | None) -> str | None:
    combat = ctx.state.combat
    if combat is None or iid is None:
        return None
    if iid == combat.hunter:
        return combat.prey
    if iid == combat.prey:
        return combat.hunter
    return None


def combat_seat_char(ctx: Ctx, seat: int) -> str | None:
    """The combatant a player controls in the current combat, if any."""
    combat = ctx.state.combat
    if combat is None:
        return None
    if combat.seats[0] == seat:
        return combat.hunter
    if combat.seats[1] == seat:
        return combat.prey
    return None


def apply_effect(
    ctx: Ctx, effect: Effect, seat: int, source: str | None, target: Any = None
) -> None:
    """One effect of a card, used by `seat` through character `source` on `target`."""
    state = ctx.state
    chars: list[str] = []
    seats: list[int] = []
    if effect.target == "self":
        chars = [source] if source else []
    elif effect.target == "opponent":
        other = opponent_of(ctx, source)
        chars = [other] if other else []
    elif effect.target == "character":
        chars = [target] if isinstance(target, str) else []
    elif effect.target == "pack":
        chars = [c.iid for c in state.pack_of(seat)]
    elif effect.target == "all-garou":
        chars = [c.iid for c in state.chars.values() if stats.is_garou(c)]
    elif effect.target == "me":
        seats = [seat]
    elif effect.target == "player":
        seats = [target] if isinstance(target, int) else []
    elif effect.target == "each-player":
        seats = state.active()
    chars = [
        c
        for c in chars
        if c in state.chars
        and (not effect.only_if or effect.only_if in stats.keywords(state, state.chars[c]))
    ]
    if effect.do in ("draw", "discard", "renown") and not seats:
        # A character's player: its owner, or whoever fights for it in this combat.
        combat = state.combat
        for c in chars:
            if combat is not None and c in (combat.hunter, combat.prey):
                seats.append(combat.seats[0 if c == combat.hunter else 1])
            elif state.chars[c].pack:
                seats.append(state.chars[c].owner)
    do = effect.do
    killer = source if source and source in state.chars else None
    if do == "damage":
        for iid in chars:
            hurt(ctx, iid, effect.amount, killer, seat)
    elif do == "heal":
        for iid in chars:
            amount = min(effect.amount, state.chars[iid].wounds)
            if amount:
                ctx.emit("heal", char=iid, amount=amount)
    elif do == "modify":
        until = "turn" if effect.until == "turn" else "combat"
        if until == "combat" and state.combat is None:
            until = "turn"
        for iid in chars:
            ctx.emit("mod", char=iid, stat=effect.stat, amount=effect.amount, until=until)
            if effect.stat == "health":
                check_health(ctx, iid, None, None)
            elif effect.stat == "gnosis":
                check_gnosis(ctx, state.chars[iid])
    elif do == "draw":
        for s in seats:
            if effect.deck == "combat" and combat_seat_char(ctx, s) is None:
                continue
            draw(ctx, s, "combat" if effect.deck == "combat" else "sept", effect.amount)
    elif do == "discard":
        for s in seats:
            discard_cards(ctx, s, effect.deck, effect.amount)
    elif do == "flip":
        for iid in chars:
            ch = state.chars[iid]
            if card_of(iid).two_sided and not ch.crinos:
                ctx.emit("flip", char=iid, crinos=True)
    elif do == "umbra":
        move_umbra(ctx, effect.amount, card_of_name(source))
    elif do == "renown":
        for s in seats:
            ctx.emit("bonus", seat=s, amount=effect.amount)
    elif do == "cancel":
        for iid in chars:
            ctx.emit("cancel", char=iid)
    elif do == "kailindo":
        combat = state.combat
        if combat is not None and source in (combat.hunter, combat.prey):
            ctx.emit("kailindo", side=0 if source == combat.hunter else 1)
    elif do == "pull":
        for iid in chars:
            if state.chars[iid].umbra:
                ctx.emit("move", char=iid, umbra=False)
    elif do == "fight":
        for iid in chars:
            start_fight(ctx, seat, source, iid)
    elif do in ("alpha-first", "alpha-before-all"):
        exclusive = do == "alpha-before-all"
        if exclusive:
            for earlier, was_exclusive in state.first:
                if was_exclusive:
                    # Both cannot act "before anybody else": the card played last wins.
                    ctx.emit("note", what="cancelled", seat=earlier, by=seat)
        ctx.emit("alpha-first", seat=seat, exclusive=exclusive)


def can_fight(state: LvState, seat: int, source: str | None, iid: str) -> bool:
    """A combat caused by an effect: never against itself, one's own pack, or a guardian."""
    if source is None or source not in state.chars or iid not in state.chars or iid == source:
        return False
    target = state.chars[iid]
    if iid.startswith(GUARDIAN) or target.pack and target.owner == seat:
        return False  # a player never controls both Hunter and Prey
    return state.combat is None


def start_fight(ctx: Ctx, seat: int, source: str | None, iid: str) -> None:
    """The card's performer (Hunter) fights the target (Prey); the effect says who is who."""
    from engine.games.rage_lv.combat import start_combat

    state = ctx.state
    if not can_fight(state, seat, source, iid):
        return
    assert source is not None
    target = state.chars[iid]
    if target.pack:
        start_combat(ctx, source, iid, [seat, target.owner], "effect")
        return
    others = [s for s in state.active() if s != seat]
    if len(others) == 1:
        start_combat(ctx, source, iid, [seat, others[0]], "effect")
    elif others:
        # The other players agree who fights for the Enemy or Victim, one answer each in turn.
        ctx.prompt(
            others[0], "fight-for", others, hunter=source, prey=iid, hunter_seat=seat, votes=[]
        )


def card_of_name(iid: str | None) -> str:
    return card_of(iid).name if iid else "a card"


def discard_cards(ctx: Ctx, seat: int, deck: str, amount: int) -> None:
    """A forced discard: from the deck's top, or chosen by the discarding player from a hand."""
    player = ctx.state.players[seat]
    if deck == "sept":
        discard_top(ctx, seat, amount, "forced")
        return
    hand = player.hand if deck == "hand" else player.combat_hand
    for _ in range(min(amount, len(hand))):
        kind = "discard-hand" if deck == "hand" else "discard-combat"
        ctx.prompt(seat, kind, [])  # options are the hand at the time of answering
