"""The person sees how many cards they placed face down before they say Done (issue 30, found
in a real window: a card dragged in the Resource or Moot Phase's Closed Play vanished from
the table; only the other packs showed "N face down")."""

from __future__ import annotations

from desktop.game.controllers import bot, person
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_classic_table import answer_dialogs_until, open_table
from tests.desktop.test_table_support import frames, make_app


def test_my_face_down_cards_are_counted_before_done(display) -> None:
    with tracing():
        app = make_app()
        table = open_table(app, [person("Ann"), bot("Bob")], seed=4)
        answer_dialogs_until(app, table, lambda: any(c["type"] == "stage" for c in table.legal))
        staged = next(c for c in table.legal if c["type"] == "stage")
        assert table.submit(staged)
        frames(app, 30)
        assert table.view["players"][0]["staged"] and not table.view["players"][0]["committed"]
        texts = {mark.text for _, mark in trace_frame(app).texts()}
    assert "1 face down" in texts, sorted(t for t in texts if "face" in t)
