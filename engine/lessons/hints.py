"""Hints for a learner's real game: a move for the seat, with a line of why.

The provider is a plug: `engine.ai.hints.hint(game, view, legal, rng)` (the expert search,
where a build has it) is used first; without it, the game's heuristic bot picks the move and
the game's own `describe` says what it does. Both see only the seat's view.
"""

from __future__ import annotations

import importlib
import logging
import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from engine.core.errors import Illegal
from engine.core.session import Session

log = logging.getLogger(__name__)

Command = dict[str, Any]


@dataclass(frozen=True)
class Hint:
    command: Command
    reason: str


HintProvider = Callable[[Session, int, random.Random], "Hint | None"]


def expert_hint(session: Session, seat: int, rng: random.Random) -> Hint | None:
    """The expert's hint, when this build has one (engine.ai.hints); else None."""
    try:
        module = importlib.import_module("engine.ai.hints")
    except ImportError:
        return None
    legal = session.legal(seat)
    try:
        found = module.hint(
            session.header.ruleset, session.view(seat), legal, rng, names=session.header.names
        )
    except Exception:  # a failing hint must never take the lesson down
        log.exception("the expert hint failed")
        return None
    if found is None or found.command not in legal:
        return None
    return Hint(found.command, str(found.reason))


def bot_hint(session: Session, seat: int, rng: random.Random) -> Hint | None:
    """The heuristic bot's move from the seat's view, said in the game's own words."""
    legal = session.legal(seat)
    if not legal:
        return None
    ruleset = session.ruleset
    make = ruleset.bots.get("heuristic") or ruleset.bots.get("random")
    command = make(seat=seat).choose(session.view(seat), legal, rng) if make else legal[0]
    if command not in legal:
        command = legal[0]
    return Hint(command, describe_move(session, seat, command))


def describe_move(session: Session, seat: int, command: Command) -> str:
    """The first thing `command` would do, as the game's log would say it to `seat`."""
    ruleset = session.ruleset
    try:
        state = ruleset.copy_state(session.state)
        events = ruleset.decide(state, seat, command, random.Random(0))
    except Illegal as exc:
        return exc.message
    name = session.header.names[seat]
    for event in events:
        text = ruleset.describe(event, seat, list(session.header.names))
        if text:
            return _as_advice(text, name)
    return str(command.get("type", ""))


def _as_advice(text: str, name: str) -> str:
    """ "You plays red 7." -> "Play red 7.": the log's line about the seat, said to it."""
    if not text.startswith(name + " "):
        return text
    verb, _, rest = text[len(name) + 1 :].partition(" ")
    for ending, cut in (("sses", 2), ("ches", 2), ("shes", 2), ("xes", 2), ("s", 1)):
        if verb.endswith(ending) and len(verb) > len(ending):
            verb = verb[:-cut]
            break
    rest = f" {rest} ".replace(" their ", " your ").replace(" them ", " you ").strip()
    return f"{verb[:1].upper()}{verb[1:]} {rest}".strip()


def default_hint(session: Session, seat: int, rng: random.Random) -> Hint | None:
    return expert_hint(session, seat, rng) or bot_hint(session, seat, rng)
