"""A row of characters shows alike stat strips (issue 30, the Hunting Grounds of a 4-seat
relaunch game at 1280x720: some plates showed Renown and Health, others all four stats, so
the short ones read as stats missing). Where one strip of the row is cut to fewer chips, so are
the others; judged on the strips the stage draws under each character."""

from __future__ import annotations

from desktop.screens.rage_lv import stage
from tests.desktop.test_ccg_support import make_app


def _char(value: int) -> dict:
    return {"renown": value, "rage": value, "gnosis": value, "health": value, "wounds": 0}


def test_a_crowded_row_cuts_every_strip_alike(display) -> None:
    app = make_app((1280, 720))
    try:
        narrow, wide = _char(1), _char(10)
        # room for the narrow one's four chips, not for the wide one's
        room = stage.stats_strip(narrow, 16, 10_000).get_width()
        assert stage.stats_strip(wide, 16, room).get_width() < room
        sets = stage.row_stats([narrow, wide], 16, room)
        strips = [stage.stats_strip(c, 16, room, sets) for c in (narrow, wide)]
        alike = [stage.stats_strip(c, 16, 10_000, (("renown", "health"),)) for c in (narrow, wide)]
    finally:
        app.close()
    assert [s.get_size() for s in strips] == [s.get_size() for s in alike]
