from __future__ import annotations

import pygame
import pytest

from desktop.app import App
from desktop.screens.base import Screen
from desktop.screens.menu import MainMenu
from desktop.screens.registry import CONTINUE, NEW_GAME
from desktop.screens.settings import SettingsScreen
from desktop.ui.settings_protocol import MemorySettings
from desktop.wiring import default_registry

FRAME = 1 / 60


def key(k: int, mod: int = 0) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="")


class Probe(Screen):
    """A stand-in for screens the lead registers later."""

    def __init__(self, app, **kwargs) -> None:
        super().__init__(app)
        self.kwargs = kwargs


@pytest.fixture
def settings() -> MemorySettings:
    return MemorySettings(window_size=(1280, 720))


@pytest.fixture
def app(display, settings):
    app = App(settings)
    yield app
    app.close()


def press(app: App, *keys: int) -> None:
    app.frame(FRAME, [key(k) for k in keys])


def click_logical(app: App, pos: tuple[int, int]) -> None:
    wx, wy = (round(v) for v in app.viewport.to_window(pos))
    events = [
        pygame.event.Event(pygame.MOUSEMOTION, pos=(wx, wy), rel=(0, 0), buttons=(0, 0, 0)),
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(wx, wy), button=1),
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(wx, wy), button=1),
    ]
    app.frame(FRAME, events)


def window_rect(app: App, logical: pygame.Rect) -> pygame.Rect:
    x, y = app.viewport.to_window(logical.topleft)
    s = app.viewport.scale
    return pygame.Rect(round(x), round(y), round(logical.width * s), round(logical.height * s))


def distinct_colors(surface: pygame.Surface, rect: pygame.Rect) -> int:
    sub = surface.subsurface(rect)
    return len({tuple(sub.get_at((x, y))) for x in range(rect.width) for y in range(rect.height)})


def menu(app: App) -> MainMenu:
    assert isinstance(app.stack.top, MainMenu)
    return app.stack.top


def test_menu_renders_title_buttons_and_felt(app: App) -> None:
    assert app.window.get_size() == (1280, 720)
    for _ in range(60):
        app.frame(FRAME, [])
    window = app.window
    top = menu(app)
    for name in ("new_game", "rules", "quit"):
        label = top.buttons[name].rect.inflate(-200, -30)
        assert distinct_colors(window, window_rect(app, label)) > 8, name
    title = pygame.Rect(0, 0, 600, 100)
    title.center = (560, 330)
    assert distinct_colors(window, window_rect(app, title)) > 20
    # Felt, not black: the background somewhere empty is green-ish.
    r, g, b, _ = window.get_at((20, 700))
    assert g > r and g > b and g > 15
    # The dealt fan of cards is on screen after the deal (cream card frames).
    assert any(
        min(window.get_at((x, y))[:3]) > 200
        for x in range(780, 1180, 4)
        for y in range(300, 420, 4)
    )


def test_keyboard_moves_focus_and_activates(app: App, settings: MemorySettings) -> None:
    top = menu(app)
    assert top.widgets.focused is top.buttons["new_game"]
    assert not top.buttons["continue"].enabled  # nothing registered to continue
    before = pygame.image.tobytes(app.window, "RGB")
    press(app, pygame.K_DOWN)
    assert top.widgets.focused is top.buttons["rules"]  # skips the disabled Continue
    press(app, pygame.K_DOWN)
    assert top.widgets.focused is top.buttons["settings"]
    assert pygame.image.tobytes(app.window, "RGB") != before
    press(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, SettingsScreen)
    press(app, pygame.K_ESCAPE)
    assert app.stack.top is top and settings.saves == 0  # nothing changed, nothing saved


def test_unregistered_actions_toast_and_registered_ones_open(app: App) -> None:
    press(app, pygame.K_RETURN)  # New game, not registered yet
    assert isinstance(app.stack.top, MainMenu)
    assert app.toasts.messages == ["New game isn't part of this build yet."]
    app.registry.register(NEW_GAME, Probe)
    press(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, Probe)
    press(app, pygame.K_ESCAPE)  # the base Screen backs out
    assert isinstance(app.stack.top, MainMenu)


def test_continue_is_enabled_by_its_hook(display, settings) -> None:
    saves: list[str] = []
    registry = default_registry()
    registry.register(CONTINUE, Probe, enabled=lambda: bool(saves))
    app = App(settings, registry)
    top = menu(app)
    assert not top.buttons["continue"].enabled
    saves.append("game-1")
    app.open("settings")
    app.pop()  # resuming the menu re-asks the hook
    assert top.buttons["continue"].enabled
    press(app, pygame.K_DOWN, pygame.K_RETURN)
    assert isinstance(app.stack.top, Probe)


def test_mouse_clicks_map_through_the_letterbox(app: App) -> None:
    target = menu(app).buttons["settings"].rect.center
    click_logical(app, target)
    assert isinstance(app.stack.top, SettingsScreen)


