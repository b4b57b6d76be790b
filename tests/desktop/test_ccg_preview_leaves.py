"""The 1995 lesson 3 in a real window, by keyboard: the arrows went to Shoulder Slam (its zoom
showed), Enter and 1 played it, and its zoom stayed over the Combat hand through the next
question and the next step. A zoomed card that left the table takes its zoom with it."""

from __future__ import annotations

import pygame

from tests.desktop.lesson_steps import lesson_at
from tests.desktop.test_ccg_focus_in_combat import in_combat_at
from tests.desktop.test_learn import home, make_app, ready  # noqa: F401
from tests.desktop.test_table_support import frames, key


def test_a_card_played_by_keyboard_takes_its_zoom_away(display, home) -> None:  # noqa: F811
    app = make_app()
    table = lesson_at(app, "rage-classic", "bluff", in_combat_at("assign"))
    coach = table.coach
    card = coach.run.current.expect["card"]
    for _ in range(len(table.focusables())):
        if table.focus_key == card:
            break
        frames(app, 1, [key(pygame.K_RIGHT)])
    assert table.focus_key == card
    assert table.stage.preview.visible  # the arrows show the focused card's zoom
    frames(app, 1, [key(pygame.K_RETURN)])
    frames(app, 1, [key(pygame.K_1)])
    ready(app, table)
    frames(app, 5)
    assert coach.run.current.expect["type"] == "ready"  # the card was played
    assert not table.stage.preview.visible, "the played card's zoom stayed on the table"
    app.close()
