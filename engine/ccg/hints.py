"""What both CCG editions' hint words share: a hint's why is read from the seat's view alone,
with the game's own cards in sight, and says how clear the search found the choice."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.ai.search import Analysis
from engine.ai.shortlist import edge_words
from engine.ccg.pool import CardPool
from engine.core.ruleset import Command

View = dict[str, Any]


def reasoner(
    pool: CardPool[Any], why: Callable[[View, Command], str]
) -> Callable[[View, Command, Analysis | None], str]:
    """An edition's `reason(view, command, analysis)`: its `why` in plain words, then the
    search's word on how clear the choice was."""

    def reason(view: View, command: Command, analysis: Analysis | None) -> str:
        with pool.extra_cards(pool.extra_table(view.get("cards"))):
            return why(view, command) + edge_words(analysis)

    return reason
