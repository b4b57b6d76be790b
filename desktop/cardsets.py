"""Bring your own cards: user card sets, as JSON files in `<data dir>/cards/<game id>/`.

Players who own the physical cards put card sets in their game's folder (see `Paths`;
RAGE_TABLE_HOME redirects it). A file is an object with a "cards" list, each card in the
game's own card schema; the game's registration says how to load and check them
(`desktop.games.registration.UserCards`), and `write_starter_files` puts its README, template
and example there.

Every file is checked with the engine's own loader, so the messages name the file, the card
and the field. A file with any problem stays out of the collection *as a whole* until it is
fixed, and nothing here ever raises: the app reports and carries on.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from desktop.games.registration import UserCards
from engine.ccg.cardsets import SetReport, check_sets, read_cards

__all__ = ["CardSetReport", "cardsets_dir", "load_user_sets", "read_cards", "write_starter_files"]
log = logging.getLogger(__name__)


#: the engine's report of a card set (one verdict for the deck builder and `engine cards check`)
CardSetReport = SetReport


def cardsets_dir(game: str, paths: Any = None) -> Path:
    """Where the player's own card sets for `game` (a ruleset id) live."""
    if paths is None:
        from desktop.store.paths import Paths

        paths = Paths.from_env()
    return Path(paths.data_dir) / "cards" / game


def load_user_sets(
    kind: UserCards, directory: Path, shipped: Mapping[str, Any] | None = None
) -> CardSetReport:
    """Every good card file in `directory`; bad files are reported, never raised."""
    directory = Path(directory)
    if not directory.is_dir():
        return check_sets(kind, [], shipped)
    try:
        # Every entry named *.json, whatever it is: a folder, a pipe or a link that loops is
        # named among the problems (the loader's reader refuses it), never skipped unsaid; a
        # .toml file is named too (engine.ccg.cardsets).
        paths = sorted([*directory.glob("*.json"), *directory.glob("*.toml")])
    except OSError as exc:
        return SetReport(problems=[f"{directory}: could not be read ({exc.strerror or exc})."])
    report = check_sets(kind, paths, shipped)
    for line in report.problems:
        log.warning("user card set: %s", line)
    return report


def write_starter_files(kind: UserCards, directory: Path) -> Path:
    """Create the folder with the game's README, template and example (never overwrites)."""
    directory = Path(directory)
    directory.mkdir(parents=True, exist_ok=True)
    files = kind.starter_files() if kind.starter_files is not None else {}
    for name, text in files.items():
        path = directory / name
        if not path.exists():
            path.write_text(text, encoding="utf-8")
    return directory
