"""Changing the language from a table's in-game menu (Esc > Settings > Language) turns the table
over to the new language at once, on the same game: the table is built again on the same
session (same entries, same runner, same journal), and what it draws afterwards (buttons,
prompts, HUD) comes from the new language; the pause menu under Settings follows it. Driven by
key events, judged on the texts actually drawn."""

from __future__ import annotations

import pygame
import pytest

from desktop.game.controllers import bot, person
from desktop.screens.game_menu import InGameMenu
from desktop.screens.settings import SettingsScreen
from engine.core.session import Session
from tests.desktop import test_table_support as support
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_table_support import frames, key

app = support.app  # the fixture: an App at 1280x720 with a temporary home


def _rage_trick(app):
    return support.make_table(app, dealer=3)


def _ragers(app):
    from tests.desktop.test_arena_support import open_table

    session = Session.new("ragers", 2, seed=5, names=["You", "Bruno"])
    return open_table(app, session, [person("You"), bot("Bruno")])


def _rage_lv(app):
    from tests.desktop.test_ccg_support import open_table

    session = Session.new("rage-lv", 2, 7, {"packs": ["ashen-wind", "stone-choir"]}, ["You", "Bo"])
    return open_table(app, session, [person("You"), bot("Bo")])


def _rage_classic(app):
    from tests.desktop.test_classic_table import open_table

    return open_table(app, [person("You"), bot("Bo")])


TABLES = {
    "rage-trick": (_rage_trick, "Sugestão"),  # the Hint button
    "ragers": (_ragers, "Sugestão"),
    "rage-lv": (_rage_lv, "Ações"),  # the Actions button
    "rage-classic": (_rage_classic, "Ações"),
}


def drawn(app) -> str:
    with tracing():
        trace = trace_frame(app)
    return " | ".join(mark.text for _index, mark in trace.texts())


@pytest.mark.parametrize("game", list(TABLES))
def test_the_language_changes_at_the_table_without_losing_the_game(app, game) -> None:
    build, portuguese_word = TABLES[game]
    table = build(app)
    frames(app, 30)
    session, runner, entries = table.session, table.runner, len(table.session.entries)
    english = drawn(app)
    assert portuguese_word not in english

    frames(app, 1, [key(pygame.K_ESCAPE)])  # the in-game menu
    frames(app, 2)
    menu = app.stack.top
    assert isinstance(menu, InGameMenu) and menu.table is table
    menu.widgets.focus(menu.buttons["settings"])
    frames(app, 1, [key(pygame.K_RETURN)])
    frames(app, 2)
    settings = app.stack.top
    assert isinstance(settings, SettingsScreen)
    settings.widgets.focus(settings.language)
    frames(app, 1, [key(pygame.K_RIGHT)])  # English -> Português (Brasil)
    frames(app, 2)
    assert app.settings.language == "pt-BR"

    screens = app.stack.screens
    fresh, pause = screens[-3], screens[-2]
    assert type(fresh) is type(table) and fresh is not table
    assert fresh.session is session and fresh.runner is runner
    assert len(session.entries) >= entries  # the game goes on where it was
    assert isinstance(pause, InGameMenu) and pause.table is fresh

    frames(app, 1, [key(pygame.K_ESCAPE)])  # leave Settings
    frames(app, 2)
    assert app.stack.top is pause
    assert "Continuar" in drawn(app)  # the pause menu is in Portuguese too
    frames(app, 1, [key(pygame.K_ESCAPE)])  # resume
    frames(app, 20)
    assert app.stack.top is fresh
    shown = drawn(app)
    assert portuguese_word in shown, shown
