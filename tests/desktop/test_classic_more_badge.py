"""A crowded row's "+N more" badge names the creatures it hides, to a resting pointer and to
the Tab key (issue 30's list from the last session; seen again in a real window: 4 seats at
1280x720 in Portuguese, "+1 a mais" on Chloé's row said nothing on hover)."""

from __future__ import annotations

import pygame

from desktop.game.controllers import bot, person
from tests.desktop.test_classic_table import answer_dialogs_until, open_table
from tests.desktop.test_table_support import frames, make_app, motion


def test_the_more_badge_names_what_it_hides_on_hover_and_tab(display) -> None:
    app = make_app((1280, 720))
    table = open_table(app, [person("Ann"), bot("Bob"), bot("Cy"), bot("Di")], seed=5)
    answer_dialogs_until(app, table, lambda: bool(table.stage.more), limit=20000)
    table.paused = True
    frames(app, 5)
    node, hidden = table.stage.more[0]
    assert hidden
    box = table.tips.spots and next(r for t, r in table.tips.spots if t.key == "more")
    frames(app, 2, [motion(app, box.center)])
    assert table.tips.shown is not None and table.tips.shown.key == "more"
    assert all(name in table.tips.shown.text for name in hidden)
    table.tips.hide()
    for _ in range(len(table.tips.spots)):  # Tab walks the words on screen to the badge too
        frames(app, 1, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0)])
        if table.tips.shown is not None and table.tips.shown.key == "more":
            break
    assert table.tips.shown is not None and table.tips.shown.key == "more"
