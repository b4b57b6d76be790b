"""The Umbra's "Across the Gauntlet" column lists as many crossings as its panel has room for
(issue 30: 8 lines and "(1 more)" over an empty band a line tall; the hidden one could not be
read). Judged on the lines drawn in the Umbra's panel."""

from __future__ import annotations

from desktop.screens.rage_classic import gauntlet, layout
from tests.desktop.classic_pcl_support import pcl_table
from tests.desktop.layout_trace import trace_frame, tracing

AT = 20


def test_nine_crossings_all_show(display) -> None:
    with tracing(), pcl_table("en", AT, (1920, 1080)) as (app, table, _said):
        nine = [gauntlet.Crossing(None, f"Crossing {i}", "both sides") for i in range(9)]
        table.stage.crossings = lambda: nine  # type: ignore[method-assign]
        table.stage.part("hunt", "nine", layout.HUNT, table.stage.hunting_panel)
        drawn = [m.text for _, m in trace_frame(app).texts() if layout.UMBRA.contains(m.rect)]
        assert "Across the Gauntlet" in drawn, drawn
        assert not any("more)" in t for t in drawn), drawn
        assert all(any(t.startswith(f"Crossing {i}") for t in drawn) for i in range(9)), drawn
