"""The relaunch Hint's box stands wholly in the window (issue 30, pl34b): at a narrow Umbra
side's right end it stood off the window's left edge, where it covered least of the table
because most of it covered nothing at all, and only "…it is worth 3 Renown" could be read."""

from __future__ import annotations

import pygame
import pytest

from tests.desktop.test_ccg_support import paused_at
from tests.desktop.test_lv_hint_box import REASON, _show
from tests.desktop.test_table_support import frames, make_app


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
@pytest.mark.parametrize("commands", [104, 140])
def test_the_hint_box_is_wholly_in_the_window(display, size, commands):
    app = make_app(size, speed=50.0)
    try:
        table = paused_at(app, commands, 1)
        _show(table, REASON)
        frames(app, 2)
        box = table.assist.hint_rect
        assert box is not None, "the hint is not drawn"
        screen = pygame.Rect((0, 0), app.logical_size)
        assert screen.contains(box), (box, app.logical_size)
    finally:
        app.close()
