"""RageLV: the relaunch rules of the Rage card game as a ruleset over the engine contract."""

from __future__ import annotations

import functools
import random
from collections.abc import Callable, Sequence
from typing import Any, ClassVar, TypeVar

from engine.core.ruleset import Command, Event, Ruleset, Seat
from engine.games.rage_lv import alpha, combat, main_phase, prompts, resolution, setup, views
from engine.games.rage_lv.context import Ctx, copy_state
from engine.games.rage_lv.data import extra_cards
from engine.games.rage_lv.evolve import evolve
from engine.games.rage_lv.explain import explain
from engine.games.rage_lv.flow import advance
from engine.games.rage_lv.state import LvState, card_of

BARRIERS = {"deal", "shuffle", "draw", "reveal", "nominated", "seating"}

F = TypeVar("F", bound=Callable[..., Any])


def with_own_cards(method: F) -> F:
    """Run a ruleset method with the game's own cards (option "cards") visible to lookups."""

    @functools.wraps(method)
    def wrapper(self: Any, state: LvState, *args: Any, **kwargs: Any) -> Any:
        with extra_cards(state.own_cards):
            return method(self, state, *args, **kwargs)

    return wrapper  # type: ignore[return-value]


def canonical(state: LvState, seat: int, command: Command) -> tuple:
    """A command with hand cards named by card, so two copies of a card are one choice."""
    player = state.players[seat]
    held = set(player.hand) | set(player.combat_hand)
    items = []
    for key, value in sorted(command.items()):
        if isinstance(value, str) and value in held:
            value = "#" + card_of(value).id
        items.append((key, value))
    return tuple(items)


class RageLV(Ruleset):
    id = "rage-lv"
    version = 1
    min_seats = 2
    max_seats = 4
    bots: ClassVar[dict[str, Any]] = {}

    # -- building a game -----------------------------------------------------------------------
    def normalize_options(self, options: dict[str, Any], seats: int) -> dict[str, Any]:
        return setup.normalize(options, seats)

    def initial_state(self, options: dict[str, Any], seats: int) -> LvState:
        return setup.initial_state(options, seats)

    @with_own_cards
    def setup(self, state: LvState, rng: random.Random) -> list[Event]:
        ctx = Ctx(copy_state(state), rng)
        setup.setup(ctx)
        advance(ctx)
        return ctx.events

    # -- playing ---------------------------------------------------------------------------------
    @with_own_cards
    def legal(self, state: LvState, seat: int) -> list[Command]:
        if state.over or seat not in self.to_act(state):
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

    @with_own_cards
    def decide(
        self, state: LvState, seat: int, command: Command, rng: random.Random
    ) -> list[Event]:
        wanted = canonical(state, seat, command)
        if not any(canonical(state, seat, c) == wanted for c in self.legal(state, seat)):
            raise explain(state, seat, command)
        ctx = Ctx(copy_state(state), rng)
        self._apply(ctx, seat, command)
        advance(ctx)
        return ctx.events

    def _apply(self, ctx: Ctx, seat: int, command: Command) -> None:
        state = ctx.state
        if state.prompts:
            prompts.apply(ctx, seat, command)
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

    @with_own_cards
    def evolve(self, state: LvState, event: Event) -> None:
        evolve(state, event)

    @with_own_cards
    def to_act(self, state: LvState) -> frozenset[int]:
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

    def may_act(self, state: LvState, seat: int, command: Command) -> bool:
        """Every command reaches `decide`: an out-of-turn one is refused there, with a reason
        that says what the table is waiting for (`explain`), not just "not your turn"."""
        return True

    def is_over(self, state: LvState) -> bool:
        return state.over

    @with_own_cards
    def result(self, state: LvState) -> dict[str, Any]:
        return {
            "scores": [state.renown(s) for s in range(state.seats)],
            "winners": list(state.winners),
            "reason": state.end_reason,
            "turns": state.turn,
        }

    # -- what a seat may know -------------------------------------------------------------------------
    @with_own_cards
    def view(self, state: LvState, seat: Seat) -> dict[str, Any]:
        return views.view(state, seat, self.to_act(state))

    def redact(self, event: Event, seat: Seat) -> Event | None:
        return views.redact(event, seat)

    def describe(self, event: Event, seat: Seat, names: Sequence[str]) -> str | None:
        return views.describe(event, seat, names)

    def is_barrier(self, event: Event) -> bool:
        return event["type"] in BARRIERS

    def marks(self, event: Event) -> dict[str, int] | None:
        if event["type"] == "turn":
            return {"turn": event["turn"]}
        return None

    def copy_state(self, state: LvState) -> LvState:
        return copy_state(state)


RULESET = RageLV()
