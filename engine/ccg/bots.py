"""What both CCG editions' heuristic bots share: they read only their own seat's view (card
definitions are public, a game's own cards included), score every legal command by rules of
thumb and play the best, ties broken by lot. The experts' shortlists use the same scores."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, ClassVar

from engine.ai.base import RandomBot
from engine.ccg.pool import CardPool
from engine.core.ruleset import Command

View = dict[str, Any]


@dataclass
class ScoringBot:
    """A heuristic bot: `score(view, command)` for each legal command (the edition's rules of
    thumb), after `read(view)` has noted what they need."""

    seat: int
    name: str = "heuristic"
    #: the edition's card pool (a game's own cards are looked up in it)
    pool: ClassVar[CardPool[Any]]

    def read(self, view: View) -> None:
        """What the bot notes from the view before it scores (nothing by default)."""

    def score(self, view: View, command: Command) -> float:
        raise NotImplementedError

    def judge(self, view: View, legal: list[Command]) -> list[float]:
        """The score of every command (the experts' shortlist ranks by it)."""
        with self.pool.extra_cards(self.pool.extra_table(view.get("cards"))):
            self.read(view)
            return [self.score(view, command) for command in legal]

    def choose(self, view: View, legal: list[Command], rng: random.Random) -> Command:
        scored = [(v + rng.random() * 0.01, i) for i, v in enumerate(self.judge(view, legal))]
        return legal[max(scored)[1]]


def bots(heuristic: type[ScoringBot]) -> dict[str, Callable[..., Any]]:
    """An edition's bots by name (the expert is added by its package)."""
    return {
        "random": lambda seat, seed=0: RandomBot(seat=seat),
        "heuristic": lambda seat, seed=0: heuristic(seat=seat),
    }
