"""The games the app offers: each game's one registration, and the registry that lists them.

`GameRegistration` (registration.py) is what a game tells the app about itself; the game's own
folder builds it. `catalog.py` holds the one list of games, one line each. The shared screens
read the registry's games with `Games.of(app)`, so none of them names a game and a new
game touches only its own folders and that one line. See docs/architecture.md.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING

from desktop.games.registration import GameRegistration
from engine.i18n import _

if TYPE_CHECKING:
    from desktop.screens.base import AppServices


class Games:
    """The registered games, in menu order. Read-only: `plus` makes a new registry."""

    def __init__(self, registrations: Iterable[GameRegistration] = ()) -> None:
        self._all: tuple[GameRegistration, ...] = tuple(registrations)
        self._by_id = {g.ruleset: g for g in self._all}
        if len(self._by_id) != len(self._all):
            raise ValueError("two registrations share a ruleset id")

    @staticmethod
    def of(app: AppServices) -> Games:
        """The games `app` offers: its registry's (typed loosely there, see ScreenCatalog)."""
        games = app.registry.games
        if not isinstance(games, Games):
            raise TypeError(f"the app's registry holds {type(games).__name__}, not Games")
        return games

    def __iter__(self) -> Iterator[GameRegistration]:
        return iter(self._all)

    def __len__(self) -> int:
        return len(self._all)

    def __contains__(self, game: object) -> bool:
        return game in self._by_id

    def __getitem__(self, game: str) -> GameRegistration:
        return self._by_id[game]

    def get(self, game: str) -> GameRegistration | None:
        return self._by_id.get(game)

    def ids(self) -> list[str]:
        return [g.ruleset for g in self._all]

    def title(self, game: str) -> str:
        """The game's name as players see it (its id for a game this build does not know)."""
        found = self._by_id.get(game)
        return _(found.title) if found is not None else game

    def choices(self) -> list[tuple[str, str]]:
        """(id, title) of every game, for a Game control."""
        return [(g.ruleset, _(g.title)) for g in self._all]

    def first(self) -> GameRegistration:
        if not self._all:
            raise LookupError("no game is registered")
        return self._all[0]

    def hostable(self) -> list[GameRegistration]:
        """Games whose table can be played on the LAN."""
        return [g for g in self._all if g.lan]

    def with_decks(self) -> list[GameRegistration]:
        """Games whose players build packs in the deck builder."""
        return [g for g in self._all if g.decks is not None]

    def with_lessons(self) -> list[GameRegistration]:
        """Games with a "Learn to play" course."""
        return [g for g in self._all if g.lessons is not None]

    def plus(self, *more: GameRegistration) -> Games:
        """This registry with more games after these (tests register a toy game this way)."""
        return Games((*self._all, *more))


__all__ = ["GameRegistration", "Games"]
