"""A player's own card sets, checked as a whole: the one verdict both the deck builder (the
card-set folder) and `python -m engine cards check FILE...` give.

`check_sets(kind, paths)` reads each file with the edition's loader and says, one sentence
each with file, card and field, what is refused (a file with any refusal stays out *as a
whole*) and what is only warned (a name or word no card has: it loads, and may be meant).
A card set is a `.json` file (its cards travel in a game's options as JSON): a `.toml` file
is named, never passed over unsaid. Nothing here raises: a broken file is a refusal.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

from engine.ccg.loader import read
from engine.i18n import _

log = logging.getLogger(__name__)


class SetChecks(Protocol):
    """How an edition loads and checks a card set (desktop's `UserCards` is one)."""

    @property
    def load_file(self) -> Callable[[Path], list[Any]]: ...

    @property
    def error(self) -> type[Exception]: ...

    @property
    def shipped(self) -> Callable[[], Mapping[str, Any]]: ...

    @property
    def check(self) -> Callable[[Path, list[Any], Mapping[str, Any]], list[str]] | None: ...

    @property
    def warn(self) -> Callable[[list[Any], Mapping[str, Any]], list[str]] | None: ...

    @property
    def check_card(self) -> Callable[[str, Any, int], Any] | None: ...


@dataclass(frozen=True)
class Checks:
    """An edition's `SetChecks`, as the engine's own card modules give it."""

    load_file: Callable[[Path], list[Any]]
    error: type[Exception]
    shipped: Callable[[], Mapping[str, Any]]
    check: Callable[[Path, list[Any], Mapping[str, Any]], list[str]] | None = None
    warn: Callable[[list[Any], Mapping[str, Any]], list[str]] | None = None
    #: one card object of a file, checked alone (source, object, index): a refused file then
    #: names every card it refuses, not only the first
    check_card: Callable[[str, Any, int], Any] | None = None


@dataclass
class SetReport:
    cards: dict[str, Any] = field(default_factory=dict)  # id -> engine Card (good files only)
    raw: dict[str, dict[str, Any]] = field(default_factory=dict)  # id -> its JSON object
    problems: list[str] = field(default_factory=list)  # one sentence each: file, card, field
    #: what the good files name that no card has (it loads, and may be deliberate): same form
    warnings: list[str] = field(default_factory=list)
    files: dict[str, int] = field(default_factory=dict)  # good file name -> cards taken
    rejected: list[str] = field(default_factory=list)  # file names kept out

    @property
    def ok(self) -> bool:
        return not self.problems


def not_json(name: str) -> str:
    return _("{file}: is not read: card sets here are .json files (write it as JSON).").format(
        file=name
    )


def check_sets(
    kind: SetChecks,
    paths: Iterable[Path],
    shipped: Mapping[str, Any] | None = None,
) -> SetReport:
    """Every good card file among `paths`, the refusals and the warnings; never raises."""
    report = SetReport()
    try:
        pool = dict(kind.shipped() if shipped is None else shipped)
    except Exception as exc:  # pragma: no cover - a broken install
        report.problems.append(f"The shipped cards could not be loaded: {exc}")
        pool = {}
    json_paths: list[Path] = []
    for path in paths:
        if path.suffix.lower() == ".toml":
            report.problems.append(not_json(path.name))
            report.rejected.append(path.name)
        else:
            json_paths.append(path)
    loaded: list[tuple[Path, list[Any]]] = []
    raws: dict[int, dict[str, Any]] = {}
    for path in json_paths:
        try:
            found = kind.load_file(path)
            # Each card's object as written, for a game's options: read again (bounded), and
            # if the file changed in between, refused rather than paired wrongly.
            objects = read_cards(path)
            if objects is None or len(objects) != len(found):
                raise kind.error(f"{path.name}: changed while it was being read; try again.")
        except kind.error as exc:
            report.problems.append(str(exc))
            report.problems += [p for p in _each_card(kind, path) if p != str(exc)]
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
        problems = _clashes(path, found, pool, taken)
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
        if kind.warn is not None:
            try:
                report.warnings += kind.warn(found, known)
            except Exception as exc:  # the checks must never take the app down
                log.warning("user card set %s: warnings failed: %s", path.name, exc)
    return report


def _clashes(
    path: Path, found: Sequence[Any], pool: Mapping[str, Any], taken: Mapping[str, str]
) -> list[str]:
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
    return problems


def _each_card(kind: SetChecks, path: Path) -> list[str]:
    """Every card object of a refused file checked alone: each one's refusal."""
    if kind.check_card is None:
        return []
    try:
        objects = read(path)
    except Exception:  # the file itself is what is refused: said already
        return []
    cards = objects.get("cards") if isinstance(objects, dict) else None
    found = []
    for i, obj in enumerate(cards if isinstance(cards, list) else []):
        try:
            kind.check_card(path.name, obj, i)
        except kind.error as exc:
            found.append(str(exc))
        except Exception as exc:  # the checks must never take the app down
            found.append(f"{path.name}: card #{i}: could not be checked ({type(exc).__name__}).")
    return found


def read_cards(path: Path) -> list[dict[str, Any]] | None:
    """The card objects of a card file as written (through the bounded reader), or None."""
    raw = read(path)
    cards = raw.get("cards") if isinstance(raw, dict) else None
    if not isinstance(cards, list) or not all(isinstance(c, dict) for c in cards):
        return None
    return [dict(c) for c in cards if isinstance(c, dict)]
