"""Short messages that fade in, wait and fade out: illegal-move reasons, 'saved', tips; and
the few that must not be missed (the disk refused the game), which stay until clicked."""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Literal

import pygame

from desktop.ui.theme import Theme, wrap
from engine.i18n import _

Kind = Literal["info", "warning", "error"]

FADE_IN = 0.15
FADE_OUT = 0.45
#: A toast's duration that lasts until the player clicks it away.
STAY = math.inf


@dataclass
class Toast:
    text: str
    kind: Kind = "info"
    duration: float = 3.0
    age: float = 0.0
    image: pygame.Surface | None = None
    #: where it was last drawn (logical coordinates), for a click to dismiss it
    rect: pygame.Rect | None = None

    @property
    def alive(self) -> bool:
        return self.age < self.duration

    @property
    def stays(self) -> bool:
        """Shown until dismissed (`STAY`)."""
        return math.isinf(self.duration)

    @property
    def opacity(self) -> float:
        if self.age < FADE_IN:
            return self.age / FADE_IN
        left = self.duration - self.age
        return max(0.0, min(1.0, left / FADE_OUT))


@dataclass
class Toasts:
    """A stack of toasts at the bottom centre of the logical screen (newest lowest)."""

    screen_size: tuple[int, int] = (1920, 1080)
    bottom_margin: int = 70
    max_shown: int = 4
    toasts: list[Toast] = field(default_factory=list)

    def show(self, text: str, kind: Kind = "info", duration: float = 3.0) -> Toast:
        # The same message twice in a row restarts rather than stacking.
        for toast in self.toasts:
            if toast.text == text and toast.kind == kind:
                toast.age = min(toast.age, FADE_IN)
                toast.duration = duration
                return toast
        toast = Toast(text, kind, max(duration, FADE_IN + FADE_OUT))
        self.toasts.append(toast)
        # Too many: the oldest passing ones go first; one that stays goes only if all do.
        while len(self.toasts) > self.max_shown:
            passing = [t for t in self.toasts if not t.stays]
            self.toasts.remove(passing[0] if passing else self.toasts[0])
        return toast

    def dismiss_at(self, pos: tuple[int, int]) -> bool:
        """A click at `pos` (logical): a staying toast there starts fading out. True if one
        was hit (the click is then the toast's, not the screen's)."""
        for toast in self.toasts:
            if toast.stays and toast.rect is not None and toast.rect.collidepoint(pos):
                toast.duration = max(toast.age, FADE_IN) + FADE_OUT
                return True
        return False

    def dismiss(self, text: str) -> None:
        """The toast saying `text` fades out now, a staying one too (what it said is no
        longer so)."""
        for toast in self.toasts:
            if toast.text == text:
                toast.duration = min(toast.duration, toast.age + FADE_OUT)

    @property
    def messages(self) -> list[str]:
        """What the toasts say now (one fading out, dismissed or done, says it no more)."""
        return [t.text for t in self.toasts if t.age < t.duration - FADE_OUT]

    def update(self, dt: float) -> None:
        for toast in self.toasts:
            toast.age += dt
        self.toasts = [t for t in self.toasts if t.alive]

    def wake_in(self) -> float | None:
        """0 while a toast fades in or out, else seconds until one starts to fade out."""
        due = []
        for toast in self.toasts:
            fade_out = toast.duration - FADE_OUT
            if toast.age < FADE_IN or toast.age >= fade_out:
                due.append(0.0)
            elif not toast.stays:  # a staying toast needs no frame until it is clicked
                due.append(fade_out - toast.age)
        return min(due, default=None)

    def clear(self) -> None:
        self.toasts.clear()

    def draw(self, surface: pygame.Surface, theme: Theme, area: pygame.Rect | None = None) -> None:
        """Draw the stack at the bottom centre, newest lowest; or, given the `area` the screen
        keeps free for them, from its top down, newest first."""
        for toast in self.toasts:
            if toast.image is None:
                toast.image = _render(toast, theme)
            toast.image.set_alpha(round(255 * toast.opacity))
        if area is not None:
            y = area.top
            for toast in reversed(self.toasts):
                assert toast.image is not None
                rect = toast.image.get_rect(midtop=(area.centerx, y))
                surface.blit(toast.image, rect)
                toast.rect = rect
                y = rect.bottom + 12
            return
        y = self.screen_size[1] - self.bottom_margin
        for toast in reversed(self.toasts):
            assert toast.image is not None
            rect = toast.image.get_rect(midbottom=(self.screen_size[0] // 2, y))
            surface.blit(toast.image, rect)
            toast.rect = rect
            y = rect.top - 12


def _render(toast: Toast, theme: Theme) -> pygame.Surface:
    lines = wrap(toast.text, 28, 860)
    images = [theme.text(line, 28, theme.ink) for line in lines]
    if toast.stays:
        images.append(theme.text(_("Click to close"), 22, theme.ink_dim))
    w = max(img.get_width() for img in images) + 96
    h = sum(img.get_height() for img in images) + 40
    accent = {"info": theme.ink_dim, "warning": theme.accent, "error": theme.bad}[toast.kind]
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    # Opaque: a toast stands over text (a CCG table's hand cards), which showed through a
    # box of 236 alpha as a ghost under its words. The smoothed box is not quite opaque
    # inside either: a plain one under it, within its edge, fills it.
    fill = (10, 18, 16)
    pygame.draw.rect(surf, fill, surf.get_rect().inflate(-4, -4), 0, 16)
    surf.blit(theme.box((w, h), fill, radius=18, border=accent, border_width=2), (0, 0))
    pygame.draw.circle(surf, accent, (32, h // 2), 7)
    y = 20
    for img in images:
        surf.blit(img, (56, y))
        y += img.get_height()
    return surf
