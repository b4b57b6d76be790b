"""Named screen factories, so the menu can open screens other people write later.

The lead registers "new_game", "continue", "rules" (and tables) next to the defaults;
`enabled` tells the menu whether an entry makes sense right now (e.g. a save exists).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

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


@dataclass
class _Entry:
    factory: ScreenFactory
    enabled: Callable[[], bool] | None = None


@dataclass
class ScreenRegistry:
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


def default_registry() -> ScreenRegistry:
    """The menu and settings screens; everything else is registered by its owner."""
    from desktop.screens.menu import MainMenu
    from desktop.screens.settings import SettingsScreen

    registry = ScreenRegistry()
    registry.register(MENU, MainMenu)
    registry.register(SETTINGS, SettingsScreen)
    return registry


def app_registry() -> ScreenRegistry:
    """Everything the application offers: the defaults plus the game screens (new game,
    continue, rules) that the menu opens."""
    from desktop.screens.continue_game import ContinueScreen, has_resumable
    from desktop.screens.rules import RulesScreen
    from desktop.screens.setup import SetupScreen

    registry = default_registry()
    registry.register(NEW_GAME, SetupScreen)
    registry.register(CONTINUE, ContinueScreen, enabled=has_resumable)
    registry.register(RULES, RulesScreen)
    from desktop.screens.lan import JoinScreen

    registry.register(LAN, JoinScreen)
    from desktop.screens.replays import ReplaysScreen
    from desktop.screens.stats import StatsScreen

    registry.register(REPLAYS, ReplaysScreen)
    registry.register(STATS, StatsScreen)
    from desktop.screens.deckbuilder import DeckBuilderScreen

    registry.register(DECKS, DeckBuilderScreen)
    return registry
