"""Why a command is refused, in a sentence a newcomer understands (never naming a card the
asking seat may not know about)."""

from __future__ import annotations

from typing import Any

from engine.core.errors import Illegal
from engine.games.rage_classic.state import ClassicState

Command = dict[str, Any]


def explain(state: ClassicState, seat: int, command: Command) -> Illegal:
    if state.over:
        return Illegal("game-over", "The game is over.")
    return Illegal("illegal", "You cannot do that now.")
