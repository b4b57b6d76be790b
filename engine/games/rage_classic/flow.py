"""Moving the game along between choices.

After every command (and at setup) `advance` runs every step that needs no choice, until some
seat must decide something or the game is over.
"""

from __future__ import annotations

import random

from engine.games.rage_classic import combat, plays, prompts, turn, windows
from engine.games.rage_classic.context import Ctx, Hooks
from engine.games.rage_classic.state import ClassicState
from engine.games.rage_classic.table import ClassicTable

#: A safety net against a rules bug looping forever; no real game comes near it.
MAX_STEPS = 100_000

COMBAT_WINDOWS = ("pre", "begin", "revealed", "between", "round-over")
#: How the rules below the flow reach the Table and the turn's steps (see context.Hooks).
HOOKS = Hooks(table=ClassicTable, goto=turn.goto)


def new_ctx(state: ClassicState, rng: random.Random | None) -> Ctx:
    return Ctx(state, rng, HOOKS)


def advance(ctx: Ctx) -> None:
    for _ in range(MAX_STEPS):
        state = ctx.state
        if state.over:
            return
        if state.prompts:
            first = state.prompts[0]
            if not prompts.options(state, first):
                ctx.emit("answered", seat=first["seat"], kind=first["kind"], option=None)
                continue
            return
        if state.pending is not None:
            if state.pending.at < len(state.pending.responders):
                return
            plays.resolve_pending(ctx)
            continue
        if state.window is not None:
            if not windows.is_closed(state):
                if not windows.actors(state):
                    raise RuntimeError(f"an open window nobody can act in ({state.window})")
                return
            if state.combat is not None and state.combat.step in COMBAT_WINDOWS:
                combat.after_window(ctx)
            else:
                turn.STEPS[state.step](ctx)
            continue
        if state.combat is not None:
            if combat.actors(state):
                return
            raise RuntimeError(f"a combat nobody can act in (step {state.combat.step!r})")
        handler = turn.STEPS.get(state.step)
        if handler is None:
            raise RuntimeError(f"the game is stuck in step {state.step!r}")
        if not handler(ctx):
            return
    raise RuntimeError("the rules did not settle; this is a bug")
