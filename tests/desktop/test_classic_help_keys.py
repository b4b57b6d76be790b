"""The 1995 table's Help names "?", the Hint's key (issue 30): rage-lv's Help listed it, the
1995 Help did not, so a keyboard player never learnt that the Hint button has a key. H pressed
through the app's loop; judged on the words the Help draws, in English and Portuguese."""

from __future__ import annotations

import pygame

from desktop.game.controllers import bot, person
from desktop.game.runner import GameRunner
from desktop.screens.rage_classic.table import ClassicTable
from engine.core.session import Session
from engine.i18n import using
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_classic_table import faces
from tests.desktop.test_table_support import frames, key, make_app


def _help_words(language: str | None) -> str:
    options = {"packs": ["silver-wake", "ashfall-spiral"]}
    session = Session.new("rage-classic", 2, seed=5, options=options, names=["Ann", "Bob"])
    with tracing():
        app = make_app((1280, 720), speed=50.0, language=language)
        try:
            with using(app.translations):
                runner = GameRunner(session, [person("Ann"), bot("Bob")], threaded=False)
                table = ClassicTable(app, runner, faces=faces(), step_delay=0.0)
                app.push(table)
            frames(app, 5)
            frames(app, 1, [key(pygame.K_h, "h")])
            frames(app, 5)
            assert table.dialog is not None, "H opened no Help"
            trace = trace_frame(app)
            return " ".join(m.text for _, m in trace.texts())
        finally:
            app.close()


def test_classic_help_names_the_hint_key(display) -> None:
    drawn = _help_words(None)
    assert "? a hint" in drawn, drawn


def test_classic_help_names_the_hint_key_in_portuguese(display) -> None:
    drawn = _help_words("pt_BR")
    assert "? uma sugestão" in drawn, drawn
