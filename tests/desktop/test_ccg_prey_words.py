"""The relaunch combat view's prey header (issue 30, vfin #15): "PREY · Ada" stood above a
Pallid Drone "played by Player 1", read as Ada's card. An Enemy, Victim or guardian is no
player's (seed 000: it is in the Hunting Grounds for all to hunt); the header says who fights
for it, in the person's language."""

from __future__ import annotations

import pytest

from tests.desktop.layout_trace import trace_frame
from tests.desktop.test_ccg_support import bots_played, traced_table


@pytest.mark.parametrize(
    ("language", "said"),
    [("en", "PREY · fought for by Bob"), ("pt-BR", "PRESA · Bob luta por ela")],
)
def test_the_prey_header_says_who_fights_for_an_enemy(display, language, said) -> None:
    session = bots_played(39, seed=1)  # Ann's Ember-Tooth hunts Bob's Pallid Drone
    combat = session.view(0)["combat"]
    assert combat["prey"] == "1.pallid-drone.2" and combat["seats"] == [0, 1]
    with traced_table(session, language, moot=False) as (app, table):
        drawn = [m.text for _, m in trace_frame(app).texts()]
    assert said in drawn, drawn
    assert "PREY · Bob" not in drawn and "PRESA · Bob" not in drawn, drawn
