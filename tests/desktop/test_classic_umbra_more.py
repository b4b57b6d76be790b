"""The Umbra's "Across the Gauntlet (N more)" heading names the crossings it has no room for,
to a resting pointer and to the Tab key, as a crowded row's "+N more" badge does (issue 30; the
last helper's play could not open it to see the hidden entry), and a crossing cut short ("Moss-
Back Gaffling · dos dois la…", seen in Portuguese at 1920x1080) gives its whole."""

from __future__ import annotations

import pygame
import pytest

from desktop.game.controllers import bot, person
from desktop.screens.rage_classic.gauntlet import Crossing
from desktop.screens.rage_classic.stage import ClassicStage
from tests.desktop.test_classic_table import open_table
from tests.desktop.test_table_support import frames, make_app, motion

#: more crossings than the Umbra's column lists (a long game's Events, Realms and spirits),
#: the first one longer than the column is wide
LONG = Crossing(None, "Moss-Back Gaffling of the Long Silver Road", "both")
CROSSINGS = [LONG, *(Crossing(None, f"Moon Bridge {k}", "3") for k in range(12))]


def test_the_umbra_heading_names_the_crossings_it_hides(
    display, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(ClassicStage, "crossings", lambda self: list(CROSSINGS))
    app = make_app((1280, 720))
    try:
        table = open_table(app, [person("Ann"), bot("Bob")])
        table.paused = True
        frames(app, 10)
        (drawn,) = [t for t, _r in table.labels if t.startswith("Across the Gauntlet")]
        more = int(drawn.removeprefix("Across the Gauntlet (").removesuffix(" more)"))
        hidden = [c.text for c in CROSSINGS[-more:]]  # the column lists the first ones
        box = next(r for t, r in table.tips.spots if t.key == "more")
        frames(app, 2, [motion(app, box.center)])
        assert table.tips.shown is not None and table.tips.shown.key == "more"
        assert all(name in table.tips.shown.text for name in hidden)
        table.tips.hide()
        for _ in range(len(table.tips.spots)):  # Tab walks the words on screen to it too
            frames(app, 1, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0)])
            if table.tips.shown is not None and table.tips.shown.key == "more":
                break
        assert table.tips.shown is not None and table.tips.shown.key == "more"
        assert all(name in table.tips.shown.text for name in hidden)
        # a line cut short gives its whole to a resting pointer too
        cut = next(r for t, r in table.labels if t.startswith("Moss-Back") and t.endswith("…"))
        frames(app, 2, [motion(app, cut.center)])
        assert table.tips.shown is not None and table.tips.shown.text == LONG.text
    finally:
        app.close()
