"""The Pass button of the relaunch table turns into wussing out, a move that costs the alpha
its hunt: it then says so, and a click that comes right as it changed does not take it (issue
30: a newcomer clicking Pass through the others' fights at 1280x720 found "Player 1's
Ember-Tooth wusses out." in the log, the button having become "Wuss" under the pointer)."""

from __future__ import annotations

import pygame

from desktop.game.controllers import bot, person
from tests.desktop.test_ccg_support import bots_played, make_app, open_table
from tests.desktop.test_table_support import click, frames, frames_until, key


def _wussed(session) -> bool:
    return any(e["command"].get("type") == "wuss" for e in session.entries if e.get("command"))


def test_pass_turned_wuss_says_so_and_a_quick_click_does_not_take_it(display) -> None:
    played = bots_played(38, seed=1)  # Ann answers a question; then her alpha may wuss
    session = bots_played(37, seed=1)
    app = make_app((1280, 720), speed=4.0)
    try:
        table = open_table(app, session, [person("Ann"), bot("Bob")])
        table.paused = True
        frames_until(app, lambda: table.dialog is not None and not table.settling())
        assert not any(c["type"] == "wuss" for c in table.legal)
        session.apply(0, played.entries[-1]["command"])
        frames_until(app, lambda: any(c["type"] == "wuss" for c in table.legal), limit=30)
        frames(app, 2)
        assert table.pass_button.visible and table.pass_button.text == "Wuss out"
        click(app, table.pass_button.rect.center)  # meant for the Pass that was there
        frames(app, 2)
        assert not _wussed(session)
        frames(app, 60)  # a second later the button is what it says, and asks first
        click(app, table.pass_button.rect.center)
        frames(app, 2)
        assert not _wussed(session) and table.dialog is not None
        frames(app, 2, [key(pygame.K_RETURN)])
        assert _wussed(session)
    finally:
        app.close()
