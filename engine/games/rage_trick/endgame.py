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
from engine.games.rage_trick.cards import COLORS, DECKS, KIND, NUMBER, SUIT_OF, SUITS, VALUE
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
            found = _Numbers(state, memo).start()
        else:
            found = _solve(state, memo, numbers)
        memo[key] = found
    return found


def _solve(state: State, memo: dict[Any, Any], numbers: bool) -> Points:
    seat = state.turn
    assert seat is not None  # the round is not over: someone is to play
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


#: colour -> small int for `_Numbers` (RAGE colours and Oh Hell suits)
_COLOUR_NO = {c: i for i, c in enumerate((*COLORS, *SUITS))}
#: card id -> colour * 32 + value: sorting a hand groups its colours, lowest first
_CODE = {
    card: _COLOUR_NO[SUIT_OF[card]] * 32 + VALUE[card]
    for deck in DECKS.values()
    for card in deck
    if KIND[card] == NUMBER
}


class _Numbers:
    """The rest of a round where only number cards are left.

    Cards are ints (colour * 32 + value), hands sorted tuples of them; only follow-suit and
    the trump matter. Cards of a hand with no other card still out ranked between them are
    one move (weighted by how many they stand for, for the mean of an indifferent seat).
    """

    def __init__(self, state: State, memo: dict[Any, Any]) -> None:
        self.seats = state.seats
        trump = None if state.suspended else state.trump_color
        self.trump = -1 if trump is None else _COLOUR_NO[trump]
        self.state = state
        self.memo = memo
        self.bids = tuple(state.bids)
        self.rest = (self.trump, self.bids, tuple(state.bonus), tuple(state.mad))

    def start(self) -> Points:
        hands = tuple(tuple(sorted(_CODE[c] for c in h)) for h in self.state.hands)
        return self.solve(hands, tuple(self.state.tricks), self.state.leader)

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
        self, hands: tuple[tuple[int, ...], ...], tricks: tuple[int, ...], leader: int
    ) -> Points:
        if not hands[leader]:
            return self.points(tricks)
        key = (self.rest, hands, tricks, leader)
        found = self.memo.get(key)
        if found is None:
            out = [0] * 10  # colour -> bits of the values still out (in any hand)
            for hand in hands:
                for c in hand:
                    out[c >> 5] |= 1 << (c & 31)
            found = self.memo[key] = self._trick(hands, tricks, leader, 0, (), -1, out)
        return found

    def _trick(
        self,
        hands: tuple[tuple[int, ...], ...],
        tricks: tuple[int, ...],
        leader: int,
        i: int,
        plays: tuple[int, ...],
        lead: int,
        out: list[int],
    ) -> Points:
        seats = self.seats
        if i == seats:
            trump = self.trump
            best, win = -1, 0
            for k, c in enumerate(plays):
                colour = c >> 5
                score = (
                    200 + (c & 31) if colour == trump else 100 + (c & 31) if colour == lead else 0
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
        options = hand
        if lead >= 0:
            follow = tuple(c for c in hand if c >> 5 == lead)
            if follow:
                options = follow
        if len(options) == 1:
            c = options[0]
            return self._trick(
                hands, tricks, leader, i + 1, (*plays, c), c >> 5 if lead < 0 else lead, out
            )
        # one card per run of a colour with no card still out ranked between
        moves: list[list[int]] = []
        prev = -1
        for c in options:
            if prev >= 0 and c >> 5 == prev >> 5:
                between = out[c >> 5] & ((1 << (c & 31)) - (1 << ((prev & 31) + 1)))
                if not between:
                    moves[-1][1] += 1
                    prev = c
                    continue
            moves.append([c, 1])
            prev = c
        outcomes = [
            self._trick(
                hands, tricks, leader, i + 1, (*plays, c), c >> 5 if lead < 0 else lead, out
            )
            for c, _ in moves
        ]
        if len(outcomes) == 1:
            return outcomes[0]
        return _choose(outcomes, seat, [n for _, n in moves])
