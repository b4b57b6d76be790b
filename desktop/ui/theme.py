"""Colours, fonts and the few drawn shapes every screen shares.

`font(size, bold)` loads our OFL faces from art/fonts when they are there and falls back to
pygame's default font otherwise, so a stripped install still shows readable menus.
Fonts and rendered text are memoised in the App's bounded `TextCache` (`desktop.ui.text_cache`);
call `clear_caches()` after `pygame.quit()`, since fonts do not survive it.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from pathlib import Path

import pygame

from desktop.render.clamp import clamp, clamp_block, truncate
from desktop.scene.cache import SurfaceLru
from desktop.ui import text_cache

log = logging.getLogger(__name__)

Color = tuple[int, int, int]
RGBA = tuple[int, int, int, int]

FONT_DIR = Path(__file__).resolve().parents[2] / "art" / "fonts"

# Preferred faces, by role; anything else in art/fonts is a fallback (see `_font_file`).
_BODY = ("Vollkorn-Regular.ttf",)
_BODY_BOLD = ("Vollkorn-Bold.ttf",)
_DISPLAY = ("LeagueSpartan-Black.otf", "BebasNeue-Bold.otf")


@dataclass
class Theme:
    """The palette of the menus and the table chrome. `colorblind` swaps hue-only cues."""

    colorblind: bool = False
    felt: Color = (22, 74, 56)
    felt_edge: Color = (7, 26, 21)
    ink: Color = (240, 234, 218)
    ink_dim: Color = (168, 180, 168)
    ink_disabled: Color = (104, 118, 110)
    ink_dark: Color = (24, 22, 18)
    panel: RGBA = (12, 22, 20, 214)
    panel_border: RGBA = (222, 186, 110, 90)
    control: Color = (30, 52, 46)
    control_hover: Color = (42, 72, 63)
    control_pressed: Color = (20, 36, 32)
    control_border: Color = (72, 106, 94)
    accent: Color = (232, 186, 92)
    accent_hover: Color = (246, 206, 120)
    danger: Color = (214, 76, 62)
    track: Color = (14, 28, 25)
    #: boxes and backgrounds, within a budget (the App owns its theme, so this is the App's)
    _surfaces: SurfaceLru = field(default_factory=SurfaceLru, repr=False)

    @property
    def good(self) -> Color:
        """'Yes / legal / on' — blue instead of green for red-green colour blindness."""
        return (86, 170, 255) if self.colorblind else (104, 214, 140)

    @property
    def bad(self) -> Color:
        return (255, 160, 40) if self.colorblind else self.danger

    # -- cached shapes ----------------------------------------------------------------------

    def box(
        self,
        size: tuple[int, int],
        fill: Color | RGBA,
        *,
        radius: int = 14,
        border: Color | RGBA | None = None,
        border_width: int = 0,
    ) -> pygame.Surface:
        """An anti-aliased rounded box (drawn 3x larger, then smoothly scaled down)."""
        key = ("box", size, fill, radius, border, border_width)
        return self._surfaces.get(
            key, lambda: rounded_box(size, fill, radius, border, border_width)
        )

    def background(self, size: tuple[int, int]) -> pygame.Surface:
        """Felt with a soft vignette, made once per size."""
        return self._surfaces.get(
            ("felt", size), lambda: felt_background(size, self.felt, self.felt_edge)
        )

    def text(
        self, text: str, size: int, color: Color | RGBA | None = None, *, bold: bool = False
    ) -> pygame.Surface:
        return render_text(text, size, color or self.ink, bold)

    def fitted_text(
        self, text: str, size: int, color: Color | RGBA, width: int, *, bold: bool = False
    ) -> pygame.Surface:
        """`text` at `size`, or smaller until it is no wider than `width` (translations run
        longer than the English the layout was made for)."""
        text = clamp(text, width)
        size = text_cache.active().fitted_size(
            ("fit", text, size, width, bold), lambda: _fitted_size(text, size, width, bold)
        )
        return render_text(text, size, color, bold)

    def display_text(self, text: str, size: int, color: Color | None = None) -> pygame.Surface:
        return render_display(text, size, color or self.ink)


#: The most a wrapped text is given to wrap: a window's height of lines at the smallest size.
MAX_WRAP_HEIGHT = 2160


def _fitted_size(text: str, size: int, width: int, bold: bool) -> int:
    while size > 14 and font(size, bold).size(text)[0] > width:
        size -= 1
    return size


def theme_for(colorblind: bool) -> Theme:
    return Theme(colorblind=colorblind)


# -- fonts ------------------------------------------------------------------------------------


def _font_file(preferred: tuple[str, ...], bold: bool) -> Path | None:
    for name in preferred:
        path = FONT_DIR / name
        if path.is_file():
            return path
    if not FONT_DIR.is_dir():
        return None
    files = sorted(p for p in FONT_DIR.iterdir() if p.suffix.lower() in (".ttf", ".otf"))
    plain = [p for p in files if "italic" not in p.stem.lower()]
    weighted = [p for p in plain if ("bold" in p.stem.lower()) == bold]
    found = weighted or plain
    return found[0] if found else None


def font(size: int, bold: bool = False) -> pygame.font.Font:
    """The UI typeface at a pixel size, from art/fonts if present, else pygame's default."""
    return text_cache.active().font(("body", size, bold), lambda: _load_font(size, bold))


