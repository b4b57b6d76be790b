"""RageClassic: the original Rage card game (1995 rules, the rules package) as a ruleset over
the engine contract."""

from __future__ import annotations

import random
from typing import Any, ClassVar

from engine.ccg.context import copy_state
from engine.ccg.ruleset import CcgRuleset, CcgViews, with_own_cards
from engine.core.ruleset import Command, Event
from engine.games.rage_classic import (
    alpha,
    combat,
    juntas,
    plays,
    prompts,
    setup,
    turn,
    views,
    windows,
)
from engine.games.rage_classic.cards import POOL
from engine.games.rage_classic.context import Ctx
from engine.games.rage_classic.evolve import evolve
from engine.games.rage_classic.explain import explain
from engine.games.rage_classic.flow import advance, new_ctx
from engine.games.rage_classic.state import ClassicState, card_of

#: Events that show something that was hidden (undo never goes back over them).
BARRIERS = frozenset(
    {
        "deal",
        "shuffle",
        "draw",
        "reveal",
        "revealed",
        "called",
        "alphas",
        "tier",
        "reveal-hand",
        "look",
        "searched",
    }
)


def canonical(state: ClassicState, seat: int, command: Command) -> tuple:
    """A command with hand cards named by card, so two copies of a card are one choice."""
    player = state.players[seat]
    held = set(player.hand) | set(player.combat_hand)
    items = []
    for key, value in sorted(command.items()):
        if isinstance(value, str) and value in held:
            value = "#" + card_of(value).id
        items.append((key, repr(value)))
    return tuple(items)


def resolve_copy(state: ClassicState, seat: int, command: Command, legal: list[Command]) -> Command:
    """The legal command matching `command`, with the hand card the player named if they named
    another copy of the same card."""
    wanted = canonical(state, seat, command)
    for c in legal:
        if canonical(state, seat, c) == wanted:
            return command
    raise LookupError


class RageClassic(CcgRuleset):
    id = "rage-classic"
    version = 1
    min_seats = 2
    max_seats = 4
    bots: ClassVar[dict[str, Any]] = {}
    cards = POOL
    views: ClassVar[CcgViews] = views
    barriers = BARRIERS

    # -- building a game -----------------------------------------------------------------------
    def normalize_options(self, options: dict[str, Any], seats: int) -> dict[str, Any]:
        return setup.normalize(options, seats)

    def initial_state(self, options: dict[str, Any], seats: int) -> ClassicState:
        return setup.initial_state(options, seats)

    @with_own_cards
    def setup(self, state: ClassicState, rng: random.Random) -> list[Event]:
        ctx = new_ctx(copy_state(state), rng)
        setup.setup(ctx)
        turn.start_turn(ctx)
        advance(ctx)
        return ctx.events

    # -- playing ---------------------------------------------------------------------------------
    @with_own_cards
    def legal(self, state: ClassicState, seat: int) -> list[Command]:
        if state.over or seat not in self.to_act(state):
            return []
        if state.prompts:
            return prompts.legal(state, seat)
        if state.pending is not None:
            return plays.pending_legal(state, seat)
        if state.window is not None:
            return windows.legal(state, seat)
        if state.combat is not None:
            return combat.legal(state, seat)
        step = state.step
        if step.endswith(":commit"):
            return turn.commit_legal(state, seat)
        if step == "moot:vote":
            return juntas.vote_legal(state, seat)
        if step == "combat:alphas":
            return alpha.pick_legal(state, seat)
        if step == "combat:actions":
            return alpha.action_legal(state, seat)
        return []

    @with_own_cards
    def decide(
        self, state: ClassicState, seat: int, command: Command, rng: random.Random
    ) -> list[Event]:
        wanted = canonical(state, seat, command)
        if not any(canonical(state, seat, c) == wanted for c in self.legal(state, seat)):
            raise explain(state, seat, command)
        ctx = new_ctx(copy_state(state), rng)
        self._apply(ctx, seat, command)
        advance(ctx)
        # "If at any time you have no Characters in the Umbra, you must discard any Realms"
        # (seed 001): a Character leaves it by card, combat or death, not only by Caern.
        turn.realm_check(ctx)
        return ctx.events

    def _apply(self, ctx: Ctx, seat: int, command: Command) -> None:
        state = ctx.state
        if state.prompts:
            prompts.apply(ctx, seat, command)
        elif state.pending is not None:
            plays.pending_apply(ctx, seat, command)
        elif state.window is not None:
            windows.apply(ctx, seat, command)
        elif state.combat is not None:
            combat.apply(ctx, seat, command)
        elif state.step.endswith(":commit"):
            turn.commit_apply(ctx, seat, command)
        elif state.step == "moot:vote":
            juntas.vote_apply(ctx, seat, command)
        elif state.step == "combat:alphas":
            alpha.pick_apply(ctx, seat, command)
        elif state.step == "combat:actions":
            alpha.action_apply(ctx, seat, command)

    @with_own_cards
    def evolve(self, state: ClassicState, event: Event) -> None:
        evolve(state, event)

    @with_own_cards
    def to_act(self, state: ClassicState) -> frozenset[int]:
        if state.over:
            return frozenset()
        if state.prompts:
            return frozenset({state.prompts[0]["seat"]})
        if state.pending is not None:
            p = state.pending
            return frozenset({p.responders[p.at]}) if p.at < len(p.responders) else frozenset()
        if state.window is not None:
            return windows.actors(state)
        if state.combat is not None:
            return combat.actors(state)
        step = state.step
        if step.endswith(":commit"):
            return frozenset(turn.commit_seats(state))
        if step == "moot:vote":
            return juntas.vote_seats(state)
        if step == "combat:alphas":
            return frozenset(alpha.pick_seats(state))
        if step == "combat:actions":
            seat = alpha.seat_of_alpha(state)
            return frozenset() if seat is None else frozenset({seat})
        return frozenset()

    def scores(self, state: ClassicState) -> list[int]:
        return [state.victory_points(s) for s in range(state.seats)]

    def copy_state(self, state: ClassicState) -> ClassicState:
        return copy_state(state)


RULESET = RageClassic()
