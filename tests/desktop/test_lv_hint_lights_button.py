"""The button the relaunch's Hint names is the one lit (pl40a #4, 4 seats by mouse at
1920x1080: "click Pass" left the focus ring on the Hint button just clicked; a vote's
"Against" or a combat's "Use Cinder Howl" lit the character card, not the button). Asked by a
click on the Hint button, as a mouse player asks; then Enter makes the move named."""

from __future__ import annotations

import pytest

from desktop.game.controllers import bot, person
from engine.ai.hints import Hint
from tests.desktop.test_ccg_support import bots_played, make_app, open_table
from tests.desktop.test_table_assist import wait_for_hint
from tests.desktop.test_table_support import click, frames, frames_until

# 155: Ann's alpha in a combat, with an ability; 19: a vote on her own Moot; 2: her Main
# phase, a card to play or Pass; 42: a combat, a card to play or Pass
CASES = [(155, "ability"), (19, "vote"), (2, "pass"), (42, "combat-pass")]


@pytest.mark.parametrize(("states", "kind"), CASES)
def test_the_hinted_button_is_lit_not_its_card(display, states, kind) -> None:
    session = bots_played(states, seed=1)
    app = make_app((1920, 1080), speed=50.0)
    app.settings.hints = True
    try:
        table = open_table(app, session, [person("Ann"), bot("Bob")])
        table.paused = True
        frames_until(app, lambda: not table.settling() and bool(table.legal))
        frames(app, 30)
        move = next(c for c in table.legal if c["type"] == kind)
        table.assist.guide = lambda seat: Hint(move, "Do it.")
        click(app, table.assist.button.rect.center)
        wait_for_hint(app, table)
        frames(app, 5)
        assert table.assist.hinted == move
        lit = table.widgets.focused
        assert lit is not None and lit is not table.assist.button, lit
        assert lit is table.hinted_control(move) and lit.visible, lit
        assert not table.stage.focus_ring.visible  # one glow: the button's
    finally:
        app.close()
