"""The learner's progress: lessons finished, and the moves of a lesson left half-way.

One small JSON file, `<data dir>/learn/progress.json`, written atomically. A missing file is
a fresh start; a damaged or newer one is reported (`problem`), kept aside as
`progress.json.broken-<time>` at the next save (never over an earlier copy), and never crashes
anything.
"""

from __future__ import annotations

import json
import logging
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from desktop.store.atomic import atomic_write_text, keep_aside
from desktop.store.paths import Paths
from engine.core.bounded import BadInput, Limits, parse_json, read_file
from engine.i18n import _

#: A progress file is a few KB: lessons done and the moves of those left half-way.
LIMITS = Limits(max_bytes=4 * 1024 * 1024, max_depth=16, max_string=4096)

log = logging.getLogger(__name__)

FORMAT = 1
FILE = Path("learn") / "progress.json"


@dataclass
class Resume:
    """A lesson left half-way: its game's seed and every move made so far."""

    seed: int
    moves: list[tuple[int, dict[str, Any]]]


@dataclass
class Progress:
    path: Path | None
    #: game -> {"done": [lesson ids], "open": {lesson id: {"seed": n, "moves": [[seat, cmd]]}}}
    games: dict[str, dict[str, Any]] = field(default_factory=dict)
    #: why the file could not be read ("" when it was fine or missing)
    problem: str = ""

    @classmethod
    def load(cls, paths: Paths | None = None) -> Progress:
        try:
            path = (paths or Paths.from_env()).data_dir / FILE
        except (OSError, RuntimeError) as exc:  # no home folder at all: keep it in memory
            log.warning("lesson progress is not kept: %s", exc)
            return cls(None)
        try:
            raw = parse_json(read_file(path, LIMITS), source=path.name, limits=LIMITS)
        except FileNotFoundError:
            return cls(path)
        except (OSError, BadInput) as exc:
            log.warning("could not read %s: %s", path, exc)
            return cls(
                path,
                problem=_("Your lesson progress could not be read ({name}).").format(
                    name=path.name
                ),
            )
        games = _games(raw)
        if games is None:
            return cls(
                path,
                problem=_("Your lesson progress file ({name}) is not one we know.").format(
                    name=path.name
                ),
            )
        return cls(path, games)

    # -- questions --------------------------------------------------------------------------
    def done(self, game: str) -> set[str]:
        return set(self.games.get(game, {}).get("done", []))

    def resume(self, game: str, lesson: str) -> Resume | None:
        item = self.games.get(game, {}).get("open", {}).get(lesson)
        if not isinstance(item, dict):
            return None
        try:
            moves = [(int(seat), dict(cmd)) for seat, cmd in item.get("moves", [])]
            return Resume(int(item.get("seed", 1)), moves)
        except (TypeError, ValueError):
            return None

    # -- changes ----------------------------------------------------------------------------
    def _game(self, game: str) -> dict[str, Any]:
        entry = self.games.setdefault(game, {})
        entry.setdefault("done", [])
        entry.setdefault("open", {})
        return entry

    def keep(self, game: str, lesson: str, seed: int, moves: list[tuple[int, Any]]) -> None:
        """Remember a lesson left half-way (no moves: forget it)."""
        entry = self._game(game)
        if moves:
            entry["open"][lesson] = {"seed": seed, "moves": [[s, c] for s, c in moves]}
        else:
            entry["open"].pop(lesson, None)

    def finish(self, game: str, lesson: str) -> None:
        entry = self._game(game)
        entry["open"].pop(lesson, None)
        if lesson not in entry["done"]:
            entry["done"].append(lesson)

    def save(self) -> bool:
        """Write the file; False (logged) when the disk refuses. Never raises."""
        if self.path is None:
            return False
        text = json.dumps({"format": FORMAT, "games": self.games}, indent=1, sort_keys=True)
        try:
            if self.problem and self.path.exists():
                # Keep what could not be read instead of writing over it.
                if self.path.is_dir() or keep_aside(self.path) is None:
                    log.warning("lesson progress %s is left as it is, unsaved", self.path)
                    return False
                self.problem = ""
            atomic_write_text(self.path, text + "\n")
        except OSError as exc:
            log.warning("could not save lesson progress: %s", exc)
            return False
        return True


def _games(raw: Any) -> dict[str, dict[str, Any]] | None:
    """The games part of a parsed file, cleaned; None when it is not our format."""
    if not isinstance(raw, dict) or raw.get("format") != FORMAT:
        return None
    games = raw.get("games")
    if not isinstance(games, dict):
        return None
    out: dict[str, dict[str, Any]] = {}
    for game, entry in games.items():
        if not isinstance(entry, dict):
            continue
        done = [d for d in entry.get("done", []) if isinstance(d, str)]
        opened = entry.get("open", {})
        out[str(game)] = {"done": done, "open": opened if isinstance(opened, dict) else {}}
    return out
