"""A card played in answer (issue 28, construct 3) on the original Rage table: the engine's
"answer" prompt comes up as the table's choice list, titled as a question, with the answer
cards in hand by name and "Pass"; a number key plays the card. Driven through the app's real
loop under the dummy driver."""

from __future__ import annotations

import pygame

from desktop.game.controllers import bot, person
from desktop.game.runner import GameRunner
from desktop.screens.rage_classic.table import ClassicTable
from desktop.ui.choice import ChoiceDialog
from tests.desktop.test_classic_table import faces
from tests.desktop.test_table_support import app_fixture, frames, frames_until, key

app = app_fixture((1280, 720), 8.0)


def test_the_answer_prompt_is_a_choice_list_and_a_key_plays_the_card(app) -> None:
    from tests.engine.test_ccg_reactions import ember_killed
    from tests.engine.test_rage_classic_scenarios import VESK

    session = ember_killed(["t28-blood-debt"])
    before = session.state.creatures[VESK].wounds
    runner = GameRunner(session, [person("Ann"), bot("Bob")], threaded=False)
    table = ClassicTable(app, runner, faces=faces(), step_delay=0.0)
    app.push(table)
    asked = lambda: isinstance(table.dialog, ChoiceDialog) and table.dialog.is_open  # noqa: E731
    frames_until(app, lambda: table.held_for_reader or asked())
    if table.held_for_reader:  # Ember's death first, until Ann's key (her fight ended)
        frames(app, 1, [key(pygame.K_SPACE)])
    frames_until(app, asked)
    dialog = table.dialog
    assert isinstance(dialog, ChoiceDialog)
    assert dialog.title == "Play a card in answer?"
    assert [label for label, _ in dialog.options] == ["Blood Debt", "Pass"]
    frames(app, 1, [key(pygame.K_1)])
    frames_until(app, lambda: session.state.creatures[VESK].wounds == before + 2)
