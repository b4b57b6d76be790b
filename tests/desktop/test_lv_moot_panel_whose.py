"""The Moot panel says whose "you" a Moot's text speaks for (pl34b #12, 4 seats at 1920x1080):
under a Moot Ada called it read "Add 1 Renown to your Victory Pile", which a newcomer took for
their own gain. Judged on the panel as drawn, in both languages."""

from __future__ import annotations

import pytest

from tests.desktop.layout_trace import trace_frame
from tests.desktop.test_ccg_moot_words import voting
from tests.desktop.test_ccg_support import traced_table

SAID = {
    "en": "Its card speaks for Bob, who called it, not for you: If this Moot passes:",
    "pt-BR": "O texto da carta fala por Bob, que a convocou, não por você: Se esta Assembleia",
}


@pytest.mark.parametrize("language", list(SAID))
def test_a_rivals_moot_says_whose_your_its_text_means(display, language) -> None:
    """Seed 1 of 2-seat heuristic games, 143 commands in: Ann votes on Bob's Moot of Still
    Water ("… Add 1 Renown to your Victory Pile")."""
    session = voting(commands=143)
    assert session.view(0)["moots"][0]["iid"] == "1.still-water.1"
    with traced_table(session, language) as (app, _table):
        drawn = " ".join(m.whole or m.text for _, m in trace_frame(app).texts())
    assert SAID[language] in drawn, drawn
