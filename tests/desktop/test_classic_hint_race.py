"""A click on Hint just as a bot moves still gives a hint (issue 30, a 4-seat 1995 game by
mouse at 1280x720: a click on Hint as a bot finished its move showed no box and the button
came back enabled; a second click showed it). The hint was worked out for the moment of the
click, and thrown away when it came back because the bot's move had changed the person's
choices. Now the click stands: the hint is worked out again for the moment in front of the
player. Driven through the app's loop with the real expert, the bot's move made while the
hint is on its way."""

from __future__ import annotations

import random
import time

from desktop.game.controllers import bot, person
from desktop.game.runner import GameRunner
from desktop.screens.rage_classic.table import ClassicTable
from engine.core.play import make_bots
from engine.core.session import Session
from tests.desktop.test_classic_table import PACKS, faces
from tests.desktop.test_table_support import click, frames, frames_until, make_app

NAMES = ["Ada", "Bruno", "Cy", "Dee"]


def _both_due() -> tuple[Session, int, dict]:
    """Four Normal bots (seed 3) until Ada and another seat may both act, and that seat's
    move would change Ada's choices (in turn 1's Redraw, Cy announces an Offensive Effect: Ada
    is then asked OK?)."""
    session = Session.new("rage-classic", 4, seed=3, options={"packs": PACKS}, names=NAMES)
    bots, rng = make_bots(session, ["normal"] * 4), random.Random(3)
    for _ in range(600):
        due = sorted(session.to_act())
        if 0 in due and len(due) > 1:
            other = due[1]
            said = [c for c in session.legal(other) if c["type"] == "announce"]
            if said:  # Ada is then asked OK? instead
                return session, other, said[0]
        seat = due[0]
        session.apply(seat, bots[seat].choose(session.view(seat), session.legal(seat), rng))
    raise AssertionError("Ada never acted beside another seat")


def test_a_hint_asked_as_a_bot_moves_is_for_the_moment_now(display) -> None:
    session, other, move = _both_due()
    app = make_app((1280, 720), speed=50.0, hints=True)
    try:
        seats = [person(NAMES[0])] + [bot(n) for n in NAMES[1:]]
        runner = GameRunner(session, seats, threaded=False)
        table = ClassicTable(app, runner, faces=faces(), step_delay=0.0)
        app.push(table)
        table.paused = True  # the bots wait: the test makes the one move
        frames_until(app, lambda: not table.settling() and table.assist.button.visible)
        before = session.legal(0)
        click(app, table.assist.button.rect.center)
        assert table.assist.call is not None  # the expert is at work
        session.apply(other, move)  # the bot finishes its move as the hint is worked out
        assert session.legal(0) != before and 0 in session.to_act()
        deadline = time.monotonic() + 60
        while table.assist.call is not None and time.monotonic() < deadline:
            frames(app)
            time.sleep(0.01)
        frames(app, 3)
        hint = table.assist.hint
        assert hint is not None, "the click gave no hint"
        assert hint.command in session.legal(0), (hint, session.legal(0))
        assert table.assist.hint_rect is not None  # its box is drawn
        assert table.assist.button.enabled  # asked again, it is worked out again
    finally:
        app.close()
