"""Typefaces for card faces and the UI, loaded lazily from art/fonts.

Nothing is opened at import time: a face is read from disk the first time a size of it is
asked for, then kept on the :class:`Fonts` object. A missing file falls back to pygame's
default font so a broken install still draws readable cards.
"""

from __future__ import annotations

import logging
from collections import OrderedDict
from dataclasses import dataclass, field
from pathlib import Path

import pygame

log = logging.getLogger(__name__)

DEFAULT_ART_DIR = Path(__file__).resolve().parents[2] / "art"

# role -> file name under art/fonts. Roles, not family names, so a face can be swapped here.
FACE_FILES: dict[str, str] = {
    "display": "LeagueSpartan-Black.otf",  # heavy geometric sans: numerals, short titles
    "title": "BebasNeue-Bold.otf",  # condensed caps: banners and card names
    "text": "Vollkorn-Regular.ttf",  # sturdy serif that stays readable small: rules text
    "bold": "Vollkorn-Bold.ttf",
    "fancy": "Blankenburg-Regular.ttf",  # blackletter for the arena and the CCG's mood
}

# A private-use code point no shipped face draws; its rendering is the face's "missing" box.
_NOT_A_GLYPH = "\ue000"


@dataclass
class Fonts:
    """Font cache keyed by (role, pixel size). Sizes are clamped to at least 4."""

    art_dir: Path | None = None
    #: faces open at once: text fitting tries many sizes, and each open face holds its file
    max_fonts: int = 96
    _fonts: OrderedDict[tuple[str, int], pygame.font.Font] = field(
        default_factory=OrderedDict, repr=False
    )
    _missing: set[str] = field(default_factory=set, repr=False)
    _glyphs: dict[tuple[str, str], bool] = field(default_factory=dict, repr=False)

    @property
    def font_dir(self) -> Path:
        return (self.art_dir or DEFAULT_ART_DIR) / "fonts"

    def path(self, role: str) -> Path:
        return self.font_dir / FACE_FILES[role]

    def get(self, role: str, size: int) -> pygame.font.Font:
        size = max(4, int(size))
        key = (role, size)
        font = self._fonts.get(key)
        if font is None:
            font = self._load(role, size)
            self._fonts[key] = font
            if len(self._fonts) > self.max_fonts:
                self._fonts.popitem(last=False)
        else:
            self._fonts.move_to_end(key)
        return font

    def display(self, size: int) -> pygame.font.Font:
        return self.get("display", size)

    def title(self, size: int) -> pygame.font.Font:
        return self.get("title", size)

    def text(self, size: int) -> pygame.font.Font:
        return self.get("text", size)

    def bold(self, size: int) -> pygame.font.Font:
        return self.get("bold", size)

    def fancy(self, size: int) -> pygame.font.Font:
        return self.get("fancy", size)

    def has_glyph(self, role: str, char: str) -> bool:
        """Whether the face really draws ``char`` (not its missing-glyph box)."""
        key = (role, char)
        if key not in self._glyphs:
            font = self.get(role, 32)
            drawn = pygame.image.tobytes(font.render(char, True, "white"), "RGBA")
            missing = pygame.image.tobytes(font.render(_NOT_A_GLYPH, True, "white"), "RGBA")
            self._glyphs[key] = drawn != missing and font.size(char)[0] > 0
        return self._glyphs[key]

    def clear(self) -> None:
        self._fonts.clear()
        self._glyphs.clear()

    def _load(self, role: str, size: int) -> pygame.font.Font:
        if not pygame.font.get_init():
            pygame.font.init()
        path = self.path(role)
        if role not in self._missing:
            try:
                return pygame.font.Font(path, size)
            except (FileNotFoundError, OSError) as exc:
                self._missing.add(role)
                log.warning("font %s missing (%s); using pygame's default font", path, exc)
        font = pygame.font.Font(None, size)
        font.bold = role in ("display", "bold", "title")
        return font
