"""What the property tests of both CCG editions share: a random game played to its end, every
string a view names (written apart from the engine's own walker, engine.ccg.views.strings, so
that a fault there cannot hide a leak), the cards no seat may see but its own, and logged events
that keep decks secret."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Iterator
from typing import Any

from engine.core.session import Session


def random_play(
    session: Session, rng: random.Random, most: int, moment: Callable[[Any], str]
) -> Iterator[int]:
    """Random legal commands (a random seat of those to act) until the game is over: someone
    may act at every moment (`moment` names it in a failure) and has a legal command, and the
    game ends within `most` commands. Yields the number applied after each."""
    steps = 0
    while not session.is_over():
        to_act = sorted(session.to_act())
        assert to_act, f"nobody may act in {moment(session.state)}"
        seat = to_act[rng.randrange(len(to_act))]
        legal = session.legal(seat)
        assert legal, f"seat {seat} must act but has no legal command ({moment(session.state)})"
        session.apply(seat, legal[rng.randrange(len(legal))])
        steps += 1
        yield steps
        assert steps < most


def strings(obj: object) -> set[str]:
    """The strings in a JSON-like value: dict values, list and tuple items (not dict keys)."""
    if isinstance(obj, str):
        return {obj}
    if isinstance(obj, dict):
        return set().union(*(strings(v) for v in obj.values())) if obj else set()
    if isinstance(obj, list | tuple):
        return set().union(*(strings(v) for v in obj)) if obj else set()
    return set()


def decks_and_other_hands(players: Iterable[Any], seat: int | None) -> set[str]:
    """Every card in a deck, and in the hands of every player but `seat`."""
    out: set[str] = set()
    for p in players:
        out |= set(p.sept_deck) | set(p.combat_deck)
        if p.seat != seat:
            out |= set(p.hand) | set(p.combat_hand)
    return out


def assert_deck_order_hidden(event: dict[str, Any]) -> None:
    """A logged deal or shuffle names no deck's order."""
    if event["type"] in ("deal", "shuffle"):
        assert not isinstance(event.get("order", 0), list)
        assert not isinstance(event.get("sept", 0), list)


def told(session: Session, viewers: Iterable[int | None]) -> Iterator[tuple[int | None, Any]]:
    """Each event each viewer was sent (its redacted log), once the checks both editions make
    of every one hold: no deck's order, and another seat's draws face down."""
    for viewer in viewers:
        for item in session.events_for(viewer):
            for event in item["events"]:
                assert_deck_order_hidden(event)
                if event["type"] == "draw" and event["seat"] != viewer:
                    assert set(event["cards"]) <= {None}
                yield viewer, event


def assert_replays(session: Session) -> None:
    """The game's log, replayed and verified, gives the very same state."""
    rebuilt = Session.from_log(session.header, session.entries, verify=True)
    assert rebuilt.state == session.state
