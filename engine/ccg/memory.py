"""What the shared layer remembers inside a game's state: lasting effects and used limits.

A game keeps one `Memory` in its state (e.g. `state.ccg`) and passes the layer's events to
`apply` from its `evolve`. The events are plain data like every other event:

  {"type": "lasting", "id", "kind", "on", "key", "amount", "until", "left", "source", "seat",
   "turn", "extra"}          a lasting effect begins ("modify", "prohibit", "grant", "watch")
  {"type": "lasting-end", "ids": [...]}     lasting effects end
  {"type": "lasting-tick", "ids": [...]}    "for the next N rounds": one round gone
  {"type": "limit-used", "key", "epoch"}     an ability with a limit was used
  {"type": "look", "seat", "at", "zone", "cards"}   a player looks at cards (no state change)
  {"type": "searched", "seat", "deck", "card"}      a player took a card from a search
  {"type": "chosen", "source", "option", "random"}  one option of a "choose" was picked
  {"type": "chain-stopped", "trigger", "source", "depth"}  triggered abilities answering each
                             other were cut (engine.ccg.chain; no state change)

`on` is a card instance id (str) or a seat (int). A lasting effect whose `until` is
"attached" ends when its `source` leaves play (the game calls `expire_source`).
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any

from engine.ccg.chain import STOPPED

#: Layer events a game passes on to `apply` (and to `redact` for what a seat may see).
EVENTS = (
    "lasting",
    "lasting-end",
    "lasting-tick",
    "limit-used",
    "look",
    "searched",
    "chosen",
    STOPPED,
)
#: Events that show a player hidden cards: undo never goes back over them.
BARRIERS = ("look", "searched")


@dataclass
class Lasting:
    id: int
    kind: str  # modify / prohibit / grant / watch
    on: str | int
    key: str  # the stat, prohibition or grant
    amount: int = 0
    until: str = "turn"
    left: int = 0  # "rounds": rounds still to go
    source: str | None = None  # the card that caused it
    seat: int | None = None  # the player who caused it
    turn: int = 0  # the epoch it began in (for "next-turn")
    extra: dict[str, Any] = field(default_factory=dict)


@dataclass
class Memory:
    lasting: list[Lasting] = field(default_factory=list)
    used: dict[str, list[int]] = field(default_factory=dict)
    next_id: int = 1

    def on(self, who: str | int) -> list[Lasting]:
        return [item for item in self.lasting if item.on == who]

    def uses(self, key: str) -> list[int]:
        return self.used.get(key, [])


def apply(memory: Memory, event: dict[str, Any]) -> bool:
    """Apply one layer event; False if it is not one (the game handles it)."""
    kind = event["type"]
    if kind == "lasting":
        memory.lasting.append(
            Lasting(
                id=event["id"],
                kind=event["kind"],
                on=event["on"],
                key=event["key"],
                amount=event.get("amount", 0),
                until=event.get("until", "turn"),
                left=event.get("left", 0),
                source=event.get("source"),
                seat=event.get("seat"),
                turn=event.get("turn", 0),
                extra=copy.deepcopy(event.get("extra") or {}),
            )
        )
        memory.next_id = max(memory.next_id, event["id"] + 1)
    elif kind == "lasting-end":
        gone = set(event["ids"])
        memory.lasting = [item for item in memory.lasting if item.id not in gone]
    elif kind == "lasting-tick":
        ticked = set(event["ids"])
        for item in memory.lasting:
            if item.id in ticked:
                item.left -= 1
    elif kind == "limit-used":
        memory.used.setdefault(event["key"], []).append(event["epoch"])
    elif kind not in ("look", "searched", "chosen", STOPPED):
        return False
    return True


def redact(event: dict[str, Any], seat: int | None) -> dict[str, Any]:
    """A layer event as `seat` may see it: only the looker sees what was looked at or found."""
    kind = event["type"]
    if kind == "look" and event["seat"] != seat and isinstance(event["cards"], list):
        return {**event, "cards": len(event["cards"])}
    if kind == "searched" and event["seat"] != seat:
        return {**event, "card": None}
    return event
