"""The `expert` bot: determinized search over the worlds a seat's view allows.

Each decision, the bot deals the cards it cannot see many times over, each time consistently
with its own view only (the game's `WorldModel.sample`): the cards it has seen, the voids a
seat revealed by not following, the bids, the trump-pile reveals, the face-down counts. It
never reads the true state. In every such world it tries each of its legal commands and plays
the rest out with a quick rollout policy, and picks the command with the best mean payoff.

The same worlds are shared by all candidate commands (common random numbers: a difference in
means comes from the command, not from a luckier deal), and the rollout budget is spent by
sequential halving: every candidate gets the first few worlds, the worse half is dropped, the
rest get twice as many, and so on; so clear losers cost little and close calls get the most.

Adding a game means writing its `WorldModel`: `sample` (the hidden cards, from the view) and,
where the contract path is too slow or random rollouts too weak, `apply` and `rollout`.
`ContractModel` does everything but `sample` through the ruleset contract.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Generic, Protocol, TypeVar, runtime_checkable

from engine.core.ruleset import Command, Ruleset

View = dict[str, Any]


class WorldModel(Protocol):
    """What the search needs to know about one game."""

    def supports(self, view: View) -> bool:
        """Whether the search handles this position (else the expert asks its fallback bot)."""
        ...

    def sample(self, view: View, legal: list[Command], rng: random.Random) -> Any:
        """A full game state that agrees with everything `view` shows, hidden parts dealt at
        random. `legal` are the seat's own legal commands (they may tell something the view
        does not, e.g. which colours a Change can name); the true state is never read."""
        ...

    def copy(self, world: Any) -> Any: ...

    def apply(self, world: Any, seat: int, command: Command, rng: random.Random) -> bool:
        """Make `seat`'s `command` in the world; False if the world does not allow it."""
        ...

    def rollout(self, world: Any, seat: int, rng: random.Random) -> float:
        """Play on to the horizon (end of the round, the day, the game) and score it for seat."""
        ...


R = TypeVar("R", bound=Ruleset)


class ContractModel(Generic[R]):
    """Everything but `sample` through the ruleset contract: decide/evolve, random rollouts
    to the end of the game, and the result (a win is 1, else the share of the scores).
    Generic in the game's ruleset class, whose own methods a game's model may use."""

    def __init__(self, ruleset: R, max_commands: int = 10_000) -> None:
        self.ruleset = ruleset
        self.max_commands = max_commands

    def supports(self, view: View) -> bool:
        return True

    def sample(self, view: View, legal: list[Command], rng: random.Random) -> Any:
        raise NotImplementedError

    def copy(self, world: Any) -> Any:
        return self.ruleset.copy_state(world)

    def apply(self, world: Any, seat: int, command: Command, rng: random.Random) -> bool:
        try:
            events = self.ruleset.decide(world, seat, command, rng)
        except Exception:  # the sampled world disagrees with what the seat holds; skip it
            return False
        for event in events:
            self.ruleset.evolve(world, event)
        return True

    def rollout(self, world: Any, seat: int, rng: random.Random) -> float:
        """Play on with `policy` until the game ends or `horizon` says stop; then `value`."""
        ruleset = self.ruleset
        start = self.mark(world)
        for _ in range(self.max_commands):
            if ruleset.is_over(world) or self.mark(world) != start:
                break
            due = sorted(ruleset.to_act(world))
            if not due:
                break
            actor = due[rng.randrange(len(due))]
            legal = ruleset.legal(world, actor)
            if not legal:
                break
            self.apply(world, actor, self.policy(world, actor, legal, rng), rng)
        return self.value(world, seat)

    def mark(self, world: Any) -> Any:
        """Rollouts stop when this changes (e.g. the day number); by default never."""
        return None

    def policy(self, world: Any, seat: int, legal: list[Command], rng: random.Random) -> Command:
        """The rollout policy; by default uniformly random."""
        return legal[rng.randrange(len(legal))]

    def value(self, world: Any, seat: int) -> float:
        if not self.ruleset.is_over(world):
            return 0.0
        result = self.ruleset.result(world)
        winners = result.get("winners") or []
        return 1.0 / len(winners) if seat in winners else 0.0


@runtime_checkable
class TreeModel(WorldModel, Protocol):
    """A `WorldModel` that can also take single moves, for the tree search (ISMCTS).

    Moves are hashable; `finish` scores every seat at the horizon (each seat's tree nodes
    maximise its own payoff). Games with hidden simultaneous choices should not offer this:
    a tree keyed on the history would let the second chooser see the first one's choice.
    """

    #: payoffs are divided by this for the exploration term (about the spread of a payoff)
    scale: float

    def move_of(self, command: Command) -> Any: ...

    def actor(self, world: Any) -> int | None:
        """The seat to move, or None at the horizon."""
        ...

    def moves(self, world: Any) -> list[Any]: ...

    def play(self, world: Any, move: Any) -> None: ...

    def finish(self, world: Any, rng: random.Random) -> list[float]:
        """Play on to the horizon with the rollout policy; every seat's payoff."""
        ...

    def private(self, world: Any, seat: int) -> Any:
        """What `seat` knows in this world that the others do not (e.g. its hand), hashable."""
        ...


