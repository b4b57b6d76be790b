"""Helpers for the Ragers tests (this module holds no tests).

Scenarios stack the decks in the order the cards will be played: the first five are the hand,
and because every placement is followed by a refill, the next listed card is always in hand
when its turn comes.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import Any

from engine.core.session import Session
from engine.games.ragers import RULESET

DATA = RULESET.data


def cards(side: str, names: Iterable[str]) -> list[str]:
    """'basher' -> the next unused copy (1, 2, 3, 4); 'basher-3' -> that copy exactly."""
    used: set[str] = set()
    explicit = {f"{side}-{n}" for n in names if "-" in n}
    out = []
    for name in names:
        if "-" in name:
            card = f"{side}-{name}"
        else:
            n = 1
            while f"{side}-{name}-{n}" in used or f"{side}-{name}-{n}" in explicit:
                n += 1
            card = f"{side}-{name}-{n}"
        assert DATA.is_combat_card(card), card
        used.add(card)
        out.append(card)
    return out


def game(
    acc: Iterable[str] = (),
    dfn: Iterable[str] = (),
    patrons: Iterable[str] = ("nameless",),
    cheers: Iterable[int] = (),
    seed: int = 1,
    names: list[str] | None = None,
    **options: Any,
) -> Session:
    deal = {
        "acc": cards("acc", acc),
        "def": cards("def", dfn),
        "patrons": [f"patron-{p}" for p in patrons],
        "cheers": [f"cheers-{n}" for n in cheers],
    }
    return Session.new(RULESET, 2, seed, {"deal": deal, **options}, names=names)


def card_in_hand(s: Session, seat: int, name: str) -> str:
    side = DATA.sides[seat].id
    hand = s.state.hands[seat]
    if "-" in name:
        assert f"{side}-{name}" in hand, (name, hand)
        return f"{side}-{name}"
    for card in hand:
        if DATA.kind_of(card) == name:
            return card
    raise AssertionError(f"no {name} in hand {hand}")


def keep(s: Session) -> None:
    s.apply(0, {"type": "keep"})
    s.apply(1, {"type": "keep"})


def place(s: Session, seat: int, name: str | None) -> list[dict]:
    if name is None:
        return s.apply(seat, {"type": "pass"})
    return s.apply(seat, {"type": "place", "card": card_in_hand(s, seat, name)})


def both(s: Session, a: str | None, d: str | None, first: int = 0) -> list[dict]:
    """Both players place (seat `first` chooses first); returns the second choice's events."""
    names = {0: a, 1: d}
    place(s, first, names[first])
    return place(s, 1 - first, names[1 - first])


def on_veteran(s: Session, seat: int, name: str) -> list[dict]:
    return s.apply(seat, {"type": "veteran", "card": card_in_hand(s, seat, name)})


def extra(s: Session, seat: int, name: str) -> list[dict]:
    return s.apply(seat, {"type": "place_extra", "card": card_in_hand(s, seat, name)})


def row(s: Session, seat: int) -> list[list[tuple[str, str]]]:
    """A row as kinds with a state letter: u face-up, d face-down, n negated, c<kind> copy."""
    out = []
    for slot in s.state.rows[seat]:
        stack = []
        for placed in slot.cards:
            mark = "n" if placed.negated else ("u" if placed.face_up else "d")
            if placed.copied:
                mark += ":" + placed.copied
            stack.append((DATA.kind_of(placed.card), mark))
        out.append(stack)
    return out


def last(s: Session) -> dict[str, Any]:
    assert s.state.last is not None, "the day has not been resolved"
    return s.state.last


def scored(s: Session, seat: int) -> list[tuple[str, int]]:
    return [(entry["card"], entry["gp"]) for entry in last(s)["combat"][seat]]


def public_text(s: Session, seat: int | None) -> str:
    """Everything a seat receives, as one JSON text: view, redacted events and log."""
    return json.dumps([s.view(seat), s.events_for(seat), s.log_for(seat)])
