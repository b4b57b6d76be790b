"""Pointer input for the scene: window events to logical coordinates, then to the drag layer."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from desktop.scene.drag import DragController
from desktop.scene.viewport import Viewport

_POINTER_EVENTS = (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)


def logical_event(event: pygame.event.Event, viewport: Viewport) -> pygame.event.Event:
    """A copy of a mouse event with `pos` (and `rel`) in logical pixels; others unchanged.

    The window position is kept as `window_pos` for code that needs it.
    """
    if event.type not in _POINTER_EVENTS or not hasattr(event, "pos"):
        return event
    x, y = viewport.to_logical(event.pos)
    attrs = dict(event.dict, pos=(round(x), round(y)), window_pos=event.pos)
    if event.type == pygame.MOUSEMOTION and "rel" in attrs:
        s = viewport.rect.width / viewport.logical[0]
        attrs["rel"] = (round(event.rel[0] / s), round(event.rel[1] / s))
    return pygame.event.Event(event.type, attrs)


@dataclass
class SceneInput:
    """Feeds logical pointer events to a `DragController`; returns whether each was used."""

    drag: DragController
    pointer: tuple[float, float] = (0.0, 0.0)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
            return self.drag.move(event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.pointer = event.pos
            return self.drag.press(event.pos)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.pointer = event.pos
            return self.drag.release(event.pos)
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.drag.active:
            self.drag.cancel()
            return True
        if event.type in (pygame.WINDOWFOCUSLOST, pygame.WINDOWLEAVE):
            self.drag.cancel()
        return False

    def leave(self) -> None:
        """The pointer is over something above the scene: no hover under it."""
        self.drag.leave()

    def update(self, dt: float) -> None:
        self.drag.update(dt)

    def wake_in(self) -> float | None:
        return self.drag.wake_in()
