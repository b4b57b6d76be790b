"""The bar names the Pass button by the words it shows (issue 30, found in a 4-seat 1995 game
by keyboard in a real window: after an announced Offensive Effect the bar said "...or click
Decline to play it or press Space." while the button read "Let it be"). Driven through the
app's loop: the bar is read as drawn beside the button."""

from __future__ import annotations

import pytest

from desktop.game.controllers import bot, person
from desktop.game.runner import GameRunner
from desktop.screens.rage_classic.table import ClassicTable
from tests.desktop.test_classic_let_prey_be import _announced
from tests.desktop.test_classic_table import faces, prey_to_claim
from tests.desktop.test_table_support import frames, frames_until, make_app


@pytest.mark.parametrize("moment", ["prey", "announced"])
def test_the_bar_says_the_pass_buttons_words(display, moment) -> None:
    if moment == "prey":
        session, _bane = prey_to_claim()
        seats, let_be = [bot("Ann"), person("Bob")], {"type": "no-claim"}
    else:
        session = _announced()
        seats, let_be = [person("Ann"), bot("Bob")], {"type": "decline"}
    app = make_app((1280, 720), speed=50.0)
    try:
        table = ClassicTable(app, GameRunner(session, seats, threaded=False), faces=faces())
        app.push(table)
        frames_until(app, lambda: let_be in table.legal and not table.settling())
        table.paused = True
        frames(app, 2)
        button = table.pass_button.text
        bar = table.bar_line
    finally:
        app.close()
    assert f"click {button} or press Space" in bar, (button, bar)
