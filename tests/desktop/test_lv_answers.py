"""The relaunch table's window for a card played in answer (issue 28, engine.ccg.reactions): it
names what just happened, offers the answer cards in hand and passing, and a click on a row
plays the card, through the app's real loop."""

from __future__ import annotations

import pytest

from desktop.game.controllers import bot, person
from desktop.ui.choice import ChoiceDialog
from engine.i18n import using
from tests.desktop.test_ccg_support import make_app, open_table
from tests.desktop.test_table_support import click, frames_until
from tests.engine.test_rage_lv_answers import ECHO, PAD
from tests.engine.test_rage_lv_event_durations import CINDER, game


@pytest.mark.parametrize(
    ("language", "title", "happened", "play"),
    [
        ("en", "Play a card in answer?", "Tremor has just been played.", "Play Spiteful Echo"),
        ("pt-BR", "Jogar uma carta em resposta?", "Tremor acaba de ser jogada.", "Spiteful Echo"),
    ],
)
def test_the_answer_window_names_what_happened_and_plays_the_card_clicked(
    display, tmp_path, monkeypatch, language, title, happened, play
) -> None:
    monkeypatch.setenv("RAGE_TABLE_HOME", str(tmp_path))
    session = game(sept0=("tremor",), sept1=("t28-spiteful-echo", *PAD))
    session.apply(0, {"type": "play", "card": "0.tremor.1", "by": CINDER, "target": CINDER})
    app = make_app(language=language)
    try:
        with using(app.translations):
            table = open_table(app, session, [bot("Ann"), person("Bob")])
        frames_until(app, lambda: isinstance(table.dialog, ChoiceDialog))
        asked = table.dialog
        assert isinstance(asked, ChoiceDialog)
        assert asked.title == title and happened in asked.message
        labels = [label for label, _cmd in asked.options]
        assert len(labels) == 2 and play in labels[0]
        row = next(i for i, (_label, cmd) in enumerate(asked.rows) if cmd.get("option") == ECHO)
        click(app, asked._row_rect(row).center)
        frames_until(app, lambda: session.state.chars[CINDER].wounds == 2)
        assert ECHO in session.state.players[1].sept_discard
    finally:
        app.close()
