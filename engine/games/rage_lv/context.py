"""Deciding: a working copy of the state that every emitted event is applied to at once, the
shared layer's Table over it, and the rules every phase shares (drawing, wounds and death,
leaving play, the Umbra marker).

Rules code reads the copy as it changes, so a long chain of follow-on facts (a combat round,
a death, the next phase) is written as plain procedural code. The events, in order, are the
result of `decide`; `evolve` replays them exactly.

A card's effect can start a combat (a fight) or end one; `Ctx.hooks` is how this module reaches
the combat rules without importing them (rules.py sets them: dependencies run one way, from the
phases down to here and to the shared layer).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from engine.ccg import conditions, interpreter, reactions
from engine.ccg import context as ccg_context
from engine.ccg.context import draw, no_hook
from engine.ccg.model import Use
from engine.ccg.table import DecidingTable
from engine.games.rage_lv import answers, stats, umbra
from engine.games.rage_lv.evolve import evolve
from engine.games.rage_lv.state import GUARDIAN, Char, LvState, card_of
from engine.games.rage_lv.stats import LvView, board_of, can_fight
from engine.i18n import N_


@dataclass(frozen=True)
class Hooks:
    """The combat rules, for effects that start or end a combat."""

    start_combat: Callable[..., None] = no_hook
    end_combat: Callable[..., None] = no_hook


class Ctx(ccg_context.Ctx[LvState, Hooks]):
    evolver = evolve
    no_hooks = Hooks
    reshapes = {"flip": ("char", "crinos")}  # engine.ccg.forms

    def start_combat(
        self, hunter: str, prey: str, seats: list[int], kind: str, battlefield: str = ""
    ) -> None:
        self.hooks.start_combat(self, hunter, prey, seats, kind, battlefield)

    def table(self) -> LvTable:
        return LvTable(self)


# -- the shared layer's Table, deciding -------------------------------------------------------------
class LvTable(DecidingTable, LvView):
    """The rage-lv Table while deciding: reads the working state, changes it through events."""

    ctx: Ctx

    def emit(self, event_type: str, **fields: Any) -> None:
        combat = self.state.combat
        if event_type == "lasting" and combat is not None and fields.get("on") in combat.dead:
            # a change to a combatant already dead changes nothing at the table: the log
            # skips it (a field of the event only, not remembered, so no state changes)
            fields["dead"] = True
        super().emit(event_type, **fields)

    def prompt(self, seat: int, payload: dict[str, Any]) -> None:
        rest = {k: v for k, v in payload.items() if k not in ("kind", "options")}
        self.ctx.prompt(seat, "ccg", options=payload["options"], **rest)

    def changed(self, iid: str, stat: str) -> None:
        ch = self.state.chars.get(iid)
        if ch is None:
            return
        if stat == "health":
            check_health(self.ctx, iid, None, None)
        elif stat == "gnosis":
            check_gnosis(self.ctx, ch)

    def damage(self, iid: str, amount: int, source: str | None, seat: int | None) -> None:
        killer = source if source and source in self.state.chars else None
        hurt(self.ctx, iid, amount, killer, seat)

    def heal(self, iid: str, amount: int) -> None:
        self.emit("heal", char=iid, amount=amount)

    def flip(self, iid: str, to: str) -> None:
        self.emit("flip", char=iid, crinos=to == "crinos")
        if to == "breed":
            check_health(self.ctx, iid, None, None)

    def draw(self, seat: int, deck: str, amount: int) -> None:
        if deck == "combat" and combat_seat_char(self.ctx, seat) is None:
            return  # Combat cards are drawn only by a player with a character in the combat
        draw(self.ctx, seat, "combat" if deck == "combat" else "sept", amount)

    def discard(
        self, seat: int, where: str, amount: int, how: str, match: Any = None, about: Any = None
    ) -> None:
        discard_cards(self.ctx, seat, where, amount, how, match, about)

    def move(
        self, iid: str, to: str, seat: int | None, until: str = "", source: str | None = None
    ) -> None:
        state = self.state
        if to in ("umbra", "world"):
            self.emit("move", char=iid, umbra=to == "umbra")
        elif iid in state.things:
            where = {"discard": "discard", "removed": "removed", "victory": "victory"}[to]
            leave(self.ctx, iid, where, seat=seat)
        elif iid in state.chars:
            # A character moved out of play by an effect: to a Victory Pile, or out of the game.
            remove_character(self.ctx, iid, seat if to == "victory" else None)

    def score(self, seat: int, amount: int) -> None:
        self.emit("bonus", seat=seat, amount=amount)

    def track(self, name: str, amount: int, why: Any) -> None:
        move_umbra(self.ctx, amount, card_of_name(why))

    def fight(self, hunter: str, prey: str, seat: int) -> None:
        start_fight(self.ctx, seat, hunter, prey)

    def end_combat(self) -> None:
        if self.state.combat is not None:
            self.emit("note", what="combat-ended")
            self.ctx.hooks.end_combat(self.ctx)

    def attach(self, card: str, host: str, seat: int | None) -> None:
        if card in self.state.things and host in self.state.chars:
            self.emit("attach", iid=card, host=host)

    def take(self, seat: int, deck: str, card: str, to: str) -> None:
        self.emit("take", seat=seat, deck=deck, card=card)

    def shuffle(self, seat: int, deck: str) -> None:
        player = self.state.players[seat]
        order = list(player.sept_deck if deck == "sept" else player.combat_deck)
        self.ctx.random().shuffle(order)
        self.emit("shuffle", seat=seat, deck=deck, order=order)

    def cancel_card(self, iid: str) -> None:
        if iid in self.state.things:
            leave(self.ctx, iid, "discard")

    def act_first(self, seat: int, exclusive: bool) -> None:
        state = self.state
        if exclusive:
            for earlier, was_exclusive in state.first:
                if was_exclusive:
                    # Both cannot act "before anybody else": the card played last wins.
                    self.emit("note", what="cancelled", seat=earlier, by=seat)
        self.emit("alpha-first", seat=seat, exclusive=exclusive)


# -- running card text --------------------------------------------------------------------------------
def expire(ctx: Ctx, until: str, on: list[Any] | None = None) -> None:
    """Lasting effects that last `until` (on these only, if given) end (then whatever they
    held up is checked)."""
    before = len(ctx.state.ccg.lasting)
    interpreter.expire(ctx.table(), until, on)
    if len(ctx.state.ccg.lasting) != before:
        check_all_gnosis(ctx)


def run_text(
    ctx: Ctx,
    source: str,
    index: int,
    seat: int | None,
    bearer: str | None,
    chosen: Any = None,
) -> None:
    """Run one effect of a card that needs no limit or cost: an Event played, a Moot passed, a
    Combat card's text."""
    effect = card_of(source).effects[index]
    if any(step.do == "discard" for step in effect.steps):
        # A discard it asks for is asked after the round's other cards were named: the log
        # and the question name the card whose text asks ("Discard a Combat card — Mirror
        # Step:" came from Bone Breaker's, issue 30). A note changes no state.
        # the player it makes discard, so the log says who ("Target player discards 2
        # cards" was pasted in as if it were a sentence, pl34b #12)
        whom = {"target": chosen} if isinstance(chosen, int) else {}
        ctx.emit("note", what="text", card=source, index=index, **whom)
    interpreter.run(ctx.table(), Use(source, index, effect, seat, bearer, chosen))


