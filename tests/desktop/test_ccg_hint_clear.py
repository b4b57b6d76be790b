"""Where the Hint's box stands on the CCG tables (issue 30, seen in a real window): on the 1995
table it covered the "Face down: …" line of the player's own area, on the relaunch table in
combat the combat log's last lines. Now it hides neither, at 1280x720 and 1920x1080, however
long its reason (judged on the texts drawn and the box's rectangle)."""

from __future__ import annotations

import pytest

from desktop.game.controllers import bot, person
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_ccg_support import paused_at
from tests.desktop.test_classic_table import answer_dialogs_until, open_table
from tests.desktop.test_lv_hint_box import _show
from tests.desktop.test_table_support import frames, make_app

SIZES = [(1280, 720), (1920, 1080)]
LONG = (
    "Play Old Grudge on their Granite Voice. The character that plays or calls this card "
    "fights the target character, as the Hunter. It looked clearly best over the rest of "
    "the turn, and the last words of a long reason are read too."
)
SHORT = "Place Bloated Fomor face down: it is your best play now."


@pytest.mark.parametrize("size", SIZES, ids=["720p", "1080p"])
def test_the_1995_hint_leaves_my_face_down_line_in_sight(display, size) -> None:
    app = make_app(size)
    try:
        table = open_table(app, [person("Ann"), bot("Bob")], seed=4)
        answer_dialogs_until(app, table, lambda: any(c["type"] == "stage" for c in table.legal))
        assert table.submit(next(c for c in table.legal if c["type"] == "stage"))
        frames(app, 30)
        for reason in (LONG, SHORT):
            _show(table, reason)
            frames(app, 3)
            box = table.assist.hint_rect
            assert box is not None
            texts = [(t, r) for t, r in table.labels if t.startswith("Face down: ")]
            assert texts, "no face-down line"
            for text, rect in table.labels:
                assert not box.colliderect(rect), (reason[:20], text, rect, box)
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES, ids=["720p", "1080p"])
def test_the_relaunch_hint_leaves_the_combat_logs_last_lines_in_sight(display, size) -> None:
    with tracing():
        app = make_app(size, speed=50.0)
        try:
            table = paused_at(app, 19, 5)
            assert table.view.get("combat") is not None
            for i in range(40):  # a long combat: its log fills its column
                table.model.combat_log.add(f"Blow {i}: Cinder Howl strikes Pallid Drone.")
            table._hud_due, table._hud_next = True, 0
            frames(app, 4)
            _show(table, LONG)
            frames(app, 6)
            box = table.assist.hint_rect
            assert box is not None
            lines = [m for _, m in trace_frame(app).texts() if m.text.startswith("Blow ")]
            assert any(m.text.startswith("Blow 39") for m in lines), "the last line is not drawn"
            for m in lines:
                assert not box.colliderect(m.rect), (m.text, m.rect, box)
        finally:
            app.close()
