"""A click on Hint beside an open question's list asks for the hint, as "?" does (issue 30).
Found playing the relaunch by mouse in a real window: at "Choose your alpha" (and every list
the table asks through) the Hint button did nothing, so a mouse player got no hint where a
newcomer most needs one. Driven through the app's real loop with a pointer click."""

from __future__ import annotations

import random

from desktop.game.controllers import bot, person
from desktop.ui.choice import ChoiceDialog
from engine.core.play import bot_turn, make_bots
from engine.core.session import Session
from tests.desktop.test_ccg_support import make_app, open_table
from tests.desktop.test_table_assist import wait_for_hint
from tests.desktop.test_table_support import click, frames, frames_until


def picking(seed: int = 1) -> Session:
    """A 2-seat game the bots played up to Ann's choice of an alpha."""
    session = Session.new(
        "rage-lv", 2, seed, {"packs": ["ashen-wind", "stone-choir"]}, names=["Ann", "Bob"]
    )
    bots = make_bots(session, ["heuristic"] * 2)
    rng = random.Random(seed)
    while not (session.view(0)["phase"] == "alpha-pick" and 0 in session.to_act()):
        assert bot_turn(session, bots, rng)
    return session


def test_the_hint_button_answers_a_click_while_a_list_is_open(display) -> None:
    app = make_app((1280, 720))
    try:
        table = open_table(app, picking(), [person("Ann"), bot("Bob")])
        frames_until(app, lambda: isinstance(table.dialog, ChoiceDialog))
        frames(app, 5)
        dialog = table.dialog
        button = table.assist.button
        assert button.visible and button.enabled
        assert dialog.selected == 0  # the first row lit, as every list opens
        click(app, button.rect.center)
        wait_for_hint(app, table)
        frames(app, 3)
        assert table.dialog is dialog and dialog.is_open, "the click closed the list"
        hint = table.assist.hint
        assert hint is not None, "the click asked for no hint"
        label, value = dialog.rows[dialog.selected]
        inside = getattr(value, "items", None)
        assert value == hint.command or any(c == hint.command for _l, c in inside or []), label
    finally:
        app.close()
