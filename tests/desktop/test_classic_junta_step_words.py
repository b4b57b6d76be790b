"""The Juntas panel's corner says what the Moot Phase is doing, in plain words (issue 30): it
said "Calling" at every moment no Renown was voting, after the votes too (step moot:open).
Seed 001, "Moot Phase": Juntas are called face down at its beginning, voted in order of
Renown, resolve at once if they pass, and the rest of the phase is Open Play.

The table of issue 30's keyboard game at its first vote (Renown 6), then the same table shown
the moments around it: the votes over (moot:open), a Junta passed and taking effect, and the
calls revealed before the first Renown votes (a view the engine passes through within one
command)."""

from __future__ import annotations

from typing import Any

import pytest

from desktop.screens.rage_classic import layout
from desktop.screens.rage_classic.table import ClassicTable
from engine.i18n import using
from tests.desktop.classic_pcl_support import pcl_table
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_table_support import frames

#: the first vote of the game: Judgment of Elders and Council of Claws called, Renown 6 votes
VOTING = 101
SAID = {
    "en": (
        "Votes of Renown 6 now",
        "Votes over · Open Play",
        "Voted: a Junta that passed takes effect",
        "Called: the votes begin",
    ),
    "pt-BR": (
        "Votos de Renome 6 agora",
        "Votação encerrada · Jogo aberto",
        "Votada: uma Junta aprovada faz efeito",
        "Convocadas: a votação começa",
    ),
}


def _corner(app: Any, table: ClassicTable, **changes: Any) -> list[str]:
    """The Juntas panel's words, drawn for the table's view with `changes`."""
    if changes:
        view = dict(table.view, **changes)
        table.model.view = view
        with using(app.translations):  # painted in the table's language, as a frame does
            table.rebuild_stage(False)
            table._areas()
        frames(app, 2)
    panel = layout.JUNTAS
    top = panel.inflate(0, -panel.h + 60).move(0, -panel.h // 2 + 30)
    return [m.text for _i, m in trace_frame(app).texts() if top.contains(m.rect)]


@pytest.mark.parametrize("language", ["en", "pt-BR"])
def test_the_junta_panel_says_which_step_of_the_moot_it_is(display, language) -> None:
    voting, over, passed, called = SAID[language]
    with tracing(), pcl_table(language, VOTING) as (app, table, _said):
        assert table.view["step"] == "moot:vote" and table.stage.juntas.visible
        assert voting in _corner(app, table)
        juntas = table.view["juntas"]
        drawn = _corner(app, table, voting_renown=-1, step="moot:open")
        assert over in drawn and "Calling" not in drawn, drawn
        first = dict(juntas[0], passed=True)
        drawn = _corner(app, table, juntas=[first, *juntas[1:]])
        assert passed in drawn, drawn
        drawn = _corner(app, table, juntas=juntas, step="moot:vote")
        assert called in drawn, drawn
