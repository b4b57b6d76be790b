"""The widget base class and `WidgetGroup`, which routes input and keeps the focus ring.

Mouse and keyboard share one highlight: pointing at a control focuses it, so Enter always
means "the thing that is lit".
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from desktop.ui.theme import Theme

ACTIVATE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


@dataclass(eq=False, kw_only=True)
class Widget:
    """A rectangle in logical coordinates that can draw itself and react to input."""

    rect: pygame.Rect
    name: str = ""
    enabled: bool = True
    visible: bool = True
    focusable: bool = False
    focused: bool = field(default=False, init=False)
    hovered: bool = field(default=False, init=False)
    pressed: bool = field(default=False, init=False)

    def __post_init__(self) -> None:
        self.rect = pygame.Rect(self.rect)

    def accepts_focus(self) -> bool:
        return self.focusable and self.enabled and self.visible

    def contains(self, pos: tuple[float, float]) -> bool:
        return self.visible and self.rect.collidepoint(pos)

    def handle_pointer(self, event: pygame.event.Event) -> bool:
        """Mouse events: presses and wheel over this widget, motion and release once pressed."""
        return False

    def handle_key(self, event: pygame.event.Event) -> bool:
        """A KEYDOWN while focused; return True to keep it from the focus ring."""
        return False

    def activate(self) -> None:
        """Enter or Space while focused."""

    def update(self, dt: float) -> None:
        pass

    def wake_in(self) -> float | None:
        """Seconds until this widget looks different on its own (a blink), None if never."""
        return None

    def draw(self, surface: pygame.Surface, theme: Theme) -> None:
        pass


@dataclass
class WidgetGroup:
    """Widgets drawn in order, with pointer routing and a keyboard focus ring."""

    widgets: list[Widget] = field(default_factory=list)
    wrap: bool = True
    _focus: Widget | None = field(default=None, repr=False)
    _capture: Widget | None = field(default=None, repr=False)
    _pointer: tuple[int, int] = (-1, -1)

    def add(self, widget: Widget) -> Widget:
        self.widgets.append(widget)
        return widget

    def extend(self, widgets: list[Widget]) -> None:
        self.widgets.extend(widgets)

    # -- focus ------------------------------------------------------------------------------

    @property
    def focused(self) -> Widget | None:
        return self._focus

    def focus(self, widget: Widget | None) -> None:
        if widget is self._focus:
            return
        if self._focus is not None:
            self._focus.focused = False
        self._focus = widget if widget is None or widget.accepts_focus() else None
        if self._focus is not None:
            self._focus.focused = True

    def focus_first(self) -> None:
        self.focus(next((w for w in self.widgets if w.accepts_focus()), None))

    def focus_next(self, step: int = 1) -> None:
        # The keyboard takes over from the pointer: one highlight, where the focus goes (the
        # widget under a still pointer stayed lit beside it).
        for widget in self.widgets:
            widget.hovered = False
        ring = [w for w in self.widgets if w.accepts_focus()]
        if not ring:
            self.focus(None)
            return
        if self._focus not in ring:
            self.focus(ring[0] if step > 0 else ring[-1])
            return
        i = ring.index(self._focus) + step
        if not self.wrap:
            i = max(0, min(len(ring) - 1, i))
        self.focus(ring[i % len(ring)])

    def focus_side(self, step: int) -> None:
        """← (-1) / → (1) along a row of buttons: the next one that way; from none lit, the
        one at the arrow's end (→ the right-hand one). From none lit, → lit the first, "Play
        again", where a player pressing → then Enter meant "Main menu" on the right (issue
        30)."""
        self.focus_next(step if self._focus in self.widgets else -step)

    # -- input ------------------------------------------------------------------------------

    def widget_at(self, pos: tuple[float, float]) -> Widget | None:
        return next((w for w in reversed(self.widgets) if w.contains(pos)), None)

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Route one logical-coordinate event; True if a widget used it."""
        if event.type == pygame.MOUSEMOTION:
            return self._motion(event)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._pointer = event.pos
            widget = self.widget_at(event.pos)
            if widget is None or not widget.enabled:
                return widget is not None
            if widget.accepts_focus():
                self.focus(widget)
            self._capture = widget
            widget.pressed = True
            widget.handle_pointer(event)
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            widget, self._capture = self._capture, None
            if widget is None:
                return False
            widget.pressed = False
            widget.handle_pointer(event)
            return True
        if event.type == pygame.MOUSEWHEEL:
            widget = self.widget_at(self._pointer)
            return widget is not None and widget.enabled and widget.handle_pointer(event)
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        return False

    def _motion(self, event: pygame.event.Event) -> bool:
        self._pointer = event.pos
        over = self.widget_at(event.pos)
        for widget in self.widgets:
            widget.hovered = widget is over and widget.enabled
        if self._capture is not None:
            self._capture.handle_pointer(event)
            return True
        if over is not None and over.accepts_focus():
            self.focus(over)
        return over is not None

    def _key(self, event: pygame.event.Event) -> bool:
        focused = self._focus
        if focused is not None and focused.enabled and focused.handle_key(event):
            return True
        if event.key == pygame.K_TAB:
            self.focus_next(-1 if getattr(event, "mod", 0) & pygame.KMOD_SHIFT else 1)
            return True
        if event.key == pygame.K_DOWN:
            self.focus_next(1)
            return True
        if event.key == pygame.K_UP:
            self.focus_next(-1)
            return True
        if event.key in ACTIVATE_KEYS and focused is not None and focused.enabled:
            focused.activate()
            return True
        return False

    # -- frame ------------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        for widget in self.widgets:
            widget.update(dt)

    def wake_in(self) -> float | None:
        due = (w.wake_in() for w in self.widgets if w.visible)
        return min((d for d in due if d is not None), default=None)

    def draw(self, surface: pygame.Surface, theme: Theme) -> None:
        for widget in self.widgets:
            if widget.visible:
                widget.draw(surface, theme)
