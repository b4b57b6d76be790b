"""Saved packs: one JSON file per pack in `<data dir>/<packs folder>/`, written atomically.

A file holds {"format": <the game's pack format>, "version": 1, "pack": {id, name, <head>,
<members>, sept, combat}} (a bare pack object, as in the engine's packs.json, is read too, so a
pack can be written by hand); the game's `DeckRules` name the format and the folder. There is
no checksum on purpose: these files are meant to be edited and shared. A file that cannot be read is listed with its error and never raises.

The game's starter packs are listed first, read-only: opening one makes an unsaved copy.

`pack_choices()` is what the New game screen offers per seat: every saved pack that is legal
under the loosest deck settings, as (the pack in full, its label). The full pack becomes the session's
option, so the game's log replays without the file.
"""

from __future__ import annotations

import json
import logging
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from desktop.games.registration import DeckRules
from desktop.store.atomic import atomic_write_text
from engine.core.bounded import BadInput, Limits, parse_json, read_file
from engine.i18n import _

log = logging.getLogger(__name__)

VERSION = 1
#: A pack file is a few KB: a Tribe, its members and two decks of card ids and counts.
PACK_LIMITS = Limits(max_bytes=1_000_000, max_depth=16, max_string=4096)


def packs_dir(rules: DeckRules, paths: Any = None) -> Path:
    return folder_of_packs(rules.packs_folder, paths)


def folder_of_packs(name: str, paths: Any = None) -> Path:
    """The data folder's `name` folder, where a game's saved packs lie."""
    if paths is None:
        from desktop.store.paths import Paths

        paths = Paths.from_env()
    return Path(paths.data_dir) / name


def saved_pack_files(name: str) -> bool:
    """Whether the saved packs' folder `name` holds a pack file (a cheap look, no rules)."""
    try:
        return any(folder_of_packs(name).glob("*.json"))
    except OSError:
        return True  # let the full reading say what is wrong


@dataclass
class Entry:
    """One row of the packs list: a starter template, a saved pack, or a broken file."""

    key: str  # "starter:<id>" or the file stem
    label: str
    pack: Any = None
    error: str = ""
    starter: bool = False
    path: Path | None = None

    @property
    def broken(self) -> bool:
        return self.pack is None


def slug(name: str) -> str:
    text = re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")
    return text[:40].strip("-") or "pack"


def read_pack_file(path: Path, rules: DeckRules) -> Any:
    """The pack in `path`; the game's error (`rules.error`) with a sentence naming the problem
    otherwise."""
    try:
        raw = parse_json(read_file(path, PACK_LIMITS), source=path.name, limits=PACK_LIMITS)
    except BadInput as exc:  # too big, a folder or a pipe, not text, not JSON, too deep
        raise rules.error(exc.message) from exc
    except OSError as exc:
        raise rules.error(f"{path.name}: could not be read ({exc.strerror or exc})") from exc
    if isinstance(raw, dict) and "pack" in raw:
        if raw.get("format", rules.file_format) != rules.file_format:
            raise rules.error(f"{path.name}: is not a Rage pack ({raw.get('format')!r})")
        version = raw.get("version", VERSION)
        if not isinstance(version, int) or version > VERSION:
            raise rules.error(
                f"{path.name}: was saved by a newer Rage Table (format {version}); update to open it"
            )
        raw = raw["pack"]
    return rules.from_json(raw, path.name)


class PackStore:
    def __init__(self, rules: DeckRules, directory: Path | None = None) -> None:
        self.rules = rules
        self.directory = packs_dir(rules) if directory is None else Path(directory)

    def entries(self) -> list[Entry]:
        """Starters first, then every *.json file in the folder (broken ones included)."""
        out = [
            Entry(f"starter:{p.id}", p.name, pack=p, starter=True)
            for p in sorted(self.rules.starters().values(), key=lambda p: p.name)
        ]
        try:
            files = sorted(self.directory.glob("*.json"))  # a folder or a pipe too: named
        except OSError as exc:
            log.warning("cannot list %s: %s", self.directory, exc)
            return out
        for path in files:
            try:
                pack = read_pack_file(path, self.rules)
            except self.rules.error as exc:
                out.append(Entry(path.stem, path.name, error=str(exc), path=path))
            except Exception as exc:  # never let one file take the screen down
                log.exception("unexpected error reading %s", path)
                out.append(Entry(path.stem, path.name, error=f"{path.name}: {exc}", path=path))
            else:
                out.append(Entry(path.stem, pack.name, pack=pack, path=path))
        return out

    def taken(self) -> set[str]:
        try:
            stems = {p.stem for p in self.directory.glob("*.json")}
        except OSError:
            stems = set()
        return stems | set(self.rules.starters())

    def free_id(self, name: str, keep: str = "") -> str:
        """An id (and file stem) from the name, clear of starters and other files."""
        base = slug(name)
        taken = self.taken() - {keep}
        if base not in taken:
            return base
        n = 2
        while f"{base}-{n}" in taken:
            n += 1
        return f"{base}-{n}"

    def path(self, pack_id: str) -> Path:
        return self.directory / f"{pack_id}.json"

    def save(self, pack: Any) -> Path:
        """Write `pack` as <id>.json atomically; returns the path."""
        if pack.id in self.rules.starters():
            raise ValueError("The starter packs are read-only; save a copy under another name.")
        rules = self.rules
        data = {"format": rules.file_format, "version": VERSION, "pack": rules.to_json(pack)}
        path = self.path(pack.id)
        atomic_write_text(path, json.dumps(data, indent=2, ensure_ascii=False) + "\n")
        return path

    def delete(self, pack_id: str) -> None:
        if pack_id in self.rules.starters() or pack_id.startswith("starter:"):
            raise ValueError("The starter packs cannot be deleted.")
        self.path(pack_id).unlink(missing_ok=True)


def playable(pack: Any, rules: DeckRules, pool: Mapping[str, Any] | None = None) -> bool:
    """Legal under the game's loosest deck settings (the highest Renown level...); the New game
    screen names the rule it breaks under the settings chosen.

    `pool`: the cards it may use (the shipped ones plus the player's own good cards).
    """
    return not rules.check(pack, rules.defaults(**rules.loosest), pool)


def pack_choices(
    rules: DeckRules, directory: Path | None = None, pool: Mapping[str, Any] | None = None
) -> list[tuple[dict[str, Any], str]]:
    """Saved packs for the New game screen: (the pack in full, "Name (yours)"). Never raises.

    `pool`: the cards the packs may use (None: the shipped ones).
    """
    try:
        entries = PackStore(rules, directory).entries()
    except Exception:  # pragma: no cover - a broken install must not break New game
        log.exception("cannot list the saved packs")
        return []
    out = []
    for entry in entries:
        if entry.starter or entry.pack is None or not playable(entry.pack, rules, pool):
            continue
        name = entry.pack.name if len(entry.pack.name) <= 18 else entry.pack.name[:17] + "…"
        out.append((rules.to_json(entry.pack), _("{name} (yours)").format(name=name)))
    return out


def offered_packs(
    rules: DeckRules, user_cards: Callable[[], Mapping[str, Any]] | None = None
) -> list[tuple[dict[str, Any], str]]:
    """A game's saved packs for New game's per-seat choice, checked against its shipped cards
    and the player's own (`user_cards()`: their good cards by id). Never raises."""
    try:
        mine = user_cards() if user_cards is not None else {}
        pool = {**rules.cards(), **mine} if mine else None
        return pack_choices(rules, pool=pool)
    except Exception:  # New game must open whatever the packs folder holds
        log.exception("cannot list the saved packs")
        return []
