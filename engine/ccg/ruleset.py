"""What the Rage CCG rulesets share on the kernel contract.

A CCG game keeps its own cards (option "cards") on its state and makes them visible to card
lookups only inside its own calls (`with_own_cards`); it plays through its flow (the phase
machine, `engine.ccg.flow`); it hands views, redaction and the log's sentences to its `views`
module; a game is over when its state says so; turns mark the log. A subclass names its card
pool, flow, views module, `evolve`, barrier events, refusals and packs in one `EditionParts`
(`class RageX(CcgRuleset, parts=EditionParts(...))`), and its score.
"""

from __future__ import annotations

import functools
import random
from collections.abc import Callable, Mapping, Sequence
from contextlib import AbstractContextManager
from dataclasses import dataclass
from typing import Any, ClassVar, Protocol, TypeVar

from engine.ccg.context import copy_state
from engine.ccg.flow import Flow
from engine.ccg.packs import Pack
from engine.ccg.pool import CardPool
from engine.ccg.refusals import Refusals
from engine.ccg.views import shared_names
from engine.core.errors import Illegal
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

    def describe(
        self, event: Event, seat: Seat, names: Sequence[str], shared: frozenset[str] = ...
    ) -> str | None: ...


class CcgSetup(Protocol):
    """An edition's setup module: its options, and its state before the deal."""

    def normalize(self, options: dict[str, Any], seats: int) -> dict[str, Any]: ...

    def initial_state(self, options: dict[str, Any], seats: int) -> Any: ...


@dataclass(frozen=True)
class EditionParts:
    """What an edition plugs into the kernel ruleset (`CcgRuleset`'s class attributes of the
    same names), named once here rather than by each edition."""

    cards: CardPool[Any]
    flow: Flow[Any, Any]
    views: CcgViews
    setting: CcgSetup
    evolver: Callable[[Any, Event], None]
    barriers: frozenset[str]
    refusals: Refusals | None = None
    pack_kind: type[Pack] | None = None


class CcgRuleset(Ruleset):
    """The kernel methods every Rage CCG ruleset writes the same way."""

    def __init_subclass__(cls, parts: EditionParts | None = None, **kw: Any) -> None:
        super().__init_subclass__(**kw)
        if parts is not None:
            cls.cards, cls.flow, cls.views = parts.cards, parts.flow, parts.views
            cls.setting, cls.evolver, cls.barriers = parts.setting, parts.evolver, parts.barriers
            cls.refusals, cls.pack_kind = parts.refusals, parts.pack_kind

    max_seats = 4
    #: the edition's setup module
    setting: ClassVar[CcgSetup]
    #: the edition's `evolve(state, event)` (the only place its state changes)
    evolver: ClassVar[Callable[[Any, Event], None]]
    #: the game's card pool (its own cards are scoped on it)
    cards: ClassVar[CardPool[Any]]
    #: the edition's phase machine (its flow module's FLOW)
    flow: ClassVar[Flow[Any, Any]]
    #: the edition's views module
    views: ClassVar[CcgViews]
    #: the edition's packs (for `shared_names`; None: its log never says whose a card is)
    pack_kind: ClassVar[type[Pack] | None] = None
    #: event types that undo may never cross (draws, shuffles, reveals)
    barriers: ClassVar[frozenset[str]]
    #: why a command is refused (`engine.ccg.refusals`); an edition may instead write `refusal`
    refusals: ClassVar[Refusals | None] = None

    def scope(self, state: Any) -> AbstractContextManager[None]:
        """The context a call on `state` runs in: its own cards visible."""
        return self.cards.extra_cards(state.own_cards)

    def normalize_options(self, options: dict[str, Any], seats: int) -> dict[str, Any]:
        return self.setting.normalize(options, seats)

    def initial_state(self, options: dict[str, Any], seats: int) -> Any:
        return self.setting.initial_state(options, seats)

    def apply_event(self, state: Any, event: Event) -> None:
        type(self).evolver(state, event)

    def refusal(self, state: Any, seat: int, command: Command) -> Illegal:
        """Why `command` is not legal, in words the asking seat may read (runs inside `decide`,
        so the game's own cards are visible and the asker's language is active)."""
        if self.refusals is None:
            raise NotImplementedError
        return self.refusals.explain(state, seat, command)

    def scores(self, state: Any) -> list[int]:
        raise NotImplementedError

    # -- building a game -------------------------------------------------------------------------
    @with_own_cards
    def setup(self, state: Any, rng: random.Random) -> list[Event]:
        ctx = self.flow.new_ctx(copy_state(state), rng)
        self.flow.begin(ctx)
        self.flow.advance(ctx)
        events: list[Event] = ctx.events
        return events

    # -- playing ---------------------------------------------------------------------------------
    def named(self, state: Any, seat: int, command: Command) -> list[tuple[str, Any]]:
        """A command's fields in order, hand cards named by card ("#claw-rake"): two copies of
        a card in hand are one choice."""
        player = state.players[seat]
        held = set(player.hand) | set(player.combat_hand)
        return [
            (key, "#" + value.split(".")[1] if isinstance(value, str) and value in held else value)
            for key, value in sorted(command.items())
        ]

    def canonical(self, state: Any, seat: int, command: Command) -> tuple[Any, ...]:
        """What makes two commands the same choice (`decide` accepts a command whose canonical
        form a legal command has)."""
        return tuple((key, repr(value)) for key, value in self.named(state, seat, command))

    @with_own_cards
    def legal(self, state: Any, seat: int) -> list[Command]:
        return self.flow.legal(state, seat)

    @with_own_cards
    def decide(self, state: Any, seat: int, command: Command, rng: random.Random) -> list[Event]:
        wanted = self.canonical(state, seat, command)
        if not any(self.canonical(state, seat, c) == wanted for c in self.legal(state, seat)):
            raise self.refusal(state, seat, command)
        events: list[Event] = self.flow.play(copy_state(state), seat, command, rng).events
        return events

    @with_own_cards
    def evolve(self, state: Any, event: Event) -> None:
        self.apply_event(state, event)

    @with_own_cards
    def to_act(self, state: Any) -> frozenset[int]:
        return self.flow.to_act(state)

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

    def copy_state(self, state: Any) -> Any:
        return copy_state(state)

    # -- what a seat may know ------------------------------------------------------------------------
    @with_own_cards
    def view(self, state: Any, seat: Seat) -> dict[str, Any]:
        return self.views.view(state, seat, self.to_act(state))

    def redact(self, event: Event, seat: Seat) -> Event | None:
        return self.views.redact(event, seat)

    def describe(
        self, event: Event, seat: Seat, names: Sequence[str], shared: frozenset[str] = frozenset()
    ) -> str | None:
        """The event's log line; a card whose name is in `shared` (`shared_names`) is said
        with its owner."""
        return self.views.describe(event, seat, names, shared)

    def shared_names(self, options: Mapping[str, Any], seats: int) -> frozenset[str]:
        """The card names two seats' packs hold at a table of these options: its log says
        whose such a card is (none where the edition has no packs)."""
        if self.pack_kind is None:
            return frozenset()
        kind = self.pack_kind
        with self.cards.extra_cards(self.cards.extra_table(options.get("cards"))):
            packs = [kind.of_seat(options, s).all_ids() for s in range(seats)]
            return shared_names(packs, lambda cid: str(self.cards.card(cid).name))

    def is_barrier(self, event: Event) -> bool:
        return event["type"] in self.barriers

    def marks(self, event: Event) -> dict[str, int] | None:
        if event["type"] == "turn":
            return {"turn": event["turn"]}
        return None
