"""A Combat Event played rounds after the last exchange is shown beside it, not in its place
(pl40a #8, a newcomer's play at 1920x1080): after Ash Storm in round 5's Post-combat step the
middle of the combat view read only "Ash Storm (Combat Event)", and round 3's Scorch against
Granite Hold, with its wound, was gone. Driven through the app's loop on a bot game's combat
(seed 1: round 3's Scorch wounds Pallid Drone, rounds 4 and 5 pass, then Ash Storm), judged
on what is drawn: the caption and the cards of both."""

from __future__ import annotations

from desktop.screens.rage_lv import narrate
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_ccg_support import make_app, played_live
from tests.desktop.test_table_support import frames, frames_until

ASH = {"type": "combat-event", "card": "0.ash-storm.2", "target": None}


def test_a_later_combat_event_keeps_the_last_exchange_in_view(display) -> None:
    with tracing():
        app = make_app((1280, 720), speed=50.0)
        try:
            table = played_live(app, 1, 120, 6)  # round 3's end to round 5's Ash Storm
            last = table.session.entries[-1]
            assert (last["seat"], last["command"]) == (0, ASH), last
            frames_until(app, lambda: "0.ash-storm.2" in table.revealed)
            frames(app, 5)
            combat = table.view["combat"]
            drawn = " ".join(m.text for _, m in trace_frame(app).texts())
            shown = [
                n.data["iid"] for n in table.combat_cards.children if n.name.startswith("revealed:")
            ]
        finally:
            app.close()
    assert combat["round"] == 5, combat
    scorch, ash = narrate.name("0.scorch.1"), narrate.name("0.ash-storm.2")
    assert "In round 3:" in drawn and scorch in drawn, drawn
    assert "Pallid Drone: 2 wounds" in drawn, drawn
    assert f"{ash} (Combat Event)" in drawn, drawn
    assert shown == ["0.scorch.1", "0.ash-storm.2"], shown
