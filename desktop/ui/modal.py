"""What every modal dialog is to the screen that shows it (`Screen.dialog`).

A screen hands its input, its frames and its drawing to an open dialog, and the app asks it
when it next needs a frame (`wake_in`) while it sleeps. A dialog missing one of these fails
the type check, not a player's first click.
"""

from __future__ import annotations

from typing import Protocol

import pygame

from desktop.ui.theme import Theme


class Modal(Protocol):
    """A dialog: open until answered or cancelled; while open it takes every event."""

    @property
    def is_open(self) -> bool: ...

    @property
    def rect(self) -> pygame.Rect:
        """Its box on screen."""

    def close(self) -> None:
        """Close it without running any action (what it asked about went away)."""

    def cancel(self) -> None:
        """Close it as Escape would (running its cancel action, if any)."""

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Takes the event while open (True); False once closed."""

    def update(self, dt: float) -> None: ...

    def wake_in(self) -> float | None:
        """Seconds until it needs a frame without input (None: only on input)."""

    def draw(self, surface: pygame.Surface, theme: Theme) -> None: ...
