"""Moving the game along: the phase machine's stages (`engine.ccg.flow`), who acts, and
answers to prompts.

The one module that knows every phase: each phase's rules live in its own module (turn,
main_phase, resolution, alpha, combat) and reach the others only through the Ctx's hooks,
which this module sets; the moves from one phase to the next are made here.
"""

from __future__ import annotations

import random
from typing import Any

from engine.ccg import durations, interpreter, reactions
from engine.ccg.flow import Flow, Phase, Stage, by_phase, combat_stage, prompt_stage
from engine.games.rage_lv import alpha, combat, main_phase, prompts, resolution, setup, voting
from engine.games.rage_lv.context import Ctx, Hooks, expire, fire, flip_by_discard, leave
from engine.games.rage_lv.plays import current_alpha, play_answer
from engine.games.rage_lv.state import LvState
from engine.games.rage_lv.turn import begin_end, begin_main, check_win, start_turn

Command = dict[str, Any]
#: How card effects reach the combat rules (see context.Hooks).
HOOKS = Hooks(start_combat=combat.start_combat, end_combat=combat.stop)


def new_ctx(state: LvState, rng: random.Random | None) -> Ctx:
    return Ctx(state, rng, HOOKS)


# -- answers to prompts ---------------------------------------------------------------------------------
def answer(ctx: Ctx, seat: int, cmd: Command) -> None:
    state = ctx.state
    prompt = state.prompts[0]
    option = cmd["option"]
    kind = prompt["kind"]
    private = {"private": True} if prompt.get("private") else {}
    ctx.emit("answered", seat=seat, kind=kind, option=option, **private)
    if kind in ("discard-down", "discard-hand"):
        ctx.emit("discard", seat=seat, **{"from": "hand"}, cards=[option], why=kind)
    elif kind == "discard-combat":
        why = prompt.get("why", "effect")
        ctx.emit("discard", seat=seat, **{"from": "combat-hand"}, cards=[option], why=why)
    elif kind == "lose-gift":
        leave(ctx, option, "discard")
    elif kind == "moot-target":
        ctx.emit("moot-target", index=0, target=option)
    elif kind == "challenge":
        alpha.answer_challenge(ctx, seat, prompt, option)
    elif kind == "defend":
        alpha.answer_defend(ctx, seat, prompt, option)
    elif kind == "reclaim" and option != "none":
        leave(ctx, option, "victory", seat=seat)
    elif kind == "crinos" and option != "stay":
        if prompt["char"] in state.chars and not state.chars[prompt["char"]].crinos:
            flip_by_discard(ctx, seat, prompt["char"], option)
    elif kind == "fight-for":
        combat.fight_for(ctx, prompt, option)
    elif kind == "ccg":
        interpreter.resume(ctx.table(), prompt, option)
    elif kind == reactions.ASK and option != reactions.PASS:
        play_answer(ctx, seat, prompt, option)


# -- the phases ----------------------------------------------------------------------------------
def between_phases(ctx: Ctx, ended: str, starting: str) -> None:
    """One phase ends ("at the end of the phase" text, then "until the end of the phase"
    effects end) and the next begins ("at the start of the phase" text)."""
    fire(ctx, "phase-end", phase=ended)
    expire(ctx, "phase")
    if starting:
        expire(ctx, durations.begins(starting))  # "until the next <phase> begins"
        fire(ctx, "phase-start", phase=starting)


def _sept_draw(ctx: Ctx) -> bool:
    begin_main(ctx)
    expire(ctx, durations.begins("main"))
    fire(ctx, "phase-start", phase="main")
    return True


def _plays(phase: str) -> Any:
    """Main and Moot Events: players play in turn until every one has passed in a row."""

    def step(ctx: Ctx) -> bool:
        state = ctx.state
        if state.passes < len(state.active()):
            return False
        if phase == "main":
            between_phases(ctx, "main", "resolution")
            resolution.begin(ctx)
        else:
            ctx.flow(phase="vote", pending={})
        return True

    return step


def _alpha_pick(ctx: Ctx) -> bool:
    if resolution.all_picked(ctx.state):
        between_phases(ctx, "resolution", "alpha")
        alpha.begin_alpha(ctx)
        return True
    return resolution.step_pick(ctx)


def _alpha(ctx: Ctx) -> bool:
    if current_alpha(ctx.state) is None:
        between_phases(ctx, "alpha", "")
        begin_end(ctx)
        return True
    return alpha.step_alpha(ctx)


def _end(ctx: Ctx) -> bool:
    start_turn(ctx)
    return True


def _actor(state: LvState) -> frozenset[int]:
    return frozenset({state.actor})


PHASES: dict[str, Phase[LvState, Ctx]] = {
    "sept-draw": Phase(_sept_draw),
    "main": Phase(_plays("main"), _actor, main_phase.legal, main_phase.apply),
    "moot-events": Phase(
        _plays("moot-events"),
        _actor,
        resolution.moot_event_legal,
        resolution.moot_event_apply,
    ),
    "vote": Phase(resolution.step_vote, _actor, voting.vote_legal, resolution.vote_apply),
    "alpha-pick": Phase(_alpha_pick, _actor, resolution.pick_legal, resolution.pick_apply),
    "alpha": Phase(_alpha, _actor, alpha.legal, alpha.apply),
    "nominate": Phase(
        alpha.step_nominate, alpha.nominate_waiting, alpha.nominate_legal, alpha.nominate_apply
    ),
    "end": Phase(_end),
}


# -- the stages -------------------------------------------------------------------------------------
def _ended_step(ctx: Ctx) -> bool:
    ended = ctx.state.ended
    assert ended is not None
    ctx.flow(ended=None)
    if ended["kind"] != "effect" and ctx.state.phase == "alpha":
        alpha.after_combat(ctx, ended["kind"], ended["dead"], ended["battlefield"])
    return True


def _combat_step(ctx: Ctx) -> bool:
    assert ctx.state.combat is not None
    if ctx.state.combat.step == "crinos":
        combat.deal_hands(ctx)  # the shifts to Crinos are chosen: now the draw
        return True
    return False  # a combat waits for its combatants' choices, whatever the phase


def _combat_actor(state: LvState) -> frozenset[int]:
    who = combat.actor(state)
    return frozenset() if who is None else frozenset({who})


def begin(ctx: Ctx) -> None:
    """The opening: seating and the deal, then the first turn."""
    setup.deal(ctx)
    start_turn(ctx)


FLOW: Flow[LvState, Ctx] = Flow(
    (
        prompt_stage(prompts.options, answer),
        Stage(_ended_step, when=lambda s: s.ended is not None),
        combat_stage(_combat_step, _combat_actor, combat.legal, combat.apply),
        by_phase(lambda s: s.phase, PHASES),
    ),
    new_ctx=new_ctx,
    begin=begin,
    settled=lambda ctx: ctx.state.over or check_win(ctx),
)
to_act = FLOW.to_act