@dataclass(frozen=True)
class SearchSettings:
    #: rollouts a decision may spend in all (split over candidates by sequential halving)
    rollouts: int = 1200
    #: the first round of halving gives each candidate at least this many worlds
    min_worlds: int = 8
    #: stop early after this much wall time (None: only the rollout budget counts). A cap
    #: for slow machines; with it the choice may depend on the machine's speed.
    max_seconds: float | None = None
    #: stop early after this much CPU time of the searching thread: the same on a busy
    #: machine as on an idle one, so the strength does not drop when others load the CPU
    max_cpu_seconds: float | None = None
    #: tree search only: worlds dealt per decision (iterations cycle through them)
    worlds: int = 200
    #: tree search only: exploration constant of UCB on payoffs divided by the model's scale
    exploration: float = 0.7
    #: tree search only: the other seats' decisions are told apart by what they hold in the
    #: world dealt (`TreeModel.private`), as their own information sets (OpenSpiel's ISMCTS
    #: keys nodes by the acting player's information state the same way); else one node
    #: per move sequence, whose statistics mix every hand the seat might hold
    split_others: bool = False


@dataclass
class Candidate:
    command: Command
    total: float = 0.0
    count: int = 0

    @property
    def mean(self) -> float:
        return self.total / self.count if self.count else float("-inf")


@dataclass
class Analysis:
    """What a search found: every candidate with its mean payoff, best first."""

    candidates: list[Candidate]
    worlds: int
    rollouts: int
    seconds: float
    #: the legal commands the seat had before the bot set any aside (0: not told); a lone
    #: candidate is not a lone legal move (`engine.ai.hints.hint` tells it)
    offered: int = 0

    @property
    def best(self) -> Command:
        return self.candidates[0].command


@dataclass(frozen=True)
class Decision:
    """What a search ranks: the searching seat, its view and its legal commands."""

    view: View
    legal: list[Command]
    seat: int


@dataclass
class Budget:
    """How long a search may go on: the settings' rollouts, wall and CPU time, counted from
    when the budget was made, and the table's wish to stop (`should_stop`)."""

    settings: SearchSettings
    should_stop: Callable[[], bool] | None = None
    started: float = field(default_factory=time.perf_counter)
    cpu_started: float = field(default_factory=time.thread_time)

    def spent(self) -> bool:
        """Whether the search must stop now and answer with what it has."""
        if self.should_stop is not None and self.should_stop():
            return True
        wall, cpu = self.settings.max_seconds, self.settings.max_cpu_seconds
        if wall is not None and self.seconds() > wall:
            return True
        return cpu is not None and time.thread_time() - self.cpu_started > cpu

    def seconds(self) -> float:
        return time.perf_counter() - self.started


