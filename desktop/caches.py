"""The app's caches of drawn pixels, each with a budget, owned by the App (not by modules).

Tables come and go; what they draw is kept here, bounded, and shared:

- `surfaces`: scaled, rotated and faded node surfaces, one cache for every scene;
- `cards(art, palette)`: one card renderer per palette for every table (faces and backs);
- `text`: the UI's fonts and rendered strings (`theme.font`, `theme.render_text` draw
  through it once the App has installed it), and the small drawn pieces of helpers with no
  app at hand (`text.piece`: a table's badges and stat strips, card art's shades).

A table's own face bank keeps the surfaces its cards show while it lives (bounded by its
deck); the renderer's budget bounds what outlives it. `report()` says what each holds.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import logging
import sys
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.scene.cache import SurfaceCache
from desktop.ui.text_cache import TextCache

if TYPE_CHECKING:
    from desktop.render import CardRenderer

log = logging.getLogger(__name__)

MB = 1024 * 1024


@dataclass(frozen=True)
class CacheBudgets:
    """Bytes each cache may hold (the oldest entries go first beyond that)."""

    surfaces: int = 64 * MB
    cards: int = 64 * MB  # per palette; a second palette only with the colour-blind setting
    text: int = 16 * MB  # rendered UI strings
    pieces: int = 16 * MB  # small drawn pieces (badges, strips, shades)
    fonts: int = 160  # open UI faces (sizes and weights)


class AppCaches:
    def __init__(self, budgets: CacheBudgets = CacheBudgets()) -> None:
        self.budgets = budgets
        self.surfaces = SurfaceCache(max_bytes=budgets.surfaces)
        self.text = TextCache(
            max_fonts=budgets.fonts, max_bytes=budgets.text, max_piece_bytes=budgets.pieces
        )
        self._renderers: dict[str, CardRenderer] = {}

    def cards(self, art: Any, palette: str = "standard") -> CardRenderer:
        """The app's card renderer for `palette`, knowing `art`'s games (a GameArt)."""
        renderer = self._renderers.get(palette)
        if renderer is None:
            from desktop.render import CardRenderer

            renderer = CardRenderer(palette=palette)
            renderer.budget_bytes = self.budgets.cards
            self._renderers[palette] = renderer
        if any(game not in renderer.games() for game in art.games):
            renderer.register(art)
        return renderer

    def report(self) -> dict[str, float]:
        """Megabytes each cache holds now."""
        out = {
            "surfaces": round(self.surfaces.bytes_used / MB, 1),
            "text": round(self.text.bytes_used / MB, 1),
            "pieces": round(self.text.piece_bytes / MB, 1),
        }
        for palette, renderer in self._renderers.items():
            out[f"cards {palette}"] = round(renderer.bytes_used / MB, 1)
        return out

    def clear(self) -> None:
        self.surfaces.clear()
        self.text.clear()
        for renderer in self._renderers.values():
            renderer.clear()

    def give_back(self) -> None:
        """Return freed memory to the system (after a table closes). glibc keeps freed
        blocks in its heap, and a game's thousands of card-sized surfaces leave it
        fragmented: without this the process stays at its peak after the table is gone."""
        if not sys.platform.startswith("linux"):
            return
        try:
            libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
            libc.malloc_trim(0)
        except (OSError, AttributeError) as exc:  # musl and others have no malloc_trim
            log.debug("malloc_trim unavailable: %s", exc)
