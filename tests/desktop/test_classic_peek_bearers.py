"""An opponent's area opened large names each attachment's bearer under it (issue 30, shots
020 and 039: the opened area laid "Director Vane, Kevlar Vest, Service Pistol, Sister Marrow,
Riot Shield" out in one row, and who carried which Equipment could not be told, while the
table stacks them under their bearer). Chloé's area of a 4-seat game at 1280x720, opened by
the pointer, in English and Portuguese; judged on the texts drawn."""

from __future__ import annotations

import pytest

from tests.desktop.classic_pcl_support import pcl4_table
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_table_support import frames, motion

#: Chloé's Director Vane carries Quarterly Targets and a Flak Vest, Sister Marrow a Kevlar Vest
CARRIED = 258
CHLOE = 3


@pytest.mark.parametrize(
    ("language", "vane", "marrow"),
    [
        ("en", "on Director Vane", "on Sister Marrow"),
        ("pt_BR", "em Director Vane", "em Sister Marrow"),
    ],
)
def test_the_opened_area_names_each_attachments_bearer(display, language, vane, marrow) -> None:
    with tracing(), pcl4_table(language, CARRIED, (1280, 720)) as (app, table):
        area = table.stage.peek_areas()[CHLOE]
        frames(app, 2, [motion(app, area.center)])
        frames(app, 40)  # the pointer rests, the area slides open
        assert table.stage.peek.is_open
        drawn = [m.text for _, m in trace_frame(app).texts()]
        assert drawn.count(vane) == 2 and drawn.count(marrow) == 1, drawn
