"""The relaunch's Moots step says only what the person can do, and why a Moot names no target
yet (issue 30, played by mouse in Portuguese at 1280x720): the bar said "Você pode jogar um
Evento de Assembleia agora, ou Passar" over a hand with no Moot Event, and the Moot panel
"· alvo escolhido antes da votação", read as a target left unnamed. The target is not chosen
until its vote (seed 000: targets are declared right before the vote): the panel says so and
who chooses it. Judged on the words drawn, in both languages and at both sizes."""

from __future__ import annotations

import pytest

from tests.desktop.layout_trace import trace_frame
from tests.desktop.test_ccg_support import bots_played, traced_table

WORDS = {
    "en": (
        "You have no Moot Event you can play now: Pass",
        "target not chosen yet: Bob names it at the vote",
    ),
    "pt_BR": (
        "Você não tem Evento de Assembleia que possa jogar agora: Passe",
        "alvo ainda não escolhido: Bob o escolhe na votação",
    ),
}


@pytest.mark.parametrize("language", list(WORDS))
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=["720p", "1080p"])
def test_the_moots_step_says_what_the_person_can_do(display, size, language) -> None:
    """Seed 1 of the bots' game, 69 commands in: Bob called Trial of Sharp Words (a target
    at its vote), and Ann, with no Moot Event in hand, may only pass."""
    session = bots_played(69, 1)
    assert session.view(0)["phase"] == "moot-events"
    assert [c["type"] for c in session.legal(0)] == ["pass"]
    with traced_table(session, language, size) as (app, _table):
        drawn = " ".join(m.text.strip() for _, m in trace_frame(app).texts())
    bar, panel = WORDS[language]
    assert bar in drawn, drawn
    assert panel in drawn, drawn
