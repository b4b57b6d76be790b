"""Moving the original Rage along: the turn's phases and steps in order, who acts, and what
they may do (seed 001 chapter 3; seed 003 "Sequência dos Turnos"), as stages of the shared
phase machine (`engine.ccg.flow`).

All players share every phase and act at the same time. Each phase begins with Closed Play
(simultaneous choices, committed face down and revealed together, or something automatic)
and goes on with Open Play until every player has passed. The rules package has six phases
(Redraw, Regeneration, Resource, Umbra, Moot, Combat); the 1995 rulebook five (no Umbra Phase).
A step is named "<phase>:<part>"; `STEPS` says what each does.

This is the one module that imports the phases (turn: Redraw to Umbra; juntas: the Moot;
alpha and combat: the Combat Phase); they reach the turn's sequence and the card layer's
Table through the Ctx's hooks, which it sets.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from engine.ccg import durations
from engine.ccg.flow import Flow, Phase, Stage, by_phase, combat_stage, prompt_stage
from engine.games.rage_classic import (
    alpha,
    combat,
    damage,
    effects,
    juntas,
    plays,
    prompts,
    setup,
    turn,
    windows,
)
from engine.games.rage_classic.context import Ctx, Hooks
from engine.games.rage_classic.state import GUARDIAN, ClassicState, Junta, card_of
from engine.games.rage_classic.table import ClassicTable
from engine.games.rage_classic.winning import check_last_pack, end_game

Command = dict[str, Any]
ClassicPhase = Phase[ClassicState, Ctx]

PHASES = {
    "package": ("redraw", "regeneration", "resource", "umbra", "moot", "combat"),
    "1995": ("redraw", "regeneration", "resource", "moot", "combat"),
}
COMBAT_WINDOWS = ("pre", "begin", "revealed", "between", "round-over")


def has_phase(rulebook: str | None, phase: str) -> bool:
    """Whether a game under `rulebook` (a view's "rulebook") has `phase`: the 1995 book has
    no Umbra Phase, so a Caern's stepping sideways never comes."""
    return phase in PHASES.get(rulebook or "package", PHASES["package"])


# -- the turn's sequence --------------------------------------------------------------------------
def start_turn(ctx: Ctx) -> None:
    state = ctx.state
    if state.turn >= state.options["turn_limit"]:
        end_game(ctx, "turn-limit")
        return
    ctx.emit("turn", turn=state.turn + 1)
    _spirits_return(ctx)
    # "next-turn" effects last through the next turn: they end with it (expire "turn"), not
    # as it begins (a Past Life's lost Sept cards never cost anything that way).
    enter_phase(ctx, "redraw")


def _spirits_return(ctx: Ctx) -> None:
    """A Spirit forced fully into one world returns to both at the beginning of the next turn
    (seed 001, "Spirits"); Bane Characters are no Spirits."""
    state = ctx.state
    for iid, ch in list(state.creatures.items()):
        if ch.world == "both" or ch.out or ch.kind == "character" or iid.startswith(GUARDIAN):
            continue
        if "Spirit" in plays.query_words(card_of(iid)):
            ctx.emit("world", iid=iid, world="both", why="a Spirit returns to both worlds")


def enter_phase(ctx: Ctx, phase: str) -> None:
    state = ctx.state
    ctx.flow(phase=phase, step="", committed=[])
    effects.expire(ctx, durations.begins(phase))  # "until the next <phase> begins"
    effects.fire(ctx, "phase-start", phase=phase)
    if state.over:
        return
    first = FIRST_STEP[phase](state)
    goto(ctx, f"{phase}:{first}")


def next_phase(ctx: Ctx, fired: bool = False) -> None:
    state = ctx.state
    if not fired:
        effects.fire(ctx, "phase-end", phase=state.phase)
    effects.expire(ctx, "phase")
    order = PHASES[state.reading]
    i = order.index(state.phase)
    if i + 1 < len(order):
        enter_phase(ctx, order[i + 1])
    else:
        end_turn(ctx)


def end_turn(ctx: Ctx) -> None:
    state = ctx.state
    effects.fire(ctx, "turn-end")
    effects.expire(ctx, "turn")
    damage.return_past_lives(ctx)
    if state.reading == "1995":
        # seed 003: a player who lost the whole pack is out at the end of the turn; the Renown
        # level was checked at the end of its Combat Phase, with that player still in
        for p in state.players:
            if not p.out and not state.characters_of(p.seat):
                damage.player_out(ctx, p.seat)
        check_last_pack(ctx)
    if not state.over:
        start_turn(ctx)


def goto(ctx: Ctx, step: str) -> None:
    """Enter a step: a commit step waits for its seats, an open step opens its window."""
    ctx.flow(step=step, committed=[])
    state = ctx.state
    phase, part = step.split(":")
    if part == "open":
        moment = phase
        windows.open_window(ctx, moment, state.active())
    elif part == "begin":  # an Open Play window before the phase's Closed Play
        windows.open_window(ctx, f"{phase}-begin", state.active())
    elif part == "commit" and not commit_seats(state):
        COMMITS[step](ctx)
    elif step == "combat:end":
        alpha.begin_end(ctx)


FIRST_STEP: dict[str, Callable[[ClassicState], str]] = {
    "redraw": turn.first_redraw,
    "regeneration": lambda s: "auto",
    "resource": lambda s: "commit",
    "umbra": lambda s: "commit",
    "moot": juntas.first_moot,
    "combat": alpha.first_combat,
}


# -- Closed Play: simultaneous choices, committed face down -----------------------------------
def commit_seats(state: ClassicState) -> frozenset[int]:
    """The seats a simultaneous step waits for (judged from public information)."""
    phase = state.phase
    out = []
    for seat in state.active():
        if seat in state.committed:
            continue
        if phase == "umbra" and not turn.umbra_candidates(state, seat):
            continue
        if phase == "moot" and not juntas.moot_possible(state, seat):
            continue
        if phase == "redraw" and turn.skips_redraw(state, seat):
            continue
        out.append(seat)
    return frozenset(out)


def commit_legal(state: ClassicState, seat: int) -> list[Command]:
    step = state.step
    player = state.players[seat]
    staged = {e["card"] for e in player.staged}
    out: list[Command] = []
    if step in ("redraw:commit", "combat:commit"):
        hand = player.hand if step == "redraw:commit" else player.combat_hand
        seen: set[str] = set()
        for iid in hand:
            if iid in staged or card_of(iid).id in seen:
                continue
            seen.add(card_of(iid).id)
            out.append({"type": "discard", "card": iid})
    elif step == "resource:commit":
        out = turn.stage_options(state, seat)
    elif step == "umbra:commit":
        out = [{"type": "step", "creature": iid} for iid in turn.umbra_candidates(state, seat)]
    elif step == "moot:commit":
        out = juntas.call_options(state, seat)
    out.append({"type": "done"})
    return out


def commit_apply(ctx: Ctx, seat: int, command: Command) -> None:
    kind = command["type"]
    if kind == "done":
        ctx.emit("committed", seat=seat)
        return
    if kind == "discard":
        ctx.emit("stage", seat=seat, entry={"card": command["card"], "as": "discard"})
    elif kind == "stage":
        ctx.emit("stage", seat=seat, entry={"card": command["card"], "by": command.get("by")})
    elif kind == "step":
        ctx.emit("stage", seat=seat, entry={"card": command["creature"], "as": "step"})
    elif kind == "call":
        entry = {"card": command["card"], "by": command["by"], "target": command.get("target")}
        if command.get("named") is not None:
            entry["named"] = command["named"]
        ctx.emit("stage", seat=seat, entry=entry)


#: what each Closed Play step does once every seat it waits for has committed
COMMITS: dict[str, Callable[[Ctx], bool]] = {
    "redraw:commit": turn.redraw_commit,
    "resource:commit": turn.resource_commit,
    "umbra:commit": turn.umbra_commit,
    "moot:commit": juntas.reveal_calls,
    "combat:commit": alpha.combat_commit,
}


def _committed(step: str) -> ClassicPhase:
    return Phase(
        lambda ctx: not commit_seats(ctx.state) and COMMITS[step](ctx),
        commit_seats,
        commit_legal,
        commit_apply,
    )


def _alpha_seat(state: ClassicState) -> frozenset[int]:
    seat = alpha.seat_of_alpha(state)
    return frozenset() if seat is None else frozenset({seat})


#: every step of the turn, by name
STEPS: dict[str, ClassicPhase] = {
    "redraw:deal": Phase(turn.redraw_deal),
    "redraw:open": Phase(turn.redraw_open),
    "regeneration:auto": Phase(turn.regenerate),
    "regeneration:open": Phase(turn.simple_open),
    "resource:open": Phase(turn.simple_open),
    "umbra:open": Phase(turn.simple_open),
    "moot:begin": Phase(juntas.moot_begin),
    "moot:vote": Phase(juntas.step, juntas.vote_seats, juntas.vote_legal, juntas.vote_apply),
    "moot:open": Phase(juntas.moot_open),
    "combat:deal": Phase(alpha.combat_deal),
    "combat:open": Phase(alpha.combat_open),
    "combat:alphas": Phase(
        alpha.step_picks,
        lambda s: frozenset(alpha.pick_seats(s)),
        alpha.pick_legal,
        alpha.pick_apply,
    ),
    "combat:actions": Phase(
        alpha.step_actions, _alpha_seat, alpha.action_legal, alpha.action_apply
    ),
    "combat:end": Phase(alpha.combat_end),
    **{step: _committed(step) for step in COMMITS},
}


# -- the stages ------------------------------------------------------------------------------------
def _pending_step(ctx: Ctx) -> bool:
    pending = ctx.state.pending
    assert pending is not None
    if pending.at < len(pending.responders):
        return False
    plays.resolve_pending(ctx)
    return True


def _responder(state: ClassicState) -> frozenset[int]:
    p = state.pending
    assert p is not None
    return frozenset({p.responders[p.at]}) if p.at < len(p.responders) else frozenset()


def _window_step(ctx: Ctx) -> bool:
    state = ctx.state
    if not windows.is_closed(state):
        if not windows.actors(state):
            raise RuntimeError(f"an open window nobody can act in ({state.window})")
        return False
    if state.combat is not None and state.combat.step in COMBAT_WINDOWS:
        combat.after_window(ctx)
    else:
        STEPS[state.step].step(ctx)
    return True


def _combat_step(ctx: Ctx) -> bool:
    assert ctx.state.combat is not None
    if combat.actors(ctx.state):
        return False
    raise RuntimeError(f"a combat nobody can act in (step {ctx.state.combat.step!r})")


#: How the rules below the flow reach the Table and the turn's steps (see context.Hooks).
HOOKS = Hooks(table=ClassicTable, goto=goto, next_phase=next_phase, release=plays.release)


def new_ctx(state: ClassicState, rng: random.Random | None) -> Ctx:
    return Ctx(state, rng, HOOKS)


def begin(ctx: Ctx) -> None:
    """The opening: the deal, then the first turn."""
    setup.deal(ctx)
    start_turn(ctx)


FLOW: Flow[ClassicState, Ctx] = Flow(
    (
        prompt_stage(prompts.options, prompts.apply),
        Stage(
            _pending_step,
            _responder,
            plays.pending_legal,
            plays.pending_apply,
            when=lambda s: s.pending is not None,
        ),
        Stage(
            _window_step,
            windows.actors,
            windows.legal,
            windows.apply,
            when=lambda s: s.window is not None,
        ),
        combat_stage(_combat_step, combat.actors, combat.legal, combat.apply),
        by_phase(lambda s: s.step, STEPS),
    ),
    new_ctx=new_ctx,
    begin=begin,
    settled=lambda ctx: ctx.state.over,
    # "If at any time you have no Characters in the Umbra, you must discard any Realms"
    # (seed 001): a Character leaves it by card, combat or death, not only by Caern.
    after=turn.realm_check,
)


# -- what the refusals read --------------------------------------------------------------------
@dataclass(frozen=True)
class PhaseReads:
    """What the refusals (`explain`) read of the phases, which the flow alone imports."""

    current_alpha: Callable[[ClassicState], str | None]
    loyal: Callable[[ClassicState, str, str], bool]
    attack_targets: Callable[[ClassicState, str], list[str]]
    caern_gauntlet: Callable[[ClassicState, int], int | None]
    vote_sides: tuple[str, ...]
    may_call_kind: Callable[[ClassicState, int, str], bool]
    junta_side: Callable[[str], str]
    callers: Callable[[ClassicState, int, str], list[str]]
    junta_target_ok: Callable[[ClassicState, str, Any], bool]
    voters: Callable[[ClassicState, Junta], list[str]]


READS = PhaseReads(
    current_alpha=alpha.current,
    loyal=alpha.loyal,
    attack_targets=alpha.attack_targets,
    caern_gauntlet=turn.caern_gauntlet,
    vote_sides=juntas.SIDES,
    may_call_kind=juntas.may_call_kind,
    junta_side=juntas.junta_side,
    callers=juntas.callers,
    junta_target_ok=juntas.target_ok,
    voters=juntas.voters,
)
