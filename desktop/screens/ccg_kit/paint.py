"""Painting the table's panels: each is painted once per game step into a surface that a scene
node then blits every frame (`direct`), so a frame costs a handful of blits, and painted again
only when what it shows changed (`Painted`), so an idle table repaints nothing.

`Painter` draws one panel in screen coordinates (the panel's surface knows where it lies) and
remembers each label it drew and where: the glossary finds its words there, tests read them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, TypeVar

import pygame

from desktop.scene.node import DrawFn, Node
from desktop.scene.transform import Transform
from desktop.ui import text_cache
from desktop.ui.theme import RGBA, Color, cut_line, render_text, rounded_box, wrap

RGB = Color
Colour = Color | RGBA
Labels = list[tuple[str, pygame.Rect]]  # (a text drawn, where on screen)
INK = (238, 232, 216)


def text(s: str, size: int, color: Colour = INK, bold: bool = False) -> pygame.Surface:
    return render_text(s, size, color, bold)


def fitted(s: str, size: int, color: Colour, bold: bool, width: int) -> tuple[str, pygame.Surface]:
    """`s` drawn in one line, cut with "…" to fit `width`, and the words that show."""
    s = cut_line(s, size, width, bold=bold)  # clamped before measuring: a long name is cheap
    return s, render_text(s, size, color, bold)


def paragraph(
    s: str,
    size: int,
    width: int,
    color: Colour = INK,
    bold: bool = False,
    lines: int = 3,
    centred: bool = True,
) -> pygame.Surface:
    """`s` wrapped to `width`, centred lines (else flush left; at most `lines`, the last
    marked "…" where more is left out), on a transparent surface."""
    said = wrap(s, size, width, bold=bold)
    if len(said) > lines:  # the combat's result ended "→ no", its last words dropped unmarked
        last = said[lines - 1]
        while " " in last.strip() and text(cut_end(last), size, color, bold).get_width() > width:
            last = last.rsplit(" ", 1)[0]
        said = [*said[: lines - 1], cut_end(last)]
    rows = [text(line, size, color, bold) for line in said]
    step = round(size * 1.2)
    surf = pygame.Surface(
        (max(r.get_width() for r in rows), step * (len(rows) - 1) + rows[-1].get_height()),
        pygame.SRCALPHA,
    )
    for i, row in enumerate(rows):
        at = (
            {"midtop": (surf.get_width() // 2, i * step)} if centred else {"topleft": (0, i * step)}
        )
        surf.blit(row, row.get_rect(**at))
    return surf


Line = TypeVar("Line")  # a log line as a log band keeps it


def last_whole(
    entries: Sequence[Sequence[Line]], room: int, cut: Callable[[Line], Line]
) -> list[Line]:
    """The lines of the last entries that fit `room` lines whole: a log that began with a cut
    entry's tail ("into a new Combat deck.") read as nothing. An entry longer than the room
    alone shows its first lines, the last of them marked by `cut` (an ellipsis): its tail
    alone ("Remembered a Cinder Howl.", of a card's name) read as English in Portuguese."""
    shown: list[Line] = []
    for lines in reversed(entries):
        if len(shown) + len(lines) > room:
            if shown or room <= 0:
                return shown
            return [*lines[: room - 1], cut(lines[room - 1])]
        shown[:0] = lines
    return shown


def cut_end(line: str) -> str:
    """A line marked as cut short: what follows it is left out."""
    return line.rstrip() + " …"


def blit_fit(surf: pygame.Surface, img: pygame.Surface, pos: tuple[int, int], width: int) -> None:
    if img.get_width() > width:
        img = img.subsurface((0, 0, width, img.get_height()))
    surf.blit(img, pos)


def box(
    size: tuple[int, int],
    fill: Colour,
    border: Colour | None = None,
    radius: int = 16,
    under: Colour | None = None,
) -> pygame.Surface:
    """A rounded panel, drawn once per size and colours: with per-pixel alpha, or opaque on a
    ground of colour `under` (big alpha blits are slow)."""

    def draw() -> pygame.Surface:
        if under is None:
            return rounded_box(size, fill, radius, border, 2 if border else 0)
        img = pygame.Surface(size)
        img.fill(under)
        pygame.draw.rect(img, fill, img.get_rect(), border_radius=radius)
        if border is not None:
            pygame.draw.rect(img, border, img.get_rect(), 2, border_radius=radius)
        return img

    return text_cache.active().piece(("ccg box", size, fill, border, radius, under), draw)


def _display() -> pygame.Surface | None:
    return pygame.display.get_surface() if pygame.display.get_init() else None


def panel_surface(size: tuple[int, int]) -> pygame.Surface:
    """An opaque surface in the window's pixel format (blitted fast, never converted)."""
    display = _display()
    return pygame.Surface(size, 0, display) if display is not None else pygame.Surface(size)


def opaque(surf: pygame.Surface) -> pygame.Surface:
    """A copy without per-pixel alpha (much faster to blit every frame); `surf` itself when
    it is already opaque in the window's format (converting a big panel costs a millisecond)."""
    display = _display()
    if display is None:
        return surf
    if (
        not surf.get_flags() & pygame.SRCALPHA
        and surf.get_bitsize() == display.get_bitsize()
        and surf.get_masks() == display.get_masks()
    ):
        return surf
    return surf.convert()


def direct(surf: pygame.Surface, *parts: tuple[pygame.Surface, tuple[int, int]]) -> DrawFn:
    """A node draw function that blits `surf` centred on the node, past the surface cache
    (for big panels redrawn every game step: no cached copies to prepare), then each of
    `parts` (a surface and where it goes within `surf`) over it."""
    w, h = surf.get_size()

    def draw(node: Node, target: pygame.Surface, tf: Transform) -> None:
        x, y = round(tf.x - w / 2), round(tf.y - h / 2)
        target.blit(surf, (x, y))
        for part, (dx, dy) in parts:
            target.blit(part, (x + dx, y + dy))

    return draw


@dataclass
class Painted:
    """One painted part of the table, painted again only when what it shows (`key`) changed.

    Otherwise the very same surface is drawn, so the frame's drawing is the last frame's
    there and the canvas repaints none of it (a panel painted anew, even alike, is a new
    surface: the whole panel would be damaged). `extra` keeps what painting it produced
    besides the pixels (the labels and where, the sidebar's marks)."""

    #: made opaque (`opaque`: much faster to blit); False keeps per-pixel alpha
    flat: bool = True
    key: Any = None
    surface: pygame.Surface | None = None
    extra: Any = None

    def get(self, key: Any, paint: Callable[[], tuple[pygame.Surface, Any]]) -> pygame.Surface:
        if self.surface is None or key != self.key:
            surf, self.extra = paint()
            self.surface, self.key = (opaque(surf) if self.flat else surf), key
        return self.surface


@dataclass
class Painter:
    """Draws into one panel's surface in screen coordinates (`at`: the surface's top-left on
    screen) and remembers every label: its words as shown and its rectangle on screen."""

    surf: pygame.Surface
    at: tuple[int, int] = (0, 0)
    labels: Labels = field(default_factory=list)

    def local(self, rect: pygame.Rect) -> pygame.Rect:
        return rect.move(-self.at[0], -self.at[1])

    def label(
        self,
        s: str,
        size: int,
        pos: tuple[int, int],
        width: int,
        color: Colour = INK,
        bold: bool = False,
        anchor: str = "topleft",
    ) -> pygame.Rect:
        """One line of text cut to `width`; its rectangle on screen."""
        shown, img = fitted(s, size, color, bold, width)
        rect = img.get_rect(**{anchor: pos})
        self.surf.blit(img, self.local(rect))
        self.labels.append((shown, rect))
        return rect

    def blit(self, img: pygame.Surface, pos: tuple[int, int], label: str = "") -> pygame.Rect:
        rect = img.get_rect(topleft=pos)
        self.surf.blit(img, self.local(rect))
        if label:
            self.labels.append((label, rect))
        return rect

    def rect(
        self, color: Colour, rect: pygame.Rect, width: int = 0, radius: int = -1
    ) -> pygame.Rect:
        pygame.draw.rect(self.surf, color, self.local(rect), width, border_radius=radius)
        return rect

    def panel(
        self,
        rect: pygame.Rect,
        fill: Colour,
        border: Colour | None = None,
        under: Colour | None = None,
        radius: int = 10,
    ) -> None:
        self.surf.blit(box(rect.size, fill, border, radius, under), self.local(rect))

    def line(self, color: Colour, a: tuple[int, int], b: tuple[int, int], width: int = 1) -> None:
        ox, oy = self.at
        pygame.draw.line(self.surf, color, (a[0] - ox, a[1] - oy), (b[0] - ox, b[1] - oy), width)