def use_ability(
    ctx: Ctx, source: str, index: int, seat: int | None, bearer: str | None, chosen: Any = None
) -> None:
    """A player uses an ability of a card in play: its limit, its costs, then its effect."""
    effect = card_of(source).effects[index]
    interpreter.activate(ctx.table(), Use(source, index, effect, seat, bearer, chosen))


def fire(ctx: Ctx, trigger: str, **about: Any) -> None:
    """Something happened that cards may answer (see engine.ccg.interpreter.fire)."""
    interpreter.fire(ctx.table(), trigger, **about)


# -- decks ------------------------------------------------------------------------------------
def discard_top(ctx: Ctx, seat: int, n: int, why: str) -> None:
    cards = ctx.state.players[seat].sept_deck[:n]
    if cards:
        ctx.emit("discard", seat=seat, **{"from": "deck"}, cards=cards, why=why)


def discard_cards(
    ctx: Ctx,
    seat: int,
    deck: str,
    amount: int,
    how: str = "",
    match: Any = None,
    about: str | None = None,
) -> None:
    """A forced discard: from the deck's top, chosen by the discarding player from a hand, at
    random, a named card, or every card of a hand that matches. `about`: the character whose
    player discards; none is owed for a combatant that has died."""
    player = ctx.state.players[seat]
    if about is not None and not alive(ctx.state, about):
        return
    if deck == "sept":
        discard_top(ctx, seat, amount, "forced")
        return
    combat = deck in ("combat", "combat-hand")
    hand = player.combat_hand if combat else player.hand
    source = "combat-hand" if combat else "hand"
    if how == "card":
        if match in hand:
            ctx.emit("discard", seat=seat, **{"from": source}, cards=[match], why="effect")
        return
    if how == "all":
        view = ctx.table()
        found = [iid for iid in hand if conditions.holds(view, match, iid, None)]
        if found:
            ctx.emit("discard", seat=seat, **{"from": source}, cards=found, why="effect")
        return
    if how == "random":
        picked = list(hand) if len(hand) <= amount else ctx.random().sample(list(hand), amount)
        if picked:
            ctx.emit("discard", seat=seat, **{"from": source}, cards=picked, why="random")
        return
    for _ in range(min(amount, len(hand))):
        kind = "discard-combat" if combat else "discard-hand"
        about_char = {"char": about} if about is not None else {}
        ctx.prompt(seat, kind, options=[], **about_char)  # options: the hand when it is answered


