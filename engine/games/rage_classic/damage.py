"""Damage, forms, death and frenzy (seed 001 chapter 5, "Damage and Death", "Frenzy"; seed 003
"Mudando para Forma Crinos", "Frenesi").

Damage cards go under their target. A Character in breed form flips to Crinos when its damage
reaches its printed breed Rage or breed Health, and dies when it reaches its (Crinos) Health.
A fully frenzied creature that is killed keeps fighting until the combat or the frenzy ends, or
it is hacked apart (damage equal to its Health plus Rage when it frenzied).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.ccg import damage_cards, durations, reactions
from engine.games.rage_classic import answers, effects, plays, query
from engine.games.rage_classic.context import Ctx, discard, draw
from engine.games.rage_classic.state import GUARDIAN, ClassicState, card_of


# -- damage ------------------------------------------------------------------------------------
def deal(
    ctx: Ctx,
    target: str,
    amount: int,
    card: str,
    by: str | None,
    by_seat: int | None,
    aggravated: bool = False,
    steps: Sequence[tuple[str | None, int]] = (),
) -> None:
    """A damage card lands (cards reduced to zero damage are not attached; seed 001 FAQ).
    `steps`: what changed its printed damage (a weapon's bonus, Armor), said in the log."""
    state = ctx.state
    if target not in state.creatures or amount <= 0:
        if card and card in state.things:
            plays.leave_play(ctx, card, "discard", why="did no damage")
        return
    why: dict[str, list[Any]] = {"steps": [[source, n] for source, n in steps]} if steps else {}
    had = state.creatures[target].damage
    if any(d.aggravated != aggravated for d in had):
        # damage of both kinds under one creature: the log says how much of the sum is
        # aggravated (its plate read "-4 aggravated" after "takes 3 damage", pl35)
        worse = sum(d.amount for d in had if d.aggravated) + (amount if aggravated else 0)
        why["sum"] = [sum(d.amount for d in had) + amount, worse]
    ctx.emit("damage", iid=target, card=card, amount=amount, aggravated=aggravated, by=by, **why)
    effects.fire(ctx, "wound", subject=target, other=by)
    check_health(ctx, target, by, by_seat)


def check_flip(ctx: Ctx, iid: str) -> None:
    """Seed 001: a breed-form Character whose damage reaches its printed breed Rage or Health
    flips to Crinos (unless prevented)."""
    state = ctx.state
    ch = state.creatures.get(iid)
    if ch is None or ch.crinos or ch.kind != "character":
        return
    c = card_of(iid)
    if not c.two_sided or query.prohibited(state, iid, "flip"):
        return
    breed = c.breed_side
    if ch.wounds >= breed.rage or ch.wounds >= breed.health:
        ctx.emit("set", iid=iid, crinos=True, why="wounded")


def check_health(ctx: Ctx, iid: str, killer: str | None, killer_seat: int | None) -> None:
    state = ctx.state
    ch = state.creatures.get(iid)
    if ch is None:
        return
    check_flip(ctx, iid)
    ch = state.creatures[iid]
    if ch.dead:
        if ch.wounds >= ch.hacked_at:
            ctx.emit("note", what="hacked-apart", iid=iid)
            kill(ctx, iid, ch.killer, ch.killer_seat)
        return
    if ch.wounds < query.health(state, iid):
        return
    if ch.frenzy == "full" and query.in_combat(state, iid):
        ctx.emit("dead", iid=iid, killer=killer, killer_seat=killer_seat)
        effects.fire(ctx, "death", subject=iid, other=killer)
        if killer is not None:
            effects.fire(ctx, "kill", subject=killer, other=iid)
        if state.creatures[iid].wounds >= state.creatures[iid].hacked_at:
            kill(ctx, iid, killer, killer_seat, fired=True)
        return
    kill(ctx, iid, killer, killer_seat)


def kill(
    ctx: Ctx, iid: str, killer: str | None, killer_seat: int | None, fired: bool = False
) -> None:
    """A creature dies (seed 001, "Death"). Killed by a pack member in combat: to that pack's
    Victory Pile if worth 1 VP or more. Killed by prey, outside combat or worth nothing: a
    Character is removed from the game, anything else discarded."""
    state = ctx.state
    ch = state.creatures.get(iid)
    if ch is None:
        return
    if not fired:
        effects.fire(ctx, "death", subject=iid, other=killer)
        if killer is not None:
            effects.fire(ctx, "kill", subject=killer, other=iid)
    if killer is not None:
        answers.offer(ctx, reactions.KILL, killer, iid)  # "Play in answer to a kill"
    ch = state.creatures.get(iid)
    if ch is None:
        return
    combat = state.combat
    owner_seat = ch.pack
    had_past_life = any(card_of(t.iid).type == "past-life" for t in state.attached_to(iid))
    if iid.startswith(GUARDIAN):
        return _battlefield_defenders_die(ctx, iid, killer_seat)
    in_fight = combat is not None and (iid in combat.sides[0] or iid in combat.sides[1])
    if in_fight and killer is not None and not query.in_combat(state, killer):
        killer, killer_seat = _facing(state, iid)
    scorer = None
    if in_fight and killer is not None and killer_seat is not None:
        killer_ch = state.creatures.get(killer)
        killer_is_pack = killer_ch.pack is not None if killer_ch else killer_seat is not None
        if killer_is_pack and killer_seat != ch.pack:
            scorer = killer_seat
    if combat is not None and combat.bind and iid == combat.target and scorer is not None:
        return _bind(ctx, iid, scorer)
    value = query.victory_value(state, scorer, iid) if scorer is not None else 0
    for t in list(state.attached_to(iid)):
        if card_of(t.iid).type == "past-life":
            plays.leave_play(ctx, t.iid, "discard", why="its Garou died")
    if value > 0 and scorer is not None and not state.players[scorer].out:
        plays.leave_play(ctx, iid, "victory", why="killed", seat=scorer)
    elif ch.kind == "character":
        plays.leave_play(ctx, iid, "removed", why="killed")
    else:
        plays.leave_play(ctx, iid, "discard", why="killed")
    if combat is not None:
        ctx.emit("cstep", killed=[*combat.killed, iid])
    if had_past_life and owner_seat is not None:
        why = {"why": "a Past Life's Garou died"}
        ctx.table().last("modify", owner_seat, "sept-size", "next-turn", -2, extra=why)
    if owner_seat is not None:
        check_pack(ctx, owner_seat)


def _facing(state: ClassicState, iid: str) -> tuple[str | None, int | None]:
    """Seed 001, Knife Wind and Take the True Form: "If a creature is killed with [it], its
    opponent in combat will get the Victory Points, even if it was not the Gift user": a
    creature killed in a fight by a card from outside it counts as killed by the first creature
    facing it there (prey, of no pack, scores nothing)."""
    foes = [f for f in query.opponents(state, iid) if f in state.creatures]
    if not foes:
        return None, None
    return foes[0], state.creatures[foes[0]].pack


def _bind(ctx: Ctx, iid: str, seat: int) -> None:
    """Seed 001, "Attacking to bind": the Spirit killed in this combat loses its damage and
    becomes an Ally of the binder's pack, worth half its Renown while it stays one."""
    state = ctx.state
    ch = state.creatures[iid]
    for d in list(ch.damage):
        ctx.emit("heal", iid=iid, card=d.card, amount=d.amount, why="bound")
    ctx.emit("quit", iid=iid)
    ctx.emit("set", iid=iid, kind="ally", pack=seat, bound=True, why="bound")


def _battlefield_defenders_die(ctx: Ctx, iid: str, killer_seat: int | None) -> None:
    state = ctx.state
    bf = iid[len(GUARDIAN) :]
    ctx.emit("leave", iid=iid, to="gone", why="the defenders fell")
    combat = state.combat
    if combat is not None:
        ctx.emit("cstep", killed=[*combat.killed, iid])
    if killer_seat is not None and bf in state.things:
        plays.leave_play(ctx, bf, "victory", why="conquered", seat=killer_seat)


def check_pack(ctx: Ctx, seat: int) -> None:
    """A player who has lost every Character is out (seed 001; the 1995 book: at the end of the
    turn). Allies never stay without a Character."""
    state = ctx.state
    if state.players[seat].out or state.characters_of(seat):
        return
    if state.reading == "1995":
        return
    player_out(ctx, seat)


def player_out(ctx: Ctx, seat: int) -> None:
    """Everything in the Pack Home Ground leaves play; the player may still play for prey."""
    state = ctx.state
    for ch in list(state.pack_of(seat)):
        if ch.iid in state.creatures:
            plays.leave_play(
                ctx,
                ch.iid,
                "removed" if ch.kind == "character" else "discard",
                why="its pack is gone",
            )
    for t in list(state.things.values()):
        if t.pack == seat and t.iid in state.things:
            plays.leave_play(ctx, t.iid, "discard", why="its pack is gone")
    discard(ctx, seat, list(state.players[seat].hand), why="out of the game")
    ctx.emit("player-out", seat=seat)


def heal(ctx: Ctx, iid: str, count: int = 1, aggravated: bool = True) -> None:
    """Healing removes damage cards, aggravated ones too (seed 001, "Healing Damage")."""
    state = ctx.state
    for _ in range(count):
        ch = state.creatures.get(iid)
        if ch is None or not ch.damage:
            return
        pool = [d for d in ch.damage if aggravated or not d.aggravated]
        if not pool:
            return
        worst = max(pool, key=lambda d: d.amount)
        ctx.emit("heal", iid=iid, card=worst.card, amount=worst.amount, why="healed")


def heal_card(ctx: Ctx, iid: str, card: str, amount: int) -> None:
    """A heal removes the damage card a card's words pick (engine.ccg.damage_cards)."""
    if iid in ctx.state.creatures:
        ctx.emit("heal", iid=iid, card=card, amount=amount, why="healed")


def regeneration_choices(state: ClassicState, iid: str) -> list[str]:
    """The damage cards the creature may return (one option each): of equal lowest damage,
    unless a card says which (engine.ccg.damage_cards: regenerate-highest, -any, -max)."""
    how = "lowest"
    if query.has_grant(state, iid, "regenerate-any"):
        how = "choose"
    elif query.has_grant(state, iid, "regenerate-highest"):
        how = "highest"
    caps = [int(g.get("amount") or 0) for g in query.granted(state, iid, "regenerate-max")]
    cards = query.view(state).damage_cards(iid)
    return damage_cards.regeneration_choices(cards, how, min(caps) if caps else None)


def heal_one(ctx: Ctx, iid: str, card: str) -> None:
    state = ctx.state
    found = damage_cards.picked(query.view(state).damage_cards(iid), card)
    assert found is not None  # the option was offered (regeneration_choices)
    ctx.emit("heal", iid=iid, card=found.card, amount=found.amount, why="regenerates")
    ctx.flow(regenerated=[*state.regenerated, iid])


# -- frenzy ------------------------------------------------------------------------------------
def can_frenzy(ctx: Ctx, iid: str, kind: str) -> bool:
    return query.can_frenzy_state(ctx.state, iid, kind)


def start_frenzy(ctx: Ctx, iid: str, kind: str, seat: int | None) -> None:
    """Full Frenzy: to Crinos, draw Combat cards equal to Rage, no withdrawing, must play every
    Combat Action it can; limited and Fox Frenzies only do what their card says."""
    state = ctx.state
    if not can_frenzy(ctx, iid, kind):
        return
    drawn: list[str] = []
    hacked = 0
    if kind == "full":
        ch = state.creatures[iid]
        if not ch.crinos and card_of(iid).two_sided and not query.prohibited(state, iid, "flip"):
            ctx.emit("set", iid=iid, crinos=True, why="frenzy")
        rage = query.stat(state, iid, "rage")
        if seat is not None:
            drawn = draw(ctx, seat, "combat", rage, why="frenzy")
        hacked = query.health(state, iid) + rage
    ctx.emit(
        "frenzy", iid=iid, frenzy=kind, drawn=len(drawn), cards=drawn, hacked_at=hacked, seat=seat
    )


def end_frenzy(ctx: Ctx, iid: str, why: str) -> None:
    """Seed 001: discard as many Combat cards as were drawn, at random (seed 003: discard the
    unused frenzy cards). A creature killed in its frenzy dies now."""
    state = ctx.state
    ch = state.creatures.get(iid)
    if ch is None or not ch.frenzy:
        return
    seat = query.controller(ctx.state, iid)
    if seat is not None and ch.frenzy_drawn:
        hand = state.players[seat].combat_hand
        if state.reading == "1995":
            lost = [c for c in ch.frenzy_cards if c in hand]
        else:
            pool = list(hand)
            ctx.random().shuffle(pool)
            lost = pool[: ch.frenzy_drawn]
        discard(ctx, seat, lost, why="frenzy ends")
    ctx.emit("frenzy", iid=iid, frenzy="", why=why)
    effects.expire(ctx, durations.FRENZY, on=[iid])  # "while its frenzy lasts"
    ch = state.creatures.get(iid)
    if ch is not None and ch.dead:
        kill(ctx, iid, ch.killer, ch.killer_seat, fired=True)


# -- the end of the turn ----------------------------------------------------------------------------
def return_past_lives(ctx: Ctx) -> None:
    """At the end of the turn every Past Life returns to its player's hand (seed 001); one whose
    leaving kills its Garou does not cost hand size."""
    state = ctx.state
    for t in list(state.things.values()):
        if card_of(t.iid).type == "past-life" and t.iid in state.things:
            host = t.host
            plays.leave_play(ctx, t.iid, "hand", why="end of turn")
            if host is not None and host in state.creatures:
                ch = state.creatures[host]
                if ch.wounds >= query.health(state, host):
                    kill(ctx, host, None, None)
