"""The end-of-game dialog of a CCG table speaks the player's language and says why the game
ended in words (issue 30, found at the end of a 1995 game in a real window: "Ada wins!
Victory points: Ada 22, Player 1 6. (renown, turn 7)" — "renown" an engine code, and the title
and buttons English in the Portuguese game)."""

from __future__ import annotations

import pytest

from desktop.app import App
from desktop.game.controllers import bot, person
from desktop.game.runner import GameRunner
from desktop.screens.rage_classic.table import ClassicTable
from desktop.ui.settings_protocol import MemorySettings
from desktop.wiring import app_registry
from engine.core.session import Session
from engine.i18n import using


@pytest.mark.parametrize("reason", ["renown", "last-pack", "turn-limit"])
def test_the_end_dialog_says_who_won_and_why_in_portuguese(display, monkeypatch, reason) -> None:
    app = App(MemorySettings(window_size=(1280, 720), sound=False), app_registry(), start=None)
    session = Session.new("rage-classic", 2, 3, names=["Ann", "Bob"])
    table = ClassicTable(app, GameRunner(session, [person("Ann"), bot("Bob")], threaded=False))
    result = {"winners": [1], "scores": [6, 22], "reason": reason, "turns": 7}
    monkeypatch.setattr(table.session, "result", lambda: result)
    with using("en"):
        english = table.result_dialog("Victory points")
    with using("pt-BR"):
        portuguese = table.result_dialog("Pontos de Vitória")
    assert english.title == "Bob wins!"
    assert f"({reason}" not in english.message and "turn 7" in english.message
    assert portuguese.title != english.title and "wins" not in portuguese.title
    assert "turn 7" not in portuguese.message and f"({reason}" not in portuguese.message
    labels = [label for label, _action in portuguese.buttons]
    assert "Main menu" not in labels, labels
