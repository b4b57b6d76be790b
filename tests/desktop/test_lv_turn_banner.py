"""The relaunch table's end-of-turn line (issue 30, seen in a real window at 1920x1080 with 4
seats in Portuguese): its box stood over the hand cards and let them show through, their
names and rules text a ghost under its words, both hard to read. Now nothing under the box
shows through it. Judged on the pixels the window shows, at 1280x720 and 1920x1080."""

from __future__ import annotations

import pytest

from desktop.ui.toast import FADE_IN
from tests.desktop.test_ccg_support import main_turn_table
from tests.desktop.test_table_support import frames, window_pos

LINE = "▶ Turn 1: no Renown for you: Your combat killed nothing. Only a kill scores."


@pytest.mark.parametrize(
    ("size", "seats", "language"),
    [((1920, 1080), 4, "pt-BR"), ((1280, 720), 2, "en"), ((1280, 720), 4, "en")],
)
def test_nothing_shows_through_the_turn_line(display, size, seats, language):
    with main_turn_table(size, seats, language, 7) as (app, table):
        hand = [s.rect for s in table.spots if s.kind == "hand"]
        assert hand
        # the line the presenter gives at a turn's end, shown as the table shows it
        table.presenter_args()["on_turn"](LINE, True)
        frames(app, round(2 * FADE_IN * 60) + 2)
        (toast,) = app.toasts.toasts
        box = toast.rect
        # (it stood over the hand; since lt36 it keeps clear of it, over the Hunting Grounds'
        # cards, and what lies under it must not show through either)
        assert box is not None and box.collidelist(hand) < 0, (box, hand)
        # The box's bottom margin, under its words: one colour from end to end (its rounded
        # ends left out), whatever lies under it.
        y = box.bottom - 8
        left, right = window_pos(app, (box.left + 24, y)), window_pos(app, (box.right - 24, y))
        row = [app.window.get_at((x, left[1]))[:3] for x in range(left[0], right[0])]
        spread = max(max(c[k] for c in row) - min(c[k] for c in row) for k in range(3))
        assert spread <= 2, (spread, sorted(set(row))[:8])
