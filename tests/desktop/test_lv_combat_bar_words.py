"""The relaunch's bar in a combat asks for a Combat card only when one may be played (issue
30). Found playing by keyboard in a real window: in a Pre-Combat step with no event in hand
(only the alpha's ability, or nothing, to do) the bar said "Combat: click a Combat card to
play it, or Pass", and every card clicked was refused. Judged on the texts the frame draws."""

from __future__ import annotations

import pytest

from desktop.game.controllers import bot, person
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_ccg_support import bots_played, make_app, open_table
from tests.desktop.test_table_support import frames, frames_until

CARD = "Combat: click a Combat card to play it, or Pass"


@pytest.mark.parametrize(
    ("commands", "said"),
    [
        (41, "Combat: no card can be played now; press Space to pass"),  # opens by keys
        (155, "Combat: no card can be played now; use an ability (A) or Pass"),
    ],
)
def test_the_combat_bar_says_what_may_be_done(display, commands: int, said: str) -> None:
    session = bots_played(commands, seed=1)
    types = {c["type"] for c in session.legal(0)}
    assert session.view(0)["combat"] and 0 in session.to_act()
    assert not types & {"combat-card", "combat-event"}, types
    with tracing():
        app = make_app((1280, 720), speed=50.0)
        try:
            table = open_table(app, session, [person("Ann"), bot("Bob")])
            frames_until(app, lambda: table.stage.combat.visible and not table.settling())
            frames(app, 3)
            drawn = {m.text for _, m in trace_frame(app).texts()}
        finally:
            app.close()
    assert CARD not in drawn, "the bar asks for a Combat card none of which may be played"
    assert said in drawn, sorted(t for t in drawn if t.startswith("Combat"))
