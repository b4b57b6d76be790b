"""Helpers for the rage-trick scenario tests: stacked deals and short ways to bid and play.

(Named test_* only so it sits with the other rage-trick tests; it holds no tests itself.)
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import Illegal
from engine.core.ruleset import Event
from engine.core.session import Session


def stacked(
    hands: list[list[str]],
    trump: str | None = None,
    *,
    dealer: int = 0,
    rest: list[str] | None = None,
    seed: int = 1,
    **options: Any,
) -> Session:
    """A game whose first round is dealt exactly as given (schedule defaults to [hand size])."""
    deal: dict[str, Any] = {"hands": hands, "dealer": dealer}
    if trump is not None:
        deal["trump"] = trump
    if rest is not None:
        deal["rest"] = rest
    options.setdefault("schedule", [len(hands[0])])
    options["deal"] = deal
    return Session.new("rage-trick", len(hands), seed, options)


def bid_all(session: Session, bids: list[int]) -> None:
    """Bids given per seat; they are made in turn from the left of the dealer."""
    for _ in range(session.header.seats):
        seat = session.state.turn
        session.apply(seat, {"type": "bid", "tricks": bids[seat]})


def play(session: Session, card: str, color: str | None = None) -> list[Event]:
    """The seat to act plays `card` (naming `color` for a Wild or Change)."""
    command: dict[str, Any] = {"type": "play", "card": card}
    if color is not None:
        command["color"] = color
    return session.apply(session.state.turn, command)


def play_cards(session: Session, *cards: str) -> list[Event]:
    """Several plays in turn; a card may be written "wild-1:blue" to name a colour."""
    events: list[Event] = []
    for text in cards:
        card, _, color = text.partition(":")
        events.extend(play(session, card, color or None))
    return events


def of_type(events: list[Event], kind: str) -> list[Event]:
    return [e for e in events if e["type"] == kind]


def refused(session: Session, seat: int, command: dict[str, Any]) -> Illegal:
    with pytest.raises(Illegal) as err:
        session.apply(seat, command)
    return err.value
