"""A modal dialog: a question or notice with buttons; nothing behind it gets input."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import pygame

from desktop.ui.controls import Button
from desktop.ui.theme import Color, Theme, wrap
from desktop.ui.widget import WidgetGroup
from engine.i18n import _

Action = Callable[[], None]
KEYS_LINE = 36  # logical pixels for the keys' line under a dialog's buttons


class Cancellable:
    """A modal over a group of widgets that closes without an answer: `cancel` runs its
    `on_cancel`, `close` nothing."""

    is_open: bool
    on_cancel: Callable[[], None] | None
    group: WidgetGroup

    def update(self, dt: float) -> None:
        self.group.update(dt)

    def wake_in(self) -> float | None:
        return self.group.wake_in() if self.is_open else None

    def close(self) -> None:
        """Close it without an answer and without its cancel action (the question went away)."""
        self.is_open = False

    def cancel(self) -> None:
        self.is_open = False
        if self.on_cancel is not None:
            self.on_cancel()


@dataclass(eq=False)
class Dialog(Cancellable):
    """Buttons are (label, action); Escape runs `on_cancel` (default: the last button).

    The dialog closes itself before running the chosen action, so the action may open
    another dialog.
    """

    title: str
    message: str
    buttons: Sequence[tuple[str, Action | None]] = (("OK", None),)
    on_cancel: Action | None = None
    screen_size: tuple[int, int] = (1920, 1080)
    width: int = 760
    # Seconds after it opens in which a press answers nothing: a dialog that opens on its own
    # (the end of a game) must not take a key or click meant for what was there before.
    settle: float = 0.0
    # False: no button is lit when it opens, so Enter or Space chooses nothing until an arrow,
    # Tab or the pointer picks one (the end of a game: Space meant as a pass seconds after it
    # opened took "Play again", past any settle).
    default_focus: bool = True
    # False: Space answers nothing, only Enter or a click (a question about a move that costs
    # the player: a Space kept pressed to pass through the others' moves must not answer it)
    space: bool = True
    #: the keys' line under the buttons ("": none, or "← / → and Enter to choose" while no
    #: button is lit at first)
    keys: str = ""
    #: the line instead of `keys` while the person plays by the mouse ("": `keys` always): a
    #: mouse player read "← / → and Enter to choose" under the buttons they click (pl40a)
    mouse_keys: str = ""
    #: the person's last press was a key (True) or a click (False): it picks the line, and
    #: follows the person's presses while the dialog is open
    by_keys: bool = True
    is_open: bool = True
    group: WidgetGroup = field(default_factory=WidgetGroup, repr=False)
    rect: pygame.Rect = field(default_factory=pygame.Rect, repr=False)
    _lines: list[str] = field(default_factory=list, repr=False)
    _age: float = field(default=0.0, repr=False)

    def __post_init__(self) -> None:
        self._lines = wrap(self.message, 28, self.width - 96)
        if not self.keys and not self.default_focus:
            self.keys = _("← / → and Enter to choose")
        foot = KEYS_LINE if self.keys else 0  # room for the keys' line under the buttons
        height = 150 + len(self._lines) * 38 + 110 + foot
        self.rect = pygame.Rect(0, 0, self.width, height)
        self.rect.center = (self.screen_size[0] // 2, self.screen_size[1] // 2)
        count = len(self.buttons)
        bw, gap = min(260, (self.width - 96 - (count - 1) * 20) // max(1, count)), 20
        total = count * bw + (count - 1) * gap
        x = self.rect.centerx - total // 2
        for i, (label, action) in enumerate(self.buttons):
            self.group.add(
                Button(
                    rect=pygame.Rect(x + i * (bw + gap), self.rect.bottom - 96 - foot, bw, 64),
                    text=label,
                    style="main" if i == 0 else "normal",
                    on_click=self._closer(action),
                    name=label,
                )
            )
        if self.default_focus:
            self.group.focus_first()

    def _closer(self, action: Action | None) -> Action:
        def run() -> None:
            self.is_open = False
            if action is not None:
                action()

        return run

    def cancel(self) -> None:
        if self.on_cancel is not None or not self.buttons:
            super().cancel()
            return
        self.is_open = False  # no cancel action: the last button's
        action = self.buttons[-1][1]
        if action is not None:
            action()

    @property
    def settled(self) -> bool:
        """Whether a press answers it yet (see `settle`)."""
        return self._age >= self.settle

    def update(self, dt: float) -> None:
        self._age += dt
        super().update(dt)

    def wake_in(self) -> float | None:
        due = super().wake_in()
        if not self.is_open or self.settled:
            return due
        left = self.settle - self._age  # a frame when it settles, so the age gets there
        return left if due is None else min(due, left)

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Takes every event while open (modal)."""
        if not self.is_open:
            return False
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self.by_keys = event.type == pygame.KEYDOWN
            if not self.settled:
                return True
        if not self.space and event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE:
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.cancel()
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.group.focus_side(1 if event.key == pygame.K_RIGHT else -1)
            return True
        self.group.handle_event(event)
        return True

    def draw(self, surface: pygame.Surface, theme: Theme) -> None:
        if not self.is_open:
            return
        draw_modal_text(surface, theme, self.rect, self.title, self._lines)
        self.group.draw(surface, theme)
        if self.keys and self.buttons:  # said still once a button is lit
            words = self.keys if self.by_keys or not self.mouse_keys else self.mouse_keys
            keys = theme.text(words, 22, theme.ink_dim)
            surface.blit(keys, keys.get_rect(midbottom=(self.rect.centerx, self.rect.bottom - 18)))


def draw_modal_text(
    surface: pygame.Surface,
    theme: Theme,
    rect: pygame.Rect,
    title: str,
    lines: Sequence[str],
    *,
    shade: int = 150,
    title_size: int = 40,
    title_at: int = 40,
    lines_at: int = 118,
    line_size: int = 28,
    line_step: int = 38,
    ink: Color | None = None,
) -> None:
    """A modal's panel (`draw_modal_panel`), its title centred `title_at` below its top, and its
    `lines` of text from `lines_at` down (an empty line leaves a gap)."""
    draw_modal_panel(surface, theme, rect, shade)
    head = theme.text(title, title_size, theme.accent, bold=True)
    surface.blit(head, head.get_rect(midtop=(rect.centerx, rect.y + title_at)))
    y = rect.y + lines_at
    for line in lines:
        if line:
            img = theme.text(line, line_size, ink or theme.ink)
            surface.blit(img, img.get_rect(midtop=(rect.centerx, y)))
        y += line_step


def draw_modal_panel(surface: pygame.Surface, theme: Theme, rect: pygame.Rect, shade: int) -> None:
    """The look every modal shares: the screen dimmed by `shade` (alpha), a soft shadow, and a
    dark panel with an accent border."""
    veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    veil.fill((0, 0, 0, shade))
    surface.blit(veil, (0, 0))
    surface.blit(theme.box(rect.size, (0, 0, 0, 90), radius=24), rect.move(0, 12))
    surface.blit(
        theme.box(rect.size, (16, 28, 25, 246), radius=24, border=theme.accent, border_width=2),
        rect,
    )
