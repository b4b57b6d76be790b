"""The "Waiting to resolve" panel gives its whole words where it has no room for them: its
cut lines end on "…" and the pointer over it shows them whole (issue 30, shot 061: "Bruno:
Shadow Twist (no opposing creature: Twist-of-Smoke is not" was followed by nothing, and the
reason could be read only later in the log). A 4-seat game at 1280x720, judged on what is
drawn."""

from __future__ import annotations

from desktop.screens.rage_classic import layout, words
from tests.desktop.classic_pcl_support import pcl4_table
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_table_support import frames, motion

SHADOW_TWIST = 276  # Bruno's Shadow Twist waits to resolve, its creature in no fight


def test_the_waiting_panel_gives_its_whole_words(display) -> None:
    with tracing(), pcl4_table("en", SHADOW_TWIST, (1280, 720)) as (app, table):
        pending = table.view.get("pending")
        assert pending is not None and words.name(pending["card"]) == "Shadow Twist"
        shown = [m.text for _, m in trace_frame(app).texts() if layout.STACK.contains(m.rect)]
        assert any(t.endswith("…") for t in shown), shown  # it says it cut
        frames(app, 3, [motion(app, layout.STACK.center)])
        frames(app, 3)
        assert table.tips.visible
        tip = " ".join(
            m.text for _, m in trace_frame(app).texts() if table.tips.rect.contains(m.rect)
        )
        assert "is in no fight)" in tip and "Play in combat" in tip, tip
