"""Bots for the original Rage: `random` and a `heuristic` that reads only its own view."""

from __future__ import annotations

from typing import Any

from engine.ai.base import RandomBot

BOTS: dict[str, Any] = {
    "random": lambda seat, seed=0: RandomBot(seat=seat),
}
