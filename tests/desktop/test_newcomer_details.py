"""Small things a newcomer met on every screen: a toast that stayed half a minute over an idle
menu (and in the old language after a switch), two highlighted buttons, the focus marker over
a short button's first letter, "1 moves", English month names and "Player 1" in Portuguese."""

from __future__ import annotations

from datetime import datetime

import pygame
import pytest

from desktop.app import App
from desktop.screens.setup import default_name, is_default_name
from desktop.ui.controls import Button
from desktop.ui.dates import day_month
from desktop.ui.settings_protocol import MemorySettings
from desktop.ui.widget import WidgetGroup
from engine.i18n import PORTUGUESE, translator, using
from tests.desktop.test_app_idle import FakeTime


@pytest.fixture
def menu_app(display):
    app = App(MemorySettings(window_size=(1280, 720)))
    yield app
    app.close()


def test_a_toast_over_an_idle_menu_goes_after_its_seconds_in_the_real_loop(menu_app) -> None:
    """A frame comes only when one is due, and each frame's time was capped at 0.1 s: a
    3-second toast aged 0.1 s a frame and stayed up for half a minute."""
    clock = FakeTime(menu_app, stop=8.0)
    menu_app.toast("The game is saved: Continue it from the main menu.")
    menu_app.loop(until=lambda: not menu_app.toasts.toasts)
    assert not menu_app.toasts.toasts
    assert clock.now - clock.start < 4.0, clock.now - clock.start


def test_a_toast_in_the_old_language_goes_when_the_language_changes(menu_app) -> None:
    menu_app.toast("The game is saved: Continue it from the main menu.")
    menu_app.settings.language = PORTUGUESE
    menu_app.apply_settings()
    assert menu_app.toasts.toasts == []


def test_the_keyboard_and_the_pointer_light_one_button_not_two(display) -> None:
    group = WidgetGroup()
    first = group.add(Button(rect=pygame.Rect(0, 0, 200, 60), text="One", name="one"))
    second = group.add(Button(rect=pygame.Rect(0, 80, 200, 60), text="Two", name="two"))
    group.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(100, 30), rel=(0, 0)))
    assert first.hovered and first.focused
    group.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0))
    lit = [b for b in (first, second) if b.focused or b.hovered]
    assert lit == [second]


def test_the_focus_bar_of_a_short_button_is_under_its_word_not_over_it(display) -> None:
    """The focus marker was a triangle at the button's left edge: on a narrow button such as
    Menu it sat on the first letter. It is a bar under the word now."""
    from desktop.ui.theme import theme_for

    theme = theme_for(False)
    surface = pygame.Surface((200, 80))
    surface.fill((0, 0, 0))
    button = Button(rect=pygame.Rect(20, 10, 150, 56), text="Menu", name="menu")
    button.focused = True
    button.draw(surface, theme)
    label = theme.fitted_text("Menu", 30, theme.ink, 150 - 24, bold=True)
    words = label.get_rect(center=button.rect.center)
    accent = tuple(theme.accent[:3])

    def accent_at(x: int, y: int) -> bool:
        return tuple(surface.get_at((x, y)))[:3] == accent

    inside = [
        (x, y) for x in range(words.left, words.right) for y in range(words.top, words.bottom)
    ]
    assert not any(accent_at(x, y) for x, y in inside)  # nothing of the marker on the word
    below = [
        (x, y)
        for x in range(words.left, words.right)
        for y in range(words.bottom, words.bottom + 5)
    ]
    assert sum(accent_at(x, y) for x, y in below) > words.width  # the bar under it


def test_continue_counts_one_move_and_dates_speak_the_language() -> None:
    from desktop.games.catalog import all_games
    from desktop.screens.continue_game import _label
    from desktop.store.journal import ResumableGame

    when = datetime(2026, 11, 29, 14, 5)
    assert day_month(when, clock=True) == "29 Nov 14:05"
    assert day_month(when, year="long") == "29 Nov 2026"
    with using(translator(PORTUGUESE)):
        assert day_month(when, year="short") == "29 nov 26"
    games = all_games()
    fields = ResumableGame.__dataclass_fields__
    kwargs = {
        "path": None,
        "game": "ragers",
        "names": ["Ann", "Bob"],
        "entries": 1,
        "modified": when.timestamp(),
        "error": None,
    }
    game = ResumableGame(**{k: v for k, v in kwargs.items() if k in fields})
    label = _label(game, games)
    assert "1 move ·" in label and "1 moves" not in label


def test_a_remembered_placeholder_name_speaks_the_language_now_shown() -> None:
    assert is_default_name("Player 1", 0) and not is_default_name("Ann", 0)
    with using(translator(PORTUGUESE)):
        assert default_name(0) != "Player 1"
        assert is_default_name("Player 1", 0) and is_default_name(default_name(0), 0)
