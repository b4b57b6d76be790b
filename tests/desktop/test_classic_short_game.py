"""New game offers the 1995 game's short settings a newcomer wants (issue 30: only 20 or 25
Victory Points were offered, though the rulebook lets players choose a lower Renown level for
a shorter game): 10 and 15, each explained, and the game starts with the packs cut to fit."""

from __future__ import annotations

import pygame

from desktop.screens.rage_classic.table import ClassicTable
from engine.games.rage_classic.cards import pool
from engine.games.rage_classic.decks import seat_pack
from tests.desktop import test_table_support as support
from tests.desktop.test_table_support import frames, key, new_game, set_option

app = support.app  # the fixture: an App at 1280x720 with a temporary home


def test_ten_victory_points_is_offered_explained_and_starts_a_game(app) -> None:
    screen = new_game(app, "rage-classic")
    assert set_option(app, screen, "renown_level", -2) == 10
    frames(app, 2)
    assert "two of its four" in screen.about(), screen.about()
    frames(app, 3, [key(pygame.K_RETURN)])
    table = app.stack.top
    assert isinstance(table, ClassicTable), "Enter did not start the game"
    options = table.session.header.options
    assert options["renown_level"] == 10
    cards = pool()
    for seat in range(table.session.header.seats):
        characters = seat_pack(options, seat).characters
        assert len(characters) >= 1 and sum(cards[c].renown for c in characters) <= 10
