"""The settings screen: changes apply at once; they are saved when you leave the screen."""

from __future__ import annotations

import logging

import pygame

from desktop.screens import registry as names
from desktop.screens.base import AppServices, Screen
from desktop.ui import tips
from desktop.ui.controls import Button, Choice, Slider, Toggle
from desktop.ui.panel import Panel
from engine.i18n import LANGUAGES, N_, SYSTEM, _, using

log = logging.getLogger(__name__)

WINDOW_SIZES: tuple[tuple[int, int], ...] = (
    (1280, 720),
    (1600, 900),
    (1920, 1080),
    (2560, 1440),
)
SPEED_RANGE = (0.25, 3.0)  # the store accepts 0.1..10; "instant" (0) is for tests and demos
SPEED_STEP = 0.25

PANEL_SIZE = (1040, 940)
ROW_SIZE = (920, 72)
ROW_GAP = 8
HINT = N_("↑ / ↓ to move  ·  ← / → to change  ·  Esc to go back")


def speed_label(speed: float) -> str:
    if speed == 1.0:
        return _("Normal")
    return f"{speed:g}×"


def language_choices() -> list[tuple[str, str]]:
    """System default first, then each language in its own words (never translated)."""
    return [(SYSTEM, _("System default")), *LANGUAGES.items()]


class SettingsScreen(Screen):
    name = names.SETTINGS
    poll = None  # it changes only through its widgets and input

    def __init__(self, app: AppServices) -> None:
        super().__init__(app)
        s = app.settings
        w, h = app.logical_size
        self.panel = Panel(rect=pygame.Rect(0, 0, *PANEL_SIZE), title=_("Settings"))
        self.panel.rect.midtop = (w // 2, 80)
        self.widgets.add(self.panel)

        sizes = [(size, f"{size[0]} × {size[1]}") for size in WINDOW_SIZES]
        current = (int(s.window_size[0]), int(s.window_size[1]))
        if current not in WINDOW_SIZES:
            sizes.append((current, f"{current[0]} × {current[1]}"))
        self.window_size = Choice(
            rect=self._row(0),
            name="window_size",
            label=_("Window size"),
            options=sizes,
            on_change=self._set_window_size,
        )
        self.window_size.select_value(current)
        self.fullscreen = self._toggle(1, "fullscreen", _("Full screen"))
        self.speed = Slider(
            rect=self._row(2),
            name="animation_speed",
            label=_("Animation speed"),
            value=min(max(s.animation_speed, SPEED_RANGE[0]), SPEED_RANGE[1]),
            minimum=SPEED_RANGE[0],
            maximum=SPEED_RANGE[1],
            step=SPEED_STEP,
            fmt=speed_label,
            on_change=lambda v: self._set("animation_speed", v),
        )
        self.sound = self._toggle(3, "sound", _("Sound"))
        self.hints = self._toggle(4, "hints", _("Tips for new players"))
        self.move_hints = self._toggle(5, "move_hints", _("Hint button at the table"))
        self.colorblind = self._toggle(6, "colorblind", _("Colour-blind friendly palette"))
        self.language = Choice(
            rect=self._row(7),
            name="language",
            label=_("Language"),
            options=language_choices(),
            on_change=self._set_language,
        )
        self.language.select_value(getattr(s, "language", SYSTEM))
        back = pygame.Rect(0, 0, 320, 68)
        back.midbottom = (self.panel.rect.centerx, self.panel.rect.bottom - 44)
        self.back_button = Button(rect=back, name="back", text=_("Back"), on_click=self.back)
        for widget in (
            self.window_size,
            self.fullscreen,
            self.speed,
            self.sound,
            self.hints,
            self.move_hints,
            self.colorblind,
            self.language,
            self.back_button,
        ):
            self.widgets.add(widget)
        self._dirty = False

    def _row(self, i: int) -> pygame.Rect:
        rect = pygame.Rect(0, 0, *ROW_SIZE)
        rect.midtop = (
            self.panel.rect.centerx,
            self.panel.rect.y + 146 + i * (ROW_SIZE[1] + ROW_GAP),
        )
        return rect

    def on_enter(self) -> None:
        self.widgets.focus_first()

    # -- changes ----------------------------------------------------------------------------

    def _set(self, attr: str, value: object) -> None:
        setattr(self.app.settings, attr, value)
        if attr == "hints" and value:
            tips.restart(self.app.settings)  # tips back on: every tip shows again
        self._dirty = True
        self.app.apply_settings()

    def _toggle(self, row: int, key: str, label: str) -> Toggle:
        """An on/off row bound to the setting of the same name."""
        return Toggle(
            rect=self._row(row),
            name=key,
            label=label,
            value=getattr(self.app.settings, key),
            on_change=lambda v: self._set(key, v),
        )

    def _set_window_size(self, size: tuple[int, int]) -> None:
        self._set("window_size", tuple(size))

    def _set_language(self, language: str) -> None:
        """Switch at once: this screen is built again in the new language (the menu under it
        relabels itself when the app applies the settings)."""
        self._set("language", language)
        with using(language):
            again = SettingsScreen(self.app)
        again._dirty = True
        self._dirty = False
        self.app.replace(again)
        again.widgets.focus(again.language)

    def sync(self) -> None:
        """Show the current settings (e.g. after F11 changed full screen behind our back)."""
        s = self.app.settings
        for toggle in (
            self.fullscreen,
            self.sound,
            self.hints,
            self.move_hints,
            self.colorblind,
        ):
            toggle.value = getattr(s, toggle.name)
        self.window_size.select_value(tuple(s.window_size))
        self.language.select_value(getattr(s, "language", SYSTEM))

    def apply_settings(self, settings: object) -> None:
        self.sync()

    def back(self) -> None:
        self.save()
        self.app.pop()

    def on_exit(self) -> None:
        self.save()

    def save(self) -> None:
        if not self._dirty:
            return
        self._dirty = False
        try:
            self.app.settings.save()
        except OSError as exc:
            log.warning("could not save settings: %s", exc)
            self.app.toast(
                _("Your settings could not be saved; they apply until you quit."), "error"
            )

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        theme = self.app.theme
        self.draw_keys(surface, theme, _(HINT), 28)
