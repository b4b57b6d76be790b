"""The 1995 table's opponent's area, opened by the pointer, can be browsed with it as the
relaunch's can (issue 30, pl34b #5): the view stays open while the pointer is on it and the
card pointed at there is zoomed, though its cards name no table node (they are found by card
id, as the keyboard's focus finds them)."""

from __future__ import annotations

from tests.desktop.classic_pcl_support import pcl_table
from tests.desktop.test_table_support import frames, motion

REST, SLIDE = 16, 10  # the pointer's rest on an area (0.25 s) and the view's slide (0.12 s)


def test_the_pointer_zooms_a_card_of_the_opened_area(display) -> None:
    with pcl_table("en", 227) as (app, table, _said):
        areas = table.stage.peek_areas()
        assert areas, "no opponent's area opens"
        seat, rect = next(iter(areas.items()))
        start = (rect.centerx, rect.bottom - 10)
        frames(app, 2, [motion(app, start)])
        frames(app, REST + SLIDE)
        peek = table.stage.peek
        assert peek.seat == seat
        name, goal = peek.cards[-1]
        for i in range(1, 9):
            at = (
                start[0] + (goal.centerx - start[0]) * i / 8,
                start[1] + (goal.centery - start[1]) * i / 8,
            )
            frames(app, 1, [motion(app, at)])
            assert peek.is_open, f"the view closed on the way, at {at}"
        frames(app, 30)
        assert table.stage.preview.visible, f"{name}, pointed at in the view, is not zoomed"
