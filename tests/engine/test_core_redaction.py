"""Every ruleset's `redact` is idempotent: clients, replays and the LAN host may redact events
that were already redacted, and doing so must neither fail nor change them."""

from __future__ import annotations

import random

import pytest

from engine.core.play import make_bots, play_out
from engine.core.registry import available, get_ruleset
from engine.core.session import Session

#: every game of the engine's registry, at its fewest and its most seats
GAMES = sorted(
    {
        (game, seats)
        for game in available()
        for seats in (get_ruleset(game).min_seats, get_ruleset(game).max_seats)
    }
)


@pytest.mark.parametrize(("game", "seats"), GAMES)
@pytest.mark.parametrize("seed", [1, 2])
def test_redact_twice_equals_redact_once(game: str, seats: int, seed: int) -> None:
    session = Session.new(game, seats, seed)
    play_out(session, make_bots(session, ["random"] * seats), random.Random(seed), max_commands=150)
    for item in session.entries:
        for event in item["events"]:
            for seat in [None, *range(seats)]:
                once = session.ruleset.redact(event, seat)
                if once is None:
                    continue
                assert session.ruleset.redact(once, seat) == once, (event["type"], seat)