def alive(state: LvState, iid: str) -> bool:
    """In play and not dead in the combat under way."""
    combat = state.combat
    return iid in state.chars and not (combat is not None and iid in combat.dead)


def move_umbra(ctx: Ctx, delta: int, why: str) -> None:
    points = umbra.clamp(ctx.state.umbra + delta)
    if points != ctx.state.umbra:
        ctx.emit("umbra", points=points, why=why)


# -- leaving play ---------------------------------------------------------------------------------
def leave(ctx: Ctx, iid: str, to: str = "discard", seat: int | None = None) -> None:
    """A non-character card leaves play (to its owner's discard pile, a Victory Pile or out of
    the game): its "leaves play" text answers first, its lasting effects end after."""
    if iid not in ctx.state.things:
        return
    fire(ctx, "leave-play", subject=iid, extra=(iid,))
    if iid not in ctx.state.things:
        return
    fields: dict[str, Any] = {"iid": iid, "to": to}
    if seat is not None and to == "victory":
        fields["seat"] = seat
    ctx.emit("leave", **fields)
    interpreter.forget(ctx.table(), iid)
    check_all_gnosis(ctx)


def discard_attached(ctx: Ctx, host: str, only: str = "") -> None:
    for thing in list(ctx.state.attached_to(host)):
        if not only or card_of(thing.iid).type == only:
            leave(ctx, thing.iid, "discard")


def check_gnosis(ctx: Ctx, ch: Char) -> None:
    """If Gnosis drops below the cost of what is attached, everything attached is discarded."""
    if ch.iid not in ctx.state.chars:
        return
    if stats.gnosis_used(ctx.state, ch) > stats.stat(ctx.state, ch, "gnosis"):
        discard_attached(ctx, ch.iid)


def check_all_gnosis(ctx: Ctx) -> None:
    """After a card leaves play or a lasting effect ends (a static or lasting Gnosis bonus may
    be gone): every character whose attached cards no longer fit loses them all. Repeated,
    since the cards lost may have carried bonuses of their own."""
    state = ctx.state
    while True:
        board = board_of(state)
        over = [
            ch
            for ch in state.chars.values()
            if state.attached_to(ch.iid) and stats.gnosis_used(state, ch) > board.stat(ch, "gnosis")
        ]
        if not over:
            return
        for ch in over:
            discard_attached(ctx, ch.iid)


