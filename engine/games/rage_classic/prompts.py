"""One-off questions to one player: accept a challenge, defend a Territory, withdraw, bring
packmates to a Battlefield, buy its defenders' keywords, discard down to hand size, which of
equal damage cards a creature regenerates, and the effect layer's own choices (targets,
options, searched cards)."""

from __future__ import annotations

from typing import Any

from engine.ccg import reactions
from engine.games.rage_classic import answers, combat, damage, effects
from engine.games.rage_classic.context import Ctx
from engine.games.rage_classic.state import ClassicState

Command = dict[str, Any]


def options(state: ClassicState, prompt: dict[str, Any]) -> list[Any]:
    kind = prompt["kind"]
    if kind == "challenge":
        return ["accept", "refuse"]
    if kind == "defend":
        return ["defend", "cede"]
    if kind == "withdraw":
        return ["fight-on", "withdraw"]
    if kind == "bring":
        return combat.bring_options(state, prompt["side"])
    if kind == "bf-defend":
        return [*combat.defend_options(state, prompt["alpha"]), "decline"]
    if kind == "bf-player":
        return ["defend", "decline"]
    if kind == "buy":
        return combat.buy_options(state)
    if kind == "discard-down":
        player = state.players[prompt["seat"]]
        hand = player.combat_hand if prompt.get("deck") == "combat" else player.hand
        return list(hand)
    if kind == "regenerate":
        return damage.regeneration_choices(state, prompt["creature"])
    if kind == "ccg":
        return effects.prompt_options(state, prompt)
    if kind == reactions.ASK:
        return answers.options(state, prompt)
    return []


def apply(ctx: Ctx, seat: int, command: Command) -> None:
    state = ctx.state
    prompt = dict(state.prompts[0])
    option = command["option"]
    kind = prompt["kind"]
    secret = kind in ("discard-down",) or kind == "ccg" and prompt.get("private")
    ctx.emit("answered", seat=seat, kind=kind, option=option, private=bool(secret))
    if kind == "challenge":
        combat.answer_challenge(ctx, prompt, option)
    elif kind == "defend":
        combat.answer_defend(ctx, prompt, option)
    elif kind == "withdraw":
        combat.answer_withdraw(ctx, option)
    elif kind == "bring":
        combat.answer_bring(ctx, prompt, option)
    elif kind == "bf-defend":
        combat.answer_bf_defend(ctx, prompt, option)
    elif kind == "bf-player":
        combat.answer_bf_player(ctx, prompt, option)
    elif kind == "buy":
        combat.answer_buy(ctx, prompt, option)
    elif kind == "discard-down":
        ctx.emit("discard", seat=seat, cards=[option], why="hand size")
    elif kind == "regenerate":
        damage.heal_one(ctx, prompt["creature"], option)
    elif kind == "ccg":
        effects.resume(ctx, prompt, option)
    elif kind == reactions.ASK:
        answers.answer(ctx, seat, prompt, option)
