"""Finding a ruleset and its bots by name, for hosts and bot clients.

A game named by someone else (a host's tables, the header of a game it sends) is looked up
in the registry and nowhere else (`named_ruleset`): a name from the network never imports
anything. Only this computer's own choices (the game a host serves, a bot's --game-spec) may
name a ruleset outside the registry (test games, games in development) as
"package.module:ATTRIBUTE" (`resolve_ruleset`).
"""

from __future__ import annotations

import importlib
from typing import Any

from engine.ai.base import RandomBot
from engine.ai.levels import choices, factory
from engine.core.errors import Illegal
from engine.core.registry import get_ruleset
from engine.core.ruleset import Ruleset


def named_ruleset(name: object) -> Ruleset:
    """The registered game a peer names; Illegal("unknown-game") for anything else."""
    if not isinstance(name, str):
        raise Illegal("unknown-game", "The host named no game.")
    return get_ruleset(name)  # the registry's table of ids: never an import by this name


def resolve_ruleset(spec: str) -> Ruleset:
    """A game this computer's user chose: a registry id, or "module:ATTR" (trusted input)."""
    if ":" not in spec:
        return get_ruleset(spec)
    module_name, _, attr = spec.partition(":")
    try:
        found = getattr(importlib.import_module(module_name), attr)
    except (ImportError, AttributeError) as exc:
        raise Illegal("unknown-game", f"There is no game at {spec!r} in this build.") from exc
    if not isinstance(found, Ruleset):
        raise Illegal("unknown-game", f"{spec!r} is not a ruleset.")
    return found


def bot_names(ruleset: Ruleset) -> list[str]:
    names = choices(ruleset)
    return names if "random" in names else [*names, "random"]


def make_bot(ruleset: Ruleset, name: str, seat: int) -> Any:
    """The ruleset's bot or level `name` (easy, normal, hard); "random" works for every game
    (it needs only legal moves)."""
    make = factory(ruleset, name)
    if make is not None:
        return make(seat=seat)
    if name == "random":
        return RandomBot(seat=seat)
    raise Illegal(
        "unknown-bot", f"There is no bot called {name!r}; try {', '.join(bot_names(ruleset))}."
    )


def default_bot(ruleset: Ruleset) -> str:
    """The bot that stands in for an absent person: Normal (it answers at once, so the host's
    loop never waits on it), or what the game has."""
    if "heuristic" in ruleset.bots:
        return "normal"
    return "random" if "random" in ruleset.bots else next(iter(ruleset.bots), "random")
