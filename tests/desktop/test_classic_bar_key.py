"""The 1995 table's top bar always shows the key it names, at its end: a long line was cut
exactly there ("…drag it onto Keeper Ashgrove (or click it, or press…", "…ou aperte Es…",
issue 30). Too long for one line, it takes two; too long for two, its middle goes."""

from __future__ import annotations

import pygame
import pytest

from desktop.screens.rage_classic import layout
from tests.desktop.classic_pcl_support import pcl_table
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_text_readable import min_cap, window_px

AT = 20  # the Resource Phase: "Play a card: drag it … or click Pass or press Space."


@pytest.mark.parametrize("language", ["en", "pt_BR"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=["720p", "1080p"])
def test_the_bars_line_ends_with_its_key(display, language, size) -> None:
    with tracing(), pcl_table(language, AT, size) as (app, table, _said):
        whole = table.bar_line
        end = whole.split(" ")[-1]
        assert end.rstrip(".") in ("Space", "Espaço"), whole
        bar = pygame.Rect(0, 0, layout.BAR.right - 400, layout.BAR.h)  # not the right corner
        drawn = [m for _, m in trace_frame(app).texts() if bar.contains(m.rect)]
        said = " ".join(m.text for m in drawn)
        assert said.endswith(end), (said, whole)
        assert all(window_px(app, m) >= min_cap() for m in drawn), [
            (m.text, window_px(app, m)) for m in drawn
        ]


@pytest.mark.parametrize("repeat", [2, 5], ids=["two-lines", "middle-cut"])
def test_a_longer_line_takes_two_lines_and_keeps_its_end(display, repeat) -> None:
    long = "Keeper Ashgrove plays Skull Splitter face down, " * repeat
    line = long + "drag it onto Keeper Ashgrove (or click it, or press A)."
    with tracing(), pcl_table("en", AT, (1280, 720)) as (app, table, _said):
        table.what_now = lambda: line  # type: ignore[method-assign]
        table._sidebar()
        drawn = [
            m
            for _, m in trace_frame(app).texts()
            if layout.BAR.contains(m.rect) and not {"Turn", "VP"} & set(m.text.split())
        ]
        assert len(drawn) == 2, [m.text for m in drawn]
        assert drawn[-1].text.endswith("or press A)."), [m.text for m in drawn]
        assert all(window_px(app, m) >= min_cap() for m in drawn)
