"""Asked whether to play for the prey, the person can let it be as the Hint says, with Space
or the Pass button (issue 30, found in a 4-seat game by keyboard in Portuguese: the Hint said
"Let it be", the bar "click Actions (or press A)", the Pass button was off and Space did
nothing). Driven through the app's loop: the bar, the button and the key agree."""

from __future__ import annotations

import pygame

from desktop.game.controllers import bot, person
from desktop.game.runner import GameRunner
from desktop.screens.rage_classic.table import ClassicTable
from tests.desktop.test_classic_table import faces, prey_to_claim
from tests.desktop.test_table_support import frames, frames_until, key, make_app


def test_space_and_the_pass_button_let_the_prey_be(display) -> None:
    session, _bane = prey_to_claim()
    app = make_app((1280, 720), speed=50.0)
    try:
        runner = GameRunner(session, [bot("Ann"), person("Bob")], threaded=False)
        table = ClassicTable(app, runner, faces=faces(), step_delay=0.0)
        app.push(table)
        frames_until(app, lambda: {"type": "no-claim"} in table.legal and not table.settling())
        frames(app, 2)
        assert table.pass_button.visible and table.pass_button.enabled
        assert table.pass_button.text == "Let it be"
        bar = table.what_now()
        assert "Space" in bar, bar
        before = len(session.entries)
        table.paused = True  # the bot waits: Bob's answer is the last entry
        frames(app, 2, [key(pygame.K_SPACE)])
        mine = [e["command"] for e in session.entries[before:] if e["seat"] == 1]
        assert mine == [{"type": "no-claim"}], mine
    finally:
        app.close()
