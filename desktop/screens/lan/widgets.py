"""What the LAN screens share: the chat panel and its input line, seat status dots, a worker
for slow network calls (so a frame never waits for a host that does not answer)."""

from __future__ import annotations

import math
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pygame

from desktop.screens.textfield import TextField
from desktop.ui.controls import draw_row
from desktop.ui.seat_colors import SEAT_COLORS  # the same colours as the name plates
from desktop.ui.theme import Theme, render_text, wrap
from desktop.ui.widget import Widget
from engine.i18n import N_, _

STATUS_TEXT = {
    "connected": N_("connected"),
    "reconnecting": N_("reconnecting…"),
    "left": N_("left · bot plays"),
    "standin": N_("bot stand-in"),
    "bot": N_("bot"),
    "offline": N_("host lost"),
    "ended": N_("table closed"),
    "open": N_("open seat"),
}
#: Spectators' colours in the chat and the lists: paler than the seats', never one of them.
WATCHER_COLORS = ((190, 200, 215), (215, 190, 225), (200, 225, 190), (230, 210, 180))


def seat_color(seat: int | None) -> tuple[int, int, int]:
    return SEAT_COLORS[seat % len(SEAT_COLORS)] if seat is not None else (200, 200, 200)


def watcher_color(watcher: Any) -> tuple[int, int, int]:
    """A spectator's colour, from their number at the table."""
    number = watcher if isinstance(watcher, int) and not isinstance(watcher, bool) else 0
    return WATCHER_COLORS[number % len(WATCHER_COLORS)]


def speaker_color(seat: Any, watcher: Any) -> tuple[int, int, int]:
    """The colour a chat line's speaker is written in: their seat's, or their own."""
    if isinstance(seat, int) and not isinstance(seat, bool):
        return seat_color(seat)
    return watcher_color(watcher)


def status_color(theme: Theme, status: str) -> tuple[int, int, int]:
    return {
        "connected": theme.good,
        "reconnecting": theme.accent,
        "left": (244, 150, 70),
        "standin": (244, 150, 70),
        "ended": theme.ink_dim,
        "bot": theme.ink_dim,
        "offline": theme.bad,
        "open": theme.ink_disabled,
    }.get(status, theme.ink_dim)


def draw_status_dot(
    surface: pygame.Surface, theme: Theme, center: tuple[int, int], status: str, t: float = 0.0
) -> None:
    """A dot: filled when the seat is there, a ring while it is being waited for (pulsing)."""
    color = status_color(theme, status)
    x, y = center
    pygame.draw.circle(surface, (8, 14, 12), (x, y), 11)
    if status in ("reconnecting", "offline"):
        grow = 0.5 + 0.5 * math.sin(t * 6.0)
        pygame.draw.circle(surface, color, (x, y), 9, 3)
        pygame.draw.circle(surface, color, (x, y), max(2, round(3 + 3 * grow)))
    elif status == "open":
        pygame.draw.circle(surface, color, (x, y), 9, 2)
    else:
        pygame.draw.circle(surface, color, (x, y), 9)


