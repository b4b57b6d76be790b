"""What the CCG experts (rage-lv, rage-classic) share: a search over the heuristic's shortlist,
and a hint's word on how clear the choice was.

A CCG seat often has dozens of legal commands (every card on every target), and a heuristic
rollout to the end of the turn costs tens of milliseconds, so the search weighs only the
heuristic's best few commands (and one quiet command such as passing): the expert is the
heuristic plus a turn of lookahead where the heuristic's ranking is close. `TurnModel` is the
world model both use (view-only worlds, heuristic rollouts to the end of the turn).
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from contextlib import AbstractContextManager
from dataclasses import dataclass
from typing import Any, TypeVar

from engine.ai.search import Analysis, Candidate, ContractModel, ExpertBot, SearchSettings
from engine.ccg.ruleset import CcgRuleset
from engine.core.ruleset import Command
from engine.i18n import _

View = dict[str, Any]


def shortlist(
    legal: list[Command],
    scores: Callable[[], list[float]],
    keep: int,
    quiet: tuple[str, ...],
    above_quiet: bool = False,
    defers: bool = False,
    always: Callable[[Command], bool] | None = None,
) -> list[Command]:
    """The `keep` best-scored commands, best first (ties in legal order), and one command of
    a `quiet` type (passing, ...) if it is legal and not among them. With `above_quiet`, a
    command the heuristic scores below the legal quiet ones (an effect that hurts the seat's
    own character) is left out: a few noisy rollouts must not make it the hint. With
    `defers` (a quiet command that only puts the move off, the seat acting again later), the
    quiet commands are left out too where the heuristic rates some command above them. The
    best-scored command `always` holds (and no veto ruled out) is searched even below them."""
    if len(legal) <= keep and not above_quiet and not defers:
        return legal
    found = scores()
    floor = max((found[i] for i, c in enumerate(legal) if c["type"] in quiet), default=None)
    fit = [i for i in range(len(legal)) if floor is None or found[i] >= floor]
    # a vetoed command is never searched (unless all are): with no quiet command to rank
    # below, "Stay in Breed form" was searched last and won on a few noisy rollouts under
    # load (the fresh clone's test_lv_hint_crinos_prey)
    fit = [i for i in fit if found[i] > -math.inf] or fit
    held = sorted(
        (i for i, c in enumerate(legal) if always and found[i] > -math.inf and always(c)),
        key=lambda i: (-found[i], i),
    )[:1]
    if defers and floor is not None and any(found[i] > floor for i in fit):
        fit = [i for i in fit if found[i] > floor and legal[i]["type"] not in quiet]
        picked = sorted(fit, key=lambda i: (-found[i], i))[:keep]
        return [legal[i] for i in picked + [i for i in held if i not in picked]]
    ranked = sorted(fit, key=lambda i: (-found[i], i))
    chosen = [legal[i] for i in ranked[:keep]]
    chosen += [legal[i] for i in held if legal[i] not in chosen]
    extra = [c for c in legal if c["type"] in quiet and c not in chosen]
    return chosen + extra[:1]


def shortlist_expert(
    model: TurnModel[Any],
    seat: int,
    settings: SearchSettings,
    quiet: tuple[str, ...],
    keep: int = 4,
    above_quiet: bool = False,
    defers: Callable[[View], bool] | None = None,
    veto: Callable[[View, Command, int], bool] | None = None,
    quiet_edge: Callable[[View], float] | None = None,
    always: Callable[[View, Command, int], bool] | None = None,
) -> ShortlistExpert:
    """A CCG's expert: the search over the shortlist its heuristic ranks (its `judge`), the
    heuristic itself where the search has nothing to say. A command `veto(view, command,
    seat)` rules out is never searched (with `above_quiet`, it ranks below passing). Where
    `quiet_edge(view)` is above 0, a quiet command is chosen only if its mean beats the best
    other command's by at least that much (see `prefer_action`). The best command
    `always(view, command, seat)` holds is searched however the heuristic ranks it."""

    def judge(view: View, legal: list[Command], seat: int) -> list[float]:
        scores: list[float] = model.heuristic(seat).judge(view, legal)
        if veto is not None:
            scores = [
                -math.inf if veto(view, c, seat) else s for c, s in zip(legal, scores, strict=True)
            ]
        return scores

    return ShortlistExpert(
        seat=seat,
        model=model,
        fallback=model.heuristic(seat),
        settings=settings,
        judge=judge,
        keep=keep,
        quiet=quiet,
        above_quiet=above_quiet,
        defers=defers,
        quiet_edge=quiet_edge,
        always=always,
    )


def prefer_action(analysis: Analysis, quiet: tuple[str, ...], edge: float) -> Analysis:
    """`analysis` with its best other command first where a quiet command came out on top by
    less than `edge`: a near tie with passing is noise that must not make Pass the hint."""
    best = analysis.candidates[0]
    if edge <= 0 or best.command["type"] not in quiet:
        return analysis
    other = next(
        (c for c in analysis.candidates if c.count and c.command["type"] not in quiet), None
    )
    if other is None or best.mean - other.mean >= edge:
        return analysis
    ranked: list[Candidate] = [other, *(c for c in analysis.candidates if c is not other)]
    return Analysis(ranked, analysis.worlds, analysis.rollouts, analysis.seconds)


@dataclass
class ShortlistExpert(ExpertBot):
    """`ExpertBot` over a shortlist: `judge(view, legal, seat)` scores every command."""

    judge: Callable[[View, list[Command], int], list[float]] | None = None
    keep: int = 4
    quiet: tuple[str, ...] = ("pass",)
    above_quiet: bool = False
    #: the moments where a quiet command only defers the move (see `shortlist`)
    defers: Callable[[View], bool] | None = None
    #: how much better than any other command a quiet one must search to be chosen (see
    #: `prefer_action`), by moment; None or 0: the best mean wins
    quiet_edge: Callable[[View], float] | None = None
    #: a command searched whatever the heuristic's rank (see `shortlist`), by moment
    always: Callable[[View, Command, int], bool] | None = None

    def analyse(self, view: View, legal: list[Command], rng: random.Random) -> Any:
        if self.judge is not None:
            judge, always = self.judge, self.always
            legal = shortlist(
                legal,
                lambda: judge(view, legal, self.seat),
                self.keep,
                self.quiet,
                self.above_quiet,
                self.defers is not None and self.defers(view),
                (lambda c: always(view, c, self.seat)) if always is not None else None,
            )
        analysis = super().analyse(view, legal, rng)
        if analysis is not None and self.quiet_edge is not None:
            analysis = self.last = prefer_action(analysis, self.quiet, self.quiet_edge(view))
        return analysis


def edge_words(analysis: Analysis | None) -> str:
    """ " Tried against the other moves to the end of the turn, it did clearly best." where the
    search found a clear gap to the next command (a payoff of at least one point of Renown or
    VP), else nothing."""
    if analysis is None or len(analysis.candidates) < 2 or not analysis.rollouts:
        return ""
    best, second = analysis.candidates[0], analysis.candidates[1]
    if best.count and second.count and best.mean - second.mean >= 1.0:
        # "It looked clearly best over the rest of the turn" read oddly, and "Played out to
        # the end of the turn, it came out clearly ahead" read as jargon (issue 30)
        return _(" Tried against the other moves to the end of the turn, it did clearly best.")
    return ""


CR = TypeVar("CR", bound=CcgRuleset)


class TurnModel(ContractModel[CR]):
    """A CCG `WorldModel`: worlds from the view (`world_from`), the first command checked
    against the world's legal commands, then every seat plays on as the heuristic (each from
    its own view of the world, without the books) to the end of the turn or `horizon`
    commands, and `value` scores the world. A game writes the hooks below and `value`."""

    #: rollouts stop after this many commands even if the turn goes on (a long combat)
    horizon = 80
    #: what a game won is worth against one point of the score (Renown, VP)
    win_value = 30.0

    def __init__(self, ruleset: CR) -> None:
        super().__init__(ruleset)
        self._players: list[Any] = []

    # -- the game's hooks ---------------------------------------------------------------------
    def world_from(self, view: View, rng: random.Random) -> Any:
        """The sampler (may raise ValueError where the view's counts cannot be met)."""
        raise NotImplementedError

    def cards_of(self, view: View) -> AbstractContextManager[None]:
        """The game's own cards visible to lookups while a view is read."""
        pool = self.ruleset.cards
        return pool.extra_cards(pool.extra_table(view.get("cards")))

    def heuristic(self, seat: int) -> Any:
        """The bot that plays every seat in rollouts: the game's heuristic."""
        return self.ruleset.bots["heuristic"](seat=seat)

    def step(self, world: Any, seat: int, command: Command, rng: random.Random) -> None:
        """Make the command in the world, in place (no legality check)."""
        self.ruleset.flow.play(world, seat, command, rng)

    def seat_view(self, world: Any, seat: int, due: frozenset[int]) -> View:
        return self.ruleset.views.view(world, seat, due, books=False)

    def legal_in(self, world: Any, seat: int) -> list[Command]:
        return self.ruleset.flow.legal(world, seat)

    def due_in(self, world: Any) -> frozenset[int]:
        return self.ruleset.flow.to_act(world)

    def standing(self, world: Any, seat: int) -> float:
        """How well the seat stands in a game still going on (its score against the best
        other seat's, and what it holds)."""
        raise NotImplementedError

    # -- the model ------------------------------------------------------------------------------
    def value(self, world: Any, seat: int) -> float:
        """A game over is won (shared among the winners) or lost; else the seat's `standing`."""
        if world.over:
            if seat in world.winners:
                return self.win_value / len(world.winners)
            return -self.win_value
        return self.standing(world, seat)

    def supports(self, view: View) -> bool:
        if view.get("seat") is None or view["over"] or "books" not in view:
            return False
        try:
            self.sample(view, [], random.Random(0))
        except (ValueError, KeyError, IndexError, TypeError):
            return False
        return True

    def sample(self, view: View, legal: list[Command], rng: random.Random) -> Any:
        with self.cards_of(view):
            return self.world_from(view, rng)

    def apply(self, world: Any, seat: int, command: Command, rng: random.Random) -> bool:
        with self.ruleset.scope(world):
            try:
                if command not in self.legal_in(world, seat):
                    return False
                self.step(world, seat, command, rng)
            except Exception:  # a world the sampler got wrong: drop it, never crash a game
                return False
        return True

    def rollout(self, world: Any, seat: int, rng: random.Random) -> float:
        if not self._players:
            self._players = [self.heuristic(s) for s in range(world.seats)]
        turn = world.turn
        with self.ruleset.scope(world):
            for _step in range(self.horizon):
                if world.over or world.turn != turn:
                    break
                try:
                    due = self.due_in(world)
                    if not due:
                        break
                    order = sorted(due)
                    actor = order[rng.randrange(len(order))]
                    legal = self.legal_in(world, actor)
                    if not legal:
                        break
                    view = self.seat_view(world, actor, due)
                    self.step(world, actor, self._players[actor].choose(view, legal, rng), rng)
                except Exception:  # as in `apply`: the rollout ends where the world breaks
                    break
            return self.value(world, seat)
