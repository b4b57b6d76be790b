"""A tiny ruleset for testing the kernel without any real game.

Two or three seats each get a hidden number; in turn they `bump` a public counter or `draw`
a fresh hidden number (randomness) or `show` their number (a reveal). Ten commands end it.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from engine.core.errors import Illegal
from engine.core.ruleset import Command, Event, Ruleset, Seat


@dataclass
class ToyState:
    seats: int
    hidden: list[int] = field(default_factory=list)
    shown: list[bool] = field(default_factory=list)
    counter: int = 0
    turn: int = 0
    moves: int = 0


class Toy(Ruleset):
    id = "toy"
    version = 1
    min_seats = 2
    max_seats = 3

    def normalize_options(self, options: dict[str, Any], seats: int) -> dict[str, Any]:
        unknown = set(options) - {"length"}
        if unknown:
            raise Illegal("bad-option", f"Unknown option {sorted(unknown)[0]!r}.")
        return {"length": int(options.get("length", 10))}

    def initial_state(self, options: dict[str, Any], seats: int) -> ToyState:
        return ToyState(seats=seats)

    def setup(self, state: ToyState, rng: random.Random) -> list[Event]:
        return [{"type": "deal", "numbers": [rng.randrange(1000) for _ in range(state.seats)]}]

    def decide(
        self, state: ToyState, seat: int, command: Command, rng: random.Random
    ) -> list[Event]:
        kind = command.get("type")
        if kind == "bump":
            events: list[Event] = [{"type": "bump", "seat": seat}]
        elif kind == "draw":
            events = [{"type": "draw", "seat": seat, "number": rng.randrange(1000)}]
        elif kind == "show":
            events = [{"type": "show", "seat": seat, "number": state.hidden[seat]}]
        else:
            raise Illegal("bad-command", f"Unknown command {kind!r}.")
        return events

    def evolve(self, state: ToyState, event: Event) -> None:
        kind = event["type"]
        if kind == "deal":
            state.hidden = list(event["numbers"])
            state.shown = [False] * state.seats
            return
        if kind == "bump":
            state.counter += 1
        elif kind == "draw":
            state.hidden[event["seat"]] = event["number"]
            state.shown[event["seat"]] = False
        elif kind == "show":
            state.shown[event["seat"]] = True
        state.moves += 1
        state.turn = (state.turn + 1) % state.seats

    def legal(self, state: ToyState, seat: int) -> list[Command]:
        if seat != state.turn or self.is_over(state):
            return []
        return [{"type": "bump"}, {"type": "draw"}, {"type": "show"}]

    def to_act(self, state: ToyState) -> frozenset[int]:
        return frozenset() if self.is_over(state) else frozenset({state.turn})

    def is_over(self, state: ToyState) -> bool:
        return state.moves >= 10

    def result(self, state: ToyState) -> dict[str, Any]:
        best = max(state.hidden)
        return {
            "scores": list(state.hidden),
            "winners": [i for i, n in enumerate(state.hidden) if n == best],
        }

    def view(self, state: ToyState, seat: Seat) -> dict[str, Any]:
        return {
            "counter": state.counter,
            "turn": state.turn,
            "mine": state.hidden[seat] if seat is not None else None,
            "shown": [n if state.shown[i] else None for i, n in enumerate(state.hidden)],
        }

    def redact(self, event: Event, seat: Seat) -> Event | None:
        if event["type"] == "deal":
            return {
                "type": "deal",
                "numbers": [n if i == seat else None for i, n in enumerate(event["numbers"])],
            }
        if event["type"] == "draw" and event["seat"] != seat:
            return {"type": "draw", "seat": event["seat"], "number": None}
        return event

    def is_barrier(self, event: Event) -> bool:
        return event["type"] == "show"


TOY = Toy()
