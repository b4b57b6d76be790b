"""Difficulty levels and the one catalogue of bot names shown to players.

Levels are names like bot names: `simulate --bots easy,normal,hard`, `make_bots`, New game and
LAN hosting all accept them. What each level plays:

- **Hard** is `expert`, the search bot (see `engine.ai.search`), thinking up to about a second.
  Where a game has no expert yet, Hard is that game's `heuristic`.
- **Normal** is `heuristic`: a calibrated rule-of-thumb player that answers at once and makes
  no silly moves; most people who know the game find it a fair opponent.
- **Easy** is `heuristic` that, one move in three, plays a legal move at random instead: it
  still plays sensibly most of the time (so a newcomer learns from it), but gives away
  tricks and bids often enough to be beaten while learning. It needs no game-specific code,
  so every game has it.

`display_name` is the one place a bot's name for people comes from, so New game, Stats and the
LAN name plates say the same thing ("Hard bot", not "Bot: clever" here and "Heuristic bot"
there).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from engine.core.ruleset import Command, Ruleset
from engine.i18n import N_, _

LEVELS: tuple[str, ...] = ("easy", "normal", "hard")

#: How often the Easy bot plays a random legal move instead of the heuristic's choice.
EASY_BLUNDER_RATE = 1 / 3


@dataclass(frozen=True)
class BotInfo:
    name: str  # as typed: "hard", "heuristic", ...
    display: str  # for people: "Hard bot"
    level: str | None  # "easy" | "normal" | "hard" when it is (or plays as) a level
    description: str


CATALOGUE: dict[str, BotInfo] = {
    info.name: info
    for info in (
        BotInfo(
            "easy",
            N_("Easy bot"),
            "easy",
            N_("Plays sensibly but slips up about one move in three."),
        ),
        BotInfo("normal", N_("Normal bot"), "normal", N_("Plays by rules of thumb, at once.")),
        BotInfo("hard", N_("Hard bot"), "hard", N_("Thinks ahead over the cards it cannot see.")),
        BotInfo("heuristic", N_("Normal bot"), "normal", N_("Plays by rules of thumb, at once.")),
        BotInfo("expert", N_("Hard bot"), "hard", N_("Thinks ahead over the cards it cannot see.")),
        BotInfo("random", N_("Random bot"), None, N_("Plays any legal move at random.")),
    )
}


def display_name(bot: str | None) -> str:
    """What people see for a bot name or level: "Hard bot"; unknown names read "X bot"."""
    if not bot or bot == "bot":
        return _("Bot")
    info = CATALOGUE.get(bot)
    return _(info.display) if info else _("{name} bot").format(name=bot.capitalize())


def plate_name(bot: str | None, seat: int) -> str:
    """A name plate for a bot in a seat (seats count from 1 for people): "Hard bot 3"."""
    return f"{display_name(bot)} {seat + 1}"


def level_of(bot: str | None) -> str | None:
    info = CATALOGUE.get(bot or "")
    return info.level if info else None


def bot_for_level(ruleset: Ruleset, level: str) -> str:
    """The bot that plays `level` in this game (Hard falls back to heuristic without expert)."""
    if level == "hard":
        return "expert" if "expert" in ruleset.bots else "heuristic"
    return "heuristic" if "heuristic" in ruleset.bots else "random"


def choices(ruleset: Ruleset) -> list[str]:
    """Every bot name a game accepts: its levels, then its own bots."""
    return [*LEVELS, *ruleset.bots]


@dataclass
class BlunderBot:
    """Plays like `inner`, except that with probability `rate` it plays a random legal move."""

    seat: int
    inner: Any
    rate: float = EASY_BLUNDER_RATE
    name: str = "easy"

    def choose(self, view: dict[str, Any], legal: list[Command], rng: random.Random) -> Command:
        if len(legal) > 1 and rng.random() < self.rate:
            return legal[rng.randrange(len(legal))]
        return self.inner.choose(view, legal, rng)


def factory(ruleset: Ruleset, name: str) -> Callable[..., Any] | None:
    """A bot factory for a bot name or a level, or None if the game knows neither."""
    if name in ruleset.bots:
        return ruleset.bots[name]
    if name == "easy":
        inner = ruleset.bots[bot_for_level(ruleset, "normal")]
        return lambda seat, **kw: BlunderBot(seat, inner(seat=seat, **kw))
    if name in ("normal", "hard"):
        real = bot_for_level(ruleset, name)
        if real not in ruleset.bots:
            return None
        base = ruleset.bots[real]

        def make(seat: int, **kw: Any) -> Any:
            bot = base(seat=seat, **kw)
            bot.name = name
            return bot

        return make
    return None
