"""The first "?" asks for the hint (issue 30, vlv6 #10: after a step change the first press
often showed nothing and a second one did). Two ways the press was dropped, each through the
relaunch table's real key handling and frames: Shift+/ delivered before pygame had its text
(a KEYDOWN with no characters), and a press in the first frame of the person's turn, while
the Hint button still stood hidden as the frame before had left it."""

from __future__ import annotations

import pygame

from desktop.game.controllers import bot, person
from engine.core.session import Session
from tests.desktop.test_ccg_support import make_app, open_table, until_my_main_turn
from tests.desktop.test_table_assist import wait_for_hint
from tests.desktop.test_table_support import frames


def _asks(press: pygame.event.Event, *, hidden: bool = False) -> None:
    """Ann's Main Phase turn (2 seats, seed 3) at 1280x720; `press` must ask for the hint and
    the hint come and be drawn (`hidden`: the Hint button as the frame before the turn came
    left it)."""
    app = make_app((1280, 720))
    try:
        session = Session.new("rage-lv", 2, 3, {}, names=["Ann", "Bob"])
        table = open_table(app, session, [person("Ann"), bot("Bob")])
        until_my_main_turn(app, table)
        frames(app, 5)
        table.assist.button.visible = not hidden
        frames(app, 1, [press])
        assert table.assist.call is not None or table.assist.hint is not None, "? did nothing"
        wait_for_hint(app, table)
        hint = table.assist.hint
        assert hint is not None and hint.command in session.legal(0)
        assert table.assist.hint_rect is not None, "the hint was not drawn"
    finally:
        app.close()


def test_shift_slash_without_its_text_asks_for_the_hint(display, tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("RAGE_TABLE_HOME", str(tmp_path))
    _asks(
        pygame.event.Event(
            pygame.KEYDOWN, key=pygame.K_SLASH, mod=pygame.KMOD_LSHIFT, unicode="", scancode=56
        )
    )


def test_question_mark_in_the_turns_first_frame_asks(display, tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("RAGE_TABLE_HOME", str(tmp_path))
    _asks(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SLASH, mod=0, unicode="?"), hidden=True)
