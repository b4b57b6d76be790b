"""The zoom the arrow keys put up goes at the next other key. Playing the 1995 table by
keyboard in a real window, the focused card's zoom stayed on screen through ?, A and Enter,
over the player's name plate from the Redraw Phase to the Moot Phase."""

from __future__ import annotations

import pygame
import pytest

from tests.desktop.lesson_steps import lesson_at
from tests.desktop.test_ccg_focus_in_combat import in_combat_at
from tests.desktop.test_learn import home, make_app  # noqa: F401
from tests.desktop.test_table_support import frames, key


@pytest.mark.parametrize("then", [pygame.K_a, pygame.K_QUESTION])
def test_the_arrows_zoom_goes_at_the_next_key(display, home, then: int) -> None:  # noqa: F811
    app = make_app()
    try:
        table = lesson_at(app, "rage-classic", "bluff", in_combat_at("assign"))
        frames(app, 1, [key(pygame.K_RIGHT)])
        assert table.stage.preview.visible  # the arrows show the focused card's zoom
        frames(app, 2, [key(then)])
        assert not table.stage.preview.visible, "the arrows' zoom stayed after another key"
    finally:
        app.close()
