"""What one creature's votes can do to the Junta voted on now, from a seat's view alone: the
count so far, the votes still unknown, and whether this vote can change the result.

A hint that said "yes is better for you" on a rival's Junta repeated the search's yes where
the vote could not change anything (issue 30); the hint now says why from these numbers."""

from __future__ import annotations

import random
from typing import Any

from engine.ccg.votes import Stakes
from engine.games.rage_classic import query
from engine.games.rage_classic.expert import sample_world
from engine.games.rage_classic.flow import READS

View = dict[str, Any]


def stakes(view: View, creature: str) -> Stakes | None:
    """The stakes of `creature`'s vote now (None: no Junta is voted on, or the view does not
    carry the bookkeeping a count needs)."""
    if not isinstance(view.get("books"), dict):
        return None
    try:
        # votes need no hidden card: a world with the hidden ones dealt at random counts alike
        state = sample_world(view, random.Random(0))
        if not 0 <= state.junta_at < len(state.juntas) or creature not in state.creatures:
            return None
        junta = state.juntas[state.junta_at]
        yes, no, unknown, own = junta.yes, junta.no, 0, 0
        seat = state.creatures[creature].pack
        for iid, side in state.tier_votes.items():
            votes = query.votes(state, iid)
            if side == "yes":
                yes += votes
            elif side == "no":
                no += votes
            elif side is None:  # another seat's vote this Renown, not yet revealed
                unknown += votes
        for iid in READS.voters(state, junta):
            if iid == creature or iid in junta.votes or iid in state.tier_votes:
                continue
            if state.creatures[iid].pack == seat:
                # the voter's own: never against what it votes for (a hint counted them as a
                # rival's, so a Junta already won looked undecided)
                own += query.votes(state, iid)
            else:
                unknown += query.votes(state, iid)
        return Stakes(yes, no, query.votes(state, creature), unknown, own)
    except (KeyError, IndexError, TypeError, ValueError):
        return None
