"""Asked whether to play for the prey, or whether to play the Offensive Effect one announced,
the person can let it be as the Hint says, with Space or the Pass button (issue 30, found in a
4-seat game by keyboard in Portuguese: the Hint said "Let it be", the bar "click Actions (or
press A)" or "click the glowing card", the Pass button was off and Space did nothing). Driven
through the app's loop: the bar, the button and the key agree."""

from __future__ import annotations

import pygame
import pytest

from desktop.game.controllers import bot, person
from desktop.game.runner import GameRunner
from desktop.screens.rage_classic.table import ClassicTable
from engine.core.session import Session
from tests.desktop.test_classic_table import faces, prey_to_claim
from tests.desktop.test_table_support import frames, frames_until, key, make_app


def _announced() -> Session:
    """Ann announced an Offensive Effect and everyone said OK: she plays it or declines."""
    packs = ["silver-wake", "ashfall-spiral"]
    session = Session.new("rage-classic", 2, 3, {"packs": packs}, names=["Ann", "Bob"])
    for _ in range(300):
        seat = min(session.to_act())
        legal = session.legal(seat)
        if seat == 0 and {"type": "decline"} in legal:
            return session
        said = [c for c in legal if c["type"] == "announce" and seat == 0]
        quiet = [c for c in legal if c["type"] in ("pass", "done", "ok", "allow", "ready")]
        session.apply(seat, (said or quiet or legal)[0])
    raise AssertionError("Ann never announced")


@pytest.mark.parametrize("moment", ["prey", "announced"])
def test_space_and_the_pass_button_let_it_be(display, moment) -> None:
    if moment == "prey":
        session, _bane = prey_to_claim()
        seats, me, let_be = [bot("Ann"), person("Bob")], 1, {"type": "no-claim"}
    else:
        session = _announced()
        seats, me, let_be = [person("Ann"), bot("Bob")], 0, {"type": "decline"}
    app = make_app((1280, 720), speed=50.0)
    try:
        runner = GameRunner(session, seats, threaded=False)
        table = ClassicTable(app, runner, faces=faces(), step_delay=0.0)
        app.push(table)
        frames_until(app, lambda: let_be in table.legal and not table.settling())
        frames(app, 2)
        assert table.pass_button.visible and table.pass_button.enabled
        assert table.pass_button.text == "Let it be"
        bar = table.what_now()
        assert "Space" in bar, bar
        before = len(session.entries)
        table.paused = True  # the bot waits: the person's answer is the last entry
        frames(app, 2, [key(pygame.K_SPACE)])
        mine = [e["command"] for e in session.entries[before:] if e["seat"] == me]
        assert mine == [let_be], mine
    finally:
        app.close()