def kill(ctx: Ctx, iid: str, killer: str | None, killer_seat: int | None) -> None:
    """A character dies: to its killer's Victory Pile if a pack member killed it, else out."""
    state = ctx.state
    if iid not in state.chars:
        return
    fire(ctx, "death", subject=iid, other=killer)
    if iid not in state.chars:
        return
    fire(ctx, "leave-play", subject=iid, extra=(iid,))  # dying is leaving play too
    if iid not in state.chars:
        return
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
    interpreter.forget(ctx.table(), iid)
    check_all_gnosis(ctx)
    if c.type == "enemy" and "Wyrm" in words:
        move_umbra(ctx, -1, N_("a Wyrm Enemy was killed"))
    elif c.type == "garou" and "Wyrm" not in words:
        move_umbra(ctx, +1, N_("a Garou was killed"))
    elif "Spirit" in words and "Wyrm" not in words and not iid.startswith(GUARDIAN):
        move_umbra(ctx, +1, N_("a Spirit was killed"))
    if killer is not None and killer in state.chars:
        fire(ctx, "kill", subject=killer, other=iid)
    if killer is not None:
        answers.offer(ctx, reactions.KILL, killer, iid)  # "Play in answer to a kill"


def remove_character(ctx: Ctx, iid: str, to: int | None) -> None:
    """A character leaves play by an effect, not by dying: to a Victory Pile or out of the game."""
    state = ctx.state
    if iid not in state.chars or iid.startswith(GUARDIAN):
        return
    combat = state.combat
    if combat is not None and iid in (combat.hunter, combat.prey):
        ctx.emit("dead", char=iid, killer=None)
        return
    fire(ctx, "leave-play", subject=iid, extra=(iid,))
    discard_attached(ctx, iid)
    ctx.emit("kill", char=iid, to=to, by=None)
    interpreter.forget(ctx.table(), iid)


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
    fire(ctx, "wound", subject=iid, other=killer)
    check_health(ctx, iid, killer, killer_seat)


def combat_seat_char(ctx: Ctx, seat: int) -> str | None:
    """The combatant a player controls in the current combat, if any."""
    combat = ctx.state.combat
    return None if combat is None else combat.seat_fighter(seat)


def start_fight(ctx: Ctx, seat: int, source: str | None, iid: str) -> None:
    """The card's performer (Hunter) fights the target (Prey); the effect says who is who."""
    state = ctx.state
    if not can_fight(state, seat, source, iid):
        return
    assert source is not None
    target = state.chars[iid]
    if target.pack:
        ctx.start_combat(source, iid, [seat, target.owner], "effect")
        return
    others = [s for s in state.active() if s != seat]
    if len(others) == 1:
        ctx.start_combat(source, iid, [seat, others[0]], "effect")
    elif others:
        # The other players agree who fights for the Enemy or Victim, one answer each in turn.
        ctx.prompt(
            others[0],
            "fight-for",
            options=others,
            hunter=source,
            prey=iid,
            hunter_seat=seat,
            votes=[],
        )


def card_of_name(iid: Any) -> str:
    return card_of(iid).name if isinstance(iid, str) and iid else "a card"


# -- Crinos and the Umbra, for every phase that moves a character ---------------------------------
def flip_by_discard(ctx: Ctx, seat: int, iid: str, pay: Any) -> None:
    """Shift to Crinos by discarding a Sept card from hand or the top of the deck."""
    if pay == "deck":
        discard_top(ctx, seat, 1, "crinos")
    else:
        ctx.emit("discard", seat=seat, **{"from": "hand"}, cards=[pay], why="crinos")
    ctx.emit("flip", char=iid, crinos=True)


def crossing(state: LvState, ch: Char, last_minute: bool) -> int | None:
    """Cards to discard to step into or out of the Umbra; None if it cannot go."""
    if ch.umbra and not last_minute:
        return 0  # free return after voting
    words = stats.keywords(state, ch)
    if "Human" in words:
        return None  # Humans can't go to the Umbra
    if "Spirit" in words and not last_minute:
        return 0
    gnosis = None if last_minute else stats.stat(state, ch, "gnosis")
    return umbra.crossing_cost(state.umbra, gnosis)
