"""The expert's Oh Hell search on ints: a compact world for the tree, and the greedy rollout.

`TrickModel` is written for every preset: Wilds, Changes, Outs, Bonus and Mad cards, teams,
and a `State` that also keeps the JSON records the table shows. Oh Hell (four suits, no action
cards) needs none of that, and the search spends all its time copying states and playing
hypothetical cards, so for it the search runs on a `PlainWorld`: a card is its index in the
deck, a bid move is `BID + n`, a card's strength in a trick is read from a table per (trump,
lead). It gives the same legal moves in the same order as `fast.legal_moves`, the same plays
as `fast.play`, and its rollout makes exactly the choices `TrickModel._play_out(state, rng,
"sharp")` makes (same cards, same ties broken by hand order), so a search on it finds what the
`State` search finds, only faster; differential tests hold it to that.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from engine.games.rage_trick.cards import DECKS, VALUE
from engine.games.rage_trick.cards import SUIT_OF as CARD_SUIT
from engine.games.rage_trick.scoring import score_round
from engine.games.rage_trick.state import State

DECK = DECKS["oh-hell"]
INDEX = {card: i for i, card in enumerate(DECK)}
#: suit index -> the suit's id as the rest of the game names it
SUIT_NAMES: tuple[str, ...] = tuple(sorted({CARD_SUIT[c] for c in DECK}))
SUIT_OF = [SUIT_NAMES.index(CARD_SUIT[c]) for c in DECK]
_VALUE = [VALUE[c] for c in DECK]
#: _STRENGTH[trump + 1][lead + 1][card]: `tricks.strength` for a plain card (-1: none)
_STRENGTH = [
    [
        [
            200 + _VALUE[c] if SUIT_OF[c] == trump else 100 + _VALUE[c] if SUIT_OF[c] == lead else 0
            for c in range(len(DECK))
        ]
        for lead in range(-1, len(SUIT_NAMES))
    ]
    for trump in range(-1, len(SUIT_NAMES))
]
#: _RANK[trump + 1][card]: a card outside any trick, trump above the rest (`expert._rank`)
_RANK = [
    [(200 if SUIT_OF[c] == trump else 100) + _VALUE[c] for c in range(len(DECK))]
    for trump in range(-1, len(SUIT_NAMES))
]
#: a bid of n tricks is the move BID + n (cards are 0..51)
BID = 100

BIDDING, PLAYING, SCORED = 0, 1, 2


@dataclass(slots=True)
class PlainWorld:
    """One hand of Oh Hell as the search needs it. `clone` copies what `play` changes."""

    seats: int
    hand_size: int
    dealer: int
    hook: bool
    trump: int  # suit index, or -1
    hands: list[list[int]]
    bids: list[int | None]
    tricks: list[int]
    phase: int
    turn: int
    leader: int
    plays: list[int]  # the trick on the table
    lead: int  # suit index, or -1 before the lead
    best: int  # strength of the card winning the trick, -1 before the lead
    win_seat: int
    left: int  # cards still to be played this round
    #: for scoring: the State's options, units, Bonus and Mad counts (all zero here)
    scoring: tuple[dict[str, Any], Any, list[int], list[int]]
    points: list[int] | None = None

    def clone(self) -> PlainWorld:
        return PlainWorld(
            self.seats,
            self.hand_size,
            self.dealer,
            self.hook,
            self.trump,
            [hand[:] for hand in self.hands],
            self.bids[:],
            self.tricks[:],
            self.phase,
            self.turn,
            self.leader,
            self.plays[:],
            self.lead,
            self.best,
            self.win_seat,
            self.left,
            self.scoring,
            self.points,
        )


def covers(state: State) -> bool:
    """Whether the plain search plays this state: Oh Hell without teams or reneging, in its
    bidding or play."""
    return (
        state.oh_hell
        and not state.teams
        and not state.reneging
        and state.phase in ("bid", "play")
        and state.turn is not None
    )


def from_state(state: State) -> PlainWorld:
    trump = (
        -1 if state.suspended or state.trump_color is None else SUIT_NAMES.index(state.trump_color)
    )
    lead = -1 if state.lead is None else SUIT_NAMES.index(state.lead)
    plays = [INDEX[card] for _, card, _ in state.trick]
    by_lead = _STRENGTH[trump + 1][lead + 1]
    assert state.turn is not None
    return PlainWorld(
        seats=state.seats,
        hand_size=state.hand_size,
        dealer=state.dealer,
        hook=state.hook,
        trump=trump,
        hands=[[INDEX[c] for c in hand] for hand in state.hands],
        bids=list(state.bids),
        tricks=list(state.tricks),
        phase=BIDDING if state.phase == "bid" else PLAYING,
        turn=state.turn,
        leader=state.leader,
        plays=plays,
        lead=lead,
        best=by_lead[plays[state.win]] if plays else -1,
        win_seat=state.trick[state.win][0] if plays else -1,
        left=sum(len(hand) for hand in state.hands),
        scoring=(state.options, state.unit_seats, list(state.bonus), list(state.mad)),
    )


def moves(world: PlainWorld) -> list[int]:
    """The legal moves of the seat to act, in `fast.legal_moves` order."""
    if world.phase == BIDDING:
        forbidden = -1
        if world.hook and world.turn == world.dealer:
            forbidden = world.hand_size - sum(b for b in world.bids if b is not None)
        return [BID + n for n in range(world.hand_size + 1) if n != forbidden]
    if world.phase != PLAYING:
        return []
    hand = world.hands[world.turn]
    if world.lead < 0:
        return hand[:]
    lead = world.lead
    return [c for c in hand if SUIT_OF[c] == lead] or hand[:]


def play(world: PlainWorld, move: int) -> None:
    """Make the move of the seat to act (a bid, or a card; the last card scores the round)."""
    seat = world.turn
    if move >= BID:
        world.bids[seat] = move - BID
        nxt = (seat + 1) % world.seats
        if nxt == world.leader:
            world.phase = PLAYING
        world.turn = nxt
        return
    world.hands[seat].remove(move)
    if world.lead < 0:
        world.lead = SUIT_OF[move]
    mine = _STRENGTH[world.trump + 1][world.lead + 1][move]
    if mine > world.best:
        world.best, world.win_seat = mine, seat
    world.plays.append(move)
    world.left -= 1
    if len(world.plays) < world.seats:
        world.turn = (seat + 1) % world.seats
        return
    winner = world.win_seat
    world.tricks[winner] += 1
    world.turn = world.leader = winner
    world.plays = []
    world.lead, world.best = -1, -1
    if not world.left:
        world.points = _points(world)
        world.phase = SCORED


def finish(world: PlainWorld, bid: Callable[[PlainWorld], int]) -> list[int]:
    """Each seat's points for the round, every seat playing on with the sharp greedy policy
    (`bid(world)` gives the move of a seat still to bid). Changes `world`."""
    while world.phase == BIDDING:
        play(world, bid(world))
    if world.phase == SCORED:
        assert world.points is not None
        return world.points
    seats = world.seats
    by_lead = _STRENGTH[world.trump + 1]
    rank = _RANK[world.trump + 1]
    hands, bids, tricks = world.hands, world.bids, world.tricks
    wants = [(b or 0) for b in bids]
    turn, plays, lead, best, win_seat = (
        world.turn,
        world.plays,
        world.lead,
        world.best,
        world.win_seat,
    )
    suit_of = SUIT_OF
    left = world.left
    while left:
        hand = hands[turn]
        if lead < 0:
            options = hand
        else:
            options = [c for c in hand if suit_of[c] == lead] or hand
        if len(options) == 1:
            card = options[0]
        else:
            card = _pick(
                turn, options, hands, wants, tricks, plays, lead, best, seats, by_lead, rank
            )
        hand.remove(card)
        left -= 1
        if lead < 0:
            lead = suit_of[card]
        mine = by_lead[lead + 1][card]
        if mine > best:
            best, win_seat = mine, turn
        plays.append(card)
        if len(plays) == seats:
            tricks[win_seat] += 1
            turn, plays, lead, best = win_seat, [], -1, -1
        else:
            turn = (turn + 1) % seats
    world.left = 0
    world.points = _points(world)
    world.phase = SCORED
    return world.points


def play_out(state: State, bid: Callable[[PlainWorld], int]) -> list[int]:
    """`finish` from a `State`; reads `state` and never changes it."""
    return finish(from_state(state), bid)


def _points(world: PlainWorld) -> list[int]:
    options, units, bonus, mad = world.scoring
    rows = score_round(options, units, world.hand_size, world.bids, world.tricks, bonus, mad)
    points = [0] * world.seats
    for row in rows:
        for s in row["seats"]:
            points[s] = row["total"]
    return points


def _pick(
    seat: int,
    options: list[int],
    hands: list[list[int]],
    bids: list[int],
    tricks: list[int],
    plays: list[int],
    lead: int,
    best: int,
    seats: int,
    by_lead: list[list[int]],
    rank: list[int],
) -> int:
    """`TrickModel._pick` for plain cards: while tricks are wanted, the cheapest card that keeps
    the trick against the seats still to play (else the cheapest); when not, the highest card
    that loses it (else the highest, to be rid of it).

    `_pick` asks of every later seat whether it wants the trick and can beat the card (its
    strongest answer does) or must (even its weakest does); that is one bar per lead suit, the
    highest of those answers, which a card keeps the trick against when it is at least as
    strong."""
    later = range(1, seats - len(plays))
    suit_of = SUIT_OF
    bars: dict[int, int] = {}
    keeps: list[int] = []
    loses: list[int] = []
    for card in options:
        card_lead = lead if lead >= 0 else suit_of[card]
        strengths = by_lead[card_lead + 1]
        mine = strengths[card]
        if mine <= best:
            loses.append(card)
            continue
        bar = bars.get(card_lead)
        if bar is None:
            bar = -1
            for k in later:
                p = (seat + k) % seats
                hand = hands[p]
                cards = [c for c in hand if suit_of[c] == card_lead] or hand
                if not cards:
                    continue
                if bids[p] - tricks[p] > 0:
                    answer = max([strengths[c] for c in cards])
                else:
                    answer = min([strengths[c] for c in cards])
                if answer > bar:
                    bar = answer
            bars[card_lead] = bar
        (loses if bar > mine else keeps).append(card)
    key = rank.__getitem__
    if bids[seat] - tricks[seat] > 0:
        return min(keeps or options, key=key)
    return max(loses or options, key=key)
