"""Which table plays a replay of which game, and where the replay bar sits on it, from the
games' registrations.

Each game's table is built on a ReplayRunner, exactly as live play builds it on a GameRunner;
`previous` is the table being replaced after a seek, so its card faces (the costly part) are
reused.
"""

from __future__ import annotations

from typing import Any

import pygame

from desktop.games import Games
from desktop.replay import ReplayRunner
from engine.i18n import _

#: where the bar goes on a game this build has no table for (it only shows a message then)
DEFAULT_BAR = (318, 1006, 1180, 68)


def can_replay(games: Games, game: str) -> bool:
    return game in games


def bar_rect(games: Games, game: str) -> pygame.Rect:
    found = games.get(game)
    return pygame.Rect(found.replay_bar if found is not None else DEFAULT_BAR)


def seek_words(games: Games, game: str) -> dict[str, str]:
    """The game's words for its kinds of mark ({"trick": "Trick", ...}), in the active
    language."""
    found = games.get(game)
    return {kind: _(word) for kind, word in found.seek_units} if found is not None else {}


def make_table(app: Any, runner: ReplayRunner, previous: Any = None) -> Any:
    games = Games.of(app)
    found = games.get(runner.game)
    if found is None:
        raise LookupError(
            _("Replays of {title} can't be shown yet.").format(title=games.title(runner.game))
        )
    faces = getattr(previous, "faces", None) if previous is not None else None
    return found.table(app, runner, perspective=runner.viewpoint, faces=faces, replay=True)
