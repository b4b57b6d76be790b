"""Deciding: a working copy of the state that every emitted event is applied to at once.

Rules code reads the copy as it changes, so a long chain of follow-on facts (a combat round, a
death, the next phase) is plain procedural code. The events, in order, are the result of
`decide`; `evolve` replays them exactly.

An edition subclasses `Ctx` once (its `evolve`, its card layer `Table`) and gives it `hooks`:
the few calls that go up from the shared rules to a phase (start a combat, enter a step). The
edition's flow module builds the hooks from its phases, so the modules below it never import
a phase and the imports run one way.
"""

from __future__ import annotations

import pickle
import random
from collections.abc import Callable, Mapping
from typing import Any, ClassVar, Generic, TypeVar

from engine.ccg import forms
from engine.ccg.chain import Chain
from engine.ccg.parts import Piles
from engine.ccg.table import Table

Event = dict[str, Any]


S = TypeVar("S")
H = TypeVar("H")


def copy_state(state: S) -> S:
    # pickle is several times faster than copy.deepcopy for these plain dataclasses.
    copied: S = pickle.loads(pickle.dumps(state, protocol=pickle.HIGHEST_PROTOCOL))
    return copied


def no_hook(*args: Any, **kwargs: Any) -> Any:
    raise RuntimeError("this Ctx has no hooks (the flow gives them: flow.new_ctx)")


class Ctx(Generic[S, H]):
    """One decision's working state, its events so far, its random numbers and its hooks."""

    #: the edition's `evolve(state, event)`
    evolver: ClassVar[Callable[[Any, Event], None]]
    #: the edition's hooks with none set (each call raises)
    no_hooks: ClassVar[Callable[[], Any]]
    #: events that may change a character's form, by type: (the field naming the character,
    #: a field the event carries when it sets the form); a change fires "form-change"
    reshapes: ClassVar[Mapping[str, tuple[str, str]]] = {}

    def __init__(self, state: S, rng: random.Random | None, hooks: H | None = None) -> None:
        self.state = state
        self.rng = rng
        self.events: list[Event] = []
        #: triggered abilities answering each other in this move (engine.ccg.chain)
        self.chain = Chain()
        self.hooks: H = hooks if hooks is not None else type(self).no_hooks()

    def evolve(self, event: Event) -> None:
        """The edition's `evolve` on the working state."""
        type(self).evolver(self.state, event)

    def table(self) -> Table:
        """The edition's card-layer Table over this decision (it emits through `emit`)."""
        raise NotImplementedError

    def emit(self, event_type: str, **fields: Any) -> None:
        event = {"type": event_type, **fields}
        who = forms.reshaped(self.reshapes, event) if self.reshapes else None
        before = forms.form(self.table(), who) if who is not None else None
        self.evolve(event)
        self.events.append(event)
        if who is not None:
            forms.fire_if_changed(self.table(), who, before)

    def flow(self, **fields: Any) -> None:
        self.emit("flow", **fields)

    def prompt(self, seat: int, kind: str, **extra: Any) -> None:
        self.emit("prompt", seat=seat, kind=kind, **extra)

    def random(self) -> random.Random:
        assert self.rng is not None, "a random choice while replaying"
        return self.rng


def draw(ctx: Ctx[Any, Any], seat: int, deck: str, n: int, **why: Any) -> list[str]:
    """Draw up to n cards, one event each. An empty Sept deck stays empty; an empty Combat deck
    is its discards reshuffled (both editions' rule). `why` goes into each draw event."""
    player: Piles = ctx.state.players[seat]
    drawn: list[str] = []
    for _ in range(n):
        pile = player.sept_deck if deck == "sept" else player.combat_deck
        if not pile and deck == "combat" and player.combat_discard:
            order = list(player.combat_discard)
            ctx.random().shuffle(order)
            ctx.emit("shuffle", seat=seat, deck="combat", order=order)
            pile = player.combat_deck
        if not pile:
            break
        drawn.append(pile[0])
        ctx.emit("draw", seat=seat, deck=deck, cards=[pile[0]], **why)
    return drawn
