"""The ruleset contract (DESIGN.md, "The engine contract").

A ruleset is an object of pure functions over a state it defines. The session owns the log,
the state and the random numbers; a ruleset never stores anything between calls.

Commands and events are plain JSON-safe dicts with a "type" key. Card ids are stable strings.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Callable, Sequence
from typing import Any, ClassVar, Protocol

Command = dict[str, Any]
Event = dict[str, Any]
Seat = int | None  # None is a spectator


class HintWords(Protocol):
    """A game's words for a hint (its `hints` module): one line of why for the expert's move,
    from the seat's view alone (`analysis`: the search behind it, engine.ai.search.Analysis;
    `names`: the players' names by seat, as the table and its log name them)."""

    def reason(
        self, view: dict[str, Any], command: Command, analysis: Any, names: Sequence[str]
    ) -> str: ...


class Ruleset:
    """Base class with the contract and sensible defaults; games override what they need."""

    id: ClassVar[str] = ""
    version: ClassVar[int] = 1
    min_seats: ClassVar[int] = 2
    max_seats: ClassVar[int] = 8
    #: Whether a seat's own copy of the log (`Session.log_for`) rebuilds that seat's view by
    #: `evolve` alone. Games whose events for a seat leave hidden cards out as counts cannot.
    replays_redacted: ClassVar[bool] = False
    #: bot name -> factory(seat, seed) returning an object with `choose(view, legal, rng)`
    bots: ClassVar[dict[str, Callable[..., Any]]] = {}
    #: the game's hint words (its `hints` module), set by its package as `bots` are; None: the
    #: game gives no hints
    hints: ClassVar[HintWords | None] = None
    #: the type of the event that ends a game (its winners and why): the end-of-game dialog
    #: finds it by this name, as the games spell it three ways
    end_event: ClassVar[str] = "game-over"

    # -- building a game -------------------------------------------------------------------
    def normalize_options(self, options: dict[str, Any], seats: int) -> dict[str, Any]:
        """Validate options, fill defaults and return the full, JSON-safe option dict.

        Raises Illegal("bad-option", ...) for anything unknown or out of range.
        """
        return dict(options)

    def initial_state(self, options: dict[str, Any], seats: int) -> Any:
        """The empty state before the opening events (no cards dealt yet)."""
        raise NotImplementedError

    def setup(self, state: Any, rng: random.Random) -> list[Event]:
        """The opening events: shuffles and deals, outcomes written into the events."""
        raise NotImplementedError

    # -- playing ---------------------------------------------------------------------------
    def decide(self, state: Any, seat: int, command: Command, rng: random.Random) -> list[Event]:
        """Validate `command` from `seat` and return the facts it causes (never mutates).

        Follow-on facts that need no further choice (a trick being won, a round being scored,
        the next deal) are returned here too, in order.
        """
        raise NotImplementedError

    def evolve(self, state: Any, event: Event) -> None:
        """Apply one event to the state, in place. The only place state changes."""
        raise NotImplementedError

    def legal(self, state: Any, seat: int) -> list[Command]:
        """Every distinct legal command for `seat` right now (empty if it may not act)."""
        raise NotImplementedError

    def to_act(self, state: Any) -> frozenset[int]:
        """Seats that may act now; several at once where the game is simultaneous."""
        raise NotImplementedError

    def is_over(self, state: Any) -> bool:
        raise NotImplementedError

    def result(self, state: Any) -> dict[str, Any]:
        """Once over: at least {"scores": [...], "winners": [...]}."""
        raise NotImplementedError

    def may_act(self, state: Any, seat: int, command: Command) -> bool:
        """Whether `seat` may send `command` now; most games: only the seats to act.

        Games with out-of-turn commands (a reneging challenge) widen this.
        """
        return seat in self.to_act(state)

    # -- what a seat may know ----------------------------------------------------------------
    def public_options(self, options: dict[str, Any]) -> dict[str, Any]:
        """Options as every seat may see them: test deals (stacked hands) are dropped."""
        return {key: value for key, value in options.items() if key != "deal"}

    def view(self, state: Any, seat: Seat) -> dict[str, Any]:
        """Everything `seat` may know, JSON-safe. `None` is a spectator: public only."""
        raise NotImplementedError

    def redact(self, event: Event, seat: Seat) -> Event | None:
        """The event as `seat` may see it (a copy when anything is hidden), or None to drop.

        Must be idempotent: redacting an already redacted event changes nothing, since
        clients and replays may redact what they received.
        """
        return event

    def redact_command(self, command: Command, by: int, seat: Seat) -> Command | None:
        """A command as another seat may see it in a log; by default only its author sees it."""
        return command if seat == by else None

    def is_barrier(self, event: Event) -> bool:
        """True if the event reveals information that was hidden (undo never crosses it).

        Events that draw random numbers are barriers automatically; the session sees the draw.
        """
        return False

    def marks(self, event: Event) -> dict[str, int] | None:
        """Seek points for replays, e.g. {"round": 3} or {"trick": 7}; None if not one."""
        return None

    def describe(self, event: Event, seat: Seat, names: Sequence[str]) -> str | None:
        """The event in plain words for a game log, as `seat` may see it; None to skip."""
        return None

    def random_game(
        self, state: Any, seed: int, rng: random.Random
    ) -> tuple[int, dict[str, int]] | None:
        """Optional fast path: play a game just set up to its end with uniformly random moves.

        It must make the very game a session of random bots makes (the same legal lists in
        the same order, `rng.randrange(len(legal))` per command, the session's per-entry
        random numbers for deals), proven by a differential test. Returns (commands made,
        seek marks counted by kind), or None where the ruleset has no fast path.
        """
        return None

    def copy_state(self, state: Any) -> Any:
        """A deep copy for snapshots; override with something faster where it matters."""
        return copy.deepcopy(state)
