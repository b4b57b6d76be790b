"""Choices a player owes in the middle of something else: discards, a Moot's target, answering
a challenge, defending a Battlefield, reclaiming one, losing a Gift to the Umbra, shifting a
combatant that comes from a Staging Area to Crinos, agreeing who fights for an Enemy."""

from __future__ import annotations

from typing import Any

from engine.games.rage_lv.context import Ctx
from engine.games.rage_lv.main_phase import distinct_hand
from engine.games.rage_lv.state import LvState

Command = dict[str, Any]


def options(state: LvState, prompt: dict[str, Any]) -> list[Any]:
    player = state.players[prompt["seat"]]
    kind = prompt["kind"]
    if kind in ("discard-down", "discard-hand"):
        return list(distinct_hand(player.hand))
    if kind == "discard-combat":
        return list(distinct_hand(player.combat_hand))
    if kind == "lose-gift":
        return [o for o in prompt["options"] if o in state.things]
    return list(prompt["options"])


def legal(state: LvState, seat: int) -> list[Command]:
    prompt = state.prompts[0]
    if prompt["seat"] != seat:
        return []
    return [{"type": "choose", "kind": prompt["kind"], "option": o} for o in options(state, prompt)]


def apply(ctx: Ctx, seat: int, cmd: Command) -> None:
    from engine.games.rage_lv import alpha

    state = ctx.state
    prompt = state.prompts[0]
    option = cmd["option"]
    kind = prompt["kind"]
    ctx.emit("answered", seat=seat, kind=kind, option=option)
    if kind in ("discard-down", "discard-hand"):
        ctx.emit("discard", seat=seat, **{"from": "hand"}, cards=[option], why=kind)
    elif kind == "discard-combat":
        why = prompt.get("why", "effect")
        ctx.emit("discard", seat=seat, **{"from": "combat-hand"}, cards=[option], why=why)
    elif kind == "lose-gift":
        ctx.emit("leave", iid=option, to="discard")
    elif kind == "moot-target":
        ctx.emit("moot-target", index=0, target=option)
    elif kind == "challenge":
        alpha.answer_challenge(ctx, seat, prompt, option)
    elif kind == "defend":
        alpha.answer_defend(ctx, seat, prompt, option)
    elif kind == "reclaim" and option != "none":
        ctx.emit("leave", iid=option, to="victory", seat=seat)
    elif kind == "crinos" and option != "stay":
        from engine.games.rage_lv.resolution import flip_by_discard

        if prompt["char"] in state.chars and not state.chars[prompt["char"]].crinos:
            flip_by_discard(ctx, seat, prompt["char"], option)
    elif kind == "fight-for":
        fight_for(ctx, prompt, option)


def fight_for(ctx: Ctx, prompt: dict[str, Any], option: int) -> None:
    """Players other than the Hunter's say who fights for the Enemy or Victim; no agreement: lot."""
    from engine.games.rage_lv.combat import start_combat

    state = ctx.state
    votes = [*prompt["votes"], option]
    others = [s for s in prompt["options"] if not state.players[s].removed]
    if len(votes) < len(prompt["options"]):
        ctx.prompt(
            prompt["options"][len(votes)],
            "fight-for",
            prompt["options"],
            **{k: prompt[k] for k in ("hunter", "prey", "hunter_seat")},
            votes=votes,
        )
        return
    hunter, prey = prompt["hunter"], prompt["prey"]
    if hunter not in state.chars or prey not in state.chars or not others:
        return
    if len(set(votes)) == 1 and votes[0] in others:
        chosen, by_lot = votes[0], False
    else:
        chosen, by_lot = others[ctx.rng.randrange(len(others))], True
    ctx.emit("nominated", seat=chosen, random=by_lot)
    start_combat(ctx, hunter, prey, [prompt["hunter_seat"], chosen], "effect")
