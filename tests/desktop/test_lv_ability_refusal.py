"""A relaunch card in play whose Main: ability cannot be used now says why when clicked (issue
30). Found playing a 4-seat game by mouse in a real window at 1920x1080: a Kin Mechanic
("Main: You draw 1 Sept card.") just played answered a click with "Kin Mechanic: nothing to do
with it now.", though the engine knows why (it came into play this phase)."""

from __future__ import annotations

from desktop.game.controllers import bot, person
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_ccg_support import (
    bots_played,
    main_turn,
    make_app,
    open_table,
    until_my_main_turn,
)
from tests.desktop.test_table_support import click, frames, frames_until

HOWL = "0.cinder-howl"
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


def test_clicking_a_garou_that_voted_says_it_votes_once(display) -> None:
    """Seen in the same game: in the vote, a Garou that had voted answered a click with
    "Ember-Tooth: nothing to do with it now."; the engine says why."""
    session = bots_played(21, seed=1)  # Ann may vote on a Moot with Cinder Howl
    vote = next(c for c in session.legal(0) if c["type"] == "vote" and c["char"] == HOWL)
    with tracing():
        app = make_app((1920, 1080), speed=50.0)
        try:
            table = open_table(app, session, [person("Ann"), bot("Bob")])
            frames(app, 20)
            assert table.submit(vote)
            frames_until(app, lambda: table.view["phase"] == "vote" and 0 in table.view["to_act"])
            frames(app, 20)
            click(app, table.stage.card_node(HOWL).to_world())
            frames(app, 5)
            drawn = " ".join(m.text for _, m in trace_frame(app).texts())
        finally:
            app.close()
    assert "Cinder Howl has already voted this turn" in drawn, drawn
