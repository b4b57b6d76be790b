"""The relaunch table's keyword lines reach the glossary (issue 30): the glossary explains
Frenzy, Sustained Rage, Flex and the moons, but the sidebar's Umbra effect lines ("• No
Frenzy", "• Frenesi +1") were never passed to its lookup, so pointing at them showed
nothing. Pointed at with the mouse, in both languages, at 1280x720."""

from __future__ import annotations

import pytest

from desktop.game.controllers import bot, person
from engine.i18n import using
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_ccg_support import bots_played, make_app, open_table
from tests.desktop.test_table_support import frames, motion

#: the Umbra's level-1 line about Frenzy, and a piece of the glossary's Frenzy entry
FRENZY = {
    "en": ("• No Frenzy", "Trigger Damage"),
    "pt-BR": ("• Sem Frenesi", "Dano de Gatilho"),
}


@pytest.mark.parametrize("language", list(FRENZY))
def test_pointing_at_an_umbra_effect_line_explains_its_keyword(display, language) -> None:
    line, explained = FRENZY[language]
    app = make_app((1280, 720), speed=8.0, language=language)
    try:
        with tracing():
            session = bots_played(38, seed=1)
            assert session.view(0)["umbra_level"] == 1
            with using(app.translations):  # the table's words in the app's language
                table = open_table(app, session, [person("Ann"), bot("Bob")])
            table.paused = True
            frames(app, 30)
            spots = trace_frame(app).find(line)
            assert spots, line
            frames(app, 12, [motion(app, spots[0].center)])
            drawn = " ".join(m.text for _, m in trace_frame(app).texts())
        assert explained in drawn, drawn
    finally:
        app.close()
