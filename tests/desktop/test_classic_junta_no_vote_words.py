"""The Juntas panel's words for a player with no vote (issue 30, report #3): a Board Meeting
the Wyrm bots called passed with no vote asked of a Gaia player and nothing said why. Four
heuristic bots, seed 10, 69 commands in: Bruno's Meeting in the Spiral is being voted on."""

from __future__ import annotations

import pytest

from desktop.screens.rage_classic import layout
from desktop.screens.rage_classic.faces import ClassicFaces
from desktop.screens.rage_classic.table import ClassicTable
from desktop.screens.rage_classic.words import no_vote
from engine.i18n import using
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_ccg_support import make_app, settled_table
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


@pytest.mark.parametrize("language", ["en", "pt-BR"])
def test_the_juntas_panel_says_so_where_the_meeting_is_voted(display, language):
    """On the table: the Juntas panel, where the vote goes on, says the Gaia player has none
    (the log said it; the panel, where a newcomer looks for the vote, did not)."""
    session = heuristic_at("rage-classic", 4, 10, 69)
    with tracing():
        app = make_app((1280, 720), speed=50.0, language=language)
        try:
            table = settled_table(app, ClassicTable, session, ClassicFaces())
            with using(app.translations):
                said = no_vote(session.view(0), 0, session.view(0)["juntas"][0]["iid"])
            panel = layout.JUNTAS
            drawn = " ".join(m.text for m in trace_frame(app).in_sight() if panel.contains(m.rect))
            assert table.bottom == 0 and said
            assert said.split(":")[0] in drawn, drawn
        finally:
            app.close()
