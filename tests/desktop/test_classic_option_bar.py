"""A card's question, in the top bar and its list, reads whole and names the creature (issue
30, found playing a 4-seat 1995 game by keyboard in a real window: Slip the Veil played with
Keeper Ashgrove asked "Slip the Veil: choose one", its options "Move this creature into the
Umbra...", and the bar said "Move this creature into the Umbra (it steps sideways).: pick it
in the list, or press A."). Driven through the app's real loop: ? then what is drawn."""

from __future__ import annotations

from typing import Any

import pygame

from desktop.game.controllers import bot, person
from desktop.game.runner import GameRunner
from desktop.screens.rage_classic.table import ClassicTable
from engine.ai.hints import Hint
from engine.core.session import Session
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_classic_table import faces
from tests.desktop.test_table_support import frames, frames_until, key, make_app

NAMES = ["Player 1", "Ada", "Bruno", "Chloé"]
OPTIONS = {
    "packs": ["silver-wake", "thornwood-kin", "ashfall-spiral", "grey-ledger"],
    "renown_level": 10,
}
#: that game, to Player 1's Slip the Veil (with Keeper Ashgrove) asking which way to step
COMMANDS = [
    (1, {"by": "1.ysolde-amberclaw", "card": "1.call-the-kin.1", "target": None, "type": "play"}),
    (3, {"type": "allow"}),
    (1, {"kind": "ccg", "option": "1.kitsune-wanderer.1", "type": "choose"}),
    (1, {"type": "announce"}),
    (2, {"by": "2.vesk-hollowjaw", "card": "2.claim-the-meek.1", "target": None, "type": "play"}),
    (
        2,
        {
            "by": "2.vesk-hollowjaw",
            "card": "2.rite-of-the-spiral.1",
            "target": None,
            "type": "play",
        },
    ),
    (2, {"type": "ok"}),
    (3, {"by": "3.director-vane", "card": "3.ledger-totem.1", "target": None, "type": "play"}),
    (1, {"type": "allow"}),
    (3, {"type": "ok"}),
    (0, {"by": "0.keeper-ashgrove", "card": "0.slip-the-veil.1", "target": None, "type": "play"}),
    (3, {"type": "allow"}),
]
STEP = {"type": "choose", "kind": "ccg", "option": 0}


def _asked() -> Session:
    session = Session.new("rage-classic", 4, 1723682155, OPTIONS, NAMES)
    for seat, command in COMMANDS:
        session.apply(seat, command)
    assert STEP in session.legal(0)
    return session


def _open_at_the_question(app: Any) -> ClassicTable:
    """The table at that question, Player 1 a person and the bots paused, settled."""
    seats = [person(NAMES[0])] + [bot(n) for n in NAMES[1:]]
    table = ClassicTable(app, GameRunner(_asked(), seats, threaded=False), faces=faces())
    app.push(table)
    table.paused = True
    frames_until(app, lambda: not table.settling())
    return table


def test_a_cards_option_in_the_bar_reads_whole(display) -> None:
    with tracing():
        app = make_app((1280, 720), speed=50.0)
        try:
            table = _open_at_the_question(app)
            table.assist.guide = lambda seat: Hint(STEP, "test: step sideways")
            frames(app, 5, [key(pygame.K_SLASH, "?")])
            assert table.assist.hinted == STEP
            drawn = [m.text for _, m in trace_frame(app).texts()]
        finally:
            app.close()
    bar = [t for t in drawn if "pick it in the list" in t]
    assert bar, drawn
    assert all(".:" not in t for t in bar), bar


def test_a_cards_question_names_the_creature_it_came_with(display) -> None:
    with tracing():
        app = make_app((1280, 720), speed=50.0)
        try:
            _open_at_the_question(app)
            frames(app, 3, [key(pygame.K_a, "a")])
            drawn = [m.text for _, m in trace_frame(app).texts()]
        finally:
            app.close()
    assert "Slip the Veil (Keeper Ashgrove): choose one" in drawn, [
        t for t in drawn if "choose" in t
    ]
