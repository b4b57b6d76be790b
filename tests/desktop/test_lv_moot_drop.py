"""Dropping a Moot on one of your Garou has that Garou call it (issue 30). Found playing the
relaunch by mouse in a real window: Trial of Sharp Words dropped on Kiln-Child opened a list of
all six callers, because the Staging Area around the Garou took the drop first. Driven through
the app's real loop with a pointer drag."""

from __future__ import annotations

import pytest

from desktop.screens.rage_lv.faces import base_id
from desktop.ui.choice import ChoiceDialog
from tests.desktop.test_ccg_support import main_turn, make_app
from tests.desktop.test_ccg_table import hand_node
from tests.desktop.test_table_support import drag_from_hover as drag
from tests.desktop.test_table_support import frames

MOOT = "trial-of-words"


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=["720p", "1080p"])
def test_a_moot_dropped_on_a_garou_is_called_by_that_garou(display, size) -> None:
    app = make_app(size)
    try:
        table, session = main_turn(app, [MOOT])
        frames(app, 30)
        callers = [
            c["by"]
            for c in session.legal(0)
            if c["type"] == "play" and base_id(c["card"]) == MOOT and c.get("by")
        ]
        assert len(callers) >= 3, callers
        caller = callers[2]  # not the first: the list's first row is no proof
        zone = table.stage.char_zone(caller)
        before = len(session.entries)
        drag(app, hand_node(table, MOOT).to_world(), (zone.x, zone.y))
        frames(app, 5)
        assert not isinstance(table.dialog, ChoiceDialog), "a list of callers opened"
        mine = [e["command"] for e in session.entries[before:] if e["seat"] == 0]
        assert mine and mine[0]["type"] == "play" and mine[0]["by"] == caller, mine
    finally:
        app.close()
