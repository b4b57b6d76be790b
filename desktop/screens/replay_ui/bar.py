"""The replay control bar: transport buttons, a timeline to scrub, seek kind, speed, leave.

    [|<<] [<|] [ > ] [|>] [>>|]  Round 3 · Trick 2 ........ move 41 of 65   [By trick] [- 2x +] [Leave]
                                 ====|=====o-----|---------|-------

Every control is also a key (the screen maps them): Space play/pause, Left/Right one move,
PageUp/PageDown previous/next mark of the chosen kind, +/- speed, Home/End, G go to, K kind.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

import pygame

from desktop.replay import ReplayRunner, kind_name
from desktop.ui.controls import Button
from desktop.ui.theme import Theme
from desktop.ui.widget import Widget, WidgetGroup
from engine.i18n import N_, _

HINT = N_(
    "Space play/pause  ·  ←/→ one move  ·  PgUp/PgDn previous/next {kind}  ·  "
    "+/− speed  ·  G go to  ·  K seek by  ·  Esc menu"
)
BAR_FILL = (8, 16, 14, 226)


def speed_label(speed: float) -> str:
    if speed >= 1:
        return f"{speed:g}×"
    return {0.5: "½×", 0.25: "¼×"}.get(speed, f"{speed:g}×")


@dataclass(eq=False, kw_only=True)
class IconButton(Button):
    """A small square button with a drawn glyph (fonts rarely have the media symbols)."""

    glyph: str = ""
    text: str = ""
    tip: str = ""

    def draw(self, surface: pygame.Surface, theme: Theme) -> None:
        hot = self.enabled and (self.focused or self.hovered)
        down = self.pressed and self.hovered
        r = self.rect.move(0, 1) if down else self.rect
        if self.style == "primary":
            fill = theme.accent_hover if hot else theme.accent
            border = theme.ink if hot else theme.accent
            ink = theme.ink_dark
        else:
            fill = theme.control_hover if hot else theme.control
            border = theme.accent if hot else theme.control_border
            ink = theme.ink if self.enabled else theme.ink_disabled
        if not self.enabled:
            fill, border = (24, 38, 34), (44, 62, 56)
        surface.blit(
            theme.box(r.size, fill, radius=12, border=border, border_width=3 if hot else 2), r
        )
        if self.glyph:
            draw_glyph(surface, self.glyph, r.center, min(r.width, r.height) // 2 - 8, ink)
        if self.text:
            img = theme.text(self.text, self.text_size, ink, bold=True)
            surface.blit(img, img.get_rect(center=r.center))


def draw_glyph(surface: pygame.Surface, glyph: str, center: tuple[int, int], s: int, color) -> None:
    """Media glyphs in a box of half-size `s`: play, pause, step, back, next, prev."""
    cx, cy = center
    h = s

    def tri(x0: float, pointing: int) -> None:
        w = h * 0.95
        pts = [(x0, cy - h), (x0 + pointing * w, cy), (x0, cy + h)]
        pts = [(round(x), round(y)) for x, y in pts]
        pygame.draw.polygon(surface, color, pts)
        pygame.draw.aalines(surface, color, True, pts)

    def bar(x0: float, width: float = 4) -> None:
        pygame.draw.rect(surface, color, (round(x0), cy - h, round(width), 2 * h), border_radius=1)

    if glyph == "play":
        tri(cx - h * 0.4, 1)
    elif glyph == "pause":
        bar(cx - h * 0.6, h * 0.42)
        bar(cx + h * 0.18, h * 0.42)
    elif glyph == "step":  # |>
        tri(cx - h * 0.55, 1)
        bar(cx + h * 0.5)
    elif glyph == "back":  # <|
        tri(cx + h * 0.55, -1)
        bar(cx - h * 0.5 - 4)
    elif glyph == "next":  # >>|
        tri(cx - h * 1.0, 1)
        tri(cx - h * 0.15, 1)
        bar(cx + h * 0.8)
    elif glyph == "prev":  # |<<
        tri(cx + h * 1.0, -1)
        tri(cx + h * 0.15, -1)
        bar(cx - h * 0.8 - 4)


@dataclass(eq=False, kw_only=True)
class Scrubber(Widget):
    """The game as a line: where we are, the marks, and a handle to drag (seeks on release)."""

    runner: ReplayRunner
    on_seek: Callable[[int], None]
    kind: str = ""
    dragging: int | None = field(default=None, init=False)

    @property
    def track(self) -> pygame.Rect:
        r = self.rect
        return pygame.Rect(r.x + 10, r.bottom - 18, r.width - 20, 8)

    def x_of(self, n: int) -> int:
        t = self.track
        span = max(1, self.runner.length - self.runner.first)
        return t.x + round(t.width * (n - self.runner.first) / span)

    def n_at(self, x: float) -> int:
        t = self.track
        frac = min(1.0, max(0.0, (x - t.x) / max(1, t.width)))
        runner = self.runner
        return runner.first + round(frac * (runner.length - runner.first))

    def handle_pointer(self, event: pygame.event.Event) -> bool:
        if (
            event.type == pygame.MOUSEBUTTONDOWN
            or event.type == pygame.MOUSEMOTION
            and self.pressed
        ):
            self.dragging = self.n_at(event.pos[0])
        elif event.type == pygame.MOUSEBUTTONUP:
            target = self.dragging if self.dragging is not None else self.n_at(event.pos[0])
            self.dragging = None
            self.on_seek(target)
        elif event.type == pygame.MOUSEWHEEL:
            return False
        return True

    def draw(self, surface: pygame.Surface, theme: Theme) -> None:
        runner = self.runner
        t = self.track
        surface.blit(
            theme.box(t.size, theme.track, radius=4, border=theme.control_border, border_width=1), t
        )
        here = self.x_of(runner.cursor)
        done = pygame.Rect(t.x, t.y, max(8, here - t.x), t.height)
        surface.blit(theme.box(done.size, theme.accent, radius=4), done)
        coarse = runner.kinds[0] if runner.kinds else ""
        for mark in runner.marks:
            x = self.x_of(mark.point)
            if mark.kind == coarse:
                pygame.draw.line(surface, theme.ink, (x, t.y - 9), (x, t.bottom + 2), 2)
            elif mark.kind == self.kind:
                pygame.draw.line(surface, theme.ink_dim, (x, t.y - 3), (x, t.bottom), 1)
        knob_x = here if self.dragging is None else self.x_of(self.dragging)
        hot = self.hovered or self.pressed
        knob = pygame.Rect(0, 0, 20, 20)
        knob.center = (knob_x, t.centery)
        ring = theme.accent_hover if hot else theme.control_border
        surface.blit(theme.box(knob.size, theme.ink, radius=10, border=ring, border_width=3), knob)


class ReplayBar:
    """The controls, laid out in `rect`; actions are the screen's (so keys and clicks agree)."""

    def __init__(
        self,
        rect: pygame.Rect,
        runner: ReplayRunner,
        actions: dict[str, Callable[[], None]],
        on_seek: Callable[[int], None],
        words: Mapping[str, str] | None = None,
    ) -> None:
        self.rect = pygame.Rect(rect)
        self.runner = runner
        self.words = dict(words or {})  # the game's words for its kinds of mark
        self.kind = runner.kinds[-1] if runner.kinds else ""
        self.widgets = WidgetGroup()
        r = self.rect
        size = r.height - 16
        y = r.y + 8
        x = r.x + 10
        self.buttons: dict[str, IconButton] = {}
        for key, glyph in (
            ("prev", "prev"),
            ("back", "back"),
            ("play", "play"),
            ("step", "step"),
            ("next", "next"),
        ):
            w = size + 12 if key == "play" else size
            b = IconButton(
                rect=pygame.Rect(x, y, w, size),
                glyph=glyph,
                on_click=actions[key],
                name=f"replay-{key}",
                style="primary" if key == "play" else "normal",
            )
            self.buttons[key] = b
            self.widgets.add(b)
            x += w + 6
        small = size - 6
        sy = r.centery - small // 2

        def button(key: str, end: int, width: int, text: str, text_size: int = 22) -> IconButton:
            """A button of the bar's right-hand group, ending at x `end`."""
            return IconButton(
                rect=pygame.Rect(end - width, sy, width, small),
                text=text,
                text_size=text_size,
                on_click=actions[key],
                name=f"replay-{key}",
            )

        leave = button("leave", r.right - 10, 104, _("Leave"))
        faster = button("faster", leave.rect.x - 14, small, "+", 28)
        self.speed_rect = pygame.Rect(faster.rect.x - 62, sy, 62, small)
        slower = button("slower", self.speed_rect.x, small, "−", 28)
        goto = button("goto", slower.rect.x - 14, 92, _("Go to…"))
        kind = button("kind", goto.rect.x - 8, 128, "")
        kind.enabled = len(runner.kinds) > 1
        goto.enabled = bool(runner.kinds)
        self.buttons |= {
            "kind": kind,
            "goto": goto,
            "slower": slower,
            "faster": faster,
            "leave": leave,
        }
        for b in (kind, goto, slower, faster, leave):
            self.widgets.add(b)
        left = self.buttons["next"].rect.right + 16
        self.scrubber = Scrubber(
            rect=pygame.Rect(left, r.y + 4, kind.rect.x - 16 - left, r.height - 8),
            runner=runner,
            on_seek=on_seek,
            name="replay-timeline",
        )
        self.widgets.add(self.scrubber)
        self.sync()

    def sync(self) -> None:
        runner = self.runner
        self.buttons["play"].glyph = "pause" if runner.playing else "play"
        self.buttons["kind"].text = (
            _("By {lower}").format(lower=kind_name(self.kind, self.words).lower())
            if self.kind
            else "—"
        )
        self.buttons["back"].enabled = self.buttons["prev"].enabled = not runner.at_start
        self.buttons["step"].enabled = self.buttons["next"].enabled = not runner.at_end
        self.scrubber.kind = self.kind

    def cycle_kind(self) -> str:
        kinds = self.runner.kinds
        if kinds:
            i = kinds.index(self.kind) if self.kind in kinds else -1
            self.kind = kinds[(i + 1) % len(kinds)]
        self.sync()
        return self.kind

    def contains(self, pos: tuple[int, int]) -> bool:
        return self.rect.collidepoint(pos)

    def position_text(self) -> tuple[str, str]:
        runner = self.runner
        n = self.scrubber.dragging if self.scrubber.dragging is not None else runner.cursor
        where = runner.where(n)
        place = " · ".join(f"{kind_name(k, self.words)} {v}" for k, v in where.items())
        if n >= runner.length and runner.session.is_over() and self.scrubber.dragging is None:
            place = _("Game over")
        moves = max(0, runner.length - runner.first)
        return place or _("Start"), _("move {value} of {moves}").format(
            value=n - runner.first, moves=moves
        )

    def draw(self, surface: pygame.Surface, theme: Theme) -> None:
        r = self.rect
        surface.blit(theme.box(r.size, (0, 0, 0, 90), radius=18), r.move(0, 6))
        surface.blit(
            theme.box(r.size, BAR_FILL, radius=18, border=theme.panel_border, border_width=2), r
        )
        place, count = self.position_text()
        s = self.scrubber.rect
        img = theme.text(place, 22, theme.accent if self.runner.playing else theme.ink, bold=True)
        surface.blit(img, (s.x + 10, s.y + 1))
        num = theme.text(count, 20, theme.ink_dim)
        surface.blit(num, num.get_rect(topright=(s.right - 10, s.y + 3)))
        self.widgets.draw(surface, theme)
        speed = theme.text(speed_label(self.runner.speed), 26, theme.ink, bold=True)
        surface.blit(speed, speed.get_rect(center=self.speed_rect.center))

    def hint(self) -> str:
        return _(HINT).format(
            kind=kind_name(self.kind, self.words).lower() if self.kind else "mark"
        )
