"""The Juntas panel's words for a player with no vote (issue 30, report #3): a Board Meeting
the Wyrm bots called passed with no vote asked of a Gaia player and nothing said why. Four
heuristic bots, seed 10, 69 commands in: Bruno's Meeting in the Spiral is being voted on."""

from __future__ import annotations

from desktop.screens.rage_classic.words import no_vote
from engine.i18n import using
from tests.engine.bot_moments import heuristic_at


def test_a_gaia_player_is_told_why_it_has_no_vote_on_a_board_meeting():
    session = heuristic_at("rage-classic", 4, 10, 69)
    view = session.view(0)
    [junta] = [j["iid"] for j in view["juntas"]]
    assert junta.startswith("1.spiral-meeting")
    assert no_vote(view, 0, junta) == (
        "Only Wyrm packs vote on a Board Meeting: you have no vote on Meeting in the Spiral."
    )
    assert no_vote(session.view(1), 1, junta) == ""  # Bruno's Wyrm pack votes
    with using("pt-BR"):
        line = no_vote(view, 0, junta)
    assert line.startswith("Só matilhas da Wyrm votam numa Reunião de Diretoria"), line
