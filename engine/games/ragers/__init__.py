"""Ragers: Champions of the Arena, for two players (simultaneous reveal, arena rows)."""

from __future__ import annotations

from engine.games.ragers import hints
from engine.games.ragers.bots import make_heuristic, make_random
from engine.games.ragers.expert import make_expert
from engine.games.ragers.rules import RULESET, Ragers

Ragers.bots = {"random": make_random, "heuristic": make_heuristic, "expert": make_expert}
Ragers.hints = hints

__all__ = ["RULESET", "Ragers"]
