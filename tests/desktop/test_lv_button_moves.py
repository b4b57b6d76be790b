"""A move the relaunch's Hint names that is made with a button of the moment says so on the
bar (issue 30). Found playing a 4-seat game by mouse in a real window at 1920x1080: the Hint
said "Use Cinder Howl" in a combat and the bar "Use Cinder Howl: click the glowing card, or
press A.", but no card glows for an ability: the "Use Cinder Howl" button beside the combat log
makes it. A vote the Hint names is a button on the Moot panel in the same way."""

from __future__ import annotations

import pytest

from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_ccg_support import bots_played, make_app
from tests.desktop.test_lv_hint_combat_ring import hinted_table


# 19: seat 0's first vote on its own Moot. Since lvhint44 the Hint says to pass there (2-0,
# the rival passed: no vote of Ann's changes it), so the vote is set as the Hint's pick: this
# test is about the bar's words for a hinted button, whatever the search picks now
@pytest.mark.parametrize(("states", "kind"), [(155, "ability"), (19, "vote")])
def test_a_hinted_button_move_names_its_button_on_the_bar(display, states, kind) -> None:
    session = bots_played(states, seed=1)
    with tracing():
        app = make_app((1920, 1080), speed=50.0)
        try:
            votes = [c for c in session.legal(0) if c["type"] == "vote"]
            table = hinted_table(app, session, votes[0] if kind == "vote" else None)
            hinted = table.assist.hinted
            assert hinted is not None and hinted["type"] == kind, hinted
            labels = [text for text, c, _rect in table.context_buttons() if c == hinted]
            assert labels, "the hinted move has its button"
            drawn = " ".join(m.text for _, m in trace_frame(app).texts())
        finally:
            app.close()
    # a vote's button stands in both rows: the bar names its row (test_lv_vote_row_named)
    row = {"for": " in the “For” row", "against": " in the “Against” row"}.get(
        hinted.get("side"), ""
    )
    # the table opens naming keys (issue 30); the Hint lit the button: Enter on it, or A
    said = f"press Enter on the lit {labels[0]}{row}, or press A"
    assert said in drawn, drawn
    assert "click the glowing card" not in drawn, drawn
