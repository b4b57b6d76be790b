"""What the Rage CCG rulesets share on the kernel contract.

A CCG game keeps its own cards (option "cards") on its state and makes them visible to card
lookups only inside its own calls (`with_own_cards`); it hands views, redaction and the log's
sentences to its `views` module; a game is over when its state says so; turns mark the log.
A subclass names its card pool, views module, barrier events and score.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from contextlib import AbstractContextManager
from typing import Any, ClassVar, Protocol, TypeVar

from engine.ccg.pool import CardPool
from engine.core.ruleset import Command, Event, Ruleset, Seat

F = TypeVar("F", bound=Callable[..., Any])


def with_own_cards(method: F) -> F:
    """Run a ruleset method with the game's own cards visible to lookups (`CcgRuleset.scope`)."""

    @functools.wraps(method)
    def wrapper(self: Any, state: Any, *args: Any, **kwargs: Any) -> Any:
        with self.scope(state):
            return method(self, state, *args, **kwargs)

    return wrapper  # type: ignore[return-value]


class CcgViews(Protocol):
    """An edition's views module: what a seat sees, redaction, and the log's sentences."""

    def view(
        self, state: Any, seat: Seat, to_act: frozenset[int], books: bool = True
    ) -> dict[str, Any]: ...

    def redact(self, event: Event, seat: Seat) -> Event | None: ...

    def describe(self, event: Event, seat: Seat, names: Sequence[str]) -> str | None: ...


class CcgRuleset(Ruleset):
    """The kernel methods every Rage CCG ruleset writes the same way."""

    #: the game's card pool (its own cards are scoped on it)
    cards: ClassVar[CardPool[Any]]
    #: the edition's views module
    views: ClassVar[CcgViews]
    #: event types that undo may never cross (draws, shuffles, reveals)
    barriers: ClassVar[frozenset[str]]

    def scope(self, state: Any) -> AbstractContextManager[None]:
        """The context a call on `state` runs in: its own cards visible."""
        return self.cards.extra_cards(state.own_cards)

    def scores(self, state: Any) -> list[int]:
        raise NotImplementedError

    # -- playing ---------------------------------------------------------------------------------
    def may_act(self, state: Any, seat: int, command: Command) -> bool:
        """Every command reaches `decide`: an out-of-turn one is refused there with a reason."""
        return True

    def is_over(self, state: Any) -> bool:
        return bool(state.over)

    @with_own_cards
    def result(self, state: Any) -> dict[str, Any]:
        return {
            "scores": self.scores(state),
            "winners": list(state.winners),
            "reason": state.end_reason,
            "turns": state.turn,
        }

    # -- what a seat may know ------------------------------------------------------------------------
    @with_own_cards
    def view(self, state: Any, seat: Seat) -> dict[str, Any]:
        return self.views.view(state, seat, self.to_act(state))

    def redact(self, event: Event, seat: Seat) -> Event | None:
        return self.views.redact(event, seat)

    def describe(self, event: Event, seat: Seat, names: Sequence[str]) -> str | None:
        return self.views.describe(event, seat, names)

    def is_barrier(self, event: Event) -> bool:
        return event["type"] in self.barriers

    def marks(self, event: Event) -> dict[str, int] | None:
        if event["type"] == "turn":
            return {"turn": event["turn"]}
        return None
