"""A row of buttons the arrows move through shows where the focus is and nothing else: the
suggested button is gold only while it is lit (issue 30). At the end of a relaunch game, →
then Enter started a new game: → from no lit button lit the first, "Play again", which was
gold all along and looked no different; the player meant "Main menu", on the right. New
game's "Start" was gold beside a lit "Back" the same way."""

from __future__ import annotations

import pygame

from desktop.game.controllers import bot, person
from desktop.games.registration import TableSetup
from desktop.ui.dialog import Dialog
from engine.i18n import using
from tests.desktop import test_table_support as support
from tests.desktop.test_ccg_support import bots_finished, make_app, open_table
from tests.desktop.test_table_support import frames, frames_until, key, new_game

app = support.app  # the fixture: an App at 1280x720 with a temporary home

GOLDS = ((232, 186, 92), (246, 206, 120))  # the theme's accent, and lit


def gold_share(app, rect: pygame.Rect) -> float:
    """The share of the window's pixels inside a logical rect that are the buttons' gold."""
    if app.canvas is not None:  # as a screenshot does: a busy frame's scaling smoothed
        app.presenter.settle(app.canvas)
    vp = app.viewport
    x, y = vp.to_window(rect.topleft)
    w, h = round(rect.w * vp.scale), round(rect.h * vp.scale)
    sub = app.window.subsurface(pygame.Rect(round(x), round(y), w, h).clip(app.window.get_rect()))
    hits = total = 0
    for px in range(0, sub.get_width(), 2):
        for py in range(0, sub.get_height(), 2):
            c = sub.get_at((px, py))
            total += 1
            hits += any(sum(abs(c[i] - g[i]) for i in range(3)) < 40 for g in GOLDS)
    return hits / max(1, total)


def test_right_then_enter_at_the_end_of_a_game_takes_main_menu(display) -> None:
    session = bots_finished(seed=3)
    app = make_app((1280, 720), speed=50.0, language="pt-BR")
    chosen: list[str] = []
    try:
        with using(app.translations):
            seats = [person("Ann"), bot("Bob")]
            table = open_table(app, session, seats, setup=TableSetup(seats, {}))
        table.play_again = lambda: chosen.append("again")  # type: ignore[method-assign]
        table.quit_to_menu = lambda: chosen.append("menu")  # type: ignore[method-assign]
        frames_until(app, lambda: isinstance(table.dialog, Dialog))
        dialog = table.dialog
        assert isinstance(dialog, Dialog)
        frames(app, 90)  # past its settle
        again, menu = dialog.group.widgets
        assert (again.name, menu.name) == ("Jogar de novo", "Menu principal")
        # lit from the start and seen lit (issue 30, vlv6: no ring until ←/→), the only
        # gold one; Space, pressed to pass through the last moves, answers nothing
        assert dialog.group.focused is again
        assert gold_share(app, again.rect) > 0.5, gold_share(app, again.rect)
        assert gold_share(app, menu.rect) < 0.2, gold_share(app, menu.rect)
        frames(app, 2, [key(pygame.K_SPACE, " ")])
        assert dialog.is_open and not chosen
        frames(app, 2, [key(pygame.K_RIGHT)])
        assert dialog.group.focused is menu
        assert gold_share(app, again.rect) < 0.2  # the lit one is the only one that shows it
        frames(app, 2, [key(pygame.K_LEFT)])
        assert dialog.group.focused is again and gold_share(app, again.rect) > 0.5
        frames(app, 2, [key(pygame.K_RIGHT)])
        frames(app, 2, [key(pygame.K_RETURN)])
        assert chosen == ["menu"]
    finally:
        app.close()


def test_new_games_start_is_not_gold_while_back_is_lit(app) -> None:
    screen = new_game(app, "rage-lv")
    screen.widgets.focus(screen.back_button)
    frames(app, 2)
    assert gold_share(app, screen.start.rect) < 0.2, gold_share(app, screen.start.rect)
    screen.widgets.focus(screen.start)
    frames(app, 2)
    assert gold_share(app, screen.start.rect) > 0.5