def _load_font(size: int, bold: bool) -> pygame.font.Font:
    if not pygame.font.get_init():
        pygame.font.init()
    path = _font_file(_BODY_BOLD if bold else _BODY, bold)
    if path is not None:
        try:
            return pygame.font.Font(path, size)
        except (OSError, pygame.error) as exc:
            log.warning("cannot load font %s: %s", path, exc)
    fallback = pygame.font.Font(None, round(size * 1.3))  # the default face runs small
    fallback.bold = bold
    return fallback


def display_font(size: int) -> pygame.font.Font:
    """A heavy face for titles and big numerals."""
    return text_cache.active().font(("display", size), lambda: _load_display_font(size))


def _load_display_font(size: int) -> pygame.font.Font:
    if not pygame.font.get_init():
        pygame.font.init()
    path = _font_file(_DISPLAY, True)
    if path is not None:
        try:
            return pygame.font.Font(path, size)
        except (OSError, pygame.error) as exc:
            log.warning("cannot load font %s: %s", path, exc)
    return font(size, bold=True)


def render_text(text: str, size: int, color: Color | RGBA, bold: bool = False) -> pygame.Surface:
    """`text` in the UI face: a shared surface (blit it, never draw into it)."""
    text = clamp(text)
    return text_cache.active().text(
        ("body", text, size, tuple(color), bold), lambda: font(size, bold).render(text, True, color)
    )


def render_display(text: str, size: int, color: Color | RGBA) -> pygame.Surface:
    text = clamp(text)
    return text_cache.active().text(
        ("display", text, size, tuple(color)),
        lambda: display_font(size).render(text, True, color),
    )


def fitted_line(
    text: str, size: int, color: Color | RGBA, width: int, *, bold: bool = False
) -> pygame.Surface:
    """`text` on one line no wider than `width`: whole, or cut with an ellipsis."""
    return render_text(cut_line(text, size, width, bold=bold), size, color, bold)


def cut_line(text: str, size: int, width: int, *, bold: bool = False) -> str:
    """`text` cut with an ellipsis to fit `width` pixels in the UI face at `size`."""
    return truncate(font(size, bold), text, width)


def clear_caches() -> None:
    """Forget the fonts and texts of the cache in use (after `pygame.quit()`)."""
    text_cache.active().clear()


# Whoever empties memoised functions (`f.cache_clear()`, as the layout tests do) empties these.
for _cached in (font, display_font, render_text, render_display):
    setattr(_cached, "cache_clear", clear_caches)  # noqa: B010 - not an attribute mypy knows


def wrap(text: str, size: int, width: int, *, bold: bool = False) -> list[str]:
    """Break text into lines no wider than `width` pixels (words are never split)."""
    text = clamp_block(text, width, MAX_WRAP_HEIGHT)
    return text_cache.active().wrapped(
        (text, size, width, bold), lambda: _wrap(text, size, width, bold)
    )


def _wrap(text: str, size: int, width: int, bold: bool) -> list[str]:
    f = font(size, bold)
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        for word in paragraph.split():
            trial = f"{line} {word}".strip()
            if line and f.size(trial)[0] > width:
                lines.append(line)
                line = word
            else:
                line = trial
        lines.append(line)
    return lines


# -- shapes -----------------------------------------------------------------------------------

_SUPERSAMPLE = 3


def rounded_box(
    size: tuple[int, int],
    fill: Color | RGBA,
    radius: int = 14,
    border: Color | RGBA | None = None,
    border_width: int = 0,
) -> pygame.Surface:
    k = _SUPERSAMPLE
    big = pygame.Surface((size[0] * k, size[1] * k), pygame.SRCALPHA)
    rect = big.get_rect()
    if border is not None and border_width > 0:
        pygame.draw.rect(big, border, rect, 0, radius * k)
        inner = rect.inflate(-2 * border_width * k, -2 * border_width * k)
        pygame.draw.rect(big, fill, inner, 0, max(0, (radius - border_width) * k))
    else:
        pygame.draw.rect(big, fill, rect, 0, radius * k)
    return pygame.transform.smoothscale(big, size)


def felt_background(size: tuple[int, int], centre: Color, edge: Color) -> pygame.Surface:
    """A radial vignette from `centre` to `edge`, with a faint weave so it reads as cloth."""
    small = pygame.Surface((64, 36))
    cx, cy = 31.5, 15.0
    for y in range(36):
        for x in range(64):
            d = min(1.0, (((x - cx) / 40) ** 2 + ((y - cy) / 26) ** 2) ** 0.5)
            t = d**1.6
            small.set_at(
                (x, y), tuple(round(c + (e - c) * t) for c, e in zip(centre, edge, strict=True))
            )
    surf = pygame.transform.smoothscale(small, size)
    weave = pygame.Surface(size, pygame.SRCALPHA)
    for y in range(0, size[1], 4):
        pygame.draw.line(weave, (255, 255, 255, 5), (0, y), (size[0], y))
    for x in range(0, size[0], 4):
        pygame.draw.line(weave, (0, 0, 0, 7), (x, 0), (x, size[1]))
    surf.blit(weave, (0, 0))
    return surf
