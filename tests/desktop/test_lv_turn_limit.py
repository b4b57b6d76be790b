"""New game offers the relaunch a turn limit a newcomer can choose (issue 30: a 2-seat game
to 15 Renown, the shortest level, was still at turn 5 after 83 minutes; the engine has a
turn limit, but New game did not offer it). The choice is explained, the game starts with
it, the bar says which turn of how many, and Play again keeps it."""

from __future__ import annotations

import pygame

from desktop.screens.rage_lv import EDITION
from desktop.screens.rage_lv.table import LvTable
from tests.desktop import test_table_support as support
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_table_support import frames, frames_until, key, new_game, set_option

app = support.app  # the fixture: an App at 1280x720 with a temporary home


def test_three_turns_is_offered_explained_shown_and_kept(app) -> None:
    screen = new_game(app, "rage-lv")
    assert screen.options()["turn_limit"] == 40  # the standard game unless chosen
    # 40 -> 10 -> 5 -> 3: the choices stop at their ends (New game's rows do not go round)
    assert set_option(app, screen, "turn_limit", -3) == 3
    frames(app, 2)
    assert "most Renown wins" in screen.about() and "quick" in screen.about(), screen.about()
    with tracing():
        frames(app, 3, [key(pygame.K_RETURN)])
        table = app.stack.top
        assert isinstance(table, LvTable), "Enter did not start the game"
        assert table.session.header.options["turn_limit"] == 3
        frames_until(app, lambda: not table._hud_due)
        drawn = {m.text for _, m in trace_frame(app).texts()}
    assert "TURN 1 OF 3" in drawn, sorted(t for t in drawn if "TURN" in t)
    again = EDITION.setup_for(list(table.runner.seats), dict(table.session.header.options))
    assert again.options["turn_limit"] == 3, "Play again forgot the turn limit"
