"""The in-game menu (Escape at any table): opaque over a table dimmed all over, and "Undo my
last move" offered only when the engine would take it back (judged on what is drawn)."""

from __future__ import annotations

import pygame

from desktop.screens.game_menu import InGameMenu
from tests.desktop import test_table_support as support

app = support.app  # the fixture: an App at 1280x720 with a temporary home


def open_menu(app, table) -> InGameMenu:
    support.frames(app, 1, [support.key(pygame.K_ESCAPE)])
    support.frames(app, 2)
    menu = app.stack.top
    assert isinstance(menu, InGameMenu) and menu.table is table
    return menu


def close_menu(app) -> None:
    support.frames(app, 1, [support.key(pygame.K_ESCAPE)])
    support.frames(app, 2)


def frame_over(app, table, color: tuple[int, int, int]) -> pygame.Surface:
    """The menu drawn over a table that is all one colour."""
    kept = table.draw
    table.draw = lambda surface: surface.fill(color)
    try:
        app.draw()
    finally:
        table.draw = kept
    return app.canvas.copy()


def test_the_menu_is_opaque_and_the_whole_table_is_dimmed(app) -> None:
    table = support.make_table(app, dealer=3)
    support.run_until(app, support.my_turn_to(table, "bid"))
    menu = open_menu(app, table)
    white = frame_over(app, table, (255, 255, 255))
    black = frame_over(app, table, (0, 0, 0))
    panel = menu.panel.rect
    inside = panel.inflate(-60, -60)  # clear of the rounded corners
    for x in range(inside.left, inside.right, 7):
        for y in range(inside.top, inside.bottom, 7):
            a, b = white.get_at((x, y)), black.get_at((x, y))
            # Nothing shows through (a level or two of rounding from the box's supersampling).
            assert all(abs(a[i] - b[i]) <= 2 for i in range(3)), (x, y, a, b)
    around = panel.inflate(80, 80)  # its shadow
    w, h = white.get_size()
    for x in range(0, w, 9):
        for y in range(0, h, 9):
            if not around.collidepoint(x, y):
                assert max(white.get_at((x, y))[:3]) <= 80, (x, y)  # sidebar and hand too


def test_undo_is_offered_only_when_it_can_be_done(app) -> None:
    table = support.make_table(app, dealer=3)  # seat 0 bids first and leads
    support.run_until(app, support.my_turn_to(table, "bid"))
    menu = open_menu(app, table)
    assert not menu.buttons["undo"].enabled  # nothing to take back yet
    assert table.runner.undo(0) is not None
    close_menu(app)

    table.submit({"type": "bid", "tricks": 2})
    support.run_until(app, support.my_turn_to(table, "play"))
    menu = open_menu(app, table)
    assert menu.buttons["undo"].enabled  # the bots bid since, and they agree
    menu.buttons["undo"].on_click()
    support.frames(app, 2)
    assert support.commands_by(table, 0) == [] and table.model.phase == "bid"

    table.submit({"type": "bid", "tricks": 2})
    support.run_until(app, support.my_turn_to(table, "play"))
    card = next(
        n.card
        for n in table.stage.hand_nodes()
        if {"type": "play", "card": n.card} in table.legal()
    )
    table.submit({"type": "play", "card": card})
    support.run_until(app, lambda: len(table.session.entries) > 0 and table.session.to_act() != {0})
    support.frames(app, 30)
    menu = open_menu(app, table)
    offered = menu.buttons["undo"].enabled
    refused = table.runner.undo_refusal(0)
    assert offered == (refused is None)
    if not offered:  # the others' cards were revealed since: the engine refuses too
        assert table.runner.undo(0) is not None
