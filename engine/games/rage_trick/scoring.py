"""Scoring a round and ranking the final totals (pure functions)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.games.rage_trick.state import State

#: Points for each Bonus Rage taken (a Mad Rage costs the same).
BONUS_POINTS = 5
#: Points the loser of a reneging challenge loses.
RENEGE_PENALTY = 10


def score_round(
    options: dict[str, Any],
    unit_seats: Sequence[Sequence[int]],
    hand_size: int,
    bids: Sequence[int | None],
    tricks: Sequence[int],
    bonus: Sequence[int],
    mad: Sequence[int],
) -> list[dict[str, Any]]:
    """One row per scoring unit (a seat, or a team of two whose bids and tricks are pooled)."""
    rows = []
    for seats in unit_seats:
        bid = sum(bids[s] or 0 for s in seats)
        took = sum(tricks[s] for s in seats)
        bonuses = sum(bonus[s] for s in seats)
        mads = sum(mad[s] for s in seats)
        made = bid == took
        trick_points = took * options["points_per_trick"]
        if made:
            bid_points = options["zero_bid_bonus"] if bid == 0 else options["exact_bonus"]
        else:
            bid_points = options["missed_bid"] - options["penalty_per_trick_off"] * abs(took - bid)
        # Alternate scoring: a clean sweep of a round of more than one card pays +1 a trick.
        take_all = took if options["take_all_bonus"] and hand_size > 1 and took == hand_size else 0
        bonus_points = BONUS_POINTS * bonuses
        mad_points = -BONUS_POINTS * mads
        rows.append(
            {
                "seats": list(seats),
                "bid": bid,
                "tricks": took,
                "made": made,
                "trick_points": trick_points,
                "bid_points": bid_points,
                "take_all": take_all,
                "bonus": bonus_points,
                "mad": mad_points,
                "total": trick_points + bid_points + take_all + bonus_points + mad_points,
            }
        )
    return rows


def rank(
    unit_seats: Sequence[Sequence[int]], scores: Sequence[int], made: Sequence[int]
) -> tuple[list[int], str | None]:
    """Winning seats and how the tie was broken: None (no tie), "made" or "shared".

    Highest total wins; a tie goes to the most rounds with the bid made; still tied, the
    tied players (or teams) share the win. `scores` and `made` are per seat.
    """
    totals = [scores[seats[0]] for seats in unit_seats]
    best = max(totals)
    top = [u for u, total in enumerate(totals) if total == best]
    how = None
    if len(top) > 1:
        most = max(made[unit_seats[u][0]] for u in top)
        top = [u for u in top if made[unit_seats[u][0]] == most]
        how = "made" if len(top) == 1 else "shared"
    return sorted(s for u in top for s in unit_seats[u]), how


def score_last_trick(
    state: State, winner: int, bonus: int, mad: int
) -> tuple[list[dict[str, Any]], list[int], list[int], list[int]]:
    """The round's rows once `winner` takes its last trick (with its `bonus` and `mad` points),
    with each seat's tricks, bonus and mad points then."""
    tricks = state.tricks[:]
    tricks[winner] += 1
    bonuses = state.bonus[:]
    bonuses[winner] += bonus
    mads = state.mad[:]
    mads[winner] += mad
    rows = score_round(
        state.options, state.unit_seats, state.hand_size, state.bids, tricks, bonuses, mads
    )
    return rows, tricks, bonuses, mads
