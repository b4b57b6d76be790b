"""Events -> state, the part both editions share: the dispatch (every event counts as a new
version of the state; an event no handler of the edition takes is the card layer's, or an
error), a draw, and the questions players owe. Replaying a log calls `evolve` alone and draws
no random number: every shuffle order, draw and random choice is written into its event."""

from __future__ import annotations

import copy
from collections.abc import Callable, Iterable, Mapping
from typing import Any

from engine.ccg import memory

Event = dict[str, Any]
Handler = Callable[[Any, Event], None]


def set_fields(target: Any, event: Event, names: Iterable[str]) -> None:
    """The event's values for these fields, set on `target` as copies (an event is part of the
    log and never changes afterwards)."""
    for key, value in event.items():
        if key in names:
            setattr(target, key, copy.deepcopy(value))


def _draw(state: Any, e: Event) -> None:
    player = state.players[e["seat"]]
    deck, hand = (
        (player.combat_deck, player.combat_hand)
        if e["deck"] == "combat"
        else (player.sept_deck, player.hand)
    )
    for iid in e["cards"]:
        deck.remove(iid)
        hand.append(iid)


def _prompt(state: Any, e: Event) -> None:
    state.prompts.append(copy.deepcopy({k: v for k, v in e.items() if k != "type"}))


def _answered(state: Any, e: Event) -> None:
    state.prompts.pop(0)


SHARED: Mapping[str, Handler] = {"draw": _draw, "prompt": _prompt, "answered": _answered}


def evolver(handlers: Mapping[str, Handler], tells: Iterable[str] = ()) -> Handler:
    """An edition's `evolve(state, event)`: its own handlers (read at every event, so a test
    may swap one), then the shared ones, then the card layer's. The events in `tells` (and a
    note) are for the log only: the state does not change."""
    told = frozenset({"note", *tells})

    def evolve(state: Any, event: Event) -> None:
        state.version += 1
        handler = handlers.get(event["type"]) or SHARED.get(event["type"])
        if handler is not None:
            handler(state, event)
        elif event["type"] not in told and not memory.apply(state.ccg, event):
            raise ValueError(f"unknown event {event['type']!r}")

    return evolve
