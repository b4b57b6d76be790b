"""RAGE's and Ragers' card faces follow a resized window (issue 30): the least text size
their faces print was worked out from the window the table opened in and kept, so a table
opened at 1920x1080 and then shown at 1280x720 printed card text a player cannot read (the
1995 and relaunch tables already follow a resize). The window is resized through the app's
real event path (VIDEORESIZE); every text then on screen is measured as test_text_readable
measures it."""

from __future__ import annotations

import pygame
import pytest

from desktop.game.controllers import bot, person
from desktop.game.runner import GameRunner
from desktop.screens.ccg_kit.stage import legible
from desktop.wiring import app_registry
from engine.core.session import Session
from engine.i18n import using
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_table_support import frames, make_app
from tests.desktop.test_text_readable import min_cap, read

FRAME = 1 / 60


@pytest.mark.parametrize("game", ["rage-trick", "ragers"])
def test_card_text_is_readable_after_the_window_shrinks(display, game) -> None:
    with tracing():
        app = make_app((1920, 1080), speed=50.0, language="en")
        try:
            with using(app.translations):
                session = Session.new(game, 2, 4, names=["Ann", "Bob"])
                # RAGE's bots play a trick or two first: its trick shows faces smaller
                first = person("Ann") if game == "ragers" else bot("Ann")
                runner = GameRunner(session, [first, bot("Bob")], threaded=False)
                table = app_registry().games[game].table(app, runner)
                app.push(table)
            frames(app, 240)  # the deal shown, a trick played or the person's move awaited
            pygame.display.set_mode((1280, 720), pygame.RESIZABLE)
            resize = pygame.event.Event(pygame.VIDEORESIZE, size=(1280, 720), w=1280, h=720)
            app.frame(FRAME, [resize])
            frames(app, 120)
            assert app.viewport.window == (1280, 720)
            seen = read(app, trace_frame(app), min_cap())
            least = table.faces.least
        finally:
            app.close()
    assert seen.texts, "nothing drawn"
    assert not seen.small, seen.small
    # the faces print for this window, as a table opened in it does (RAGE's faces at these
    # sizes print nothing the older size would show too small; the size itself says it)
    assert least == legible(720 / 1080), least
