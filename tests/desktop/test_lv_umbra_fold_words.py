"""The relaunch sidebar's folded Umbra effects (issue 30, seen at 1920x1080 with 4 seats in
Portuguese): the line read "• 2 efeitos neste nível: mouse ou Tab" and did not say what the
pointer or Tab does there. It now says they read the effects, still on one whole line at
1280x720 with 4 packs (the log's room, test_lv_sidebar_log_room). Judged on the drawn text."""

from __future__ import annotations

import pytest

from desktop.screens.rage_lv import layout
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_lv_sidebar_log_room import _open

#: what the folded line must say in each language: reading, and the pointer and Tab to do it
SAYS = {
    "en": ("• Read 5 effects:", "point", "Tab"),
    "pt_BR": ("• Leia 5 efeitos:", "aponte", "Tab"),
}


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=["720p", "1080p"])
@pytest.mark.parametrize("language", ["en", "pt_BR"])
def test_the_folded_effects_line_says_it_is_read_by_pointing_or_tab(display, size, language):
    with tracing():
        app, table = _open(size, 4, language)
        try:
            marks = table.side_marks
            assert marks.get("effects_folded") and table.view["umbra_level"] == 5
            assert marks["effects_h"] == 22  # one line
            band = layout.SIDEBAR.copy()
            band.top, band.height = marks["effects_top"], marks["effects_h"]
            lines = [m for _, m in trace_frame(app).texts() if band.collidepoint(m.rect.center)]
            assert len(lines) == 1, [m.text for m in lines]
            (line,) = lines
            start, *words = SAYS[language]
            assert line.text.startswith(start), line.text
            assert all(w in line.text for w in words) and "…" not in line.text, line.text
            assert line.rect.right <= layout.SIDEBAR.right - 16, line.rect
        finally:
            app.close()
