"""Wussing out costs the alpha its hunt: its button stands apart from Pass and takes no focus
(pl40a #5: the focused button in Pass's place became "Wuss out" when the person's alpha acted,
so a newcomer clicking Pass through the bots' fights could wuss out with the next click;
earlier, issue 30, "Player 1's Ember-Tooth wusses out." came so at 1280x720). Pass's place
stays clear of it, a click there sends nothing, and the button itself asks first."""

from __future__ import annotations

import pygame

from desktop.game.controllers import bot, person
from desktop.ui.controls import Button
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_ccg_support import bots_played, make_app, open_table
from tests.desktop.test_table_support import click, frames, frames_until, key


def wussed(session) -> bool:
    return any(e["command"].get("type") == "wuss" for e in session.entries if e.get("command"))


def wuss_button(table) -> Button:
    """The button on show that wusses the person's alpha out."""
    return next(b for b, cmd in table._ctx_buttons if cmd["type"] == "wuss" and b.visible)


def test_wuss_out_stands_apart_from_pass_and_takes_no_focus(display) -> None:
    played = bots_played(38, seed=1)  # Ann answers a question; then her alpha may wuss
    session = bots_played(37, seed=1)
    with tracing():
        app = make_app((1920, 1080), speed=4.0)
        try:
            table = open_table(app, session, [person("Ann"), bot("Bob")])
            table.paused = True
            frames_until(app, lambda: table.dialog is not None and not table.settling())
            pass_spot = table.pass_button.rect.copy()
            table.widgets.focus(table.pass_button)  # where a click through the fights left it
            session.apply(0, played.entries[-1]["command"])
            frames_until(app, lambda: any(c["type"] == "wuss" for c in table.legal), limit=30)
            frames(app, 90)  # past any settle: what stands there now stays
            wuss = wuss_button(table)
            assert not wuss.rect.colliderect(pass_spot), (wuss.rect, pass_spot)
            assert table.widgets.focused is not wuss
            drawn = trace_frame(app).find("Wuss out")
            assert drawn and not any(r.colliderect(pass_spot) for r in drawn), drawn
            for _ in range(3):  # the rhythm of clicks on Pass, as through the others' fights
                click(app, pass_spot.center)
                frames(app, 20)
            assert not wussed(session) and table.dialog is None
            click(app, wuss.rect.center)  # the button itself asks first
            frames(app, 2)
            assert not wussed(session) and table.dialog is not None
            frames(app, 2, [key(pygame.K_RETURN)])
            assert wussed(session)
        finally:
            app.close()
