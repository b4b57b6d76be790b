"""Moving the game along between choices: the phase machine, who acts, and answers to prompts.

After every command (and at setup) `advance` runs every step that needs no choice, until some
seat must decide something or the game is over. This is the one module that knows every phase:
each phase's rules live in its own module (turn, main_phase, resolution, alpha, combat) and
never import another phase's; the moves from one phase to the next are made here.
"""

from __future__ import annotations

import logging
from typing import Any

from engine.ccg import interpreter
from engine.games.rage_lv import alpha, combat, main_phase, prompts, resolution
from engine.games.rage_lv.context import Ctx, Hooks, expire, fire, flip_by_discard, leave
from engine.games.rage_lv.state import LvState
from engine.games.rage_lv.turn import begin_end, begin_main, check_win, start_turn

log = logging.getLogger(__name__)

#: A safety net against a rules bug looping forever; no real game comes near it.
MAX_STEPS = 100_000
#: How card effects reach the combat rules (see context.Hooks).
HOOKS = Hooks(start_combat=combat.start_combat, end_combat=combat.stop)
Command = dict[str, Any]


def new_ctx(state: LvState, rng: Any) -> Ctx:
    return Ctx(state, rng, HOOKS)


# -- who acts ------------------------------------------------------------------------------------
def to_act(state: LvState) -> frozenset[int]:
    if state.over:
        return frozenset()
    if state.prompts:
        return frozenset({state.prompts[0]["seat"]})
    if state.combat is not None:
        who = combat.actor(state)
        return frozenset() if who is None else frozenset({who})
    if state.phase == "nominate":
        return alpha.nominate_waiting(state)
    if state.phase in ("main", "moot-events", "vote", "alpha-pick", "alpha"):
        return frozenset({state.actor})
    return frozenset()


def legal(state: LvState, seat: int) -> list[Command]:
    if state.over or seat not in to_act(state):
        return []
    if state.prompts:
        return prompts.legal(state, seat)
    if state.combat is not None:
        # A combat may start in any phase (an Event, a passed Moot, an alpha action).
        return combat.legal(state, seat)
    phase = state.phase
    if phase == "main":
        return main_phase.legal(state, seat)
    if phase == "moot-events":
        return resolution.moot_event_legal(state, seat)
    if phase == "vote":
        return resolution.vote_legal(state, seat)
    if phase == "alpha-pick":
        return resolution.pick_legal(state, seat)
    if phase == "nominate":
        return alpha.nominate_legal(state, seat)
    if phase == "alpha":
        return alpha.legal(state, seat)
    return []


def apply(ctx: Ctx, seat: int, command: Command) -> None:
    state = ctx.state
    if state.prompts:
        answer(ctx, seat, command)
    elif state.combat is not None:
        combat.apply(ctx, seat, command)
    elif state.phase == "main":
        main_phase.apply(ctx, seat, command)
    elif state.phase == "moot-events":
        resolution.moot_event_apply(ctx, seat, command)
    elif state.phase == "vote":
        resolution.vote_apply(ctx, seat, command)
    elif state.phase == "alpha-pick":
        resolution.pick_apply(ctx, seat, command)
    elif state.phase == "nominate":
        alpha.nominate_apply(ctx, seat, command)
    else:
        alpha.apply(ctx, seat, command)


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


# -- the phase machine ---------------------------------------------------------------------------------
def between_phases(ctx: Ctx, ended: str, starting: str) -> None:
    """One phase ends ("at the end of the phase" text, then "until the end of the phase"
    effects end) and the next begins ("at the start of the phase" text)."""
    fire(ctx, "phase-end", phase=ended)
    expire(ctx, "phase")
    if starting:
        fire(ctx, "phase-start", phase=starting)


def advance(ctx: Ctx) -> None:
    for _ in range(MAX_STEPS):
        state = ctx.state
        if state.over or check_win(ctx):
            return
        if state.prompts:
            first = state.prompts[0]
            if not prompts.options(state, first):
                # Nothing left to choose from (an empty hand): the prompt is fulfilled.
                ctx.emit("answered", seat=first["seat"], kind=first["kind"], option=None)
                continue
            return
        if state.ended is not None:
            ended = state.ended
            ctx.flow(ended=None)
            if ended["kind"] != "effect" and state.phase == "alpha":
                alpha.after_combat(ctx, ended["kind"], ended["dead"], ended["battlefield"])
            continue
        if state.combat is not None:
            if state.combat.step == "crinos":
                combat.deal_hands(ctx)  # the shifts to Crinos are chosen: now the draw
                continue
            return  # a combat waits for its combatants' choices, whatever the phase
        phase = state.phase
        if phase == "sept-draw":
            begin_main(ctx)
            fire(ctx, "phase-start", phase="main")
        elif phase == "main" or phase == "moot-events":
            if state.passes < len(state.active()):
                return
            if phase == "main":
                between_phases(ctx, "main", "resolution")
                resolution.begin(ctx)
            else:
                ctx.flow(phase="vote", pending={})
        elif phase == "vote":
            if not resolution.step_vote(ctx):
                return
        elif phase == "alpha-pick":
            if resolution.all_picked(state):
                between_phases(ctx, "resolution", "alpha")
                alpha.begin_alpha(ctx)
            elif not resolution.step_pick(ctx):
                return
        elif phase == "alpha":
            if alpha.current_alpha(state) is None:
                between_phases(ctx, "alpha", "")
                begin_end(ctx)
            elif not alpha.step_alpha(ctx):
                return
        elif phase == "nominate":
            if not alpha.step_nominate(ctx):
                return
        elif phase == "end":
            start_turn(ctx)
        else:
            raise RuntimeError(f"the game is stuck in phase {phase!r}")
    raise RuntimeError("the rules did not settle; this is a bug")
