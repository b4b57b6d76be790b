"""The main menu's Rules open on the game last set up (pl35: after a game of the 1995 CCG,
Rules opened on RAGE, the trick game, and G had to be pressed three times), driven by the
menu's own button; any game with a rules text, from the registry."""

from __future__ import annotations

import pytest

from desktop.games import Games
from desktop.screens.rules import RulesScreen, _games_with_rules
from tests.desktop.test_table_support import click, frames, make_app


def _last_games() -> list[str]:
    app = make_app()
    try:
        return [game for game, _title in _games_with_rules(Games.of(app))]
    finally:
        app.close()


@pytest.mark.parametrize("game", _last_games())
def test_rules_open_on_the_game_last_set_up(display, game: str) -> None:
    app = make_app()
    try:
        app.settings.last_game = game
        app.open("menu")
        frames(app, 3)
        menu = app.stack.top
        click(app, menu.buttons["rules"].rect.center)
        frames(app, 3)
        rules = app.stack.top
        assert isinstance(rules, RulesScreen), rules
        assert rules.game == game, (rules.game, game)
    finally:
        app.close()
