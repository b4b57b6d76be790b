"""Vector icons from art/icons rasterised at the exact size they are drawn.

The SVG text of an icon is read once; each (name, size, colour) is rasterised by pygame's
SVG loader with the fill rewritten to that colour, so icons stay sharp at any size and need
no tinting pass.
"""

from __future__ import annotations

import io
import logging
from dataclasses import dataclass, field
from pathlib import Path

import pygame

from .fonts import DEFAULT_ART_DIR

log = logging.getLogger(__name__)

ColorLike = pygame.Color | tuple[int, int, int] | tuple[int, int, int, int] | str

WHITE_FILL = "#ffffff"


def hex_rgb(color: ColorLike) -> tuple[str, float]:
    """An SVG colour string and opacity for any pygame colour."""
    c = pygame.Color(color)
    return f"#{c.r:02x}{c.g:02x}{c.b:02x}", c.a / 255


@dataclass
class Icons:
    art_dir: Path | None = None
    max_entries: int = 512  # rasterised icons kept; the oldest go first beyond this
    _svg: dict[str, str] = field(default_factory=dict, repr=False)
    _cache: dict[tuple[str, int, int, tuple[int, int, int, int]], pygame.Surface] = field(
        default_factory=dict, repr=False
    )

    @property
    def icon_dir(self) -> Path:
        return (self.art_dir or DEFAULT_ART_DIR) / "icons"

    def names(self) -> list[str]:
        return sorted(p.stem for p in self.icon_dir.glob("*.svg"))

    def get(self, name: str, size: int | tuple[int, int], color: ColorLike) -> pygame.Surface:
        """The icon ``name`` filled with ``color``, ``size`` pixels square (or w, h)."""
        w, h = (size, size) if isinstance(size, int) else size
        w, h = max(1, int(w)), max(1, int(h))
        c = pygame.Color(color)
        key = (name, w, h, (c.r, c.g, c.b, c.a))
        surf = self._cache.get(key)
        if surf is None:
            surf = self._rasterise(name, (w, h), c)
            if len(self._cache) >= self.max_entries:
                self._cache.pop(next(iter(self._cache)))
            self._cache[key] = surf
        return surf

    def clear(self) -> None:
        self._cache.clear()

    def _source(self, name: str) -> str:
        text = self._svg.get(name)
        if text is None:
            text = (self.icon_dir / f"{name}.svg").read_text(encoding="utf-8")
            self._svg[name] = text
        return text

    def _rasterise(self, name: str, size: tuple[int, int], color: pygame.Color) -> pygame.Surface:
        try:
            fill, opacity = hex_rgb(color)
            svg = self._source(name).replace(WHITE_FILL, fill)
            if opacity < 1:
                svg = svg.replace("<path ", f'<path fill-opacity="{opacity:.3f}" ')
            return pygame.image.load_sized_svg(io.BytesIO(svg.encode("utf-8")), size)
        except (OSError, pygame.error) as exc:
            # A missing icon must not take the table down: draw a plain disc instead.
            log.warning("icon %s unavailable (%s)", name, exc)
            surf = pygame.Surface(size, pygame.SRCALPHA)
            r = min(size) // 2
            pygame.draw.circle(surf, color, (size[0] // 2, size[1] // 2), max(1, r * 2 // 3))
            return surf
