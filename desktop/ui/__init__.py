"""Widgets for menus and table chrome, all usable by keyboard and mouse alike.

Keyboard model: Tab / Shift+Tab and the Up / Down arrows move the focus ring; Left / Right
adjust the focused control; Enter or Space activates; Escape is left to the screen (back).
"""

from desktop.ui.controls import Button, Choice, Slider, Toggle
from desktop.ui.dialog import Dialog
from desktop.ui.label import Label
from desktop.ui.panel import Panel
from desktop.ui.scroll_list import ScrollList
from desktop.ui.settings_protocol import SettingsLike
from desktop.ui.theme import Theme, font
from desktop.ui.toast import Toasts
from desktop.ui.widget import Widget, WidgetGroup

__all__ = [
    "Button",
    "Choice",
    "Dialog",
    "Label",
    "Panel",
    "ScrollList",
    "SettingsLike",
    "Slider",
    "Theme",
    "Toasts",
    "Toggle",
    "Widget",
    "WidgetGroup",
    "font",
]
