"""Two creatures on a side of a 1995 combat keep the large card where the panel has the room
(issue 30, a 4-seat bot game at 1280x720: Vesk Hollowjaw and Pit Hound against Director Vane
and Sister Marrow were drawn at the hand's size, "Vesk Holl…", "Director V…", while room for
a second row of plays under each, which no creature had, was kept empty). Bots play a 4-seat
game to a combat with two attackers; the frame's printed names are read at 1280x720."""

from __future__ import annotations

import random

from desktop.game.controllers import bot, person
from desktop.game.runner import GameRunner
from desktop.screens.rage_classic import layout
from desktop.screens.rage_classic.faces import ClassicFaces
from desktop.screens.rage_classic.table import ClassicTable
from desktop.screens.rage_classic.words import name as card_name
from engine.core.play import make_bots
from engine.core.session import Session
from engine.i18n import using
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_classic_table import PACKS
from tests.desktop.test_table_support import frames, frames_until, make_app
from tests.desktop.test_text_readable import min_cap

NAMES = ["Ada", "Bruno", "Cy", "Dee"]
SEED, MOVES = 4, 118  # Keeper Ashgrove and Corrick Stonehowl attack a Bloated Fomor


def pair_fight() -> Session:
    session = Session.new("rage-classic", 4, SEED, options={"packs": PACKS}, names=NAMES)
    bots, rng = make_bots(session, ["heuristic"] * 4), random.Random(SEED)
    for _move in range(MOVES):
        seat = min(session.to_act())
        session.apply(seat, bots[seat].choose(session.view(seat), session.legal(seat), rng))
    return session


def test_two_attackers_are_drawn_large_enough_to_read_their_names(display) -> None:
    session = pair_fight()
    sides = session.view(0)["combat"]["sides"]
    assert len(sides[0]) == 2, sides
    fighters = [card_name(iid) for side in sides for iid in side]
    with tracing():
        app = make_app((1280, 720), speed=50.0, language="en")
        try:
            with using(app.translations):
                players = [person(NAMES[0])] + [bot(n) for n in NAMES[1:]]
                runner = GameRunner(session, players, threaded=False)
                # faces of its own, drawn under the trace (the tests' shared faces were drawn before it)
                app.push(ClassicTable(app, runner, faces=ClassicFaces(), step_delay=0.0))
            table = app.stack.top
            assert isinstance(table, ClassicTable)
            table.paused = True
            frames_until(app, lambda: not table.settling() and not table.presenting())
            frames(app, 20)
            marks = trace_frame(app).in_sight()
        finally:
            app.close()
    bottom = round(layout.COMBAT.bottom * 720 / 1080)
    for name in fighters:
        printed = [m for m in marks if m.card and m.text == name and m.rect.y < bottom]
        assert printed, (name, sorted({m.text for m in marks if m.card}))
        assert all(m.cap >= min_cap() for m in printed), name
