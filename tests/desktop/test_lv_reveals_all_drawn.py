"""The combat panel draws every card a side revealed (pl34b #14, 4 seats at 1920x1080): two
Challenge Howls revealed before the first round, only one was drawn; after Roll Away answered
Echo Blow, Pounce and Echo Blow vanished while the result line still named them. Judged on
the card names drawn between the combatants, each in sight, as a table sees the game played live."""

from __future__ import annotations

import random

import pygame
import pytest

from desktop.game.controllers import bot, person
from desktop.screens.rage_lv import layout
from desktop.screens.rage_lv.faces import CcgFaces
from engine.core.session import Session
from engine.games.rage_lv.state import card_of
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_ccg_support import bot_turn, make_app, make_bots, open_table
from tests.desktop.test_lv_crowded_opponents import NAMES, _covered
from tests.desktop.test_table_support import frames, frames_until


def _played(entries: int) -> Session:
    """The 4-seat bot game of seed 3 once its log holds `entries` entries."""
    packs = ["ashen-wind", "stone-choir", "hollow-moon", "stone-choir"]
    session = Session.new("rage-lv", 4, 3, {"packs": packs}, names=NAMES)
    bots, rng = make_bots(session, ["heuristic"] * 4), random.Random(3)
    while len(session.entries) < entries:
        assert bot_turn(session, bots, rng)
    return session


@pytest.mark.parametrize(
    ("before", "after", "cards"),
    [
        # Chloé's Challenge Howl, then Ann's, before the first round
        (112, 114, ["3.challenge-howl.1", "0.challenge-howl.1"]),
        # Rockfall against Echo Blow, then Roll Away answering
        (139, 141, ["1.rockfall.2", "2.echo-blow.2", "1.roll-away.1"]),
    ],
    ids=["two-howls", "an-answer"],
)
def test_every_revealed_card_is_drawn(display, before, after, cards) -> None:
    game = _played(after)
    revealed = [c for e in game.entries[before:after] for v in e["events"] if v["type"] == "reveal"
                for c in v["cards"]]  # fmt: skip
    assert revealed == cards
    session = _played(before)
    with tracing():
        app = make_app((1920, 1080), speed=50.0)
        try:
            seats = [person("Ann")] + [bot(n) for n in NAMES[1:]]
            table = open_table(app, session, seats, faces=CcgFaces())
            table.paused = True  # the bots play the bot game's moves, not their own
            frames(app, 30)
            for entry in game.entries[before:after]:
                session.apply(entry["seat"], entry["command"])
                frames(app, 20)
            frames_until(app, lambda: not table.settling())
            frames(app, 3)
            plays = pygame.Rect(layout.COMBAT.x + 300, layout.COMBAT.y + 100, 540, 320)
            trace = trace_frame(app)
            drawn = [
                m.whole or m.text
                for i, m in trace.texts(cards=True)
                if m.card and plays.contains(m.rect) and _covered(trace, i, m.rect) < 0.2
            ]
        finally:
            app.close()
    names = [card_of(c).name for c in cards]
    assert sorted(n for n in drawn if n in names) == sorted(names), drawn
