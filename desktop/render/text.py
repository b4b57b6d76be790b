"""Text that always fits its box: shrink-to-fit for labels and wrapped paragraphs.

Every helper takes a ``face(size) -> Font`` callable (e.g. ``fonts.title``) and searches the
largest size that fits, so the same layout works from a 60 x 84 thumbnail to a 600 x 840
preview. When even the smallest size overflows, text is cut with an ellipsis rather than
drawn outside its box; text longer than its box could hold at any size is cut before it is
measured at all (`desktop.render.clamp`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from .clamp import ELLIPSIS, clamp, clamp_block, truncate

FontFace = Callable[[int], pygame.font.Font]

MIN_SIZE = 5


def ink(surface: pygame.Surface) -> pygame.Surface:
    """``surface`` cropped to its visible pixels (fonts pad glyphs with empty space)."""
    box = surface.get_bounding_rect(min_alpha=8)
    if box.w == 0 or box.h == 0:
        return surface
    return surface.subsurface(box).copy()


def largest_fitting(lo: int, hi: int, fits: Callable[[int], bool]) -> int:
    """Largest size in [lo, hi] for which ``fits`` holds (``lo`` if none does)."""
    best = lo
    while lo <= hi:
        mid = (lo + hi) // 2
        if fits(mid):
            best, lo = mid, mid + 1
        else:
            hi = mid - 1
    return best


def fit_size(face: FontFace, text: str, max_w: int, max_h: int, max_size: int | None = None) -> int:
    """Largest font size whose line box (width x font height) fits ``max_w`` x ``max_h``."""
    hi = max(MIN_SIZE, int(max_size or max_h * 1.4))
    text = clamp(text, max_w)

    def fits(size: int) -> bool:
        f = face(size)
        w, _ = f.size(text)
        return w <= max_w and f.get_height() <= max_h

    return largest_fitting(MIN_SIZE, hi, fits)


def render_ink_fit(
    face: FontFace,
    text: str,
    max_w: int,
    max_h: int,
    color,
    outline: int = 0,
    outline_color=(0, 0, 0),
) -> pygame.Surface:
    """``text`` rendered as large as fits, measured by its inked pixels, not line height.

    Numerals and capitals have no descenders, so fitting the line box would leave them
    visibly small; this fits what is actually drawn. ``outline`` adds a stroke of that many
    pixels around the letters (inside the box).
    """
    hi = max(MIN_SIZE, int(max_h * 2.2))
    shown = clamp(text, max_w)

    def draw(size: int, line: str) -> pygame.Surface:
        return render_text(face(size), line, color, outline, outline_color)

    def fits(size: int, line: str) -> bool:
        s = draw(size, line)
        return s.get_width() <= max_w and s.get_height() <= max_h

    surf = None
    if shown == text:  # a text the box might hold whole: as large as it fits
        surf = draw(largest_fitting(MIN_SIZE, hi, lambda size: fits(size, text)), text)
    if surf is None or surf.get_width() > max_w or surf.get_height() > max_h:
        # Too long even at the smallest size (or far longer than the box could ever show):
        # its start, as large as fits, and an ellipsis.
        def cut(size: int) -> str:
            return truncate(face(size), shown, max_w) or ELLIPSIS

        size = largest_fitting(MIN_SIZE, hi, lambda size: fits(size, cut(size)))
        surf = draw(size, cut(size))
        w, h = surf.get_size()
        if w > max_w or h > max_h:  # a box too small for even that: a small picture, shrunk
            k = min(max_w / w, max_h / h)
            surf = pygame.transform.smoothscale(surf, (max(1, int(w * k)), max(1, int(h * k))))
    return surf


def render_ink_fit_legible(
    face: FontFace,
    text: str,
    max_w: int,
    max_h: int,
    color,
    least: int,
    outline: int = 0,
    outline_color=(0, 0, 0),
) -> pygame.Surface | None:
    """``text`` whole, as large as fits (as `render_ink_fit`), or None when that is under
    ``least``: a text too small to read is better left to a larger view of it."""
    hi = max(MIN_SIZE, int(max_h * 2.2))
    if clamp(text, max_w) != text:
        return None

    def fits(size: int) -> bool:
        s = render_text(face(size), text, color, outline, outline_color)
        return s.get_width() <= max_w and s.get_height() <= max_h

    size = largest_fitting(MIN_SIZE, hi, fits)
    if size < least or not fits(size):
        return None
    return render_text(face(size), text, color, outline, outline_color)


def render_cut(
    font: pygame.font.Font, text: str, max_w: int, color, outline: int = 0, outline_color=(0, 0, 0)
) -> pygame.Surface:
    """``text`` in ``font``, its end cut with an ellipsis where it is wider than ``max_w``."""
    shown = truncate(font, clamp(text, max_w), max_w - 2 * outline) or ELLIPSIS
    return render_text(font, shown, color, outline, outline_color)


def cap_height(font: pygame.font.Font) -> int:
    """The inked height of a capital in ``font``: how tall its text looks."""
    return ink(font.render("H", True, (255, 255, 255))).get_height()


def render_text(
    font: pygame.font.Font, text: str, color, outline: int = 0, outline_color=(0, 0, 0)
) -> pygame.Surface:
    """Text cropped to its ink, optionally with a stroke of ``outline`` pixels."""
    text = clamp(text)
    body = font.render(text, True, color)
    if outline <= 0:
        return ink(body)
    # Fonts are shared through the cache: set the stroke, render, and put it back.
    font.outline = outline
    try:
        stroke = font.render(text, True, outline_color)
    finally:
        font.outline = 0
    stroke.blit(body, (outline, outline))
    return ink(stroke)


def wrap(font: pygame.font.Font, text: str, max_w: int) -> list[str]:
    """Greedy word wrap; explicit newlines start new lines; over-long words are split."""
    lines: list[str] = []
    for para in text.split("\n"):
        line = ""
        for word in para.split():
            trial = f"{line} {word}" if line else word
            if font.size(trial)[0] <= max_w:
                line = trial
                continue
            if line:
                lines.append(line)
            # A single word wider than the box is broken by characters.
            while font.size(word)[0] > max_w and len(word) > 1:
                cut = longest_start(font, word, max_w)
                lines.append(word[:cut])
                word = word[cut:]
            line = word
        lines.append(line)
    return lines


def longest_start(font: pygame.font.Font, word: str, max_w: int) -> int:
    """How many of `word`'s first characters fit `max_w` (at least one)."""
    return max(1, largest_fitting(1, len(word) - 1, lambda n: font.size(word[:n])[0] <= max_w))


