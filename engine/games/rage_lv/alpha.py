"""The Alpha Phase: attack, challenge, Battlefields, Alpha: actions, wussing out; who fights for
an Enemy, Victim or guardian."""

from __future__ import annotations

from typing import Any

from engine.ccg import reactions
from engine.games.rage_lv import answers, stats
from engine.games.rage_lv.combat import start_combat
from engine.games.rage_lv.context import (
    Ctx,
    crossing,
    discard_top,
    fire,
    flip_by_discard,
    move_umbra,
)
from engine.games.rage_lv.plays import (
    ability_targets,
    battlefield_in_umbra,
    current_alpha,
    distinct_hand,
    pack_things,
    ready,
    sources_of,
    usable,
    use_action,
)
from engine.games.rage_lv.state import GUARDIAN, LvState, card_of
from engine.games.rage_lv.stats import LvView
from engine.i18n import N_

Command = dict[str, Any]


def begin_alpha(ctx: Ctx) -> None:
    """Alphas act by Renown, ties to the higher Tribe Fury (earlier in seating order)."""
    state = ctx.state
    order = sorted(
        (a for a in state.alphas if a in state.chars),
        key=lambda a: (
            -stats.stat(state, state.chars[a], "renown"),
            state.order.index(state.chars[a].owner),
        ),
    )
    # "Act first" cards take effect in the order played: each moves its pack's alpha to the
    # front, so the card played last leads (an exclusive one has already cancelled the others).
    for seat, _exclusive in state.first:
        mine = [a for a in order if state.chars[a].owner == seat]
        order = mine + [a for a in order if a not in mine]
    ctx.flow(phase="alpha", alphas=order, alpha_at=0, shifted=False, pending={})


def step_alpha(ctx: Ctx) -> bool:
    """Move on to the next alpha that can act; False when it must choose (or none is left)."""
    state = ctx.state
    alpha = current_alpha(state)
    if alpha is None:
        return False
    ch = state.chars.get(alpha)
    if ch is None or state.players[ch.owner].removed or ch.where != "hunting":
        next_alpha(ctx)
        return True
    if stats.prohibited(state, alpha, "alpha-action"):
        ctx.emit("note", what="no-alpha-action", char=alpha)  # it loses its alpha action
        next_alpha(ctx)
        return True
    if state.actor != ch.owner:
        ctx.flow(actor=ch.owner)
        return True
    return False


def next_alpha(ctx: Ctx) -> None:
    ctx.flow(phase="alpha", alpha_at=ctx.state.alpha_at + 1, shifted=False, pending={})


def legal(state: LvState, seat: int) -> list[Command]:
    alpha = current_alpha(state)
    if alpha is None:
        return []
    ch = state.chars[alpha]
    out: list[Command] = []
    if not state.shifted:
        cost = crossing(state, ch, last_minute=True)
        if cost is not None and len(state.players[seat].sept_deck) >= cost:
            out.append({"type": "shift"})
    for other in state.chars.values():
        if other.iid == alpha or other.iid.startswith(GUARDIAN) or other.umbra != ch.umbra:
            continue
        if other.where == "hunting" and not (other.pack and other.owner == seat):
            out.append({"type": "attack", "target": other.iid})
        elif (
            other.pack
            and other.owner != seat
            and other.where == "staging"
            and ready(other)
            and not state.players[other.owner].removed
            and not stats.prohibited(state, other.iid, "be-challenged")
        ):
            out.append({"type": "challenge", "target": other.iid})
    for thing in state.things.values():
        if card_of(thing.iid).type != "battlefield" or battlefield_in_umbra(thing.iid) != ch.umbra:
            continue
        if thing.controller != seat:
            out.append({"type": "conquer", "target": thing.iid})
        if thing.controller is not None and thing.controller != seat:
            out.append({"type": "liberate", "target": thing.iid})
    view = LvView(state)
    for source, index, effect in [*sources_of(view, ch), *pack_things(view, seat)]:
        if effect.when == "alpha" and usable(view, seat, alpha, source, index, "alpha"):
            for target in ability_targets(view, seat, alpha, source, index):
                out.append(
                    {
                        "type": "action",
                        "card": source,
                        "index": index,
                        "by": alpha,
                        "target": target,
                    }
                )
    out.append({"type": "wuss"})
    return out


