"""The toy game's engine side: the kernel's test ruleset (tests/engine/toy.py) with bots and
seek marks, under its own id."""

from __future__ import annotations

from typing import Any, ClassVar

from engine.ai.base import RandomBot
from engine.core.ruleset import Event
from tests.engine.toy import Toy

GAME = "toy-seam"


class ToyGame(Toy):
    id = GAME
    bots: ClassVar[dict[str, Any]] = {"random": RandomBot, "heuristic": RandomBot}

    def marks(self, event: Event) -> dict[str, int] | None:
        return {"deal": 1} if event["type"] == "deal" else None


RULESET = ToyGame()
