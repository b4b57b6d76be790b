"""Named screen factories, so the menu can open screens other people write later, and the
games the app offers (`games`, read by every screen that lists or starts a game).

`desktop.wiring` fills a registry with the app's screens and games; `enabled` tells the menu
whether an entry makes sense right now (e.g. a save exists). This module imports no screen.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from desktop.games import Games

if TYPE_CHECKING:
    from desktop.screens.base import AppServices, Screen

ScreenFactory = Callable[..., "Screen | None"]
"""Called as factory(app, **kwargs); may return None when there is nothing to show."""

# The names the main menu uses.
MENU = "menu"
SETTINGS = "settings"
NEW_GAME = "new_game"
CONTINUE = "continue"
RULES = "rules"
LAN = "lan"
REPLAYS = "replays"
STATS = "stats"
DECKS = "decks"
LEARN = "learn"


@dataclass
class _Entry:
    factory: ScreenFactory
    enabled: Callable[[], bool] | None = None


@dataclass
class ScreenRegistry:
    games: Games = field(default_factory=Games)
    _entries: dict[str, _Entry] = field(default_factory=dict)

    def register(
        self, name: str, factory: ScreenFactory, *, enabled: Callable[[], bool] | None = None
    ) -> None:
        """Add or replace a screen factory."""
        self._entries[name] = _Entry(factory, enabled)

    def unregister(self, name: str) -> None:
        self._entries.pop(name, None)

    def __contains__(self, name: str) -> bool:
        return name in self._entries

    def names(self) -> list[str]:
        return list(self._entries)

    def available(self, name: str) -> bool:
        entry = self._entries.get(name)
        if entry is None:
            return False
        return entry.enabled is None or bool(entry.enabled())

    def create(self, name: str, app: AppServices, **kwargs: Any) -> Screen | None:
        entry = self._entries.get(name)
        if entry is None:
            return None
        return entry.factory(app, **kwargs)
