"""The Hint's box and the relaunch's combat log (issue 30): with 7 Combat cards or more the
hand reached under the box's place at the log's foot, so the box went up over the
opponents' band, on the combat log's first lines ("Combat! Cinder Howl hunts…"). In a combat
the box now fits the log's column, at its foot, or at its top where the hand reaches under
the foot, and the log's lines make room for it. Judged on the frame's texts and the box's
rectangle, through the app's frames."""

from __future__ import annotations

import pytest

from desktop.screens.rage_lv import hud, layout
from tests.desktop.layout_trace import report, trace_frame, tracing
from tests.desktop.test_ccg_hint_clear import LONG
from tests.desktop.test_ccg_hint_clickable import _clickable
from tests.desktop.test_ccg_support import paused_at
from tests.desktop.test_lv_hint_box import _show
from tests.desktop.test_table_support import frames, make_app


@pytest.mark.parametrize("cards", [7, 8, 10])
def test_the_hint_leaves_the_combat_log_and_a_long_hand_in_sight(display, cards) -> None:
    with tracing():
        app = make_app((1280, 720), speed=50.0)
        try:
            table = paused_at(app, 19, 5)
            assert table.view.get("combat") is not None
            hand = table.model.view["players"][0]["combat_hand"]
            hand += (hand * 2)[: cards - len(hand)]  # effects draw more: a longer hand
            table._cards_due, table._hud_due, table._hud_next = True, True, 0
            frames(app, 8)
            _show(table, LONG)
            frames(app, 6)
            assert sum(1 for s in table.spots if s.kind == "combat-hand") == cards
            box = table.assist.hint_rect
            assert box is not None, "the hint is not drawn"
            trace = trace_frame(app)
            drawn = [m.text for _, m in trace.texts()]
            assert "of a long reason are read too." in drawn, drawn  # the hint, whole
            assert any(t.startswith("Combat!") for t in drawn), drawn  # the log's first line
            column = hud.combat_log_band().move(layout.COMBAT.topleft)
            problems = [p for p in trace.problems() if column.colliderect(p.rect)]
            assert not problems, report(problems)
            covered = [r for r in _clickable(table) if r.colliderect(box)]
            assert not covered, (box, covered)
        finally:
            app.close()
