"""RageLV: the relaunch rules of the Rage card game as a ruleset over the engine contract."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any, ClassVar

from engine.ccg import memory
from engine.ccg.ruleset import CcgRuleset, EditionParts
from engine.core.ruleset import Command
from engine.games.rage_lv import setup, views
from engine.games.rage_lv.data import POOL
from engine.games.rage_lv.decks import Pack
from engine.games.rage_lv.evolve import evolve
from engine.games.rage_lv.explain import REFUSALS
from engine.games.rage_lv.flow import FLOW
from engine.games.rage_lv.plays import ready, uses_performer
from engine.games.rage_lv.state import LvState, card_of
from engine.games.rage_lv.stats import board_cache, meets

BARRIERS = frozenset(
    {"deal", "shuffle", "draw", "reveal", "nominated", "seating", *memory.BARRIERS}
)


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


class RageLV(
    CcgRuleset, parts=EditionParts(POOL, FLOW, views, setup, evolve, BARRIERS, REFUSALS, Pack)
):
    id = "rage-lv"
    bots: ClassVar[dict[str, Any]] = {}

    @contextmanager
    def scope(self, state: LvState) -> Iterator[None]:
        """Its own cards visible, and one Board per state version for the call."""
        with POOL.extra_cards(state.own_cards), board_cache():
            yield

    def canonical(self, state: LvState, seat: int, command: Command) -> tuple[Any, ...]:
        """Hand cards named by card (raw values, not their repr); and an Event whose performer
        changes nothing, performed by any pack member who may, is one choice (legal lists one
        of them)."""
        anyone = _any_performer(state, seat, command)
        return tuple(
            (key, "#performer" if key == "by" and anyone else value)
            for key, value in self.named(state, seat, command)
        )

    def scores(self, state: LvState) -> list[int]:
        return [state.renown(s) for s in range(state.seats)]


RULESET = RageLV()
