"""Card data for every preset: ids, decks and precomputed lookup tables.

Ids are stable strings (`red-7`, `wild-1`, `QH`). The tables below are built once at import
and never changed; rules code reads them instead of parsing ids in the hot path.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence

from engine.i18n import N_, _

COLORS: tuple[str, ...] = ("red", "orange", "yellow", "green", "blue", "purple")
SUITS: tuple[str, ...] = ("C", "D", "H", "S")
SUIT_NAMES: dict[str, str] = {
    "C": N_("clubs"),
    "D": N_("diamonds"),
    "H": N_("hearts"),
    "S": N_("spades"),
}
#: a colour's name (marked for the catalogs; `color_name` translates it)
COLOR_NAMES: dict[str, str] = {
    "red": N_("red"),
    "orange": N_("orange"),
    "yellow": N_("yellow"),
    "green": N_("green"),
    "blue": N_("blue"),
    "purple": N_("purple"),
}
RANKS: tuple[str, ...] = ("2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K", "A")
RANK_NAMES: dict[str, str] = {
    "T": "10",
    "J": N_("jack"),
    "Q": N_("queen"),
    "K": N_("king"),
    "A": N_("ace"),
}

# Kinds of card. A "number" card belongs to a colour or suit; the rest are action cards.
NUMBER = "number"
WILD = "wild"
CHANGE = "change"
OUT = "out"
BONUS = "bonus"
MAD = "mad"
ACTION_KINDS: tuple[str, ...] = (WILD, CHANGE, OUT, BONUS, MAD)
ACTION_NAMES: dict[str, str] = {
    WILD: N_("Wild Rage"),
    CHANGE: N_("Change Rage"),
    OUT: N_("Out Rage"),
    BONUS: N_("Bonus Rage"),
    MAD: N_("Mad Rage"),
}

#: A Wild named in a colour counts as this value of that colour.
WILD_VALUE = 16

PRESETS: tuple[str, ...] = ("us", "amigo", "oh-hell")

# Action-card counts per preset (the oh-hell deck has none).
ACTION_COUNTS: dict[str, dict[str, int]] = {
    "us": {WILD: 2, BONUS: 2, MAD: 2, CHANGE: 4, OUT: 4},
    "amigo": {WILD: 2, OUT: 4, CHANGE: 4, BONUS: 3, MAD: 3},
    "oh-hell": {},
}

# -- the lookup tables ------------------------------------------------------------------------
#: id -> kind (NUMBER or an action kind)
KIND: dict[str, str] = {}
#: id -> colour/suit, or None for action cards
COLOR: dict[str, str | None] = {}
#: id -> colour/suit of a number card (COLOR without the action cards' None)
SUIT_OF: dict[str, str] = {}
#: id -> value (0-15 for RAGE numbers, 2-14 for Oh Hell ranks, 0 for actions)
VALUE: dict[str, int] = {}
#: id -> sort key for showing a hand: by colour, then value, action cards last
SORT_KEY: dict[str, tuple[int, int, int]] = {}


def _build_tables() -> None:
    for ci, color in enumerate(COLORS):
        for value in range(16):
            cid = f"{color}-{value}"
            KIND[cid], COLOR[cid], VALUE[cid] = NUMBER, color, value
            SUIT_OF[cid] = color
            SORT_KEY[cid] = (ci, value, 0)
    most = max(counts.get(kind, 0) for counts in ACTION_COUNTS.values() for kind in ACTION_KINDS)
    for ki, kind in enumerate(ACTION_KINDS):
        for n in range(1, most + 1):
            cid = f"{kind}-{n}"
            KIND[cid], COLOR[cid], VALUE[cid] = kind, None, 0
            SORT_KEY[cid] = (len(COLORS), ki, n)
    for si, suit in enumerate(SUITS):
        for ri, rank in enumerate(RANKS):
            cid = f"{rank}{suit}"
            KIND[cid], COLOR[cid], VALUE[cid] = NUMBER, suit, ri + 2
            SUIT_OF[cid] = suit
            SORT_KEY[cid] = (si, ri + 2, 0)


_build_tables()

#: Stands for a card a seat cannot see, in a state rebuilt from that seat's redacted log.
HIDDEN = "?"
KIND[HIDDEN], COLOR[HIDDEN], VALUE[HIDDEN], SORT_KEY[HIDDEN] = "hidden", None, 0, (99, 0, 0)
#: id -> position in SORT_KEY order, as one int (sorting hands by it is cheaper than by tuples)
SORT_RANK: dict[str, int] = {
    card: i for i, card in enumerate(sorted(SORT_KEY, key=SORT_KEY.__getitem__))
}


def build_deck(preset: str) -> tuple[str, ...]:
    """The full deck of a preset, in a fixed (unshuffled) order."""
    if preset == "oh-hell":
        return tuple(f"{rank}{suit}" for suit in SUITS for rank in RANKS)
    numbers = [f"{color}-{value}" for color in COLORS for value in range(16)]
    actions = [
        f"{kind}-{n}"
        for kind in ACTION_KINDS
        for n in range(1, ACTION_COUNTS[preset].get(kind, 0) + 1)
    ]
    return tuple(numbers + actions)


DECKS: dict[str, tuple[str, ...]] = {preset: build_deck(preset) for preset in PRESETS}


def colors_of(preset: str) -> tuple[str, ...]:
    return SUITS if preset == "oh-hell" else COLORS


def is_action(card: str) -> bool:
    return KIND[card] != NUMBER


def sort_hand(cards: Iterable[str]) -> list[str]:
    return sorted(cards, key=SORT_RANK.__getitem__)


def card_name(card: str) -> str:
    """Plain words for a card: 'red 7', 'Wild Rage', 'queen of hearts' (in the active language)."""
    kind = KIND[card]
    if kind != NUMBER:
        return _(ACTION_NAMES.get(kind, kind))
    color = COLOR[card]
    if color in SUIT_NAMES:
        rank = card[:-1]
        return _("{rank} of {suit}").format(
            rank=_(RANK_NAMES[rank]) if rank in RANK_NAMES else rank, suit=_(SUIT_NAMES[color])
        )
    return _("{color} {value}").format(color=color_name(color), value=VALUE[card])


def color_name(color: str | None) -> str:
    if color is None:
        return _("none")
    return _(SUIT_NAMES.get(color) or COLOR_NAMES.get(color, color))


def deal_order(deck: Sequence[str], seats: int, dealer: int, hand_size: int) -> list[list[str]]:
    """Deal one card at a time clockwise, starting with the seat left of the dealer.

    Card k of `deck` goes to seat (dealer + 1 + k) mod seats. Hands come back sorted.
    """
    hands: list[list[str]] = [[] for _ in range(seats)]
    first = dealer + 1
    for k in range(seats * hand_size):
        hands[(first + k) % seats].append(deck[k])
    return [sort_hand(hand) for hand in hands]


def turn_up(
    pile: list[str], preset: str, rng: random.Random | None
) -> tuple[list[str], str | None, list[str]]:
    """Turn up the trump card from a face-down pile (top first).

    An action card turned up goes back into the pile at a random place below the next card
    and the next card is turned, until a number card shows. Returns the final pile (with the
    trump card on top), the trump card (None when no number card is left: no trump) and the
    action cards that were turned up and put back, in order.
    """
    pile = list(pile)
    skipped: list[str] = []
    if not any(KIND[c] == NUMBER for c in pile):
        return pile, None, skipped
    if preset == "oh-hell":
        return pile, pile[0], skipped
    while KIND[pile[0]] != NUMBER:
        card = pile.pop(0)
        skipped.append(card)
        if rng is None:
            raise ValueError("turning past an action card needs a random generator")
        # Index 1..len: somewhere below the card that is turned next, so it never reappears
        # at once; a number card is certain to show eventually.
        pile.insert(rng.randint(1, len(pile)), card)
    return pile, pile[0], skipped
