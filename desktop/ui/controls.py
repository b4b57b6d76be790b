"""Interactive controls: Button, Toggle, Slider, Choice.

Settings-style controls (Toggle, Slider, Choice) are rows: the label on the left, the
control on the right, and the whole row is the hit area and the focus highlight.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

import pygame

from desktop.ui.theme import RGBA, Color, Theme
from desktop.ui.widget import Widget
from engine.i18n import _

#: "main": the choice a screen suggests among several buttons the keys move through; gold
#: only while it is lit, else a plain button with gold words (a gold fill beside the focused
#: button read as the focus: Enter then took the other one, issue 30)
ButtonStyle = Literal["normal", "primary", "quiet", "main"]


def blit_centered(surface: pygame.Surface, image: pygame.Surface, center: tuple[int, int]) -> None:
    surface.blit(image, image.get_rect(center=center))


def draw_row(surface: pygame.Surface, theme: Theme, rect: pygame.Rect, hot: bool) -> None:
    """The shared background of a settings row; lit when focused or hovered."""
    if hot:
        surface.blit(
            theme.box(
                rect.size, (255, 255, 255, 16), radius=14, border=theme.accent, border_width=2
            ),
            rect,
        )
    else:
        surface.blit(theme.box(rect.size, (0, 0, 0, 46), radius=14), rect)


def draw_label_row(
    surface: pygame.Surface, theme: Theme, rect: pygame.Rect, hot: bool, label: pygame.Surface
) -> None:
    """`draw_row` with a control's label (its text drawn already) at the left."""
    draw_row(surface, theme, rect, hot)
    surface.blit(label, label.get_rect(midleft=(rect.x + 28, rect.centery)))


def draw_arrow_box(
    surface: pygame.Surface,
    theme: Theme,
    box: pygame.Rect,
    hot: bool,
    *,
    radius: int,
    inset: int,
    arrow: tuple[int, int],
    smooth: bool,
    ends: tuple[bool, bool] = (False, False),
) -> None:
    """A stepper's value box with its left and right arrows (`arrow`: half width and height,
    `inset` from the box's ends), lit when `hot`; `smooth` antialiases their edges; an arrow
    whose `ends` is True (the value at that end, going no further) is dimmed."""
    surface.blit(
        theme.box(
            box.size, theme.track, radius=radius, border=theme.control_border, border_width=2
        ),
        box,
    )
    w, h = arrow
    for direction, x, end in ((-1, box.x + inset, ends[0]), (1, box.right - inset, ends[1])):
        color = theme.control_border if end else theme.accent if hot else theme.ink_dim
        cy = box.centery
        pts = [(x - w * direction, cy - h), (x + w * direction, cy), (x - w * direction, cy + h)]
        pygame.draw.polygon(surface, color, pts)
        if smooth:
            pygame.draw.aalines(surface, color, True, pts)


