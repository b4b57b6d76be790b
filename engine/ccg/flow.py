"""The phase machine both CCG editions run: who acts, what they may do, and moving the game on.

A game is always in one stage, the first of its `Flow.stages` whose `when` holds (a question
to answer, a combat under way, a phase of the turn). The stage says who acts, lists their
commands, applies one, and moves the game on by one step (`step`: False when some seat must
choose now). After every command (and at setup) `Flow.advance` runs steps that need no choice
until some seat must decide something or the game is over.

An edition's flow module lists its stages from its phases' functions (a stage of phases keyed
by the state's phase or step: `by_phase`) and builds its Ctx hooks. It is the one module that
imports the phases; the phases reach each other only through the Ctx's hooks.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypeVar

from engine.ccg.context import Ctx

Command = dict[str, Any]
#: A safety net against a rules bug looping forever; no real game comes near it.
MAX_STEPS = 100_000


class Game(Protocol):
    @property
    def over(self) -> bool: ...

    @property
    def prompts(self) -> list[dict[str, Any]]: ...


S = TypeVar("S", bound=Game)
C = TypeVar("C", bound=Ctx[Any, Any])


def _no_commands(state: Any, seat: int) -> list[Command]:
    return []


def _no_apply(
    ctx: Any, seat: int, command: Command
) -> None:  # pragma: no cover - legal() lists none
    raise RuntimeError(f"nothing to apply {command!r} to")


def _always(state: Any) -> bool:
    return True


@dataclass(frozen=True)
class Phase(Generic[S, C]):
    """What one phase (or step) does: `step` moves the game on (False: a seat must choose now);
    `actors` are the seats it waits for (None: it never waits, it only passes through)."""

    step: Callable[[C], bool]
    actors: Callable[[S], frozenset[int]] | None = None
    legal: Callable[[S, int], list[Command]] = _no_commands
    apply: Callable[[C, int, Command], None] = _no_apply


@dataclass(frozen=True)
class Stage(Phase[S, C]):
    """A phase that holds while `when(state)` does."""

    when: Callable[[S], bool] = _always


def by_phase(key: Callable[[S], str], phases: Mapping[str, Phase[S, C]]) -> Stage[S, C]:
    """One stage for the phases of the turn: the state's phase (or step) picks the phase."""

    def find(state: S) -> Phase[S, C] | None:
        return phases.get(key(state))

    def step(ctx: C) -> bool:
        found = find(ctx.state)
        if found is None:
            raise RuntimeError(f"the game is stuck in {key(ctx.state)!r}")
        return found.step(ctx)

    def actors(state: S) -> frozenset[int]:
        found = find(state)
        return frozenset() if found is None or found.actors is None else found.actors(state)

    def legal(state: S, seat: int) -> list[Command]:
        found = find(state)
        return [] if found is None else found.legal(state, seat)

    def apply(ctx: C, seat: int, command: Command) -> None:
        found = find(ctx.state)
        assert found is not None, "a command where no phase takes one"
        found.apply(ctx, seat, command)

    return Stage(step, actors, legal, apply)


def prompt_stage(
    options: Callable[[S, dict[str, Any]], list[Any]], answer: Callable[[C, int, Command], None]
) -> Stage[S, C]:
    """Questions players owe in the middle of something else (`state.prompts`, the first asked
    answered first): its `options` as "choose" commands; a question left with nothing to choose
    from (an empty hand) is answered by nobody, with nothing."""

    def step(ctx: C) -> bool:
        first = ctx.state.prompts[0]
        if options(ctx.state, first):
            return False
        ctx.emit("answered", seat=first["seat"], kind=first["kind"], option=None)
        return True

    def legal(state: S, seat: int) -> list[Command]:
        prompt = state.prompts[0]
        if prompt["seat"] != seat:
            return []
        return [
            {"type": "choose", "kind": prompt["kind"], "option": o} for o in options(state, prompt)
        ]

    return Stage(
        step,
        lambda s: frozenset({s.prompts[0]["seat"]}),
        legal,
        answer,
        when=lambda s: bool(s.prompts),
    )


def _in_combat(state: Any) -> bool:
    return state.combat is not None


def combat_stage(
    step: Callable[[C], bool],
    actors: Callable[[S], frozenset[int]],
    legal: Callable[[S, int], list[Command]],
    apply: Callable[[C, int, Command], None],
) -> Stage[S, C]:
    """A combat under way (`state.combat`): one may start in any phase (an Event, a passed
    Moot, an alpha action), so it holds before the phases do."""
    return Stage(step, actors, legal, apply, when=_in_combat)


@dataclass(frozen=True)
class Flow(Generic[S, C]):
    """An edition's stages in order, its deciding context, its opening (`begin`: the deal and
    the first turn), when its game has ended (`settled`: over, or just won; it may end the
    game), and what it checks after every command has run its course (`after`)."""

    stages: tuple[Stage[S, C], ...]
    new_ctx: Callable[[S, random.Random | None], C]
    begin: Callable[[C], None]
    settled: Callable[[C], bool]
    after: Callable[[C], None] | None = None

    def waiting(self, state: S) -> Stage[S, C] | None:
        """The stage that says who acts now: the first that holds and waits for seats."""
        return next((s for s in self.stages if s.actors is not None and s.when(state)), None)

    def to_act(self, state: S) -> frozenset[int]:
        stage = None if state.over else self.waiting(state)
        return frozenset() if stage is None or stage.actors is None else stage.actors(state)

    def legal(self, state: S, seat: int) -> list[Command]:
        if state.over or seat not in self.to_act(state):
            return []
        stage = self.waiting(state)
        return [] if stage is None else stage.legal(state, seat)

    def apply(self, ctx: C, seat: int, command: Command) -> None:
        stage = self.waiting(ctx.state)
        assert stage is not None, "a command where nobody acts"
        stage.apply(ctx, seat, command)

    def advance(self, ctx: C) -> None:
        for _ in range(MAX_STEPS):
            if self.settled(ctx):
                return
            stage = next((s for s in self.stages if s.when(ctx.state)), None)
            if stage is None or not stage.step(ctx):
                return
        raise RuntimeError("the rules did not settle; this is a bug")

    def play(self, state: S, seat: int, command: Command, rng: random.Random | None) -> C:
        """A command applied to `state` (the working copy) and everything that follows."""
        ctx = self.new_ctx(state, rng)
        self.apply(ctx, seat, command)
        self.advance(ctx)
        if self.after is not None:
            self.after(ctx)
        return ctx