@dataclass
class Paragraph:
    font: pygame.font.Font
    lines: list[str]
    line_h: int

    @property
    def height(self) -> int:
        return self.line_h * len(self.lines)

    def width(self) -> int:
        return max((self.font.size(line)[0] for line in self.lines), default=0)


def fit_paragraph(
    face: FontFace,
    text: str,
    max_w: int,
    max_h: int,
    max_size: int | None = None,
    leading: float = 1.0,
) -> Paragraph:
    """The largest wrapped layout of ``text`` inside ``max_w`` x ``max_h``."""
    text = clamp_block(text, max_w, max_h)

    def layout(size: int) -> Paragraph:
        f = face(size)
        return Paragraph(f, wrap(f, text, max_w), max(1, round(f.get_linesize() * leading)))

    def fits(size: int) -> bool:
        p = layout(size)
        return p.height <= max_h and p.width() <= max_w

    size = largest_fitting(MIN_SIZE, max(MIN_SIZE, int(max_size or max_h)), fits)
    para = layout(size)
    if para.height > max_h:
        # Even the smallest size overflows: keep the lines that fit and mark the cut.
        keep = max(1, max_h // para.line_h)
        lines = para.lines[:keep]
        lines[-1] = truncate(para.font, lines[-1] + ELLIPSIS, max_w)
        para = Paragraph(para.font, lines, para.line_h)
    return para


def paragraph_prints(
    face: FontFace, text: str, max_w: int, max_h: int, max_size: int | None, least: int
) -> bool:
    """Whether `fit_paragraph` lays ``text`` out at ``least`` or larger (0: any size)."""
    if not least:
        return True
    if least > int(max_size or max_h):
        return False
    f = face(least)
    lines = wrap(f, clamp_block(text, max_w, max_h), max_w)
    width = max((f.size(line)[0] for line in lines), default=0)
    return f.get_linesize() * len(lines) <= max_h and width <= max_w


def draw_paragraph(
    surf: pygame.Surface,
    rect: pygame.Rect,
    face: FontFace,
    text: str,
    color,
    max_size: int | None = None,
    align: str = "center",
    valign: str = "center",
    leading: float = 1.0,
) -> pygame.Rect:
    """Wrap and draw ``text`` inside ``rect``; returns the area actually covered."""
    para = fit_paragraph(face, text, rect.w, rect.h, max_size, leading)
    top = rect.top
    if valign == "center":
        top = rect.top + (rect.h - para.height) // 2
    elif valign == "bottom":
        top = rect.bottom - para.height
    used = pygame.Rect(rect.centerx, top, 0, 0)
    for i, line in enumerate(para.lines):
        img = para.font.render(line, True, color)
        y = top + i * para.line_h
        if align == "left":
            r = img.get_rect(topleft=(rect.left, y))
        elif align == "right":
            r = img.get_rect(topright=(rect.right, y))
        else:
            r = img.get_rect(midtop=(rect.centerx, y))
        surf.blit(img, r)
        used = used.union(r) if used.w else r
    return used