def analyse(model: WorldModel, at: Decision, rng: random.Random, budget: Budget) -> Analysis:
    """Search the position for `at.seat` and rank its legal commands (best first)."""
    view, legal, seat, settings = at.view, at.legal, at.seat, budget.settings
    candidates = [Candidate(command) for command in legal]
    if len(candidates) == 1:
        return Analysis(candidates, 0, 0, 0.0)
    base = rng.getrandbits(62)
    worlds: list[Any] = []

    def world(j: int) -> Any:
        while len(worlds) <= j:
            worlds.append(model.sample(view, legal, random.Random(base + len(worlds))))
        return worlds[j]

    alive = list(candidates)
    rounds = max(1, math.ceil(math.log2(len(alive))))
    spent = 0
    done = 0  # worlds every alive candidate has been tried in
    stopped = False
    while not stopped:
        share = max(settings.min_worlds, settings.rollouts // (len(alive) * rounds))
        target = done + share
        for j in range(done, target):
            for cand in alive:
                payoff = _try(model, world(j), seat, cand.command, base, j)
                if payoff is not None:
                    cand.total += payoff
                    cand.count += 1
                spent += 1
            if budget.spent():
                stopped = True
                target = j + 1
                break
        done = target
        if len(alive) <= 2 and spent >= settings.rollouts:
            break
        if len(alive) == 1 or spent >= settings.rollouts:
            break
        alive.sort(key=lambda c: c.mean, reverse=True)
        alive = alive[: max(1, (len(alive) + 1) // 2)]
        if len(alive) == 1:
            break
    # The candidates that survived longest were tried in the most worlds; among those the
    # best mean wins. Earlier drop-outs follow by their mean.
    most = max(c.count for c in candidates)
    finalists = sorted((c for c in candidates if c.count == most), key=lambda c: -c.mean)
    rest = sorted((c for c in candidates if c.count != most), key=lambda c: -c.mean)
    return Analysis(finalists + rest, len(worlds), spent, budget.seconds())


class _Node:
    __slots__ = ("actor", "children", "visits", "total", "available", "split")

    def __init__(self, actor: int) -> None:
        self.actor = actor  # the seat whose move led here (its payoff is summed)
        self.children: dict[Any, _Node] = {}
        #: with `split_others`: the next seat's private information -> its children there
        self.split: dict[Any, dict[Any, _Node]] | None = None
        self.visits = 0
        self.total = 0.0
        self.available = 0


def ismcts(model: TreeModel, at: Decision, rng: random.Random, budget: Budget) -> Analysis:
    """Single-observer information-set MCTS (Cowling, Powley and Whitehouse, 2012).

    One tree over the searching seat's information set: each iteration deals a world from
    the view, walks the tree choosing by UCB among the moves available in that world (a
    child's exploration counts the times it was available, not the parent's visits), adds
    one node, plays on with the model's rollout policy and credits each node with the payoff
    of the seat that moved into it. The root command is the most visited.
    """
    view, legal, seat, settings = at.view, at.legal, at.seat, budget.settings
    by_move = {model.move_of(c): c for c in legal}
    if len(by_move) == 1:
        return Analysis([Candidate(legal[0])], 0, 0, 0.0)
    base = rng.getrandbits(62)
    pool: list[Any] = []
    root = _Node(seat)
    c = settings.exploration
    split = settings.split_others
    scale = model.scale
    iterations = 0
    while iterations < settings.rollouts:
        j = iterations % settings.worlds
        if j >= len(pool):
            pool.append(model.sample(view, legal, random.Random(base + j)))
        world = model.copy(pool[j])
        walk = random.Random(base * 31 + iterations)
        node = root
        path: list[_Node] = []
        while True:
            actor = model.actor(world)
            if actor is None:
                break
            moves = model.moves(world)
            if node is root:
                moves = [m for m in moves if m in by_move]
            children = node.children
            if split and actor != seat:
                if node.split is None:
                    node.split = {}
                children = node.split.setdefault(model.private(world, actor), {})
            fresh = [m for m in moves if m not in children]
            for m in moves:
                child = children.get(m)
                if child is not None:
                    child.available += 1
            if fresh:
                move = fresh[walk.randrange(len(fresh))]
                child = children[move] = _Node(actor)
                child.available = 1
                model.play(world, move)
                path.append(child)
                break
            best_score = -math.inf
            move = moves[0]
            for m in moves:
                child = children[m]
                score = child.total / (child.visits * scale) + c * math.sqrt(
                    math.log(child.available) / child.visits
                )
                if score > best_score:
                    best_score, move = score, m
            node = children[move]
            model.play(world, move)
            path.append(node)
        payoffs = model.finish(world, walk)
        for n in path:
            n.visits += 1
            n.total += payoffs[n.actor]
        iterations += 1
        if iterations % 16 == 0 and budget.spent():
            break
    candidates = []
    for move, command in by_move.items():
        child = root.children.get(move)
        cand = Candidate(command)
        if child is not None:
            cand.total, cand.count = child.total, child.visits
        candidates.append(cand)
    candidates.sort(key=lambda cand: (cand.count, cand.mean), reverse=True)
    return Analysis(candidates, len(pool), iterations, budget.seconds())


def _try(
    model: WorldModel, world: Any, seat: int, command: Command, base: int, j: int
) -> float | None:
    """One rollout of `command` in world j; the same j gets the same rollout randomness."""
    rng = random.Random((base ^ 0x5DEECE66D) + 7919 * j)
    copy = model.copy(world)
    if not model.apply(copy, seat, command, rng):
        return None
    return model.rollout(copy, seat, rng)


@runtime_checkable
class ExactModel(Protocol):
    """A model that solves some positions exactly (rage-trick's last tricks) instead of
    searching them."""

    def exact(self, view: View) -> bool: ...

    def exact_search(self, at: Decision, rng: random.Random, budget: Budget) -> Analysis: ...


@dataclass
class ExpertBot:
    """A search bot for any game with a `WorldModel`; `fallback` plays where it cannot."""

    seat: int
    model: WorldModel
    fallback: Any
    settings: SearchSettings = field(default_factory=SearchSettings)
    name: str = "expert"
    thinks: bool = True
    #: set by a table to abandon a search (the bot then answers with what it has so far)
    should_stop: Callable[[], bool] | None = None
    last: Analysis | None = None

    def choose(self, view: View, legal: list[Command], rng: random.Random) -> Command:
        analysis = self.analyse(view, legal, rng)
        if analysis is None:
            return self.fallback.choose(view, legal, rng)
        return analysis.best

    def analyse(self, view: View, legal: list[Command], rng: random.Random) -> Analysis | None:
        """The ranked candidates, or None where the model does not cover the position."""
        if not legal:
            raise ValueError("no legal command to choose from")
        if not self.model.supports(view):
            return None
        model = self.model
        flat = getattr(model, "flat_search", None)
        tune = getattr(model, "tune", None)
        settings = tune(view, self.settings) if tune is not None else self.settings
        at, budget = Decision(view, legal, self.seat), Budget(settings, self.should_stop)
        if isinstance(model, ExactModel) and model.exact(view):
            self.last = model.exact_search(at, rng, budget)
        elif isinstance(model, TreeModel) and not (flat is not None and flat(view)):
            self.last = ismcts(model, at, rng, budget)
        else:
            self.last = analyse(model, at, rng, budget)
        return self.last
