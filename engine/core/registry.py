"""Ruleset ids -> ruleset objects, imported on first use so start-up stays light."""

from __future__ import annotations

import importlib
import importlib.util
import sys

from engine.core.errors import Illegal
from engine.core.ruleset import Ruleset

# id -> "module:attribute"; each game package exposes one Ruleset instance.
KNOWN: dict[str, str] = {
    "rage-trick": "engine.games.rage_trick:RULESET",
    "ragers": "engine.games.ragers:RULESET",
    "rage-lv": "engine.games.rage_lv:RULESET",
    "rage-classic": "engine.games.rage_classic:RULESET",
}


def is_loaded(game_id: str) -> bool:
    """Whether the rules of `game_id` are imported already (a known id)."""
    return game_id in KNOWN and KNOWN[game_id].split(":")[0] in sys.modules


def available() -> list[str]:
    """Ids whose package is present in this build."""
    found = []
    for game_id, target in KNOWN.items():
        module = target.split(":")[0]
        if importlib.util.find_spec(module) is not None:
            found.append(game_id)
    return found


def get_ruleset(game_id: str) -> Ruleset:
    target = KNOWN.get(game_id)
    if target is None:
        raise Illegal(
            "unknown-game",
            f"There is no game called {game_id!r}; try one of {', '.join(available())}.",
        )
    module_name, attr = target.split(":")
    try:
        module = importlib.import_module(module_name)
    except ModuleNotFoundError as exc:
        raise Illegal("unknown-game", f"The game {game_id!r} is not part of this build.") from exc
    return getattr(module, attr)
