"""The bluff step, held on the table for a beat when the engine passed straight through it
(and a fight's end, held as it ended, `fight_end_step`).

When nobody may act at the "revealed" moment, one engine entry reveals the face-down cards,
establishes the bluffs and resolves the round: the view after it already shows the round
resolved, so a player never saw which card was a bluff. For such an entry the table shows the
game as it stood at the bluff step (the state before the entry, evolved up to that step) for
one step delay (at least BLUFF_BEAT), then the round's outcome.
"""

from __future__ import annotations

from typing import Any

#: the least time the bluff step stays on the table, in seconds (at animation speed 1)
BLUFF_BEAT = 1.2
#: a play's status at the bluff step that a player should see before it resolves
BLUFF_STATUSES = ("illegal", "failed")


def skipped_bluff_step(events: list[dict[str, Any]]) -> int | None:
    """The index of the bluff step's event in an entry that went on past it, when that step
    showed a bluff (a card above its user's Rage, an illegal card, a bluff that failed)."""
    bluffed = False
    for i, event in enumerate(events):
        t = event.get("type")
        if t == "status" and (event.get("bluff") or event.get("status") in BLUFF_STATUSES):
            bluffed = True
        if t == "cstep" and event.get("step") == "revealed":
            later = events[i + 1 :]
            went_on = any(e.get("type") in ("status", "combat-end", "cstep") for e in later)
            return i if bluffed and went_on else None
    return None


#: the events that close a fight after its last blow: the fighters quit it, lasting effects end
CLOSING = ("quit", "cstep", "lasting-end", "lasting-tick")


def fight_end_step(events: list[dict[str, Any]], end: int) -> int:
    """The last event of a fight to show as its end, the `end`-th event being its
    "combat-end": the one before its fighters quit it (held after they did, its view was
    empty), else the one before the end."""
    first = end
    while first > 0 and events[first - 1].get("type") in CLOSING:
        first -= 1
    quits = [i for i in range(first, end) if events[i].get("type") == "quit"]
    return (quits[0] if quits else end) - 1
