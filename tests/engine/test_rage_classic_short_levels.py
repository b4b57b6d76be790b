"""A 1995 game at a Renown level below the preconstructed packs' 20 (seed 001, "Decide Renown
Level": players wanting a shorter game choose a low level; a pack's Characters total at most
the level): each shipped pack brings the Characters, in its order, that fit, and bots play
the game to its end. Before, every level under 20 was refused with the shipped packs."""

from __future__ import annotations

import random

import pytest

from engine.core.play import bot_turn, make_bots
from engine.core.session import Session
from engine.games.rage_classic.cards import pool
from engine.games.rage_classic.decks import seat_pack


@pytest.mark.parametrize(("level", "count"), [(10, 2), (15, 3), (20, 4)])
def test_a_low_renown_level_cuts_the_packs_to_fit_and_plays_out(level, count) -> None:
    session = Session.new("rage-classic", 4, 3, {"renown_level": level})
    options = session.header.options
    cards = pool()
    for seat in range(4):
        characters = seat_pack(options, seat).characters
        assert len(characters) == count
        assert sum(cards[c].renown for c in characters) <= level
        mine = [c for c in session.view(seat)["creatures"] if c["pack"] == seat]
        assert len(mine) == count
    if level == 20:
        assert options["packs"] == ["silver-wake", "ashfall-spiral", "thornwood-kin", "grey-ledger"]
        return
    bots = make_bots(session, ["heuristic"] * 4)
    rng = random.Random(level)
    while not session.is_over():
        assert bot_turn(session, bots, rng)
    assert max(session.result()["scores"]) >= level or session.result()["reason"] != "renown"
    # the log replays: the cut packs are written into the options in full
    again = Session.from_log(session.header, session.entries, verify=True)
    assert again.result() == session.result()
