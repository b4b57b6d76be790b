"""Both CCG editions' logs name a seat past the names they were given as players count seats,
from 1 ("Seat 3" for the third seat): rage-lv's log counted from 0 ("Seat 2")."""

from __future__ import annotations

import pytest

from engine.core.registry import get_ruleset
from engine.i18n import using

#: an event each edition's log tells with the seat's name
EVENTS = {
    "rage-lv": {"type": "bonus", "seat": 2, "amount": 1},
    "rage-classic": {"type": "score", "seat": 2, "amount": 1},
}


@pytest.mark.parametrize("game", sorted(EVENTS))
def test_a_seat_without_a_name_is_counted_from_one(game: str) -> None:
    ruleset = get_ruleset(game)
    with using("en"):
        line = ruleset.describe(EVENTS[game], 0, ["Ann", "Bo"])
    assert line is not None and line.startswith("Seat 3 scores 1 "), line
    with using("pt_BR"):
        line = ruleset.describe(EVENTS[game], 0, ["Ann", "Bo"])
    assert line is not None and line.startswith("Lugar 3 "), line
    with using("en"):
        assert ruleset.describe(EVENTS[game], 0, ["Ann", "Bo", "Cy"]).startswith("Cy scores")  # type: ignore[union-attr]
