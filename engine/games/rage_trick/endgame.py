"""Exact play of the rest of a round in one fully known world (max^n, on the fast path).

Used by the expert on every world it deals: with all hands known, each seat plays to
maximise its own points for the round (`score_round`, the game's real scoring, never a
proxy). A seat that is indifferent between moves (say, it has already missed its bid) is
taken to pick among them at random, so its value is their mean: neither helping nor
spiting the others.

Two solvers give the same values:
- the general one clones the state and plays through `fast.play`, so it is exact for every
  preset (Wild, Change, Out, Bonus and Mad);
- once every card left in the hands is a number card (always in Oh Hell), tricks only need
  follow-suit and the trump, and `_Numbers` solves on bare tuples, treating cards of a hand
  with no outside card between them as one (playing the 5 or the 6 is the same then).
Finished tricks are memoised on what the rest of the round depends on (hands, tricks taken,
who leads, the trump, the bids). Callers use it for the last few tricks, where it is cheap.
"""

from __future__ import annotations

from typing import Any

from engine.games.rage_trick import fast
from engine.games.rage_trick.cards import COLOR, KIND, NUMBER, VALUE
from engine.games.rage_trick.scoring import score_round
from engine.games.rage_trick.state import State

Points = tuple[float, ...]


def _key(state: State) -> Any:
    return (
        tuple(tuple(sorted(h)) for h in state.hands),
        tuple(state.tricks),
        tuple(state.bids),
        state.leader,
        state.trump_color,
        state.suspended,
        tuple(state.bonus),
        tuple(state.mad),
        tuple(state.pile) if not state.oh_hell else None,
    )


def solve(state: State, memo: dict[Any, Any] | None = None, numbers: bool = True) -> Points:
    """Each seat's points for the round under max^n play from `state` (play phase).

    `memo` may be shared by calls on the same world; `numbers` False keeps to the general
    solver (the tests compare the two)."""
    if memo is None:
        memo = {}
    if state.trick:
        return _solve(state, memo, numbers)
    key = _key(state)
    found = memo.get(key)
    if found is None:
        if numbers and all(KIND[c] == NUMBER for hand in state.hands for c in hand):
            found = _Numbers(state, memo).solve(
                tuple(tuple(sorted(h)) for h in state.hands), tuple(state.tricks), state.leader
            )
        else:
            found = _solve(state, memo, numbers)
        memo[key] = found
    return found


def _solve(state: State, memo: dict[Any, Any], numbers: bool) -> Points:
    seat = state.turn
    moves = fast.legal_moves(state)
    if fast.is_last_card(state):
        outcomes = [tuple(map(float, fast.round_points(state, m[0], m[1]))) for m in moves]
    else:
        outcomes = []
        for m in moves:
            child = state.clone()
            fast.play(child, m[0], m[1])
            outcomes.append(solve(child, memo, numbers))
    return _choose(outcomes, seat)


def _choose(outcomes: list[Points], seat: int, weights: list[int] | None = None) -> Points:
    """The outcome best for `seat`; among equally good ones their mean (weighted by how many
    moves each stands for)."""
    best = max(o[seat] for o in outcomes)
    tied = [k for k, o in enumerate(outcomes) if o[seat] == best]
    if len(tied) == 1:
        return outcomes[tied[0]]
    w = [weights[k] if weights else 1 for k in tied]
    n = sum(w)
    return tuple(
        sum(wk * outcomes[k][s] for wk, k in zip(w, tied, strict=True)) / n
        for s in range(len(outcomes[0]))
    )


class _Numbers:
    """The rest of a round where only number cards are left: hands are tuples of card ids."""

    def __init__(self, state: State, memo: dict[Any, Any]) -> None:
        self.seats = state.seats
        self.trump = None if state.suspended else state.trump_color
        self.state = state
        self.memo = memo
        self.bids = tuple(state.bids)
        self.rest = (
            self.trump,
            self.bids,
            tuple(state.bonus),
            tuple(state.mad),
        )

    def points(self, tricks: tuple[int, ...]) -> Points:
        key = ("points", tricks, self.rest)
        found = self.memo.get(key)
        if found is None:
            s = self.state
            rows = score_round(
                s.options, s.unit_seats, s.hand_size, self.bids, tricks, s.bonus, s.mad
            )
            points = [0.0] * self.seats
            for row in rows:
                for seat in row["seats"]:
                    points[seat] = float(row["total"])
            found = self.memo[key] = tuple(points)
        return found

    def solve(
        self, hands: tuple[tuple[str, ...], ...], tricks: tuple[int, ...], leader: int
    ) -> Points:
        if not hands[leader]:
            return self.points(tricks)
        key = ("n", hands, tricks, leader, self.rest)  # hands stay sorted
        found = self.memo.get(key)
        if found is None:
            found = self.memo[key] = self._trick(hands, tricks, leader, 0, (), None)
        return found

    def _trick(
        self,
        hands: tuple[tuple[str, ...], ...],
        tricks: tuple[int, ...],
        leader: int,
        i: int,
        plays: tuple[str, ...],
        lead: str | None,
    ) -> Points:
        seats = self.seats
        if i == seats:
            trump = self.trump
            best, win = -1, 0
            for k, card in enumerate(plays):
                colour = COLOR[card]
                score = (
                    200 + VALUE[card]
                    if colour == trump
                    else 100 + VALUE[card]
                    if colour == lead
                    else 0
                )
                if score > best:
                    best, win = score, k
            winner = (leader + win) % seats
            after = list(tricks)
            after[winner] += 1
            rest = tuple(
                tuple(c for c in hands[s] if c != plays[(s - leader) % seats]) for s in range(seats)
            )
            return self.solve(rest, tuple(after), winner)
        seat = (leader + i) % seats
        hand = hands[seat]
        if lead is not None:
            follow = [c for c in hand if COLOR[c] == lead]
            options = follow or list(hand)
        else:
            options = list(hand)
        if len(options) == 1:
            return self._trick(
                hands, tricks, leader, i + 1, (*plays, options[0]), lead or COLOR[options[0]]
            )
        distinct = self._distinct(options, hands, seat, plays)
        outcomes = [
            self._trick(hands, tricks, leader, i + 1, (*plays, card), lead or COLOR[card])
            for card, _ in distinct
        ]
        if len(outcomes) == 1:
            return outcomes[0]
        return _choose(outcomes, seat, [n for _, n in distinct])

    @staticmethod
    def _distinct(
        options: list[str],
        hands: tuple[tuple[str, ...], ...],
        seat: int,
        plays: tuple[str, ...],
    ) -> list[tuple[str, int]]:
        """(card, how many it stands for): one card of each run of a colour with no card held
        elsewhere (or on the table) ranked between: such cards play the same now and later."""
        outside: dict[str | None, list[int]] = {}
        for s, hand in enumerate(hands):
            if s != seat:
                for c in hand:
                    outside.setdefault(COLOR[c], []).append(VALUE[c])
        for c in plays:
            outside.setdefault(COLOR[c], []).append(VALUE[c])
        keep = []
        by_colour: dict[str | None, list[str]] = {}
        for c in options:
            by_colour.setdefault(COLOR[c], []).append(c)
        for colour, cards in by_colour.items():
            cards.sort(key=VALUE.__getitem__)
            others = outside.get(colour, ())
            keep.append([cards[0], 1])
            for lo, hi in zip(cards, cards[1:], strict=False):
                a, b = VALUE[lo], VALUE[hi]
                if any(a < v < b for v in others):
                    keep.append([hi, 1])
                else:
                    keep[-1][1] += 1
        return [(c, n) for c, n in keep]
