"""Random games for tests: moments of one for tests that read views and commands (hint
reasons, their words), or a game simply moved on at random."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from engine.ai.hints import HintBot
from engine.core.play import bot_turn, make_bots
from engine.core.session import Session

Moment = tuple[dict[str, Any], dict[str, Any]]


def moments(game: str, seed: int, steps: int, per: int = 8) -> Iterator[Moment]:
    """(view, command) for the first `per` legal commands of the lowest seat to act, at each of
    the first `steps` moments of a 2-seat game of `game` where that seat moves at random."""
    session = Session.new(game, 2, seed=seed)
    rng = random.Random(seed)
    for _step in range(steps):
        if session.is_over():
            return
        seat = sorted(session.to_act())[0]
        view, legal = session.view(seat), session.legal(seat)
        for command in legal[:per]:
            yield view, command
        session.apply(seat, rng.choice(legal))


def random_moves(session: Session, moves: int, seed: int) -> Session:
    """`session` after up to `moves` random legal commands (from a generator seeded with
    `seed`) of the lowest seat to act each time; it stops when the game is over."""
    rng = random.Random(seed)
    for _ in range(moves):
        if session.is_over():
            break
        seat = min(session.to_act())
        session.apply(seat, rng.choice(session.legal(seat)))
    return session


def heuristic_at(
    game: str, seats: int, seed: int, commands: int, options: dict[str, Any] | None = None
) -> Session:
    """A game of heuristic bots at every seat (their generator seeded with `seed`) after
    `commands` commands: a moment of a deterministic bot game, for hint and bot tests."""
    session = Session.new(game, seats, seed, options)
    bots = make_bots(session, ["heuristic"] * seats)
    rng = random.Random(seed)
    for _ in range(commands):
        assert bot_turn(session, bots, rng)
    return session


def assert_never_hinted(session: Session, seat: int, commands: list[Any]) -> None:
    """`commands` (a vetoed kind of move, found legal for `seat`) are never the Hint's."""
    assert commands, "none of the moves looked for is legal here"
    bot = HintBot(session.header.ruleset, seat)
    bot.choose(session.view(seat), session.legal(seat), random.Random(0))
    assert bot.last is not None and bot.last.command not in commands, bot.last.reason
