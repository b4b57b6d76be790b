"""The 1995 Hint asked over a combat's list covers neither the list nor the game log (pl36a
#9, 1920x1080, 4 seats): standing in the log's column under Hint, it hid the log's first
lines (065, 124, 127, 142), and a list of long rows widened under it into that column, the
box over the end of its second row (062). The log's lines now begin under the box, and a list
stands and widens left of the sidebar. Judged on the panels' labels and the list's place, at
1280x720 and 1920x1080, at a moment of issue 30's 4-seat game (classic_pcl4_game.py)."""

from __future__ import annotations

import pygame
import pytest

from desktop.screens.rage_classic import layout
from desktop.ui.choice import ChoiceDialog
from tests.desktop.classic_pcl_support import hint_over_list, pcl4_table
from tests.desktop.test_table_support import frames, frames_until, key

#: turn 3's combat: Fight on or withdraw?, Keeper Ashgrove against Ysolde Amberclaw
WITHDRAW = 575


def hint_box(app, table) -> pygame.Rect:
    spot = table.hint_spot()
    width, lines = table.hint_box()
    size = table.assist.hint_size(app.theme, spot.width or width, lines)
    box = pygame.Rect((0, 0), size)
    box.bottomright = spot.bottomright
    return box


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_hint_over_a_combat_list_leaves_the_log_in_sight(display, size) -> None:
    with pcl4_table("en", WITHDRAW, size, hints=True) as (app, table):
        hint_over_list(app, table)
        assert table._hint_in_log()  # where it stands over a combat's list
        box = hint_box(app, table)
        assert not box.colliderect(table.dialog.rect), (box, table.dialog.rect)
        lines = [(t, r) for t, r in table.stage.extra("log") if t != "Game log"]
        assert lines, "the log shows no line"
        under = [t for t, r in lines if r.colliderect(box)]
        assert not under, (box, under)
        # answered (fight on), the list and the hint go: the log has its column's top again
        frames(app, 2, [key(pygame.K_1)])
        frames_until(app, lambda: table.dialog is None or not table.dialog.is_open)
        frames(app, 5)
        tops = [r.top for t, r in table.stage.extra("log") if t != "Game log"]
        assert min(tops) == layout.LOG.y, tops


def test_a_list_of_long_rows_stands_left_of_the_sidebar(display) -> None:
    with pcl4_table("en", WITHDRAW, (1920, 1080), hints=True) as (app, table):
        row = "Announce an Offensive Effect to play Howl of Rebuke " * 3
        listed = ChoiceDialog("Every action", [(row, 1), ("Pass", 2)], lambda _v: None)
        table.show_dialog(listed)
        frames(app, 3)
        assert listed.rect.right <= layout.SIDE.x, listed.rect
