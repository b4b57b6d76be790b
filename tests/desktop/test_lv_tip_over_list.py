"""A first-game tip that comes with a question's list is put away with the mouse (issue 30:
"Tip: your alpha" came with the alpha's list; its OK sat dimmed under the list, a click on it
did nothing, and so the tip came back every Alphas phase). The tip is drawn over the list's
shade, its OK and No more tips take the click, and the list stays open."""

from __future__ import annotations

from desktop.game.controllers import bot, person
from desktop.ui.choice import ChoiceDialog
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_ccg_learn import settle, tips_app
from tests.desktop.test_ccg_support import bots_played, open_table
from tests.desktop.test_table_support import click, frames


def test_the_tip_with_the_alpha_list_is_dismissed_by_a_click(display) -> None:
    session = bots_played(34, seed=1)
    assert session.view(0)["phase"] == "alpha-pick" and 0 in session.to_act()
    with tracing():
        app = tips_app()
        app.settings.tips_seen = ["rage-lv:goal", "rage-lv:main"]
        try:
            table = open_table(app, session, [person("Ann"), bot("Bob")])
            table.paused = True
            settle(app, table, lambda: isinstance(table.dialog, ChoiceDialog))
            frames(app, 3)
            assert table.tip == "alpha", table.tip
            drawn = trace_frame(app).texts()
            # the tip is drawn over the list's shade: after the list (its title) is
            tip = max(i for i, m in drawn if m.text.startswith("Tip:"))
            listed = max(i for i, m in drawn if m.text == "Choose your alpha")
            assert tip > listed, [(i, m.text) for i, m in drawn]
            click(app, table.tip_ok.rect.center)
            frames(app, 3)
            assert "rage-lv:alpha" in app.settings.tips_seen
            assert table.tip is None
            assert isinstance(table.dialog, ChoiceDialog) and table.dialog.is_open
        finally:
            app.close()
