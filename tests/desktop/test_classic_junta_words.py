"""One set of words for the 1995 Juntas (issue 30, pl36a 14): the phase said "Moot Phase", the
panel "Juntas: Moots and Board Meetings", the bar "Junta: vote with the buttons in the Juntas
panel" and New game "passed Juntas take effect … at the end of the Moot Phase": four words a
newcomer could not tie together. The rulebook's words stay (Moot Phase, Junta, Moot, Board
Meeting), and each place ties them: Junta is the one word for the votes, Moot and Board
Meeting its Gaia and Wyrm kinds, the Moot Phase the phase they are voted in. Portuguese keeps
Junta as the one word (its phase is "Fase das Juntas")."""

from __future__ import annotations

import pytest

from desktop.game.controllers import bot, person
from desktop.game.runner import GameRunner
from desktop.screens.rage_classic import guide
from desktop.screens.rage_classic.registration import REGISTRATION
from desktop.screens.rage_classic.table import ClassicTable
from engine.i18n import _, using
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_ccg_moot_words import voting
from tests.desktop.test_classic_table import faces
from tests.desktop.test_table_support import frames, make_app

NAMES = ("Ada", "Bruno")
#: the panel's title, the bar's words and the phase's name, as each language draws them
SAID = {
    "en": ("Juntas: Moots (Gaia) and Board Meetings (Wyrm)", "Moot Phase", "Junta"),
    "pt_BR": (
        "Juntas: Assembleias (Gaia) e Reuniões de Diretoria (Wyrm)",
        "Fase das Juntas",
        "Junta",
    ),
}


@pytest.mark.parametrize("language", ["en", "pt_BR"])
def test_the_panel_and_the_bar_tie_junta_to_its_kinds_and_its_phase(display, language) -> None:
    title, phase, junta = SAID[language]
    with tracing():
        app = make_app((1280, 720), speed=50.0, language=language)
        try:
            with using(app.translations):
                session = voting(1, 27, "rage-classic", ("silver-wake", "thornwood-kin"), NAMES)
                runner = GameRunner(session, [person(NAMES[0]), bot(NAMES[1])], threaded=False)
                table = ClassicTable(app, runner, faces=faces(), step_delay=0.0)
                app.push(table)
                table.paused = True
                frames(app, 40)
                bar = guide.what_now(table.view, session.legal(0), list(NAMES), 0)
            drawn = [m.text for _, m in trace_frame(app).texts()]
            spots = {t.key for t, _r in table.tips.spots}
        finally:
            app.close()
    assert title in drawn, drawn
    assert "juntas" in spots  # the title is a glossary word: its tooltip explains a Junta
    assert bar.startswith(phase + ":") and junta in bar, bar
    assert any(phase in line for line in drawn), drawn  # the top bar's phase


def test_new_games_1995_note_names_the_juntas_kinds() -> None:
    (field,) = [f for f in REGISTRATION.new_game.fields if f.key == "rulebook"]
    note = dict(field.notes)["1995"]
    assert "Juntas (Moots and Board Meetings)" in note and "Moot Phase" in note, note
    with using("pt-BR"):
        said = _(note)
    assert "Moot" not in said and "Juntas aprovadas (Assembleias e Reuniões de Diretoria)" in said
