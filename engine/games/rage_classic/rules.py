"""RageClassic: the original Rage card game (1995 rules, the rules package) as a ruleset over
the engine contract."""

from __future__ import annotations

from typing import Any, ClassVar

from engine.ccg.ruleset import CcgRuleset, CcgViews
from engine.core.errors import Illegal
from engine.core.ruleset import Command, Event
from engine.games.rage_classic import setup, views
from engine.games.rage_classic.cards import POOL
from engine.games.rage_classic.evolve import evolve
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
        "look",
        "searched",
    }
)


class RageClassic(CcgRuleset):
    id = "rage-classic"
    version = 1
    min_seats = 2
    max_seats = 4
    bots: ClassVar[dict[str, Any]] = {}
    cards = POOL
    flow = FLOW
    views: ClassVar[CcgViews] = views
    barriers = BARRIERS

    def normalize_options(self, options: dict[str, Any], seats: int) -> dict[str, Any]:
        return setup.normalize(options, seats)

    def initial_state(self, options: dict[str, Any], seats: int) -> ClassicState:
        return setup.initial_state(options, seats)

    def apply_event(self, state: ClassicState, event: Event) -> None:
        evolve(state, event)

    def refusal(self, state: ClassicState, seat: int, command: Command) -> Illegal:
        if state.over:
            return Illegal("game-over", "The game is over.")
        return Illegal("illegal", "You cannot do that now.")

    def scores(self, state: ClassicState) -> list[int]:
        return [state.victory_points(s) for s in range(state.seats)]


RULESET = RageClassic()
