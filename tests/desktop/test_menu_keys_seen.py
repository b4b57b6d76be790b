"""The main menu and New game by keyboard, as a person sees them (issue 30, a newcomer's
keyboard-only game): Quit asked nothing (Down five times from New game landed on it, the
disabled Continue skipped, and Enter closed the app); Up and Down went from the column on to
the row under the cards and round in an order nobody could foresee; and New game's turn
limit went round from 3 turns to 40 with ←."""

from __future__ import annotations

import pygame
import pytest

from desktop.screens.menu import MainMenu
from desktop.ui.dialog import Dialog
from tests.desktop import test_table_support as support
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_table_support import frames, key, new_game, set_option

app = support.app  # the fixture: an App at 1280x720 with a temporary home


def _menu(app) -> MainMenu:
    menu = MainMenu(app)
    app.push(menu)
    frames(app, 1)
    return menu


def _walk(app, menu: MainMenu, k: int, n: int) -> list[str]:
    seen = []
    for _ in range(n):
        frames(app, 1, [key(k)])
        focused = menu.widgets.focused
        seen.append(focused.name if focused is not None else "")
    return seen


@pytest.mark.parametrize(("language", "saved"), [("en", "saved"), ("pt-BR", "salvas")])
def test_quit_asks_first_and_says_the_game_is_saved(app, language, saved) -> None:
    support.in_language(app, language)
    menu = _menu(app)
    for _ in range(10):
        if menu.widgets.focused is menu.buttons["quit"]:
            break
        frames(app, 1, [key(pygame.K_DOWN)])
    assert menu.widgets.focused is menu.buttons["quit"]
    frames(app, 1, [key(pygame.K_RETURN)])
    assert app.running and isinstance(menu.dialog, Dialog) and menu.dialog.is_open
    with tracing():
        drawn = " ".join(m.text for _, m in trace_frame(app).texts())
    assert saved in drawn, drawn
    frames(app, 1, [key(pygame.K_ESCAPE)])  # Esc: stay
    assert app.running and (menu.dialog is None or not menu.dialog.is_open)
    frames(app, 1, [key(pygame.K_RETURN)])
    frames(app, 1, [key(pygame.K_RETURN)])  # asked, then Enter: Quit
    assert not app.running


def test_the_arrows_go_where_they_point(app) -> None:
    menu = _menu(app)
    column = [k for k in menu.column if menu.buttons[k].enabled]
    row = [k for k in ("replays", "stats", "decks") if menu.buttons[k].enabled]
    assert len(row) >= 2
    assert _walk(app, menu, pygame.K_DOWN, len(column)) == [*column[1:], column[0]]
    assert _walk(app, menu, pygame.K_UP, 1) == [column[-1]]  # round, from New game to Quit
    # right to the row under the cards, along it, and no further; left back to the column
    assert _walk(app, menu, pygame.K_RIGHT, len(row) + 1) == [*row, row[-1]]
    assert _walk(app, menu, pygame.K_LEFT, len(row)) == [*row[-2::-1], "quit"]


def test_new_games_turn_limit_stops_at_its_ends(app) -> None:
    screen = new_game(app, "rage-lv")
    choice = screen.option_choices["turn_limit"]
    values = [v for v, _label in choice.options]
    assert set_option(app, screen, "turn_limit", -len(values)) == values[0]
    assert set_option(app, screen, "turn_limit", -1) == values[0]  # no wrap to the last
    assert set_option(app, screen, "turn_limit", len(values) + 1) == values[-1]
