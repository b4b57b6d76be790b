"""RageClassic: the original Rage card game (1995 rules, the rules package) as a ruleset over
the engine contract."""

from __future__ import annotations

from typing import Any, ClassVar

from engine.ccg import memory
from engine.ccg.ruleset import CcgRuleset, EditionParts
from engine.games.rage_classic import setup, views
from engine.games.rage_classic.cards import POOL
from engine.games.rage_classic.decks import Pack
from engine.games.rage_classic.evolve import evolve
from engine.games.rage_classic.explain import REFUSALS
from engine.games.rage_classic.flow import FLOW
from engine.games.rage_classic.state import ClassicState

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
        *memory.BARRIERS,
    }
)


class RageClassic(
    CcgRuleset, parts=EditionParts(POOL, FLOW, views, setup, evolve, BARRIERS, REFUSALS, Pack)
):
    id = "rage-classic"
    end_event = "end"
    bots: ClassVar[dict[str, Any]] = {}

    def scores(self, state: ClassicState) -> list[int]:
        return [state.victory_points(s) for s in range(state.seats)]


RULESET = RageClassic()
