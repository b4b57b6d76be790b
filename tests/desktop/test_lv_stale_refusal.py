"""The relaunch table's bar (issue 30): A pressed while a bot was moving said "Nothing to do
right now: it is not your turn." and the bar kept saying it once the turn was the person's,
beside "(you) · to play", the Hint and a lit Pass. A refusal stands only while the game is
where it was said. Keys through the app's loop; judged on the texts drawn."""

from __future__ import annotations

import pygame

from desktop.game.controllers import bot, person
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_ccg_support import bots_played, main_turn, make_app, open_table
from tests.desktop.test_table_support import frames, frames_until, key

NOT_YOURS = "Nothing to do right now: it is not your turn."


def test_a_not_your_turn_refusal_goes_when_the_turn_comes(display):
    with tracing():
        app = make_app((1920, 1080), speed=50.0)
        try:
            table = open_table(app, bots_played(1, 1), [person("Ann"), bot("Bob")])
            table.paused = True
            frames_until(app, lambda: not table.settling())
            assert table.session.to_act() == {1}
            frames(app, 1, [key(pygame.K_a, "a")])
            assert table.standing_reason == NOT_YOURS
            table.paused = False
            frames_until(app, lambda: 0 in table.session.to_act() and not table.settling())
            frames(app, 300)  # the toast that said it has gone (4 s); the bar is what is left
            drawn = [m.text for _, m in trace_frame(app).texts()]
            assert NOT_YOURS not in drawn, drawn
        finally:
            app.close()


def test_a_refusal_made_while_waiting_is_gone_when_the_turn_comes(display) -> None:
    with tracing():
        app = make_app((1280, 720), speed=50.0)
        try:
            table, session = main_turn(app, [])
            table.paused = True  # the bot waits: a moment with nothing for Ann to do
            passes = [c for c in session.legal(0) if c["type"] in table.pass_types]
            assert passes and table.submit(passes[0])
            frames_until(app, lambda: not table.legal and not table._hud_due)
            frames(app, 1, [key(pygame.K_a, "a")])
            frames(app, 3)
            assert table.standing_reason == NOT_YOURS  # said while waiting, as it should be
            table.paused = False
            frames_until(app, lambda: 0 in table.view["to_act"] and bool(table.legal))
            frames(app, 300)  # the toast that said it is gone too (4 s)
            drawn = [m.text for _, m in trace_frame(app).texts()]
        finally:
            app.close()
    assert not any(NOT_YOURS in t for t in drawn), [t for t in drawn if "turn" in t]
    assert table.standing_reason == ""