@dataclass(eq=False, kw_only=True)
class Button(Widget):
    text: str
    on_click: Callable[[], object] | None = None
    style: ButtonStyle = "normal"
    text_size: int = 30
    focusable: bool = True

    def handle_pointer(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONUP and self.rect.collidepoint(event.pos):
            self.activate()
        return True

    def activate(self) -> None:
        if self.enabled and self.on_click is not None:
            self.on_click()

    def draw(self, surface: pygame.Surface, theme: Theme) -> None:
        hot = self.enabled and (self.focused or self.hovered)
        down = self.pressed and self.hovered
        rect = self.rect.move(0, 2) if down else self.rect
        size = rect.size
        style = self.style
        if style == "main":
            style = "primary" if hot else "normal"
        if not down and style != "quiet":
            surface.blit(theme.box(size, (0, 0, 0, 90), radius=16), rect.move(0, 5))
        fill: Color | RGBA
        border: Color | RGBA
        if not self.enabled:
            fill, border, ink = (24, 38, 34), (44, 62, 56), theme.ink_disabled
        elif style == "primary":
            fill = theme.accent_hover if hot else theme.accent
            border = theme.ink if hot else theme.accent
            ink = theme.ink_dark
        elif style == "quiet":
            fill = (255, 255, 255, 22) if hot else (0, 0, 0, 0)
            border = theme.accent if hot else (0, 0, 0, 0)
            ink = theme.ink if hot else theme.ink_dim
        else:
            fill = (
                theme.control_pressed if down else (theme.control_hover if hot else theme.control)
            )
            border = theme.accent if hot else theme.control_border
            ink = theme.accent if self.style == "main" else theme.ink
        width = 3 if hot else 2
        surface.blit(theme.box(size, fill, radius=16, border=border, border_width=width), rect)
        label = theme.fitted_text(self.text, self.text_size, ink, rect.w - 24, bold=True)
        blit_centered(surface, label, rect.center)
        if hot and style == "primary":
            # A gold button is gold lit or not (a lighter gold read as the same): a ring
            # around it marks the focus too (issue 30, New game's Start).
            ring = rect.inflate(14, 14)
            surface.blit(
                theme.box(ring.size, (0, 0, 0, 0), radius=20, border=theme.ink, border_width=3),
                ring,
            )
        if hot and style in ("normal", "primary"):
            # A bar under the words, so focus reads even without colour (a marker at the left
            # edge was drawn over the first letter of a short button's label).
            at = label.get_rect(center=rect.center)
            bar = pygame.Rect(at.x, min(at.bottom + 1, rect.bottom - 6), at.width, 3)
            under = theme.accent if style == "normal" else theme.ink_dark
            pygame.draw.rect(surface, under, bar, border_radius=1)


#: one button of a set: its name, its words and what a click does
ButtonSpec = tuple[str, str, Callable[[], object]]


def button_set(
    specs: Sequence[ButtonSpec], rects: Sequence[pygame.Rect], primary: str
) -> dict[str, Button]:
    """A button for each spec in its rect (in order), by name; the one named `primary` is
    drawn as the main choice (gold while lit, its words gold otherwise: see "main")."""
    return {
        key: Button(
            rect=rect,
            text=text,
            on_click=action,
            name=key,
            style="main" if key == primary else "normal",
        )
        for (key, text, action), rect in zip(specs, rects, strict=True)
    }


@dataclass(eq=False, kw_only=True)
class Toggle(Widget):
    label: str
    value: bool = False
    on_change: Callable[[bool], object] | None = None
    text_size: int = 30
    focusable: bool = True

    def set(self, value: bool) -> None:
        if value != self.value:
            self.value = value
            if self.on_change is not None:
                self.on_change(value)

    def activate(self) -> None:
        self.set(not self.value)

    def handle_key(self, event: pygame.event.Event) -> bool:
        if event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.set(event.key == pygame.K_RIGHT)
            return True
        return False

    def handle_pointer(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONUP and self.rect.collidepoint(event.pos):
            self.activate()
        return True

    def draw(self, surface: pygame.Surface, theme: Theme) -> None:
        hot = self.focused or self.hovered
        ink = theme.ink if self.enabled else theme.ink_disabled
        draw_label_row(surface, theme, self.rect, hot, theme.text(self.label, self.text_size, ink))
        pill = pygame.Rect(0, 0, 92, 44)
        pill.midright = (self.rect.right - 28, self.rect.centery)
        if self.value:
            surface.blit(theme.box(pill.size, theme.good, radius=22), pill)
        else:
            surface.blit(
                theme.box(
                    pill.size, theme.track, radius=22, border=theme.control_border, border_width=2
                ),
                pill,
            )
        knob = pygame.Rect(0, 0, 34, 34)
        knob.center = (pill.right - 22, pill.centery) if self.value else (pill.x + 22, pill.centery)
        surface.blit(theme.box(knob.size, theme.ink, radius=17), knob)
        state = theme.text(
            _("On") if self.value else _("Off"), 26, theme.ink if self.value else theme.ink_dim
        )
        surface.blit(state, state.get_rect(midright=(pill.x - 16, self.rect.centery)))


@dataclass(eq=False, kw_only=True)
class Slider(Widget):
    label: str
    value: float
    minimum: float = 0.0
    maximum: float = 1.0
    step: float = 0.1
    on_change: Callable[[float], object] | None = None
    fmt: Callable[[float], str] = field(default=lambda v: f"{v:g}")
    text_size: int = 30
    focusable: bool = True

    @property
    def track(self) -> pygame.Rect:
        left = self.rect.x + round(self.rect.width * 0.44)
        right = self.rect.right - 150
        return pygame.Rect(left, self.rect.centery - 5, max(10, right - left), 10)

    def set(self, value: float) -> None:
        snapped = self.minimum + round((value - self.minimum) / self.step) * self.step
        snapped = round(min(max(snapped, self.minimum), self.maximum), 6)
        if not math.isclose(snapped, self.value):
            self.value = snapped
            if self.on_change is not None:
                self.on_change(snapped)

    def handle_key(self, event: pygame.event.Event) -> bool:
        if event.key == pygame.K_LEFT:
            self.set(self.value - self.step)
        elif event.key == pygame.K_RIGHT:
            self.set(self.value + self.step)
        elif event.key == pygame.K_HOME:
            self.set(self.minimum)
        elif event.key == pygame.K_END:
            self.set(self.maximum)
        else:
            return False
        return True

    def handle_pointer(self, event: pygame.event.Event) -> bool:
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEMOTION) and self.pressed:
            track = self.track
            t = (event.pos[0] - track.x) / track.width
            self.set(self.minimum + min(max(t, 0.0), 1.0) * (self.maximum - self.minimum))
        elif event.type == pygame.MOUSEWHEEL:
            self.set(self.value + self.step * (1 if event.y > 0 else -1))
        return True

    def draw(self, surface: pygame.Surface, theme: Theme) -> None:
        hot = self.focused or self.hovered
        name = theme.text(self.label, self.text_size, theme.ink)
        draw_label_row(surface, theme, self.rect, hot, name)
        track = self.track
        span = self.maximum - self.minimum
        t = (self.value - self.minimum) / span if span else 0.0
        surface.blit(theme.box(track.size, theme.track, radius=5), track)
        filled = pygame.Rect(track.x, track.y, max(10, round(track.width * t)), track.height)
        surface.blit(theme.box(filled.size, theme.accent, radius=5), filled)
        knob = pygame.Rect(0, 0, 32, 32)
        knob.center = (track.x + round(track.width * t), track.centery)
        ring = theme.accent_hover if hot else theme.control_border
        surface.blit(theme.box(knob.size, theme.ink, radius=16, border=ring, border_width=3), knob)
        value = theme.text(self.fmt(self.value), 28, theme.ink, bold=True)
        surface.blit(value, value.get_rect(midright=(self.rect.right - 28, self.rect.centery)))


@dataclass(eq=False, kw_only=True)
class Choice(Widget):
    """Pick one of several options with Left/Right (a spinner)."""

    label: str
    options: Sequence[tuple[Any, str]]
    index: int = 0
    on_change: Callable[[Any], object] | None = None
    text_size: int = 30
    focusable: bool = True
    #: False: it stops at either end, as a slider does, its arrow there dimmed (New game:
    #: ← from 3 turns went round to 40)
    wrap: bool = True

    @property
    def value(self) -> Any:
        return self.options[self.index][0]

    @property
    def box(self) -> pygame.Rect:
        r = pygame.Rect(0, 0, 340, self.rect.height - 20)
        r.midright = (self.rect.right - 20, self.rect.centery)
        return r

    def select(self, index: int) -> None:
        if self.wrap:
            index %= len(self.options)
        else:
            index = min(max(index, 0), len(self.options) - 1)
        if index != self.index:
            self.index = index
            if self.on_change is not None:
                self.on_change(self.value)

    def select_value(self, value: Any) -> None:
        """Show `value` (without calling on_change); unknown values leave the index alone."""
        for i, (v, _label) in enumerate(self.options):
            if v == value:
                self.index = i

    def activate(self) -> None:
        self.select(self.index + 1)

    def handle_key(self, event: pygame.event.Event) -> bool:
        if event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.select(self.index + (1 if event.key == pygame.K_RIGHT else -1))
            return True
        return False

    def handle_pointer(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONUP and self.rect.collidepoint(event.pos):
            box = self.box
            self.select(self.index + (-1 if event.pos[0] < box.x + 60 else 1))
        elif event.type == pygame.MOUSEWHEEL:
            self.select(self.index + (1 if event.y > 0 else -1))
        return True

    def draw(self, surface: pygame.Surface, theme: Theme) -> None:
        hot = self.focused or self.hovered
        name = theme.text(self.label, self.text_size, theme.ink)
        draw_label_row(surface, theme, self.rect, hot, name)
        box = self.box
        ends = (False, False)
        if not self.wrap:
            ends = (self.index == 0, self.index == len(self.options) - 1)
        draw_arrow_box(
            surface, theme, box, hot, radius=12, inset=28, arrow=(7, 11), smooth=True, ends=ends
        )
        # between the arrows: a long value (a pack's name, a translation) gets smaller
        label = self.options[self.index][1]
        value = theme.fitted_text(label, 28, theme.ink, box.w - 2 * 44, bold=True)
        blit_centered(surface, value, box.center)
