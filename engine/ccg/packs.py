"""Packs of the Rage CCGs: the shape every pack has, its JSON form, and a game's packs.json.

A pack is an object with an id, a name, the edition's head (a Tribe, an allegiance: `HEAD`),
the card ids it starts with in play (Garou, Characters: `MEMBERS`) and two decks mapping card
ids to counts. Only the shape is checked here (CardDataError names the field); each edition
judges its own deck rules, with the sentences both write the same way (`unknown_cards`,
`of_type`).
"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, ClassVar, Self, cast

from engine.ccg.errors import CardDataError
from engine.core.bounded import BadInput, parse_json, read_file
from engine.i18n import _

DECKS = ("sept", "combat")


def check_deck_counts(deck: Any, source: str, pack_id: Any, field: str) -> None:
    """A pack's deck field maps card ids to counts of 1 or more."""
    if not isinstance(deck, dict) or not all(
        isinstance(c, str) and isinstance(n, int) and not isinstance(n, bool) and n > 0
        for c, n in deck.items()
    ):
        raise CardDataError(
            f"{source}: pack {pack_id!r}: field {field!r}: must map card ids to counts of 1 or more"
        )


@dataclass(frozen=True)
class Pack:
    """A pack; an edition's subclass adds its head and members fields (named by `HEAD` and
    `MEMBERS`, as in its JSON form), and `CHOICES`: the words a head may be, if not any text."""

    id: str
    name: str
    sept: tuple[tuple[str, int], ...]
    combat: tuple[tuple[str, int], ...]

    HEAD: ClassVar[str]
    MEMBERS: ClassVar[str]
    CHOICES: ClassVar[tuple[str, ...]] = ()
    #: the edition's packs.json
    FILE: ClassVar[Path]

    @property
    def members(self) -> tuple[str, ...]:
        found: tuple[str, ...] = getattr(self, self.MEMBERS)
        return found

    def sept_list(self) -> list[str]:
        return [cid for cid, n in self.sept for _copy in range(n)]

    def combat_list(self) -> list[str]:
        return [cid for cid, n in self.combat for _copy in range(n)]

    def all_ids(self) -> set[str]:
        return {*self.members, *(c for c, _n in self.sept), *(c for c, _n in self.combat)}

    @classmethod
    def from_json(cls, item: Any, source: str = "pack") -> Self:
        """A pack from its JSON form (a packs.json entry, a saved pack, a session option).
        Only the shape is checked here; the edition's `check_pack` judges the deck rules."""
        texts = ("id", "name") if cls.CHOICES else ("id", "name", cls.HEAD)
        if not isinstance(item, dict):
            raise CardDataError(f"{source}: a pack must be an object")
        pid = item.get("id", "?")
        for key in (*texts, *((cls.HEAD,) if cls.CHOICES else ()), cls.MEMBERS, *DECKS):
            if key not in item:
                raise CardDataError(f"{source}: pack {pid!r}: field {key!r}: is required")
        for key in texts:
            if not isinstance(item[key], str) or not item[key].strip():
                raise CardDataError(f"{source}: pack {pid!r}: field {key!r}: must be a text")
        if cls.CHOICES and item[cls.HEAD] not in cls.CHOICES:
            raise CardDataError(
                f"{source}: pack {pid!r}: field {cls.HEAD!r}: must be {' or '.join(cls.CHOICES)}"
            )
        listed = item[cls.MEMBERS]
        if not isinstance(listed, list) or not all(isinstance(g, str) for g in listed):
            raise CardDataError(
                f"{source}: pack {pid!r}: field {cls.MEMBERS!r}: must be a list of card ids"
            )
        for key in DECKS:
            check_deck_counts(item[key], source, pid, key)
        fields = {cls.HEAD: item[cls.HEAD], cls.MEMBERS: tuple(listed)}
        return cls(
            id=item["id"],
            name=item["name"],
            sept=tuple(item["sept"].items()),
            combat=tuple(item["combat"].items()),
            **fields,
        )

    def to_json(self) -> dict[str, Any]:
        """The JSON form `from_json` reads (order kept: it is the order decks are built in)."""
        return {
            "id": self.id,
            "name": self.name,
            self.HEAD: getattr(self, self.HEAD),
            self.MEMBERS: list(self.members),
            "sept": dict(self.sept),
            "combat": dict(self.combat),
        }

    @classmethod
    def read(cls, path: Path) -> dict[str, Self]:
        """A packs.json file (an object with a "packs" list), each pack by id."""
        try:
            raw = parse_json(read_file(path), source=path.name)
        except BadInput as exc:
            raise CardDataError(exc.message) from exc
        packs = raw.get("packs") if isinstance(raw, dict) else None
        if not isinstance(packs, list):
            raise CardDataError(f'{path.name}: must be an object with a "packs" list')
        return {pack.id: pack for pack in (cls.from_json(i, path.name) for i in packs)}

    @classmethod
    def shipped(cls) -> dict[str, Self]:
        """The edition's packs, by id (read once)."""
        found: dict[str, Self] = _shipped(cast(Any, cls))
        return found

    @classmethod
    def of_seat(cls, options: Mapping[str, Any], seat: int) -> Self:
        """The pack a seat plays: a shipped pack by id, or one written into the options in
        full (a player's own pack, so a log replays without it)."""
        entry = options["packs"][seat]
        return cls.from_json(entry) if isinstance(entry, dict) else cls.shipped()[entry]


@functools.cache
def _shipped(cls: Any) -> dict[str, Any]:
    found: dict[str, Any] = cls.read(cls.FILE)
    return found


# -- what both editions' deck rules say the same way ------------------------------------------------
def unknown_cards(pack: Pack, ids: Iterable[str], pool: Mapping[str, Any]) -> list[str]:
    """A sentence for each of `ids` (in order) that names no card of `pool`."""
    return [
        _("{name}: there is no card called {cid!r}.").format(name=pack.name, cid=cid)
        for cid in ids
        if cid not in pool
    ]


def of_type(
    pack: Pack,
    ids: Iterable[str],
    pool: Mapping[str, Any],
    kind: str,
    wrong: str,
    problems: list[str],
) -> Iterator[tuple[str, Any]]:
    """The cards of `ids` whose type is `kind`, in order, each with its id; one of another
    type adds `wrong` (a catalog sentence with {name}: the pack, {name2}: the card) to
    `problems` instead, in its place among the sentences the caller adds meanwhile."""
    for cid in ids:
        card = pool[cid]
        if card.type != kind:
            problems.append(_(wrong).format(name=pack.name, name2=card.name))
            continue
        yield cid, card
