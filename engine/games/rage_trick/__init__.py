"""RAGE, the trick-taking bidding game (presets us, amigo and oh-hell)."""

from __future__ import annotations

from importlib import resources

from engine.games.rage_trick import hints
from engine.games.rage_trick.bots import make_heuristic, make_random
from engine.games.rage_trick.expert import make_expert
from engine.games.rage_trick.rules import RULESET, RageTrick

RageTrick.bots = {"random": make_random, "heuristic": make_heuristic, "expert": make_expert}
RageTrick.hints = hints


def rules_text() -> str:
    """The in-game rules, in Markdown, for the desktop's rules screen."""
    return resources.files(__package__).joinpath("rules_text.md").read_text(encoding="utf-8")


__all__ = ["RULESET", "RageTrick", "rules_text"]
