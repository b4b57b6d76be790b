"""The one list of games: one line per game, in the order New game offers them.

Adding a game is its own folders plus one line here (import its registration, and name it in
`REGISTRATIONS`). Nothing else in the desktop names a game: the shared screens and modes read
the registry this builds. Only `desktop.wiring` and the top-level modes import this module.
"""

from __future__ import annotations

from desktop.games import Games
from desktop.screens.rage_lv.registration import REGISTRATION as RAGE_LV
from desktop.screens.rage_trick.registration import REGISTRATION as RAGE_TRICK
from desktop.screens.ragers.registration import REGISTRATION as RAGERS

REGISTRATIONS = (RAGE_TRICK, RAGERS, RAGE_LV)


def all_games() -> Games:
    """Every game of this build, as the registry the screens read."""
    return Games(REGISTRATIONS)
