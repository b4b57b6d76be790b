"""The 1995 table's menu opens by mouse: a Menu button at the foot of the sidebar, as the
relaunch table has (issue 30, found playing a 2-seat 1995 game by mouse only in Portuguese at
1920x1080: the pause menu, and with it Quit to menu, Undo, Rules and Settings, opened only with
Escape; Help said "Esc menu" and no button led there). Driven through the app's loop: the
button is drawn, and a click on it opens the menu."""

from __future__ import annotations

from desktop.game.controllers import bot, person
from desktop.game.runner import GameRunner
from desktop.screens.game_menu import InGameMenu
from desktop.screens.rage_classic import layout
from desktop.screens.rage_classic.table import ClassicTable
from engine.core.session import Session
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_classic_table import faces
from tests.desktop.test_table_support import click, frames, frames_until, make_app

#: the foot of the sidebar, left: where the relaunch table has its Menu button
FOOT = (layout.SIDE.x + 84, layout.H - 35)


def test_a_click_on_menu_opens_the_pause_menu(display) -> None:
    packs = ["silver-wake", "thornwood-kin"]
    session = Session.new("rage-classic", 2, 3, {"packs": packs}, names=["Ann", "Bob"])
    app = make_app((1280, 720), speed=50.0)
    try:
        table = ClassicTable(
            app, GameRunner(session, [person("Ann"), bot("Bob")], threaded=False), faces=faces()
        )
        app.push(table)
        table.paused = True
        frames_until(app, lambda: not table.settling())
        with tracing():
            drawn = {m.text: m for _, m in trace_frame(app).texts()}
        assert "Menu" in drawn, sorted(drawn)
        click(app, FOOT)
        frames(app, 2)
        assert isinstance(app.stack.top, InGameMenu), app.stack.top
    finally:
        app.close()
