"""rage-lv table (issue 30, a play in a real window at 1600x900): where an opponent's
character carries three attachments, their tabs push the row down and the last character's
plate lay over the area's "hover or →: open" line. The line now keeps off every plate (it
goes where it would be covered: pointing at a card opens the area all the same)."""

from __future__ import annotations

import pytest

from desktop.screens.rage_lv.stage import hides
from tests.desktop.test_ccg_support import paused_at
from tests.desktop.test_table_support import make_app

#: moments of 2-seat heuristic games where Bob's Granite Voice carries three attachments
MOMENTS = [(1, 193), (5, 148), (2, 221)]


@pytest.mark.parametrize("size", [(1600, 900), (1280, 720), (1920, 1080)])
def test_the_open_line_lies_over_no_plate(size):
    app = make_app(size, speed=50.0)
    try:
        for seed, commands in MOMENTS:
            table = paused_at(app, commands, seed)
            stage = table.stage
            opened = [n for n in stage.labels.children if n.name == "open:1"]
            area = stage.areas[1]
            plates = [r for r in stage.label_boxes() if r.colliderect(area)]
            assert plates, (seed, commands)
            for node in opened:
                box = node.surface.get_rect(center=(round(node.x), round(node.y)))
                hit = [r for r in plates if hides(r, box)]
                assert not hit, (size, seed, commands, box, hit)
            app.stack.pop()
    finally:
        app.close()


def test_the_open_line_stays_where_no_plate_is_under_it():
    app = make_app((1600, 900), speed=50.0)
    try:
        table = paused_at(app, 10, 3)  # turn 1: no attachments yet
        assert [n for n in table.stage.labels.children if n.name == "open:1"]
    finally:
        app.close()
