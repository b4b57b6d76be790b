"""What one Garou's votes can do to the Moot voted on now, from a seat's view alone: the count
so far (every vote is public), the votes of the players still to vote, and whether this vote
can change the result (engine.ccg.votes)."""

from __future__ import annotations

import random
from typing import Any

from engine.ccg.votes import Stakes
from engine.games.rage_lv import stats
from engine.games.rage_lv.expert import sample_world
from engine.games.rage_lv.rules import RULESET

View = dict[str, Any]


def stakes(view: View, char: str) -> Stakes | None:
    """The stakes of `char`'s vote now (None: no Moot is voted on, or the view does not carry
    the bookkeeping a count needs)."""
    if not isinstance(view.get("books"), dict) or not view.get("moots"):
        return None
    try:
        # votes need no hidden card: a world with the hidden ones dealt at random counts alike
        state = sample_world(view, random.Random(0))
        if state.phase != "vote" or char not in state.chars:
            return None
        moot, unknown = state.moots[0], 0
        for seat in state.active():
            if seat in state.voters_out:
                continue
            state.actor = seat  # who could vote if asked: the rules' own list, seat by seat
            voters = {c["char"] for c in RULESET.legal(state, seat) if c["type"] == "vote"}
            unknown += sum(stats.votes(state, state.chars[i]) for i in voters - {char})
        mine = stats.votes(state, state.chars[char])
        return Stakes(moot.votes_for, moot.votes_against, mine, unknown)
    except (KeyError, IndexError, TypeError, ValueError):
        return None


def weights(view: View) -> dict[str, int]:
    """How many votes each of the viewer's Garou would cast now: its Renown and any vote bonus
    (the Stone Choir's +1), as the rules count them; {} where the view cannot say. A vote
    button that showed bare Renown disagreed with the log (issue 30)."""
    seat = view.get("seat")
    if not isinstance(view.get("books"), dict) or not isinstance(seat, int):
        return {}
    try:
        state = sample_world(view, random.Random(0))
        return {ch.iid: stats.votes(state, ch) for ch in state.pack_of(seat)}
    except (KeyError, IndexError, TypeError, ValueError):
        return {}
