"""Rules text for the Rage CCG faces: wrapped, bold timings, italic flavour, always inside its box.

:func:`fit_blocks` lays several blocks (rules text, flavour) out in one box at the largest size
that fits; a block marked ``optional`` (the flavour) is dropped before the rules would have to
shrink below ``keep_min``, and if even the smallest size overflows the last line is cut with an
ellipsis rather than drawn outside the box. In rules text the lead-in of a sentence up to its
colon ("Pre-Combat:", "Benefit (Ashen Wind):") is set in bold, as on printed cards.

Numbers are set in the ``num`` face (League Spartan): the text face's old-style figures make
"+1" read as "+I", and a number is what a player looks for on a card.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, replace

import pygame

from desktop.render.clamp import clamp_block
from desktop.render.text import ELLIPSIS, MIN_SIZE, FontFace, largest_fitting, longest_start

Run = tuple[str, str]  # (text, style): style is "regular", "bold" or "num"
Word = list[Run]  # runs drawn side by side, no space between them
Line = list[Word]

# A sentence's lead-in: up to the first colon within its first few words.
_LEAD = re.compile(r"^((?:\[[^\]]*\]\s*)?(?:\([^)]*\)\s*)?[^.:]{0,40}?:)\s")
_SENTENCE = re.compile(r"(?<=[.!?])\s+(?=[\[(A-Z])")
_NUMBER = re.compile(r"([+\u2212-]?\d+)")


def _runs(word: str, style: str, numbers: bool) -> Word:
    if not numbers:
        return [(word, style)]
    runs: Word = []
    for i, part in enumerate(_NUMBER.split(word)):
        if part:
            runs.append((part, "num" if i % 2 else style))
    return runs


def rich_words(text: str, bold_leads: bool = True, numbers: bool = True) -> list[Word]:
    """Words of ``text``: each sentence's lead-in (up to its colon) bold, numbers as ``num``."""
    words: list[Word] = []
    for sentence in _SENTENCE.split(text.strip()):
        lead = _LEAD.match(sentence + " ") if bold_leads else None
        cut = len(lead.group(1)) if lead else 0
        words += [_runs(w, "bold", numbers) for w in sentence[:cut].split()]
        words += [_runs(w, "regular", numbers) for w in sentence[cut:].split()]
    return words


@dataclass
class Block:
    text: str
    regular: FontFace
    bold: FontFace
    color: tuple
    scale: float = 1.0
    italic: bool = False
    gap: float = 0.0  # space before the block, in its line heights
    optional: bool = False
    bold_leads: bool = True
    num: FontFace | None = None  # face for numbers (None: the regular face)
    num_scale: float = 0.78


@dataclass
class Fonts3:
    regular: pygame.font.Font
    bold: pygame.font.Font
    num: pygame.font.Font

    def of(self, style: str) -> pygame.font.Font:
        return self.bold if style == "bold" else self.num if style == "num" else self.regular

    def all(self) -> tuple[pygame.font.Font, ...]:
        return (self.regular, self.bold, self.num)

    def word_width(self, word: Word) -> int:
        return sum(self.of(st).size(t)[0] for t, st in word)

    def line_width(self, line: Line) -> int:
        space = self.regular.size(" ")[0]
        return sum(self.word_width(w) for w in line) + space * max(0, len(line) - 1)


@dataclass
class LaidBlock:
    block: Block
    fonts: Fonts3
    lines: list[Line]
    line_h: int
    gap: int

    @property
    def height(self) -> int:
        return self.gap + self.line_h * len(self.lines)


@dataclass
class Layout:
    blocks: list[LaidBlock]
    size: int
    truncated: bool = False

    @property
    def height(self) -> int:
        return sum(b.height for b in self.blocks)


@contextmanager
def _italic(fonts: tuple[pygame.font.Font, ...], on: bool) -> Iterator[None]:
    """Fonts are shared through a cache: set the style, use it, and put it back."""
    if not on:
        yield
        return
    fonts = tuple({id(f): f for f in fonts}.values())
    for f in fonts:
        f.italic = True
    try:
        yield
    finally:
        for f in fonts:
            f.italic = False


def _slant(font: pygame.font.Font) -> int:
    """How far a slanted line reaches past its upright width (pixels)."""
    upright = font.render("dM", True, (0, 0, 0)).get_width()
    with _italic((font,), True):
        slanted = font.render("dM", True, (0, 0, 0)).get_width()
    return max(0, slanted - upright) + 1


def _split_long(word: Word, fonts: Fonts3, max_w: int) -> list[Word]:
    """A word wider than the box, broken by characters (runs flattened to one style)."""
    style = word[0][1]
    font = fonts.of(style)
    text = "".join(t for t, _ in word)
    parts: list[Word] = []
    while font.size(text)[0] > max_w and len(text) > 1:
        cut = longest_start(font, text, max_w)
        parts.append([(text[:cut], style)])
        text = text[cut:]
    parts.append([(text, style)])
    return parts


