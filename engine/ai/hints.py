"""Hints for learners: the expert's move for a seat, with one line of why in plain words.

`hint(game, view, legal)` runs the game's `expert` search on the seat's own view (the same
view the player sees, nothing more) and asks the game's hint words (`Ruleset.hints`, its
`hints` module) to put the choice in words, e.g. "Play low: you bid 0 and the lead is yours.".
Games without an expert or hint words get None. A game's words may give another move than
the search's best (`overrule(view, legal, analysis)`: a move the expert bot plays but a hint
never advises, as a vote that cannot change the result), so the bots' play stays as it is.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from engine.ai.search import Analysis, SearchSettings
from engine.core.registry import KNOWN, get_ruleset
from engine.core.ruleset import Command, Ruleset


def offers_hints(ruleset: Ruleset) -> bool:
    """Whether the game gives hints: it has hint words and an expert to find the move."""
    return ruleset.hints is not None and "expert" in ruleset.bots


@dataclass(frozen=True)
class Hint:
    command: Command
    reason: str
    #: the search behind it (candidates ranked best first), for a table that shows more
    analysis: Analysis | None = None


def hint(
    game: str,
    view: dict[str, Any],
    legal: list[Command],
    rng: random.Random | None = None,
    settings: SearchSettings | None = None,
    names: Sequence[str] = (),
) -> Hint | None:
    """The expert's move for the seat whose `view` this is, and why; None without an expert.
    `names`: the players' names by seat, so the why names them as the table does.

    Takes as long as a Hard bot's move (up to about a second): run it off the frame thread
    (engine.ai.thinking.BotCall works with any object that has `choose`, see `HintBot`).
    """
    if not legal or game not in KNOWN:
        return None
    ruleset = get_ruleset(game)
    words, make = ruleset.hints, ruleset.bots.get("expert")
    if words is None or make is None:
        return None
    bot = make(seat=view["seat"], settings=settings) if settings else make(seat=view["seat"])
    rng = rng or random.Random(0)
    analysis = bot.analyse(view, legal, rng)
    if analysis is not None:  # the words may say a move is the only one: the seat's, not the bot's
        analysis.offered = len(legal)
    command = analysis.best if analysis is not None else bot.fallback.choose(view, legal, rng)
    overrule = getattr(words, "overrule", None)
    if analysis is not None and overrule is not None:
        other = overrule(view, legal, analysis)
        if other is not None:
            command, analysis = other, _first(analysis, other)
    return Hint(command, words.reason(view, command, analysis, names), analysis)


def _first(analysis: Analysis, command: Command) -> Analysis:
    """`analysis` with `command`'s candidate first (as it was where it has none), so a table
    that shows the search shows the move the hint gives on top."""
    found = [c for c in analysis.candidates if c.command == command]
    if not found:
        return analysis
    rest = [c for c in analysis.candidates if c is not found[0]]
    return replace(analysis, candidates=[found[0], *rest])


@dataclass
class HintBot:
    """`hint` shaped like a bot, so a table can run it with `BotCall` and show it thinking."""

    game: str
    seat: int
    thinks: bool = True
    last: Hint | None = None
    name: str = "hint"
    #: the players' names by seat, for the why
    names: Sequence[str] = ()

    def choose(self, view: dict[str, Any], legal: list[Command], rng: random.Random) -> Command:
        self.last = hint(self.game, view, legal, rng, names=self.names)
        if self.last is None:
            return legal[0]
        return self.last.command
