"""Running bots against a session: the loop simulations, tests and hosts share."""

from __future__ import annotations

import random
from typing import Any

from engine.core.session import Session


def bot_turn(session: Session, bots: dict[int, Any], rng: random.Random) -> bool:
    """Let one bot that is due act. Returns False when no bot may act (a person must).

    A bot whose `reads_view` is False (the random bot) is handed an empty view: building a
    view it never reads was a fifth of the cost of a random simulation.
    """
    due = session.to_act()
    for seat in due if len(due) == 1 else sorted(due):
        bot = bots.get(seat)
        if bot is None:
            continue
        legal = session.legal(seat)
        if not legal:
            continue
        view = session.view(seat) if getattr(bot, "reads_view", True) else {}
        command = bot.choose(view, legal, rng)
        session.apply(seat, command)
        return True
    return False


def play_out(
    session: Session, bots: dict[int, Any], rng: random.Random, max_commands: int = 1_000_000
) -> int:
    """Play bots until the game ends or a seat without a bot must act; returns commands made."""
    made = 0
    while not session.is_over() and made < max_commands:
        if not bot_turn(session, bots, rng):
            break
        made += 1
    return made


def make_bots(session: Session, names: list[str]) -> dict[int, Any]:
    """Bots by name or level for each seat, e.g. ["hard", "heuristic", "random", ...];
    "" or "human" = none. Levels (easy, normal, hard) are described in engine/ai/levels.py."""
    from engine.ai.levels import choices, factory

    bots: dict[int, Any] = {}
    for seat, name in enumerate(names):
        if not name or name == "human":
            continue
        make = factory(session.ruleset, name)
        if make is None:
            from engine.core.errors import Illegal

            raise Illegal(
                "unknown-bot",
                f"There is no bot called {name!r}; try {', '.join(choices(session.ruleset))}.",
            )
        bots[seat] = make(seat=seat)
    return bots
