""" "Ready" with no card placed in a combat's face-down step asks first on the 1995 table
(pl34a #9, by mouse at 1920x1080: a click on Ready with no card placed passed the step at once,
where the relaunch asks before a Wuss-out). Driven through the app's loop: Space, then what is
drawn and what the game was told."""

from __future__ import annotations

import pygame

from desktop.game.controllers import bot, person
from engine.core.session import Session
from engine.games.rage_classic.state import NULL
from tests.desktop.classic_pcl_support import session_table
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_classic_hint_names_button import NAMES, QUIET
from tests.desktop.test_table_support import frames, frames_until, key


def _face_down_step() -> Session:
    """A 2-seat game played quietly to Ann's first face-down step with a card to place."""
    packs = ["silver-wake", "thornwood-kin"]
    session = Session.new("rage-classic", 2, 3, {"packs": packs}, names=NAMES)
    for _ in range(600):
        seat = min(session.to_act())
        legal = session.legal(seat)
        real = [c for c in legal if c["type"] == "assign" and c["card"] != NULL]
        if seat == 0 and real and {"type": "ready"} in legal:
            return session
        attack = [c for c in legal if c["type"] in ("announce", "attack", "hunt")]
        quiet = [c for c in legal if c["type"] in QUIET]
        session.apply(seat, (attack or quiet or legal)[0])
    raise AssertionError("Ann never had a card to place face down")


def test_ready_with_no_card_placed_asks_first(display) -> None:
    session = _face_down_step()
    with session_table(session, [person(NAMES[0]), bot(NAMES[1])]) as (app, table):
        frames_until(app, lambda: {"type": "ready"} in table.legal and not table.settling())
        frames_until(app, lambda: not table.pass_holding)  # a new moment's hold on Ready
        entries = len(session.entries)
        with tracing():
            frames(app, 3, [key(pygame.K_SPACE)])
            drawn = [m.text for _, m in trace_frame(app).texts()]
        assert len(session.entries) == entries  # nothing sent yet
        assert "Place no card this round?" in drawn, drawn
        frames(app, 3, [key(pygame.K_RETURN)])  # confirmed: Ready is sent
        assert session.entries[-1]["command"] == {"type": "ready"}
