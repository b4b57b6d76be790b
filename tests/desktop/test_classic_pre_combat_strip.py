"""The 1995 combat view's step strip lights the Pre-combat step in a combat's Pre-combat step
(pl36a #11: it lit "Declare" while the Hint said "this is a combat's Pre-combat step"; the
strip had no such step). Issue 30's keyboard game, 39 commands in: Player 1 to act in the
Pre-combat step of the first fight. Judged on what is drawn, en and pt-BR, at 1280x720 and
1920x1080."""

from __future__ import annotations

import pytest

from desktop.screens.rage_classic import layout
from tests.desktop.classic_pcl_support import pcl_table
from tests.desktop.layout_trace import trace_frame, tracing

PRE = 39
LABEL = {"en": ("Pre-combat", "Declare"), "pt_BR": ("Pré-combate", "Declarar")}
LIT = (240, 200, 90)  # the lit step's pill


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("language", ["en", "pt_BR"])
def test_the_strip_lights_pre_combat(display, language, size) -> None:
    with tracing(), pcl_table(language, PRE, size) as (app, table, _said):
        assert (table.view.get("combat") or {}).get("step") == "pre"
        marks = {
            m.text: m.rect for _, m in trace_frame(app).texts() if layout.COMBAT.contains(m.rect)
        }
        pre, declare = LABEL[language]
        assert pre in marks and declare in marks, sorted(marks)

        canvas = app.canvas  # the logical table, as the labels are
        assert canvas is not None

        def pill(rect) -> tuple[int, ...]:
            return tuple(canvas.get_at((rect.x - 4, rect.centery)))[:3]

        assert pill(marks[pre]) == LIT, pill(marks[pre])
        assert pill(marks[declare]) != LIT
        # the strip stays clear of the "This combat" column and within the view
        column = marks.get("This combat") or marks.get("Este combate")
        assert column is not None and marks[pre].right < column.left