def apply(ctx: Ctx, seat: int, cmd: Command) -> None:
    state = ctx.state
    alpha = state.alphas[state.alpha_at]
    ch = state.chars[alpha]
    kind = cmd["type"]
    if kind == "shift":
        # Last-minute move to or from the Umbra: full cost, Gnosis does not help.
        discard_top(ctx, seat, crossing(state, ch, last_minute=True) or 0, "umbra")
        ctx.emit("move", char=alpha, umbra=not ch.umbra)
        ctx.flow(shifted=True)
        return
    if kind == "wuss":
        ctx.emit("note", what="wuss", char=alpha)
        if ch.umbra and stats.is_garou(ch) and not stats.is_spirit(state, ch):
            move_umbra(ctx, -2, N_("a Garou passed its alpha action in the Umbra"))
        next_alpha(ctx)
        return
    if kind == "action":
        use_action(ctx, seat, {**cmd, "by": alpha}, "alpha")
        next_alpha(ctx)
        return
    target = cmd["target"]
    if kind == "attack":
        prey = state.chars[target]
        if prey.pack:
            start_combat(ctx, alpha, target, [seat, prey.owner], "attack")
        else:
            ask_who_fights(ctx, seat, {"prey": target, "kind": "attack"})
        return
    if kind == "challenge":
        owner = state.chars[target].owner
        player = state.players[owner]
        must_accept = stats.prohibited(state, target, "refuse-challenge")
        options: list[Any] = ["accept"] if must_accept else ["refuse", "accept"]
        if card_of(target).two_sided and not state.chars[target].crinos:
            if player.sept_deck:
                options.append("accept:deck")
            options += [f"accept:{iid}" for iid in distinct_hand(player.hand)]
        ctx.prompt(owner, "challenge", options=options, char=target, by=alpha)
        return
    # conquer / liberate a Battlefield
    thing = state.things[target]
    if thing.controller is not None and thing.controller != seat:
        defenders = [
            d.iid
            for d in state.pack_of(thing.controller)
            if d.where == "staging" and ready(d) and d.umbra == ch.umbra
        ]
        ctx.prompt(
            thing.controller,
            "defend",
            options=[*defenders, "decline"],
            battlefield=target,
            goal=kind,
        )
        return
    ctx.flow(pending={"battlefield": target, "goal": kind})
    attack_guardian(ctx, seat, target)


def attack_guardian(ctx: Ctx, seat: int, battlefield: str) -> None:
    ask_who_fights(ctx, seat, {"prey": GUARDIAN + battlefield, "kind": "guardian"})


def ask_who_fights(ctx: Ctx, hunter_seat: int, what: dict[str, Any]) -> None:
    """Someone other than the hunter's player fights for an Enemy, Victim or guardian."""
    state = ctx.state
    others = [s for s in state.active() if s != hunter_seat]
    pending = {**state.pending, **what, "hunter_seat": hunter_seat}
    if len(others) == 1:
        begin_prey_combat(ctx, pending, others[0])
    elif not others:
        next_alpha(ctx)  # nobody left to fight for it
    else:
        ctx.flow(phase="nominate", pending=pending)


def nominate_legal(state: LvState, seat: int) -> list[Command]:
    hunter_seat = state.pending["hunter_seat"]
    if seat == hunter_seat or str(seat) in state.nominations or seat not in state.active():
        return []
    return [{"type": "nominate", "seat": s} for s in state.active() if s != hunter_seat]


def nominate_waiting(state: LvState) -> frozenset[int]:
    hunter_seat = state.pending["hunter_seat"]
    return frozenset(
        s for s in state.active() if s != hunter_seat and str(s) not in state.nominations
    )


