"""What a bot is: something that picks one of the legal commands from its seat's view.

A bot never sees the true state. It gets its seat's `view` (the same one a person sees) and the
legal commands for its seat, which depend only on what that seat knows.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Protocol

from engine.core.ruleset import Command


class Bot(Protocol):
    """`choose` gets the seat's view and legal commands. A bot may also set `reads_view =
    False` (it ignores the view; runners then skip building it) and `thinks = True` (it
    searches, so a table should run it off the frame thread and may show it thinking)."""

    name: str

    def choose(self, view: dict[str, Any], legal: list[Command], rng: random.Random) -> Command: ...


@dataclass
class RandomBot:
    """Uniformly random among the legal commands: the baseline every bot must beat."""

    seat: int
    name: str = "random"
    reads_view: bool = False

    def choose(self, view: dict[str, Any], legal: list[Command], rng: random.Random) -> Command:
        return legal[rng.randrange(len(legal))]
