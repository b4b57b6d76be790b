"""RageLV: the relaunch rules of the Rage card game as a ruleset over the engine contract."""

from __future__ import annotations

import random
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any, ClassVar

from engine.ccg import memory
from engine.ccg.context import copy_state
from engine.ccg.ruleset import CcgRuleset, CcgViews, with_own_cards
from engine.core.ruleset import Command, Event
from engine.games.rage_lv import flow, setup, views
from engine.games.rage_lv.data import POOL
from engine.games.rage_lv.evolve import evolve
from engine.games.rage_lv.explain import explain
from engine.games.rage_lv.plays import ready, uses_performer
from engine.games.rage_lv.state import LvState, card_of
from engine.games.rage_lv.stats import board_cache, meets

BARRIERS = frozenset(
    {"deal", "shuffle", "draw", "reveal", "nominated", "seating", *memory.BARRIERS}
)


def canonical(state: LvState, seat: int, command: Command) -> tuple:
    """A command with hand cards named by card, so two copies of a card are one choice; and an
    Event whose performer changes nothing, performed by any pack member who may, is one choice
    (legal lists one of them)."""
    player = state.players[seat]
    held = set(player.hand) | set(player.combat_hand)
    items = []
    for key, value in sorted(command.items()):
        if key == "by" and _any_performer(state, seat, command):
            value = "#performer"
        elif isinstance(value, str) and value in held:
            value = "#" + card_of(value).id
        items.append((key, value))
    return tuple(items)


def _any_performer(state: LvState, seat: int, command: Command) -> bool:
    iid, by = command.get("card"), command.get("by")
    if command.get("type") != "play" or not isinstance(iid, str) or not isinstance(by, str):
        return False
    if iid not in state.players[seat].hand:
        return False
    c = card_of(iid)
    if c.type != "event" or uses_performer(c, ("play",)):
        return False
    ch = state.chars.get(by)
    return ch is not None and ch.pack and ch.owner == seat and ready(ch) and meets(state, ch, c)


class RageLV(CcgRuleset):
    id = "rage-lv"
    version = 1
    min_seats = 2
    max_seats = 4
    bots: ClassVar[dict[str, Any]] = {}
    cards = POOL
    views: ClassVar[CcgViews] = views
    barriers = BARRIERS

    @contextmanager
    def scope(self, state: LvState) -> Iterator[None]:
        """Its own cards visible, and one Board per state version for the call."""
        with POOL.extra_cards(state.own_cards), board_cache():
            yield

    # -- building a game -----------------------------------------------------------------------
    def normalize_options(self, options: dict[str, Any], seats: int) -> dict[str, Any]:
        return setup.normalize(options, seats)

    def initial_state(self, options: dict[str, Any], seats: int) -> LvState:
        return setup.initial_state(options, seats)

    @with_own_cards
    def setup(self, state: LvState, rng: random.Random) -> list[Event]:
        ctx = flow.new_ctx(copy_state(state), rng)
        setup.setup(ctx)
        flow.start_turn(ctx)
        flow.advance(ctx)
        return ctx.events

    # -- playing ---------------------------------------------------------------------------------
    @with_own_cards
    def legal(self, state: LvState, seat: int) -> list[Command]:
        return flow.legal(state, seat)

    @with_own_cards
    def decide(
        self, state: LvState, seat: int, command: Command, rng: random.Random
    ) -> list[Event]:
        wanted = canonical(state, seat, command)
        if not any(canonical(state, seat, c) == wanted for c in self.legal(state, seat)):
            raise explain(state, seat, command)
        ctx = flow.new_ctx(copy_state(state), rng)
        flow.apply(ctx, seat, command)
        flow.advance(ctx)
        return ctx.events

    @with_own_cards
    def evolve(self, state: LvState, event: Event) -> None:
        evolve(state, event)

    @with_own_cards
    def to_act(self, state: LvState) -> frozenset[int]:
        return flow.to_act(state)

    def scores(self, state: LvState) -> list[int]:
        return [state.renown(s) for s in range(state.seats)]

    def copy_state(self, state: LvState) -> LvState:
        return copy_state(state)


RULESET = RageLV()
