"""Keys pressed on a finished 1995 game bring its result back; they never say "it is not your
turn" (issue 30, found at the end of a game in a real window: A, Space and Enter on the table
behind the closed result toasted "Nada a fazer agora: não é a sua vez")."""

from __future__ import annotations

import random

import pygame

from desktop.game.controllers import bot, person
from desktop.game.runner import GameRunner
from desktop.screens.rage_classic.table import ClassicTable
from desktop.ui.dialog import Dialog
from engine.core.play import bot_turn, make_bots
from engine.core.session import Session
from engine.i18n import using
from tests.desktop.test_classic_table import faces
from tests.desktop.test_table_support import frames, frames_until, key, make_app


def _finished() -> Session:
    options = {"packs": ["silver-wake", "ashfall-spiral"], "turn_limit": 1}
    session = Session.new("rage-classic", 2, seed=5, options=options, names=["Ann", "Bob"])
    bots = make_bots(session, ["heuristic"] * 2)
    rng = random.Random(5)
    while not session.is_over():
        assert bot_turn(session, bots, rng)
    return session


def test_keys_on_a_finished_game_show_its_result_not_a_refusal(display) -> None:
    session = _finished()
    for pressed in (pygame.K_a, pygame.K_SPACE, pygame.K_RETURN):
        app = make_app((1280, 720), speed=50.0)
        app.settings.language = "pt_BR"
        app.apply_settings()
        try:
            with using(app.translations):
                runner = GameRunner(session, [person("Ann"), bot("Bob")], threaded=False)
                table = ClassicTable(app, runner, faces=faces(), step_delay=0.0)
                app.push(table)
            frames_until(app, lambda t=table: t.finished)
            assert table.dialog is None  # the last move is on show before the result
            if pressed == pygame.K_RETURN:
                frames(app, 1, [key(pygame.K_RIGHT)])  # a card in focus: Enter would open it
            frames(app, 1, [key(pressed)])
            said = " | ".join(app.toasts.messages)
            assert "vez" not in said, (pressed, said)
            assert isinstance(table.dialog, Dialog) and table.dialog.is_open, pressed
        finally:
            app.close()
