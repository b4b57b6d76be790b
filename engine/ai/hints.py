"""Hints for learners: the expert's move for a seat, with one line of why in plain words.

`hint(game, view, legal)` runs the game's `expert` search on the seat's own view (the same
view the player sees, nothing more) and asks the game's hint words (`Ruleset.hints`, its
`hints` module) to put the choice in words, e.g. "Play low: you bid 0 and the lead is yours.".
Games without an expert or hint words get None.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
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
    return Hint(command, words.reason(view, command, analysis, names), analysis)


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
