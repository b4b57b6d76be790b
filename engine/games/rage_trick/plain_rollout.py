"""The expert's greedy rollout for plain decks (Oh Hell: four suits, no action cards), on ints.

`TrickModel._pick` is written for every preset: Wilds, Changes, Outs, Bonus and Mad cards,
teams. Oh Hell has none of them, and the rollout is most of the search's time there (a 10-card
hand gets about a thousand iterations a decision), so this module plays the same policy on
small integers: a card is its index in the deck, its strength in a trick is read from a table
per (trump, lead), and nothing is written back to the `State`. It makes exactly the choices
`TrickModel._play_out(state, rng, "sharp")` makes (same cards, same ties broken by hand
order) and returns the same points, which a differential test holds it to.
"""

from __future__ import annotations

from engine.games.rage_trick.cards import COLOR, DECKS, VALUE
from engine.games.rage_trick.scoring import score_round
from engine.games.rage_trick.state import State

_DECK = DECKS["oh-hell"]
_INDEX = {card: i for i, card in enumerate(_DECK)}
_SUITS = sorted({COLOR[c] for c in _DECK})  # type: ignore[type-var]
_SUIT_OF = [_SUITS.index(COLOR[c]) for c in _DECK]  # type: ignore[arg-type]
_VALUE = [VALUE[c] for c in _DECK]
#: _STRENGTH[trump + 1][lead + 1][card]: `tricks.strength` for a plain card (-1: none)
_STRENGTH = [
    [
        [
            200 + _VALUE[c]
            if _SUIT_OF[c] == trump
            else 100 + _VALUE[c]
            if _SUIT_OF[c] == lead
            else 0
            for c in range(len(_DECK))
        ]
        for lead in range(-1, len(_SUITS))
    ]
    for trump in range(-1, len(_SUITS))
]


def covers(state: State) -> bool:
    """Whether this rollout plays the state: a plain deck in play, no teams, no reneging."""
    return state.oh_hell and not state.teams and not state.reneging and state.phase == "play"


def play_out(state: State) -> list[int]:
    """Each seat's points for the round when every seat plays on with the sharp greedy policy.

    Reads `state` and never changes it.
    """
    seats = state.seats
    trump = -1 if state.suspended or state.trump_color is None else _SUITS.index(state.trump_color)
    by_lead = _STRENGTH[trump + 1]
    # A card outside any trick: trump above the rest (`expert._rank`).
    rank = [(200 if s == trump else 100) + v for s, v in zip(_SUIT_OF, _VALUE, strict=True)]
    hands = [[_INDEX[c] for c in hand] for hand in state.hands]
    bids = [b or 0 for b in state.bids]
    tricks = list(state.tricks)
    turn = state.turn
    assert turn is not None
    lead = -1 if state.lead is None else _SUITS.index(state.lead)
    plays = [_INDEX[card] for _, card, _ in state.trick]
    win_seat = state.trick[state.win][0] if plays else -1
    best = by_lead[lead + 1][plays[state.win]] if plays else -1
    suit_of = _SUIT_OF
    left = sum(len(h) for h in hands)
    while left:
        hand = hands[turn]
        if lead < 0:
            moves = hand
        else:
            moves = [c for c in hand if suit_of[c] == lead] or hand
        if len(moves) == 1:
            card = moves[0]
        else:
            card = _pick(turn, moves, hands, bids, tricks, plays, lead, best, seats, by_lead, rank)
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
    rows = score_round(
        state.options,
        state.unit_seats,
        state.hand_size,
        state.bids,
        tricks,
        state.bonus,
        state.mad,
    )
    points = [0] * seats
    for row in rows:
        for s in row["seats"]:
            points[s] = row["total"]
    return points


def _pick(
    seat: int,
    moves: list[int],
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
    that loses it (else the highest)."""
    want = bids[seat] - tricks[seat] > 0
    later = [(seat + k) % seats for k in range(1, seats - len(plays))]
    suit_of = _SUIT_OF
    keeps: list[int] = []
    loses: list[int] = []
    answers: dict[int, list[tuple[int, int, bool]]] = {}
    for card in moves:
        card_lead = lead if lead >= 0 else suit_of[card]
        strengths = by_lead[card_lead + 1]
        mine = strengths[card]
        if mine <= best:
            loses.append(card)
            continue
        replies = answers.get(card_lead)
        if replies is None:
            replies = []
            for p in later:
                hand = hands[p]
                cards = [c for c in hand if suit_of[c] == card_lead] or hand
                if not cards:
                    replies.append((-1, -1, False))
                    continue
                values = [strengths[c] for c in cards]
                replies.append((max(values), min(values), bids[p] - tricks[p] > 0))
            answers[card_lead] = replies
        beaten = False
        for top, bottom, wants in replies:
            if (wants and top > mine) or bottom > mine:
                beaten = True
                break
        (loses if beaten else keeps).append(card)
    key = rank.__getitem__
    if want:
        return min(keeps or moves, key=key)
    return max(loses or moves, key=key)
