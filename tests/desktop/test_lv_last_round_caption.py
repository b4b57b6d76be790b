"""The words under the middle of the relaunch combat view name the round they tell (issue 30,
played by keyboard in Portuguese at 1920x1080): through round 5's Mid-combat Events the middle
still showed round 4's "Roll Away (block 3) x Claw Rake (3 damage) → no wounds" as if it were
this round's, while the log said the player passed. A caption from an earlier round now says
so. Driven through the app's loop on a bot game's combat (seed 1: round 1's Pounce against
Granite Hold, then both pass in round 2), judged on what is drawn."""

from __future__ import annotations

from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_ccg_support import make_app, played_live
from tests.desktop.test_table_support import frames


def test_an_earlier_round_s_exchange_says_its_round(display) -> None:
    with tracing():
        app = make_app((1280, 720), speed=50.0)
        try:
            table = played_live(app, 1, 43, 6)  # round 1's reveal, then round 2's passes
            frames(app, 30)
            combat = table.view["combat"]
            assert combat["round"] == 2 and not combat["chain"], combat
            assert table.reveal_text, "round 1's exchange is still on show"
            drawn = " ".join(m.text for _, m in trace_frame(app).texts())
        finally:
            app.close()
    assert "In round 1:" in drawn, drawn
