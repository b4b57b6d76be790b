"""The app put together: every screen under its menu name, and every registered game.

This is the top of the desktop's imports: it may import any screen and the catalog of games,
and nothing under it imports it (the import-cycle test holds everyone to that).
"""

from __future__ import annotations

from desktop.games import Games
from desktop.screens import registry as names
from desktop.screens.registry import ScreenRegistry


def default_registry(games: Games | None = None) -> ScreenRegistry:
    """The menu and settings screens (and `games`, none unless given)."""
    from desktop.screens.menu import MainMenu
    from desktop.screens.settings import SettingsScreen

    registry = ScreenRegistry(games=games if games is not None else Games())
    registry.register(names.MENU, MainMenu)
    registry.register(names.SETTINGS, SettingsScreen)
    return registry


def app_registry(games: Games | None = None) -> ScreenRegistry:
    """Everything the application offers: the defaults, the screens that list or start games,
    and the games themselves (the catalog's, unless `games` is given, e.g. in tests)."""
    from desktop.games.catalog import all_games
    from desktop.learn.screen import LearnScreen
    from desktop.screens.continue_game import ContinueScreen, has_resumable
    from desktop.screens.deckbuilder import DeckBuilderScreen
    from desktop.screens.game_setup import new_game_screen
    from desktop.screens.lan import JoinScreen
    from desktop.screens.replays import ReplaysScreen
    from desktop.screens.rules import RulesScreen
    from desktop.screens.stats import StatsScreen

    registry = default_registry(games if games is not None else all_games())
    offered = registry.games
    registry.register(names.NEW_GAME, new_game_screen)
    registry.register(names.CONTINUE, ContinueScreen, enabled=lambda: has_resumable(offered))
    registry.register(names.RULES, RulesScreen)
    registry.register(names.LAN, JoinScreen)
    registry.register(names.REPLAYS, ReplaysScreen)
    registry.register(names.STATS, StatsScreen)
    registry.register(names.LEARN, LearnScreen, enabled=lambda: bool(offered.with_lessons()))
    registry.register(names.DECKS, DeckBuilderScreen, enabled=lambda: bool(offered.with_decks()))
    return registry