def status_tag(theme: Theme, status: str, t: float = 0.0) -> pygame.Surface:
    """A small pill with the dot and the words, for a seat that is not simply connected."""
    text = render_text(_(STATUS_TEXT.get(status, status)), 20, theme.ink, True)
    w, h = text.get_width() + 44, 30
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    surf.blit(
        theme.box(
            (w, h), (8, 14, 12, 235), radius=15, border=status_color(theme, status), border_width=2
        ),
        (0, 0),
    )
    draw_status_dot(surf, theme, (17, h // 2), status, t)
    surf.blit(text, text.get_rect(midleft=(32, h // 2)))
    return surf


# -- chat ----------------------------------------------------------------------------------------


@dataclass(eq=False, kw_only=True)
class ChatField(TextField):
    """The chat's input line: Enter sends; long text scrolls so the end stays visible."""

    on_submit: Callable[[str], None] | None = None
    max_length: int = 300
    text_size: int = 24

    def handle_key(self, event: pygame.event.Event) -> bool:
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            text = self.text.strip()
            if text and self.on_submit is not None:
                self.on_submit(text)
            return True
        return super().handle_key(event)

    def draw(self, surface: pygame.Surface, theme: Theme) -> None:
        draw_row(surface, theme, self.rect, self.focused or self.hovered)
        inner = self.rect.inflate(-32, 0)
        shown = self.text or self.placeholder
        color = theme.ink if self.text else theme.ink_disabled
        img = theme.text(shown, self.text_size, color)
        clip = surface.get_clip()
        surface.set_clip(inner)
        x = inner.x if img.get_width() <= inner.width - 8 else inner.right - 8 - img.get_width()
        rect = img.get_rect(midleft=(x, self.rect.centery))
        surface.blit(img, rect)
        surface.set_clip(clip)
        if self.focused and self.blink < 0.6:
            cx = min(rect.right + 3, inner.right - 4) if self.text else inner.x
            pygame.draw.line(
                surface, theme.accent, (cx, self.rect.centery - 13), (cx, self.rect.centery + 13), 2
            )


@dataclass
class ChatLine:
    name: str
    text: str
    seat: int | None = None
    system: bool = False
    #: a spectator's number (their colour); None for a seat
    watcher: int | None = None


@dataclass(eq=False, kw_only=True)
class ChatPanel(Widget):
    """Messages, newest at the bottom (following them unless scrolled back), over an input.

    `source()` returns the table's chat so far (the client's mirror); `send(text)` sends one.
    The screen adds the panel and then `field` to its widgets (the group draws the field on
    top), forwards TEXTINPUT to the field while it has the focus and calls `poll()` a frame.
    """

    source: Callable[[], list[dict[str, Any]]]
    send: Callable[[str], None]
    title: str = N_("Table chat")
    #: room under the title for the owner to draw in (the LAN table's seat list)
    header: int = 0
    fill: tuple[int, int, int, int] = (10, 20, 18, 236)
    lines: list[ChatLine] = field(default_factory=list)
    unread: int = 0
    shown: bool = True
    scroll: int = 0  # rendered rows hidden below the bottom
    _seen: int = 0
    _surface: pygame.Surface | None = None
    _rows: list[tuple[ChatLine, str, bool]] = field(default_factory=list)

    def __post_init__(self) -> None:
        super().__post_init__()
        self.field = ChatField(
            rect=pygame.Rect(0, 0, 10, 56),
            name="chat-input",
            placeholder=_("Say something…"),
            on_submit=self._submit,
        )
        self.layout()

    def layout(self) -> None:
        r = self.rect
        self.field.rect = pygame.Rect(r.x + 16, r.bottom - 72, r.width - 32, 56)
        self._surface = None

    @property
    def body(self) -> pygame.Rect:
        r = self.rect
        top = 62 + self.header
        return pygame.Rect(r.x + 18, r.y + top, r.width - 36, r.height - top - 84)

    def _submit(self, text: str) -> None:
        self.send(text)
        self.field.set("")

    def system(self, text: str) -> None:
        """A line from this computer (someone left, the link came back)."""
        self._add(ChatLine("", text, system=True))

    def _add(self, line: ChatLine) -> None:
        self.lines.append(line)
        del self.lines[:-300]
        if self.scroll:
            self.scroll += 1
        self._surface = None

    def poll(self) -> list[ChatLine]:
        """Take new messages from `source`; returns them (the screen may show a bubble)."""
        messages = self.source()
        new = []
        if len(messages) < self._seen:  # a fresh mirror (rejoined): start again
            self._seen = 0
        for m in messages[self._seen :]:
            seat, watcher = m.get("seat"), m.get("watcher")
            line = ChatLine(
                str(m.get("name") or "?"),
                str(m.get("text") or ""),
                seat if isinstance(seat, int) else None,
                watcher=watcher if isinstance(watcher, int) else None,
            )
            self._add(line)
            new.append(line)
        self._seen = len(messages)
        if new and not self.shown:
            self.unread += len(new)
        return new

    def handle_pointer(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, self.scroll + event.y * 3)
            self._surface = None
        return True

    def _render(self, theme: Theme) -> pygame.Surface:
        body = self.body
        rows: list[tuple[ChatLine, str, bool]] = []
        for line in self.lines:
            if line.system:
                for text in wrap(line.text, 22, body.width - 8):
                    rows.append((line, text, False))
                continue
            head = f"{line.name}: "
            texts = wrap(head + line.text, 24, body.width - 8)
            for i, text in enumerate(texts):
                rows.append((line, text, i == 0))
        self._rows = rows
        row_h = 31
        fit = max(1, body.height // row_h)
        self.scroll = max(0, min(self.scroll, len(rows) - fit))
        end = len(rows) - self.scroll
        visible = rows[max(0, end - fit) : end]
        surf = pygame.Surface(body.size, pygame.SRCALPHA)
        y = body.height - len(visible) * row_h
        for line, text, first in visible:
            if line.system:
                img = render_text(text, 22, theme.ink_dim)
                surf.blit(img, (4, y + 3))
            elif first:
                head = f"{line.name}:"
                name = render_text(head, 24, speaker_color(line.seat, line.watcher), True)
                surf.blit(name, (4, y))
                rest = text[len(head) :].lstrip()
                if rest:
                    surf.blit(render_text(rest, 24, theme.ink), (4 + name.get_width() + 7, y))
            else:
                surf.blit(render_text(text, 24, theme.ink), (4, y))
            y += row_h
        return surf

    def draw(self, surface: pygame.Surface, theme: Theme) -> None:
        r = self.rect
        surface.blit(theme.box(r.size, (0, 0, 0, 80), radius=22), r.move(0, 8))
        if self.fill[3] == 255:
            # Blending is never quite exact: an opaque panel paints its inside solid first,
            # so nothing of what it covers shows through, not even by a shade.
            for inner in (r.inflate(-12, -48), r.inflate(-48, -12)):
                surface.fill(self.fill[:3], inner)
        surface.blit(
            theme.box(r.size, self.fill, radius=22, border=theme.panel_border, border_width=2),
            r,
        )
        title = theme.text(_(self.title), 28, theme.accent, bold=True)
        surface.blit(title, (r.x + 22, r.y + 16))
        if self._surface is None:
            self._surface = self._render(theme)
        if not self.lines:
            hint = theme.text(_("No messages yet."), 22, theme.ink_disabled)
            surface.blit(hint, hint.get_rect(midbottom=(self.body.centerx, self.body.bottom - 8)))
        surface.blit(self._surface, self.body)
        if self.scroll:
            more = theme.text(_("↓ newer messages below"), 20, theme.ink_dim)
            surface.blit(more, more.get_rect(bottomright=(r.right - 22, self.field.rect.y - 4)))
        # The input line is a widget of its own: the screen's group draws it, on top.


# -- background work -------------------------------------------------------------------------------


class Task:
    """Run `fn` on a daemon thread; the screen looks at `done`, `result` and `error`."""

    def __init__(self, fn: Callable[[], Any], name: str = "lan-task") -> None:
        self.result: Any = None
        self.error: BaseException | None = None
        self._done = threading.Event()

        def run() -> None:
            try:
                self.result = fn()
            except BaseException as exc:  # handed to the UI thread, shown there
                self.error = exc
            finally:
                self._done.set()

        threading.Thread(target=run, name=name, daemon=True).start()

    @property
    def done(self) -> bool:
        return self._done.is_set()

    def wait(self, timeout: float) -> bool:
        return self._done.wait(timeout)


def spinner(theme: Theme, t: float) -> pygame.Surface:
    """Three dots that take turns to light up: something is under way."""
    surf = pygame.Surface((60, 16), pygame.SRCALPHA)
    for i in range(3):
        lit = (int(t * 3) % 3) == i
        pygame.draw.circle(surf, theme.accent if lit else theme.ink_disabled, (8 + i * 22, 8), 6)
    return surf
