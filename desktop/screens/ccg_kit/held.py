"""A past moment of a CCG game, held on its table for a beat: the view a seat had after some
of an entry's events (the 1995 table's bluff step and fight's end, the relaunch's fight's end).
No pygame here."""

from __future__ import annotations

import logging
from typing import Any

log = logging.getLogger(__name__)

#: the least time a fight's end stays on the table before the game goes on (seconds at
#: animation speed 1): the person sees who died and why the fight ended
FIGHT_BEAT = 3.0


def took_part(combat: dict[str, Any], seat: int) -> bool:
    """Whether `seat` was in the fight: a fighter's player (either edition's `seats`), the
    1995 prey's player, or a player who put a card into it."""
    return (
        seat in (combat.get("seats") or [])
        or combat.get("prey_seat") == seat
        or any(play.get("seat") == seat for play in combat.get("plays") or [])
    )


def view_at_step(session: Any, n: int, upto: int, seat: int | None) -> dict[str, Any] | None:
    """What `seat` saw after entry `n`'s events up to and including `upto` (None if the
    session cannot say, e.g. it keeps no states to go back to)."""
    state_at = getattr(session, "state_at", None)
    if state_at is None:  # a LAN mirror keeps only the log it was sent: no beat
        return None
    try:
        state = state_at(n)
        events = session.entries[n]["events"]
        for event in events[: upto + 1]:
            session.ruleset.evolve(state, event)
        view = session.ruleset.view(state, seat)
    except Exception:  # the outcome is still shown: only the beat before it is lost
        log.exception("the bluff step of entry %s could not be shown", n)
        return None
    view["state_id"] = session.state_id
    return view
