"""A game's card designs, imported the first time one of its cards is drawn.

Registering a :class:`LazyArt` costs nothing at start-up: the design module (and whatever it
loads, such as the Rage CCG's card data) is imported on the first face, back or card list.
"""

from __future__ import annotations

import importlib
from typing import Any

import pygame

from .kit import Kit


class LazyArt:
    """Stands in for ``module.name()`` (a GameArt) until it is first needed."""

    def __init__(self, games: tuple[str, ...], module: str, name: str) -> None:
        self.games = tuple(games)
        self._module = module
        self._name = name
        self._art: Any = None

    @property
    def art(self) -> Any:
        """The real design object (imported and built on first access)."""
        if self._art is None:
            module = importlib.import_module(self._module, __package__)
            self._art = getattr(module, self._name)()
        return self._art

    def card_ids(self, game: str) -> list[str]:
        return self.art.card_ids(game)

    def face(
        self, kit: Kit, game: str, card_id: str, size: tuple[int, int], info: dict | None
    ) -> pygame.Surface:
        return self.art.face(kit, game, card_id, size, info)

    def back(
        self, kit: Kit, game: str, size: tuple[int, int], deck: str, least: int = 0
    ) -> pygame.Surface:
        return self.art.back(kit, game, size, deck, least)

    def __getattr__(self, name: str) -> Any:
        # Optional extras of the design (e.g. decks()) pass through.
        if name.startswith("_"):
            raise AttributeError(name)
        return getattr(self.art, name)


__all__ = ["LazyArt"]