def test_settings_screen_changes_apply_and_save(app: App, settings: MemorySettings) -> None:
    app.open("settings")
    screen = app.stack.top
    assert isinstance(screen, SettingsScreen)
    app.frame(FRAME, [])
    window = app.window
    rows = (
        screen.window_size,
        screen.fullscreen,
        screen.speed,
        screen.move_hints,
        screen.colorblind,
    )
    for row in rows:
        label = pygame.Rect(row.rect.x + 20, row.rect.y + 10, 300, row.rect.height - 20)
        assert distinct_colors(window, window_rect(app, label)) > 8
    assert screen.widgets.focused is screen.window_size
    press(app, pygame.K_RIGHT)  # 1280x720 -> 1600x900
    assert settings.window_size == (1600, 900)
    assert app.window.get_size() == (1600, 900)
    press(app, pygame.K_DOWN, pygame.K_RETURN)  # full screen on
    assert settings.fullscreen and pygame.display.is_fullscreen()
    press(app, pygame.K_RETURN)
    assert not settings.fullscreen and app.window.get_size() == (1600, 900)
    press(app, pygame.K_DOWN, pygame.K_RIGHT, pygame.K_RIGHT)
    assert settings.animation_speed == 1.5
    press(app, pygame.K_DOWN, pygame.K_RETURN, pygame.K_DOWN, pygame.K_LEFT)
    assert settings.sound is False and settings.hints is False
    press(app, pygame.K_DOWN, pygame.K_RETURN)  # the Hint button off
    assert settings.move_hints is False
    press(app, pygame.K_DOWN, pygame.K_RETURN)
    assert settings.colorblind and app.theme.colorblind
    assert settings.saves == 0
    press(app, pygame.K_DOWN, pygame.K_RIGHT)  # Language: English -> Português (Brasil)
    assert settings.language == "pt-BR"
    assert app.stack.top.back_button.text == "Voltar"  # the screen speaks it at once
    assert app.stack.screens[0].buttons["new_game"].text == "Novo jogo"  # and the menu
    press(app, pygame.K_LEFT)  # back to English, still on the Language row
    assert settings.language == "en" and app.stack.top.back_button.text == "Back"
    assert settings.saves == 0
    press(app, pygame.K_DOWN, pygame.K_RETURN)  # Back
    assert isinstance(app.stack.top, MainMenu) and settings.saves == 1
    assert app.stack.top.buttons["new_game"].text == "New game"


def test_speed_setting_reaches_scenes(app: App, settings: MemorySettings) -> None:
    top = menu(app)
    assert top.scene is not None and top.scene.tweener.speed == 1.0
    settings.animation_speed = 0.0
    app.apply_settings()
    assert top.scene.tweener.speed == 0.0
    app.frame(FRAME, [])
    app.frame(FRAME, [])
    assert not top.scene.busy  # the deal finished at once


def test_f11_toggles_full_screen_and_remembers(app: App, settings: MemorySettings) -> None:
    press(app, pygame.K_F11)
    assert settings.fullscreen and pygame.display.is_fullscreen() and settings.saves == 1
    app.frame(FRAME, [])  # still draws, whatever the desktop's aspect
    press(app, pygame.K_F11)
    assert not settings.fullscreen and app.window.get_size() == (1280, 720)


def test_escape_on_menu_asks_before_quitting(app: App) -> None:
    press(app, pygame.K_ESCAPE)
    top = menu(app)
    assert top.dialog is not None and app.running
    press(app, pygame.K_ESCAPE)  # Stay
    assert top.dialog is None and app.running
    press(app, pygame.K_ESCAPE, pygame.K_RETURN)  # Quit is the default button
    assert not app.running


def test_quit_button_and_window_close(app: App) -> None:
    top = menu(app)
    click_logical(app, top.buttons["quit"].rect.center)  # asked first, as Escape asks
    assert app.running and top.dialog is not None
    press(app, pygame.K_RETURN)  # Quit is the default button
    assert not app.running


def test_run_stops_after_max_frames_and_collects_stats(app: App) -> None:
    from desktop.scene.stats import FrameStats

    app.frame_stats = FrameStats()
    app.fps = 0  # no frame cap: this is not a timing test
    assert app.run(max_frames=5) == 0
    assert app.frames == 5 and app.frame_stats.summary().count == 5
    assert app.stack.screens == []


def test_resize_updates_viewport(app: App) -> None:
    pygame.display.set_mode((1000, 700), pygame.RESIZABLE)
    app.frame(FRAME, [pygame.event.Event(pygame.VIDEORESIZE, size=(1000, 700), w=1000, h=700)])
    assert app.viewport.window == (1000, 700)
    # 62/120 of 1920x1080: a whole number of 16x9 blocks, centred.
    assert app.viewport.rect == pygame.Rect(4, 71, 992, 558)
    assert app.window.get_at((500, 10))[:3] == (0, 0, 0)  # letterbox bar
    assert app.window.get_at((1, 350))[:3] == (0, 0, 0)
    assert app.window.get_at((500, 350))[:3] != (0, 0, 0)


def test_full_hd_window_shows_the_canvas_pixel_for_pixel(display) -> None:
    app = App(MemorySettings(window_size=(1920, 1080)))
    assert app.viewport.identity and app.presenter.p == app.presenter.q == 1
    app.frame(FRAME, [])
    assert pygame.image.tobytes(app.window, "RGB") == pygame.image.tobytes(app.canvas, "RGB")
    app.close()


def test_the_menu_shows_one_highlight_where_the_focus_is(app: App) -> None:
    """Issue 30: New game stayed filled gold while the keys moved the focus down the column,
    so two buttons looked chosen. The gold fill goes with the focus."""
    top = menu(app)
    for _ in range(30):
        app.frame(FRAME, [])

    def gold(name: str) -> bool:
        r, g, b, _ = app.window.get_at(
            window_rect(app, top.buttons[name].rect.inflate(-20, -50)).topleft
        )
        return r > 150 and g > 120 and b < 120

    assert gold("new_game") and not gold("rules")
    press(app, pygame.K_DOWN)
    assert top.widgets.focused is top.buttons["rules"]
    assert gold("rules") and not gold("new_game"), "two buttons look chosen"
