"""Pack files of the Rage CCGs: the shape every pack has, and reading a game's packs.json.

A pack is an object with an id, a name, the game's text fields (an allegiance, a Tribe), a list
of the Characters it starts with and two decks mapping card ids to counts. Only the shape is
checked here (CardDataError names the field); each game judges its own deck rules.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any, TypeVar

from engine.ccg.deal import check_deck_counts
from engine.ccg.errors import CardDataError
from engine.core.bounded import BadInput, parse_json, read_file

P = TypeVar("P")
DECKS = ("sept", "combat")


def check_pack_shape(
    item: Any,
    source: str,
    *,
    texts: tuple[str, ...],
    members: str,
    choices: Mapping[str, tuple[str, ...]] | None = None,
) -> None:
    """Refuse a pack object whose fields are missing or of the wrong kind: `texts` must be
    non-empty texts, `choices` one of their words, `members` a list of card ids, and the two
    decks counts of card ids."""
    if not isinstance(item, dict):
        raise CardDataError(f"{source}: a pack must be an object")
    pid = item.get("id", "?")
    for key in (*texts, *(choices or {}), members, *DECKS):
        if key not in item:
            raise CardDataError(f"{source}: pack {pid!r}: field {key!r}: is required")
    for key in texts:
        if not isinstance(item[key], str) or not item[key].strip():
            raise CardDataError(f"{source}: pack {pid!r}: field {key!r}: must be a text")
    for key, allowed in (choices or {}).items():
        if item[key] not in allowed:
            raise CardDataError(
                f"{source}: pack {pid!r}: field {key!r}: must be {' or '.join(allowed)}"
            )
    listed = item[members]
    if not isinstance(listed, list) or not all(isinstance(g, str) for g in listed):
        raise CardDataError(
            f"{source}: pack {pid!r}: field {members!r}: must be a list of card ids"
        )
    for key in DECKS:
        check_deck_counts(item[key], source, pid, key)


def read_packs(path: Path, from_json: Callable[[Any, str], P]) -> dict[str, P]:
    """A packs.json file (an object with a "packs" list), each pack by id."""
    try:
        raw = parse_json(read_file(path), source=path.name)
    except BadInput as exc:
        raise CardDataError(exc.message) from exc
    packs = raw.get("packs") if isinstance(raw, dict) else None
    if not isinstance(packs, list):
        raise CardDataError(f'{path.name}: must be an object with a "packs" list')
    found: dict[str, P] = {}
    for item in packs:
        pack = from_json(item, path.name)
        found[pack.id] = pack  # type: ignore[attr-defined]
    return found
