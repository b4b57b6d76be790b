"""The 1995 table shows first-game tips as the relaunch's does (pl35 #15, pl34a #9: "Tips for
new players" was On and no tip ever appeared at the 1995 table). A new game opens on the
Redraw Phase's tip; OK (H) puts it away and it is remembered as read, as the relaunch's are
(desktop.ui.tips); with tips off none shows. Judged on what is drawn, in English and
Portuguese."""

from __future__ import annotations

import pygame
import pytest

from desktop.game.controllers import bot, person
from desktop.screens.rage_classic import layout
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_classic_table import open_table
from tests.desktop.test_table_support import frames, in_language, key, make_app

TITLE = {"en": "your first turn", "pt-BR": "seu primeiro turno"}


@pytest.mark.parametrize("language", ["en", "pt-BR"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_new_game_opens_on_the_redraw_tip(display, language, size) -> None:
    app = in_language(make_app(size, speed=50.0, hints=True), language)
    try:
        with tracing():
            table = open_table(app, [person("Ann"), bot("Bob")], seed=2)
            frames(app, 10)
            assert table.view["phase"] == "redraw"
            drawn = [m for _i, m in trace_frame(app).texts()]
        said = [m for m in drawn if m.text == TITLE[language]]
        assert said and layout.SIDE.contains(said[0].rect), [m.text for m in drawn]
        assert table.tip_ok.visible and layout.SIDE.contains(table.tip_ok.rect)
        frames(app, 2, [key(pygame.K_h)])  # OK (H): read, and gone
        assert table.tip is None and not table.tip_ok.visible
        assert "rage-classic:redraw" in app.settings.tips_seen
        with tracing():
            frames(app, 2)
            assert TITLE[language] not in [m.text for _i, m in trace_frame(app).texts()]
    finally:
        app.close()


def test_no_tip_with_tips_off(display) -> None:
    app = make_app((1280, 720), speed=50.0, hints=False)
    try:
        table = open_table(app, [person("Ann"), bot("Bob")], seed=2)
        frames(app, 10)
        assert table.tip is None and not table.tip_ok.visible
    finally:
        app.close()
