"""Wussing out costs the alpha its hunt and the turn's Renown: its button asks first, Enter
(or a click) to confirm and Esc to go back, and Space answers nothing (issue 30: a newcomer
passing the others' fights with Space went on into the alpha step, where the same key made
the alpha wuss out, past the button's 0.8 s settle). Since pl40a #5 it is no pass: Space
does not even ask, and the A list or its own button (Tab to it) does."""

from __future__ import annotations

import pygame

from desktop.game.controllers import bot, person
from desktop.ui.dialog import Dialog
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_ccg_support import bots_played, make_app, open_table
from tests.desktop.test_lv_wuss_button import wuss_button
from tests.desktop.test_table_support import click, frames, frames_until, key


def _wussed(session) -> bool:
    return any(e["command"].get("type") == "wuss" for e in session.entries if e.get("command"))


def _at_the_wuss(app, language: str | None = None):
    session = bots_played(38, seed=1)  # Ann's alpha may wuss out now
    table = open_table(app, session, [person("Ann"), bot("Bob")])
    table.paused = True
    frames_until(app, lambda: any(c["type"] == "wuss" for c in table.legal), limit=60)
    frames(app, 90)  # past the button's settle
    return session, table


def test_space_does_not_wuss_out_and_its_button_asks_before_enter(display) -> None:
    app = make_app((1280, 720), speed=4.0)
    try:
        session, table = _at_the_wuss(app)
        for _ in range(3):  # a rhythm of Space, as through the others' fights
            frames(app, 20, [key(pygame.K_SPACE)])
        assert not _wussed(session) and table.dialog is None
        table.widgets.focus(wuss_button(table))  # Tab's way to it
        frames(app, 2, [key(pygame.K_RETURN)])
        dialog = table.dialog
        assert isinstance(dialog, Dialog) and dialog.is_open and dialog.title == "Wuss out?"
        with tracing():
            drawn = " ".join(m.text for _, m in trace_frame(app).texts())
        assert "no Renown" in drawn and "Enter: Wuss out" in drawn, drawn
        frames(app, 2, [key(pygame.K_SPACE)])  # Space answers nothing in the question
        assert dialog.is_open and not _wussed(session)
        frames(app, 2, [key(pygame.K_ESCAPE)])  # back: nothing sent, the table as it was
        assert not dialog.is_open and not _wussed(session)
        assert any(c["type"] == "wuss" for c in table.legal)
        click(app, wuss_button(table).rect.center)
        frames(app, 2)
        frames(app, 2, [key(pygame.K_RETURN)])
        assert _wussed(session)
    finally:
        app.close()


def test_a_click_on_wuss_out_asks_too(display) -> None:
    app = make_app((1920, 1080), speed=4.0, language="pt-BR")
    try:
        session, table = _at_the_wuss(app)
        button = wuss_button(table)
        click(app, button.rect.center)
        frames(app, 2)
        dialog = table.dialog
        assert isinstance(dialog, Dialog) and dialog.is_open and not _wussed(session)
        assert dialog.title == "Amarelar?"
        yes = next(w for w in dialog.group.widgets if w.name == button.text)
        click(app, yes.rect.center)
        frames(app, 2)
        assert _wussed(session)
    finally:
        app.close()
