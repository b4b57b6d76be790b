"""The bid picker and the colour picker: buttons for the mouse, keys for everyone.

Bid picker: click a number, or type it (0-9; "1" then "0" for ten), or Left/Right and Enter.
Colour picker: click a colour, press its number (1-6), or Left/Right and Enter; Escape keeps
the card in your hand. Choices the rules forbid are greyed out, and the engine's reason for
the one under the pointer or the focus is written underneath.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial

import pygame

from desktop.screens.rage_trick import layout
from desktop.screens.rage_trick.stage import SWATCH
from desktop.ui.controls import Button
from desktop.ui.theme import Theme, wrap
from desktop.ui.widget import WidgetGroup
from engine.games.rage_trick.cards import color_name
from engine.i18n import _

TYPE_AHEAD = 0.9  # seconds to wait for a second digit


@dataclass(eq=False, kw_only=True)
class ChoiceButton(Button):
    """A picker button; `reason` says why it is disabled; `swatch` adds a colour disc."""

    value: object = None
    reason: str | None = None
    swatch: tuple[int, int, int] | None = None
    key_label: str = ""

    def draw(self, surface: pygame.Surface, theme: Theme) -> None:
        # The focused choice is filled (no arrow marker: these buttons are small).
        hot = self.enabled and (self.focused or self.hovered)
        self.style = "primary" if hot else "normal"
        if self.swatch is None:
            super().draw(surface, theme)
        else:
            label, self.text = self.text, ""
            super().draw(surface, theme)
            self.text = label
            c = (self.rect.x + 30, self.rect.centery)
            color = self.swatch if self.enabled else tuple(v // 3 for v in self.swatch)
            pygame.draw.circle(surface, color, c, 15)
            pygame.draw.circle(surface, theme.ink if self.enabled else theme.ink_disabled, c, 15, 2)
            if not self.enabled:
                ink = theme.ink_disabled
            else:
                ink = theme.ink_dark if hot else theme.ink
            img = theme.text(label, self.text_size, ink, bold=True)
            surface.blit(img, img.get_rect(midleft=(self.rect.x + 54, self.rect.centery)))
        if self.key_label:
            k = theme.text(self.key_label, 18, theme.ink_dim)
            surface.blit(k, k.get_rect(topright=(self.rect.right - 10, self.rect.y + 4)))
        if not self.enabled:
            a = (self.rect.x + 14, self.rect.bottom - 14)
            b = (self.rect.right - 14, self.rect.y + 14)
            pygame.draw.line(surface, theme.ink_disabled, a, b, 2)


class Picker:
    """Base: a titled panel of ChoiceButtons above the hand."""

    title: str = ""

    def __init__(self, theme: Theme) -> None:
        self.theme = theme
        self.group = WidgetGroup()
        self.buttons: list[ChoiceButton] = []
        self.rect = pygame.Rect(0, 0, 10, 10)
        self.note = ""
        self.open = True

    def _arrange(self, width: int, height: int, gap: int = 12) -> None:
        count = len(self.buttons)
        total = count * width + (count - 1) * gap
        panel_w = max(total + 80, 720)
        self.rect = pygame.Rect(0, 0, panel_w, height + 134)
        self.rect.center = (round(layout.PICKER_CENTER[0]), round(layout.PICKER_CENTER[1]) - 40)
        x = self.rect.centerx - total // 2
        for i, button in enumerate(self.buttons):
            button.rect = pygame.Rect(x + i * (width + gap), self.rect.y + 66, width, height)
            self.group.add(button)
        first = next((b for b in self.buttons if b.enabled), None)
        self.group.focus(first)

    def focused_value(self) -> object:
        f = self.group.focused
        return f.value if isinstance(f, ChoiceButton) else None

    def move(self, step: int) -> None:
        self.group.focus_next(step)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT):
                self.move(1 if event.key == pygame.K_RIGHT else -1)
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                f = self.group.focused
                if f is not None:
                    f.activate()
                return True
            return False
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            pos = event.pos
            over = next((b for b in self.buttons if b.rect.collidepoint(pos)), None)
            self.note = over.reason or "" if over is not None and not over.enabled else ""
            used = self.group.handle_event(event)
            return used or self.rect.collidepoint(pos)
        return False

    def update(self, dt: float) -> None:
        self.group.update(dt)

    def wake_in(self) -> float | None:
        return self.group.wake_in()

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.theme
        r = self.rect
        surface.blit(theme.box(r.size, (0, 0, 0, 80), radius=22), r.move(0, 8))
        surface.blit(
            theme.box(r.size, (12, 24, 21, 240), radius=22, border=theme.accent, border_width=2),
            r,
        )
        title = theme.text(self.title, 30, theme.ink, bold=True)
        surface.blit(title, title.get_rect(midtop=(r.centerx, r.y + 18)))
        self.group.draw(surface, theme)
        note = self.note or self.footer()
        if note:
            lines = wrap(note, 22, r.width - 60)[:2]
            y = r.bottom - (60 if len(lines) > 1 else 46)
            for line in lines:
                img = theme.text(line, 22, theme.ink_dim if not self.note else theme.accent)
                surface.blit(img, img.get_rect(midtop=(r.centerx, y)))
                y += 26

    def footer(self) -> str:
        return ""


class BidPicker(Picker):
    def __init__(
        self,
        theme: Theme,
        hand_size: int,
        legal: set[int],
        reasons: dict[int, str],
        on_bid: Callable[[int], object],
        *,
        bids_so_far: int = 0,
    ) -> None:
        super().__init__(theme)
        self.title = _("Your bid: how many tricks will you take?")
        self.hand_size = hand_size
        self.on_bid = on_bid
        self.typed = ""
        self.typed_age = 0.0
        self.bids_so_far = bids_so_far
        for n in range(hand_size + 1):
            self.buttons.append(
                ChoiceButton(
                    rect=pygame.Rect(0, 0, 10, 10),
                    text=str(n),
                    name=f"bid-{n}",
                    value=n,
                    enabled=n in legal,
                    reason=reasons.get(n),
                    on_click=partial(self.choose, n),
                    text_size=34,
                )
            )
        width = 74 if hand_size < 10 else 66
        self._arrange(width, 74)
        # Start on a sensible bid rather than 0: a third of the hand.
        guess = min(hand_size, max(0, round(hand_size / max(2, 3))))
        for b in self.buttons:
            if b.value == guess and b.enabled:
                self.group.focus(b)

    def footer(self) -> str:
        return _(
            "Type the number, or ←/→ and Enter.  Bids so far: {bids} of {tricks} tricks."
        ).format(bids=self.bids_so_far, tricks=self.hand_size)

    def choose(self, n: int) -> None:
        if not self.open:
            return
        button = self.buttons[n]
        if not button.enabled:
            self.note = button.reason or ""
            return
        self.open = False
        self.on_bid(n)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            digit = _digit(event)
            if digit is not None:
                self.type_digit(digit)
                return True
        return super().handle_event(event)

    def type_digit(self, digit: int) -> None:
        text = self.typed + str(digit)
        value = int(text)
        if value > self.hand_size:
            text, value = str(digit), digit
            if value > self.hand_size:
                self.typed = ""
                return
        self.typed = text
        self.typed_age = 0.0
        if value == 0 or value * 10 > self.hand_size:  # no second digit can follow: bid now
            self.typed = ""
            self.choose(value)
        else:
            self.group.focus(self.buttons[value]) if self.buttons[value].enabled else None

    def wake_in(self) -> float | None:
        if self.typed:  # a lone digit commits when no second one follows in time
            return max(0.0, TYPE_AHEAD - self.typed_age)
        return super().wake_in()

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.typed:
            self.typed_age += dt
            if self.typed_age >= TYPE_AHEAD:
                value, self.typed = int(self.typed), ""
                self.choose(value)


class ColorPicker(Picker):
    def __init__(
        self,
        theme: Theme,
        card: str,
        colors: list[str],
        legal: set[str],
        reasons: dict[str, str],
        on_color: Callable[[str], object],
        on_cancel: Callable[[], None],
    ) -> None:
        super().__init__(theme)
        kind = card.split("-")[0]
        self.title = (
            _("Wild Rage: name a colour")
            if kind == "wild"
            else _("Change Rage: name the new trump colour")
        )
        self.on_color = on_color
        self.on_cancel = on_cancel
        self.card = card
        for i, color in enumerate(colors):
            self.buttons.append(
                ChoiceButton(
                    rect=pygame.Rect(0, 0, 10, 10),
                    text=color_name(color).capitalize(),
                    name=f"color-{color}",
                    value=color,
                    enabled=color in legal,
                    reason=reasons.get(color),
                    swatch=SWATCH.get(color, (200, 200, 200)),
                    key_label=str(i + 1),
                    on_click=partial(self.choose, color),
                    text_size=24,
                )
            )
        self._arrange(164, 70, gap=10)

    def footer(self) -> str:
        return _("Press 1–6, or ←/→ and Enter.  Esc keeps the card in your hand.")

    def choose(self, color: str) -> None:
        if not self.open:
            return
        button = next(b for b in self.buttons if b.value == color)
        if not button.enabled:
            self.note = button.reason or ""
            return
        self.open = False
        self.on_color(color)

    def cancel(self) -> None:
        if self.open:
            self.open = False
            self.on_cancel()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.cancel()
                return True
            digit = _digit(event)
            if digit is not None and 1 <= digit <= len(self.buttons):
                self.choose(str(self.buttons[digit - 1].value))
                return True
        return super().handle_event(event)


def _digit(event: pygame.event.Event) -> int | None:
    return DIGITS.get(event.key)


DIGITS: dict[int, int] = {getattr(pygame, f"K_{n}"): n for n in range(10)}
DIGITS.update({getattr(pygame, f"K_KP{n}"): n for n in range(10)})
