"""A playable card dropped where no move takes it springs back with the drag's own reason, in
the table's language (found in Portuguese: RAGE and Ragers tables said it in English)."""

from __future__ import annotations

from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_table_support import (
    drag,
    frames,
    hand_card,
    make_app,
    make_table,
    my_turn_to,
    run_until,
)

OFF_TARGET = "Solte a carta num dos lugares destacados."


def test_a_playable_card_dropped_off_the_trick_says_why_in_portuguese(display) -> None:
    with tracing():
        app = make_app(language="pt-BR")
        table = make_table(app, dealer=3)  # seat 0 bids first and leads
        run_until(app, my_turn_to(table, "bid"))
        frames(app, 2)
        table.submit({"type": "bid", "tricks": 2})
        run_until(app, my_turn_to(table, "play"))
        frames(app, 3)
        card = hand_card(table, "red-3")
        assert table.commands_for("red-3")  # playable: only the place is wrong
        drag(app, card.to_world(), (1500.0, 560.0))
        frames(app, 2)
        drawn = {m.text for _, m in trace_frame(app).texts()}
        app.close()
    assert OFF_TARGET in drawn, sorted(t for t in drawn if len(t) > 12)
