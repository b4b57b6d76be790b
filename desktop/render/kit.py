"""What a card design draws with: the fonts, the icons and the current palette."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

import pygame

from .fonts import Fonts
from .icons import Icons
from .palette import Palette


@dataclass
class Kit:
    fonts: Fonts
    icons: Icons
    palette: Palette


class GameArt(Protocol):
    """One game's card designs. Register new games (e.g. the Rage CCG's Sept and Combat
    frames) with :meth:`CardRenderer.register`; the renderer handles caching."""

    games: tuple[str, ...]

    def card_ids(self, game: str) -> list[str]:
        """Every face this design can draw for ``game`` (for galleries and tests)."""
        ...

    def face(
        self, kit: Kit, game: str, card_id: str, size: tuple[int, int], info: dict | None
    ) -> pygame.Surface: ...

    def back(
        self, kit: Kit, game: str, size: tuple[int, int], deck: str, least: int = 0
    ) -> pygame.Surface:
        """A back; with `least`, no text under that size (in pixels) is printed on it."""
        ...
