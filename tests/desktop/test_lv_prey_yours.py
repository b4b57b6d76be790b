"""The pill on a prey the person played, where another player played one of its name, says
"yours" short, as the owners' marks do (issue 30, pl36b 115: "por Jog…" beside "por Ada" at
1280x720 in Portuguese, the person's own name cut); its tooltip says "played by you"."""

from __future__ import annotations

import pytest

from engine.i18n import _, using
from tests.desktop.layout_trace import trace_frame
from tests.desktop.test_ccg_support import bots_played, traced_table
from tests.desktop.test_table_support import frames, motion


@pytest.mark.parametrize(
    ("language", "size"), [("pt-BR", (1280, 720)), ("en", (1920, 1080))], ids=["720p", "1080p"]
)
def test_my_prey_says_yours(display, language, size) -> None:
    # three Pallid Drones, two Ada's and one of Player 1's
    session = bots_played(61, seed=1, names=("Player 1", "Ada"))
    with traced_table(session, language, size, moot=False) as (app, table):
        with using(app.translations):
            mine, by_ada = _("yours"), _("by {name}").format(name="Ada")
            by = _("by {name}").format(name="")
            long = _("played by you")
        said = [m for _, m in trace_frame(app).texts()]
        texts = [m.text for m in said]
        assert texts.count(by_ada) == 2, texts
        pill = [m for m in said if m.text == mine]
        assert len(pill) == 1, texts
        assert [t for t in texts if t.startswith(by) and t != by_ada] == [], texts
        frames(app, 45, [motion(app, pill[0].rect.center)])
        shown = table.tips.shown
        assert shown is not None and long in shown.title, shown
