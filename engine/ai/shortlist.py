"""What the CCG experts (rage-lv, rage-classic) share: a search over the heuristic's shortlist,
and a hint's word on how clear the choice was.

A CCG seat often has dozens of legal commands (every card on every target), and a heuristic
rollout to the end of the turn costs tens of milliseconds, so the search weighs only the
heuristic's best few commands (and one quiet command such as passing): the expert is the
heuristic plus a turn of lookahead where the heuristic's ranking is close.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from engine.ai.search import Analysis, ExpertBot
from engine.core.ruleset import Command

View = dict[str, Any]


def shortlist(
    legal: list[Command],
    scores: Callable[[], list[float]],
    keep: int,
    quiet: tuple[str, ...],
) -> list[Command]:
    """The `keep` best-scored commands, best first (ties in legal order), and one command of
    a `quiet` type (passing, ...) if it is legal and not among them."""
    if len(legal) <= keep:
        return legal
    found = scores()
    ranked = sorted(range(len(legal)), key=lambda i: (-found[i], i))
    chosen = [legal[i] for i in ranked[:keep]]
    extra = [c for c in legal if c["type"] in quiet and c not in chosen]
    return chosen + extra[:1]


@dataclass
class ShortlistExpert(ExpertBot):
    """`ExpertBot` over a shortlist: `judge(view, legal, seat)` scores every command."""

    judge: Callable[[View, list[Command], int], list[float]] | None = None
    keep: int = 4
    quiet: tuple[str, ...] = ("pass",)

    def analyse(self, view: View, legal: list[Command], rng: random.Random) -> Any:
        if self.judge is not None:
            judge = self.judge
            legal = shortlist(legal, lambda: judge(view, legal, self.seat), self.keep, self.quiet)
        return super().analyse(view, legal, rng)


def edge_words(analysis: Analysis | None) -> str:
    """ " It looked clearly best ..." where the search found a clear gap to the next command
    (a payoff of at least one point of Renown or VP), else nothing."""
    if analysis is None or len(analysis.candidates) < 2 or not analysis.rollouts:
        return ""
    best, second = analysis.candidates[0], analysis.candidates[1]
    if best.count and second.count and best.mean - second.mean >= 1.0:
        return " It looked clearly best over the rest of the turn."
    return ""
