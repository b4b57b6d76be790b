"""With two Juntas called, the panel shows which one the votes go to now (issue 30, found in a
real window: "Keeper: yes" under two Juntas named neither, and the Hint's "Vote no" could be
read as a vote on the person's own Junta). Judged on what the Juntas panel draws."""

from __future__ import annotations

from desktop.game.controllers import bot, person
from desktop.game.runner import GameRunner
from desktop.screens.rage_classic import words
from desktop.screens.rage_classic.table import ClassicTable
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_ccg_moot_words import voting
from tests.desktop.test_classic_table import faces
from tests.desktop.test_table_support import frames, make_app


def test_the_junta_voted_on_now_is_marked(display) -> None:
    with tracing():
        app = make_app((1280, 720), speed=50.0)
        try:
            session = voting(1, 27, "rage-classic", ("silver-wake", "thornwood-kin"))
            runner = GameRunner(session, [person("Ann"), bot("Bob")], threaded=False)
            table = ClassicTable(app, runner, faces=faces(), step_delay=0.0)
            app.push(table)
            table.paused = True
            frames(app, 40)
            view = table.view
            open_ones = [j for j in view["juntas"] if not j["done"]]
            assert len(open_ones) == 2
            now = words.name(view["juntas"][view["junta_at"]]["iid"])
            drawn = [(m.text, m.rect) for _, m in trace_frame(app).texts()]
        finally:
            app.close()
    marks = [rect for text, rect in drawn if text.endswith("voting on it now")]
    assert len(marks) == 1, [t for t, _r in drawn if "Yes" in t]
    title = next(rect for text, rect in drawn if text == now)
    assert abs(marks[0].x - title.x) < 30  # under the name of the Junta voted on now