def step_nominate(ctx: Ctx) -> bool:
    state = ctx.state
    if nominate_waiting(state):
        return False
    choices = set(state.nominations.values())
    others = [s for s in state.active() if s != state.pending["hunter_seat"]]
    if len(choices) == 1:
        chosen, by_lot = choices.pop(), False
    else:
        chosen, by_lot = others[ctx.random().randrange(len(others))], True  # no agreement: by lot
    ctx.emit("nominated", seat=chosen, random=by_lot)
    begin_prey_combat(ctx, dict(state.pending), chosen)
    return True


def nominate_apply(ctx: Ctx, seat: int, cmd: Command) -> None:
    ctx.emit("nominate", seat=seat, nominee=cmd["seat"])


def begin_prey_combat(ctx: Ctx, pending: dict[str, Any], defender: int) -> None:
    state = ctx.state
    alpha = state.alphas[state.alpha_at]
    ctx.flow(phase="alpha", pending=pending)
    prey = pending["prey"]
    seats = [pending["hunter_seat"], defender]
    if pending["kind"] == "guardian":
        start_combat(ctx, alpha, prey, seats, "guardian", battlefield=pending["battlefield"])
    else:
        start_combat(ctx, alpha, prey, seats, "attack")


def answer_challenge(ctx: Ctx, seat: int, prompt: dict[str, Any], option: str) -> None:
    state = ctx.state
    alpha = prompt["by"]
    if option == "refuse":
        ctx.emit("note", what="refused", char=prompt["char"])
        fire(ctx, "challenge-refused", subject=alpha, other=prompt["char"])
        answers.offer(ctx, reactions.REFUSED, alpha, prompt["char"])  # "in answer to a refusal"
        next_alpha(ctx)
        return
    target = prompt["char"]
    if option.startswith("accept:"):
        flip_by_discard(ctx, seat, target, option[len("accept:") :])
    ctx.emit("move", char=target, where="hunting")
    start_combat(ctx, alpha, target, [state.chars[alpha].owner, seat], "challenge")


def answer_defend(ctx: Ctx, seat: int, prompt: dict[str, Any], option: str) -> None:
    state = ctx.state
    alpha = state.alphas[state.alpha_at]
    battlefield = prompt["battlefield"]
    ctx.flow(pending={"battlefield": battlefield, "goal": prompt["goal"]})
    if option == "decline":
        lose_battlefield(ctx, battlefield)
        after_battlefield_lost(ctx, battlefield)
        return
    # The defender enters the Hunting Grounds (start_combat offers it the shift to Crinos).
    start_combat(
        ctx, alpha, option, [state.chars[alpha].owner, seat], "defend", battlefield=battlefield
    )


def lose_battlefield(ctx: Ctx, battlefield: str) -> None:
    ctx.emit("control", iid=battlefield, seat=None)


def after_battlefield_lost(ctx: Ctx, battlefield: str) -> None:
    """Liberated: it stays in the Hunting Grounds. Conquering: now fight its guardian."""
    state = ctx.state
    alpha = state.alphas[state.alpha_at]
    if state.pending.get("goal") == "conquer" and alpha in state.chars:
        attack_guardian(ctx, state.chars[alpha].owner, battlefield)
    else:
        next_alpha(ctx)


def after_combat(ctx: Ctx, kind: str, dead: list[str], battlefield: str) -> None:
    """What the Alpha Phase does once a combat is over."""
    state = ctx.state
    alpha = state.alphas[state.alpha_at]
    if kind == "defend":
        defender_lost = any(d != alpha for d in dead)
        if defender_lost and alpha not in dead:
            lose_battlefield(ctx, battlefield)
            after_battlefield_lost(ctx, battlefield)
            return
    elif kind == "guardian" and GUARDIAN + battlefield in dead and alpha not in dead:
        ctx.emit("control", iid=battlefield, seat=state.chars[alpha].owner)
    next_alpha(ctx)
