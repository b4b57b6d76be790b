"""A relaunch card in play whose Main: ability cannot be used now says why when clicked (issue
30). Found playing a 4-seat game by mouse in a real window at 1920x1080: a Kin Mechanic
("Main: You draw 1 Sept card.") just played answered a click with "Kin Mechanic: nothing to do
with it now.", though the engine knows why (it came into play this phase)."""

from __future__ import annotations

from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_ccg_support import main_turn, make_app, until_my_main_turn
from tests.desktop.test_table_support import click, frames

MECHANIC = "kin-mechanic"  # an Ally with "Main: You draw 1 Sept card."
# The rest of the hand goes on Garou or waits for the Moots: nothing for the Mechanic.
HAND = [MECHANIC, *["burning-pelt", "voice-in-the-ring", "rite-of-embers"] * 2]


def test_clicking_a_new_ally_says_why_its_ability_waits(display) -> None:
    with tracing():
        app = make_app((1920, 1080))
        try:
            table, session = main_turn(app, HAND)
            play = next(c for c in session.legal(0) if MECHANIC in str(c.get("card")))
            assert table.submit(play)
            until_my_main_turn(app, table)  # Bob has played; Ann's turn again, same phase
            frames(app, 30)
            node = table.stage.card_node(play["card"])
            assert node is not None
            click(app, node.to_world())
            frames(app, 5)
            drawn = " ".join(m.text for _, m in trace_frame(app).texts())
        finally:
            app.close()
    assert "Kin Mechanic came into play this phase" in drawn, drawn
    assert "nothing to do with it now" not in drawn, drawn
