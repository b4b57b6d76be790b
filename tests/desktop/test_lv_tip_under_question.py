"""A glossary tooltip goes when a question opens over the table (issue 30): the Wuss out
button's tooltip ("it goes home with nothing") stayed on screen beside the "Wuss out?"
confirmation it had led to, two boxes saying different things at once. The kit's tables all
draw their tooltips this way (rage-lv and rage-classic), so the kit hides them for any
dialog. Driven by the pointer and by Tab."""

from __future__ import annotations

import pygame

from desktop.game.controllers import bot, person
from desktop.ui.dialog import Dialog
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_ccg_support import bots_played, make_app, open_table
from tests.desktop.test_lv_wuss_button import wuss_button
from tests.desktop.test_table_support import click, frames, frames_until, key, motion

TIP = "goes home with nothing"


def _at_the_wuss(app):
    session = bots_played(38, seed=1)  # Ann's alpha may wuss out now
    table = open_table(app, session, [person("Ann"), bot("Bob")])
    table.paused = True
    frames_until(app, lambda: any(c["type"] == "wuss" for c in table.legal), limit=60)
    frames(app, 90)  # past the button's settle
    return table


def _drawn(app) -> str:
    return " ".join(m.text for _, m in trace_frame(app).texts())


def test_the_wuss_tooltip_goes_when_its_question_opens(display) -> None:
    app = make_app((1280, 720), speed=4.0)
    try:
        with tracing():
            table = _at_the_wuss(app)
            spot = wuss_button(table).rect.center
            frames(app, 10, [motion(app, spot)])
            assert TIP in _drawn(app)  # the tooltip over the button, as a newcomer meets it
            click(app, spot)
            assert isinstance(table.dialog, Dialog) and table.dialog.is_open
            frames(app, 10, [motion(app, (spot[0] + 1, spot[1]))])  # the pointer stays by it
            drawn = _drawn(app)
        assert "no Renown" in drawn, drawn  # the question
        assert TIP not in drawn, drawn
    finally:
        app.close()


def test_a_tooltip_read_by_tab_goes_when_the_question_opens(display) -> None:
    app = make_app((1280, 720), speed=4.0)
    try:
        with tracing():
            table = _at_the_wuss(app)
            for _ in range(40):  # Tab through the words until the Wuss out one is read
                frames(app, 2, [key(pygame.K_TAB)])
                if table.tips.shown is not None and table.tips.shown.key == "wuss":
                    break
            assert TIP in _drawn(app)
            table.widgets.focus(wuss_button(table))
            frames(app, 2, [key(pygame.K_RETURN)])
            assert isinstance(table.dialog, Dialog) and table.dialog.is_open
            drawn = _drawn(app)
        assert "no Renown" in drawn, drawn
        assert TIP not in drawn, drawn
    finally:
        app.close()
