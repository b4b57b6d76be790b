"""Moving the game along between choices: the phase machine.

After every command (and at setup) `advance` runs every step that needs no choice, until some
seat must decide something or the game is over.
"""

from __future__ import annotations

import logging

from engine.games.rage_lv import alpha, resolution
from engine.games.rage_lv.context import Ctx
from engine.games.rage_lv.prompts import options as prompt_options
from engine.games.rage_lv.turn import begin_main, check_win, start_turn

log = logging.getLogger(__name__)

#: A safety net against a rules bug looping forever; no real game comes near it.
MAX_STEPS = 100_000


def advance(ctx: Ctx) -> None:
    for _ in range(MAX_STEPS):
        state = ctx.state
        if state.over or check_win(ctx):
            return
        if state.prompts:
            first = state.prompts[0]
            if not prompt_options(state, first):
                # Nothing left to choose from (an empty hand): the prompt is fulfilled.
                ctx.emit("answered", seat=first["seat"], kind=first["kind"], option=None)
                continue
            return
        if state.combat is not None:
            return  # a combat waits for its combatants' choices, whatever the phase
        phase = state.phase
        if phase == "sept-draw":
            begin_main(ctx)
        elif phase == "main" or phase == "moot-events":
            if state.passes < len(state.active()):
                return
            if phase == "main":
                resolution.begin(ctx)
            else:
                ctx.flow(phase="vote", pending={})
        elif phase == "vote":
            if not resolution.step_vote(ctx):
                return
        elif phase == "alpha-pick":
            if not resolution.step_pick(ctx):
                return
        elif phase == "alpha":
            if state.combat is not None or not alpha.step_alpha(ctx):
                return
        elif phase == "nominate":
            if not alpha.step_nominate(ctx):
                return
        elif phase == "end":
            start_turn(ctx)
        else:
            raise RuntimeError(f"the game is stuck in phase {phase!r}")
    raise RuntimeError("the rules did not settle; this is a bug")
