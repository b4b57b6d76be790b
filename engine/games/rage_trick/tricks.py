"""Who takes a trick, and which cards a hand may play: pure functions over card ids."""

from __future__ import annotations

from collections.abc import Sequence

from engine.games.rage_trick.cards import COLOR, KIND, NUMBER, VALUE, WILD, WILD_VALUE
from engine.games.rage_trick.state import Play


def strength(card: str, named: str | None, trump: str | None, lead: str | None) -> int:
    """How a played card ranks in its trick: trump above the lead colour above the rest.

    200 + value for a card counting as trump, 100 + value for the lead colour, else 0 (a
    card of another colour, or a non-Wild action card). A Wild counts as the 16 of its colour.
    """
    kind = KIND[card]
    if kind == NUMBER:
        color, value = COLOR[card], VALUE[card]
    elif kind == WILD:
        color, value = named, WILD_VALUE
    else:
        return 0
    if color is None:
        return 0
    if color == trump:
        return 200 + value
    if color == lead:
        return 100 + value
    return 0


def reason_of(score: int) -> str:
    return "trump" if score >= 200 else "lead" if score >= 100 else "leader"


def winner_of(
    plays: Sequence[Play], wild_idx: int | None, trump: str | None, lead: str | None
) -> tuple[int, str]:
    """(index of the winning play, reason) for a trick's plays so far.

    The first Wild played while trump was active; else the highest card of the active trump;
    else the highest of the lead colour; else (only non-Wild action cards) the leader. The
    earlier card wins a tie (two Wilds naming the same colour).
    """
    if wild_idx is not None:
        return wild_idx, "wild"
    best, best_score = 0, -1
    for i, (_, card, named) in enumerate(plays):
        score = strength(card, named, trump, lead)
        if score > best_score:
            best, best_score = i, score
    return best, reason_of(best_score)


def has_color(hand: Sequence[str], color: str) -> bool:
    """Whether the hand holds a number card of `color` (action cards have no colour)."""
    return any(COLOR[card] == color for card in hand)


def playable(hand: list[str], lead: str | None, any_time: bool) -> list[str]:
    """The cards that may be played under follow-suit rules (not reneging mode)."""
    if lead is None:
        return hand
    follow = [card for card in hand if COLOR[card] == lead]
    if not follow:
        return hand
    if any_time:
        return [card for card in hand if COLOR[card] == lead or KIND[card] != NUMBER]
    return follow
