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
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from desktop.games.registration import UserCards
from engine.ccg.loader import read

log = logging.getLogger(__name__)


@dataclass
class CardSetReport:
    cards: dict[str, Any] = field(default_factory=dict)  # id -> engine Card (good files only)
    raw: dict[str, dict[str, Any]] = field(default_factory=dict)  # id -> its JSON object
    problems: list[str] = field(default_factory=list)  # one sentence each: file, card, field
    files: dict[str, int] = field(default_factory=dict)  # good file name -> cards taken
    rejected: list[str] = field(default_factory=list)  # file names kept out

    @property
    def ok(self) -> bool:
        return not self.problems


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
    report = CardSetReport()
    directory = Path(directory)
    try:
        pool = dict(kind.shipped() if shipped is None else shipped)
    except Exception as exc:  # pragma: no cover - a broken install
        report.problems.append(f"The shipped cards could not be loaded: {exc}")
        pool = {}
    if not directory.is_dir():
        return report
    try:
        # Every entry named *.json, whatever it is: a folder, a pipe or a link that loops is
        # named among the problems (the loader's reader refuses it), never skipped unsaid.
        paths = sorted(directory.glob("*.json"))
    except OSError as exc:
        report.problems.append(f"{directory}: could not be read ({exc.strerror or exc}).")
        return report
    loaded: list[tuple[Path, list[Any]]] = []
    raws: dict[int, dict[str, Any]] = {}
    for path in paths:
        try:
            found = kind.load_file(path)
            # Each card's object as written, for a game's options: read again (bounded), and
            # if the file changed in between, refused rather than paired wrongly.
            objects = read_cards(path)
            if objects is None or len(objects) != len(found):
                raise kind.error(f"{path.name}: changed while it was being read; try again.")
        except kind.error as exc:
            report.problems.append(str(exc))
            report.rejected.append(path.name)
            continue
        except OSError as exc:  # missing, no permission, a symbolic link that loops
            report.problems.append(f"{path.name}: could not be read ({exc.strerror or exc}).")
            report.rejected.append(path.name)
            continue
        except Exception as exc:  # the loader must never take the app down
            report.problems.append(
                f"{path.name}: could not be loaded ({type(exc).__name__}: {exc})."
            )
            report.rejected.append(path.name)
            continue
        for c, obj in zip(found, objects, strict=True):
            raws[id(c)] = obj
        loaded.append((path, found))
    known = dict(pool)
    for _path, found in loaded:
        known.update({c.id: c for c in found if c.id not in known})
    taken: dict[str, str] = {}
    for path, found in loaded:
        problems = []
        for c in found:
            if c.id in pool:
                problems.append(
                    f"{path.name}: card {c.id!r}: field 'id': is already a shipped card; choose another id."
                )
            elif c.id in taken:
                problems.append(
                    f"{path.name}: card {c.id!r}: field 'id': is also used in {taken[c.id]}."
                )
        if kind.check is not None:
            problems += kind.check(path, found, known)
        if problems:
            report.problems.extend(problems)
            report.rejected.append(path.name)
            continue
        for c in found:
            taken[c.id] = path.name
            report.cards[c.id] = c
            report.raw[c.id] = raws[id(c)]
        report.files[path.name] = len(found)
    for line in report.problems:
        log.warning("user card set: %s", line)
    return report


def read_cards(path: Path) -> list[dict[str, Any]] | None:
    """The card objects of a card file as written (through the bounded reader), or None."""
    raw = read(path)
    cards = raw.get("cards") if isinstance(raw, dict) else None
    if not isinstance(cards, list) or not all(isinstance(c, dict) for c in cards):
        return None
    return [dict(c) for c in cards if isinstance(c, dict)]


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
