"""The Moot panel's line of what passing a Moot does reads at 1280x720, in English and in
Portuguese: its capitals no smaller than those of 11-px text, and where it is cut short,
pointing at it shows it whole (issue 30: "Se esta Assembleia for aprovada: …" was about 10 px
at 1280x720)."""

from __future__ import annotations

import pytest

from desktop.screens.rage_lv import narrate
from engine.i18n import using
from tests.desktop.layout_trace import trace_frame
from tests.desktop.test_ccg_moot_words import voting
from tests.desktop.test_ccg_support import traced_table
from tests.desktop.test_text_readable import min_cap, whole_on_hover, window_px


@pytest.mark.parametrize("language", ["en", "pt-BR"])
def test_the_moot_effect_line_reads_at_1280x720(display, language) -> None:
    with traced_table(voting(), language, (1280, 720)) as (app, table):
        moot = table.view["moots"][0]["iid"]
        with using(language):
            does = narrate.does(moot)
        marks = [m for _, m in trace_frame(app).texts() if does.startswith(m.text[:30])]
        assert marks, does
        line = marks[0]
        assert window_px(app, line) >= min_cap() - 0.01, (line.text, window_px(app, line))
        if line.whole:
            assert whole_on_hover(app, line), line.whole
