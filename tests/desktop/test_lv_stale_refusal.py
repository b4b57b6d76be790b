"""A refusal is about the moment it was made (issue 30). Found playing the relaunch by keyboard
in Portuguese at 1280x720: A pressed while the bots played said "Nothing to do right now: it is
not your turn.", and the bar still said so once it was the player's turn, over a Hint saying
"Pass" and a phase bar naming the player. Driven through the app's loop; judged on the words
the frame draws."""

from __future__ import annotations

import pygame

from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_ccg_support import main_turn, make_app
from tests.desktop.test_table_support import frames, frames_until, key

NOT_YOURS = "Nothing to do right now: it is not your turn."


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
            assert table.last_reason == NOT_YOURS  # said while waiting, as it should be
            table.paused = False
            frames_until(app, lambda: 0 in table.view["to_act"] and bool(table.legal))
            frames(app, 300)  # the toast that said it is gone too (4 s)
            drawn = [m.text for _, m in trace_frame(app).texts()]
        finally:
            app.close()
    assert not any(NOT_YOURS in t for t in drawn), [t for t in drawn if "turn" in t]
    assert table.last_reason == ""
