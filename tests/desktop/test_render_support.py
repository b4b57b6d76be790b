"""Helpers for the card-face tests (this module holds no tests itself): a renderer that draws
every registered game's cards, as the gallery builds it."""

from __future__ import annotations

from typing import Any

from desktop.games.catalog import all_games
from desktop.render import CardRenderer


def every_game_renderer(**kwargs: Any) -> CardRenderer:
    return CardRenderer(arts=[g.card_art() for g in all_games()], **kwargs)
