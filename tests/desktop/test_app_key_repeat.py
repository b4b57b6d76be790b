"""A key held down repeats; its repeats stay with the screen it was pressed on (issue 30, in a
real window: Return held a little long on the main menu opened New game, and its repeat
pressed New game's Start, so a RAGE game began at once). Reproduced with xdotool: Return held
0.45 s on the menu started a game. The dummy driver's synthetic presses send no release, so
the app tells a real keyboard by its driver; the test says it has one."""

from __future__ import annotations

import pygame

from desktop.screens.menu import MainMenu
from tests.desktop.test_table_support import FRAME, key, make_app

RETURN = pygame.K_RETURN


def released(k: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYUP, key=k, mod=0)


def test_a_held_return_on_the_menu_opens_new_game_and_starts_nothing(display) -> None:
    app = make_app((1280, 720))
    try:
        app.key_releases = True  # a real keyboard: every press is released
        assert app.open("menu") and isinstance(app.stack.top, MainMenu)
        app.frame(FRAME, [key(RETURN, "\r")])  # Return on the first focus: New game
        new_game = app.stack.top
        assert not isinstance(new_game, MainMenu)
        assert new_game is not None and new_game.widgets.focused is not None
        assert new_game.widgets.focused.name == "start"
        for _ in range(4):  # held: its repeats (320 ms, then every 45 ms)
            app.frame(FRAME, [key(RETURN, "\r")])
        assert app.stack.top is new_game, "a repeat of the menu's Return started a game"
        app.frame(FRAME, [released(RETURN)])
        app.frame(FRAME, [key(RETURN, "\r")])  # pressed again: New game's own Return
        assert app.stack.top is not new_game, "a fresh Return did not start the game"
    finally:
        app.close()