def wrap_rich(words: list[Word], fonts: Fonts3, max_w: int) -> list[Line]:
    space = fonts.regular.size(" ")[0]
    lines: list[Line] = []
    line: Line = []
    width = 0
    for word in words:
        pieces = [word] if fonts.word_width(word) <= max_w else _split_long(word, fonts, max_w)
        for piece in pieces:
            ww = fonts.word_width(piece)
            add = ww + (space if line else 0)
            if line and width + add > max_w:
                lines.append(line)
                line, width, add = [], 0, ww
            line.append(piece)
            width += add
    if line:
        lines.append(line)
    return lines


def _lay(blocks: list[Block], size: int, max_w: int) -> Layout:
    laid = []
    for i, b in enumerate(blocks):
        px = max(MIN_SIZE, round(size * b.scale))
        num = (b.num or b.regular)(max(MIN_SIZE, round(px * (b.num_scale if b.num else 1.0))))
        fonts = Fonts3(b.regular(px), b.bold(px), num)
        words = rich_words(b.text, b.bold_leads and not b.italic, numbers=b.num is not None)
        # Measured upright (a slanted word's box includes its overhang, which would open up
        # the spaces); the last letter's overhang is kept inside by a slightly narrower box.
        lines = wrap_rich(words, fonts, max_w - (_slant(fonts.regular) if b.italic else 0))
        line_h = max(fonts.regular.get_linesize(), *(f.get_height() for f in fonts.all()))
        laid.append(LaidBlock(b, fonts, lines, line_h, round(line_h * b.gap) if i else 0))
    return Layout(laid, size)


def fit_blocks(
    blocks: list[Block], max_w: int, max_h: int, max_size: int, keep_min: int, least: int = 0
) -> Layout:
    """The largest layout of ``blocks`` in ``max_w`` x ``max_h`` (see the module docstring);
    never smaller than ``least`` (what does not fit then is cut with an ellipsis)."""
    # A text longer than the box could hold at any size is cut before it is laid out.
    active = [replace(b, text=clamp_block(b.text, max_w, max_h)) for b in blocks if b.text.strip()]
    if not active:
        return Layout([], 0)
    hi = max(MIN_SIZE, max_size)

    def best(chosen: list[Block]) -> int:
        return largest_fitting(MIN_SIZE, hi, lambda s: _lay(chosen, s, max_w).height <= max_h)

    size = best(active)
    if size < keep_min and any(b.optional for b in active):
        # Rather drop the flavour than shrink the rules below a readable size.
        active = [b for b in active if not b.optional]
        size = best(active)
    layout = _lay(active, max(size, least), max_w)
    if layout.height > max_h:
        layout = _truncate(layout, max_w, max_h)
    return layout


def _truncate(layout: Layout, max_w: int, max_h: int) -> Layout:
    """Keep the lines that fit; end the last with an ellipsis."""
    kept: list[LaidBlock] = []
    room = max_h
    for lb in layout.blocks:
        n = (room - lb.gap) // lb.line_h if room > lb.gap else 0
        if n <= 0:
            break
        lines = lb.lines[: min(n, len(lb.lines))]
        kept.append(LaidBlock(lb.block, lb.fonts, lines, lb.line_h, lb.gap))
        room -= lb.gap + lb.line_h * len(lines)
        if len(lines) < len(lb.lines):
            break
    if not kept:
        first = layout.blocks[0]
        kept = [LaidBlock(first.block, first.fonts, first.lines[:1], first.line_h, 0)]
    last = kept[-1]
    line = [list(w) for w in last.lines[-1]]
    ell: Word = [(ELLIPSIS, "regular")]
    while line and last.fonts.line_width([*line, ell]) > max_w:
        word = line.pop()
        text, style = word.pop()
        if len(text) > 1:
            word.append((text[:-1], style))
        if word:
            line.append(word)
    line.append(ell)
    last.lines[-1] = line
    return Layout(kept, layout.size, truncated=True)


def draw_layout(
    surf: pygame.Surface, rect: pygame.Rect, layout: Layout, valign: str = "center"
) -> pygame.Rect:
    """Draw a layout centred line by line in ``rect``; returns the area covered."""
    top = rect.top
    if valign == "center":
        top = rect.top + (rect.h - layout.height) // 2
    used: pygame.Rect | None = None
    y = top
    for lb in layout.blocks:
        y += lb.gap
        fonts = lb.fonts
        space = fonts.regular.size(" ")[0]
        ascent = max(f.get_ascent() for f in fonts.all())
        slant = _slant(fonts.regular) if lb.block.italic else 0
        for line in lb.lines:
            x = rect.centerx - (fonts.line_width(line) + slant) // 2
            for word in line:
                for text, style in word:
                    font = fonts.of(style)
                    advance = font.size(text)[0]  # upright advance, as measured for wrapping
                    with _italic((font,), lb.block.italic):
                        img = font.render(text, True, lb.block.color)
                    # Runs of different faces share one baseline.
                    r = surf.blit(img, (x, y + ascent - font.get_ascent()))
                    used = r if used is None else used.union(r)
                    x += advance
                x += space
            y += lb.line_h
    return used or pygame.Rect(rect.centerx, rect.centery, 0, 0)


__all__ = ["Block", "Layout", "draw_layout", "fit_blocks", "rich_words", "wrap_rich"]
