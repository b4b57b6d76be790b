"""The Hint button and the "?" key on the CCG tables: the expert's move for the person to act,
drawn as one line of why, clear of the buttons, gone once something is played."""

from __future__ import annotations

import pygame
import pytest

from desktop.game.controllers import bot, person
from desktop.screens.rage_classic import layout as classic_layout
from desktop.screens.rage_lv import layout
from engine.core.session import Session
from tests.desktop.test_ccg_support import make_app, open_table, until_my_main_turn
from tests.desktop.test_classic_table import open_table as open_classic
from tests.desktop.test_table_assist import wait_for_hint
from tests.desktop.test_table_support import click, frames, frames_until, key

SIZES = [(1280, 720), (1920, 1080)]


def _no_overlap(table, rect: pygame.Rect) -> None:
    assert pygame.Rect(0, 0, 1590, 1080).contains(rect), "the hint box leaves the play area"
    assert rect.bottom <= layout.PROMPT_TOP, "the hint box covers the prompt line"
    for button in (table.assist.button, table.pass_button, table.actions_button):
        assert not rect.colliderect(button.rect), f"the hint box covers {button.name}"


@pytest.mark.parametrize("size", SIZES, ids=["720p", "1080p"])
def test_lv_hint_button_names_a_legal_move(display, tmp_path, monkeypatch, size) -> None:
    monkeypatch.setenv("RAGE_TABLE_HOME", str(tmp_path))
    app = make_app(size)
    try:
        session = Session.new("rage-lv", 2, 3, {}, names=["Ann", "Bob"])
        table = open_table(app, session, [person("Ann"), bot("Bob")])
        until_my_main_turn(app, table)
        frames(app, 5)
        button = table.assist.button
        assert button.visible and button.enabled and button.text == "Hint (?)"
        click(app, button.rect.center)
        assert table.assist.call is not None and button.text == "Thinking…"
        wait_for_hint(app, table)
        hint = table.assist.hint
        assert hint is not None and hint.command in session.legal(0)
        assert hint.reason and hint.reason.endswith(".")
        rect = table.assist.hint_rect
        assert rect is not None
        _no_overlap(table, rect)
        pygame.image.save(app.window, str(tmp_path / f"lv-hint-{size[0]}x{size[1]}.png"))
        # Making another move puts the hint away.
        other = next(c for c in session.legal(0) if c != hint.command)
        assert table.submit(other)
        frames(app, 3)
        assert table.assist.hint is None and table.assist.hint_rect is None
    finally:
        app.close()


def test_lv_question_key_asks_for_the_hint(display, tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("RAGE_TABLE_HOME", str(tmp_path))
    app = make_app((1280, 720))
    try:
        session = Session.new("rage-lv", 2, 3, {}, names=["Ann", "Bob"])
        table = open_table(app, session, [person("Ann"), bot("Bob")])
        until_my_main_turn(app, table)
        frames(app, 1, [key(pygame.K_QUESTION, "?")])
        assert table.assist.call is not None
        wait_for_hint(app, table)
        assert table.assist.hint is not None
        assert table.assist.hint.command in session.legal(0)
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES, ids=["720p", "1080p"])
def test_classic_hint_button_names_a_legal_move(display, tmp_path, monkeypatch, size) -> None:
    monkeypatch.setenv("RAGE_TABLE_HOME", str(tmp_path))
    app = make_app(size)
    try:
        table = open_classic(app, [person("Ann"), bot("Bob")])
        session = table.session

        def my_choice() -> bool:
            return (
                table.dialog is None
                and session.to_act() == {0}
                and len(session.legal(0)) > 2
                and table.assist.button.visible
            )

        frames_until(app, my_choice)
        button = table.assist.button
        assert button.enabled and button.text == "Hint (?)"
        assert not button.rect.colliderect(classic_layout.LOG)
        click(app, button.rect.center)
        assert table.assist.call is not None
        wait_for_hint(app, table)
        hint = table.assist.hint
        assert hint is not None and hint.command in session.legal(0)
        rect = table.assist.hint_rect
        assert rect is not None
        assert classic_layout.MINE.contains(rect) or rect.bottom <= classic_layout.HANDS.top
        for other in (table.pass_button, table.actions_button, table.help_button):
            assert not rect.colliderect(other.rect)
        pygame.image.save(app.window, str(tmp_path / f"classic-hint-{size[0]}x{size[1]}.png"))
        # "?" with a hint on show works it out again (a hint left from a moment gone could
        # not be replaced, issue 30)
        frames(app, 1, [key(pygame.K_QUESTION, "?")])
        wait_for_hint(app, table)
        again = table.assist.hint
        assert again is not None and again.command in session.legal(0)
    finally:
        app.close()
