"""Loading and checking the Ragers card data (cards.toml).

The data is immutable once loaded; every problem is reported as a DataError naming the file,
the card (or section) and the field, so whoever edits the file can fix it quickly.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any, NoReturn

from engine.core.bounded import BadInput, parse_toml, read_file
from engine.i18n import _

DEFAULT_PATH = Path(__file__).with_name("cards.toml")

#: The rules refer to these special cards by name, so the data must define them.
SPECIAL_KINDS = ("chancer", "cheater", "deadeye", "stopper", "veteran")
SIDE_IDS = ("acc", "def")


class DataError(ValueError):
    """The card data file is malformed; the message names file, card and field."""


@dataclass(frozen=True)
class Side:
    id: str
    name: str
    color: str
    seat: int
    places: str


@dataclass(frozen=True)
class CombatKind:
    kind: str
    name: str
    klass: str  # "attack" or "special"
    beats: str | None
    gp: tuple[int, ...]  # one value per copy
    text: str

    @property
    def is_attack(self) -> bool:
        return self.klass == "attack"


@dataclass(frozen=True)
class Patron:
    id: str
    name: str
    forbids: str | None
    row_limit: int
    text: str


@dataclass(frozen=True)
class Cheers:
    id: str
    requires: tuple[str, ...]
    forbids: str | None
    gp: int


@dataclass(frozen=True)
class CardData:
    source: str
    note: str
    sides: tuple[Side, ...]
    kinds: dict[str, CombatKind]
    patrons: dict[str, Patron]
    cheers: dict[str, Cheers]

    # -- combat cards --------------------------------------------------------------------------
    def deck(self, seat: int) -> list[str]:
        """Every combat card id of a seat's side, in data order."""
        side = self.sides[seat].id
        return [
            f"{side}-{kind.kind}-{n}"
            for kind in self.kinds.values()
            for n in range(1, len(kind.gp) + 1)
        ]

    def split(self, card: str) -> tuple[str, str, int]:
        side, kind, n = card.split("-")
        return side, kind, int(n)

    def kind_of(self, card: str) -> str:
        return card.split("-")[1]

    def seat_of(self, card: str) -> int:
        side = card.split("-")[0]
        return next(s.seat for s in self.sides if s.id == side)

    def gp_of(self, card: str) -> int:
        _, kind, n = self.split(card)
        return self.kinds[kind].gp[n - 1]

    def is_attack(self, kind: str | None) -> bool:
        return kind is not None and kind in self.kinds and self.kinds[kind].is_attack

    def beats(self, kind: str, other: str) -> bool:
        return self.kinds[kind].beats == other

    def is_combat_card(self, card: object) -> bool:
        if not isinstance(card, str) or card.count("-") != 2:
            return False
        side, kind, n = card.split("-")
        if side not in SIDE_IDS or kind not in self.kinds or not n.isdigit():
            return False
        return 1 <= int(n) <= len(self.kinds[kind].gp)

    def name_of(self, card: str) -> str:
        """A card's name for messages: 'Basher', 'Gharan-zul', 'cheers card 2'."""
        if card in self.patrons:
            return self.patrons[card].name
        if card in self.cheers:
            return _("cheers card {n}").format(n=card.split("-")[1])
        return self.kinds[self.kind_of(card)].name

    def printed_texts(self) -> list[str]:
        """The sentences the cards print (names stay as printed): shown through `_()`, so the
        translation catalog extracts them from here."""
        texts = [kind.text for kind in self.kinds.values()]
        return texts + [patron.text for patron in self.patrons.values()]


def load(path: Path | str | None = None) -> CardData:
    """Read and check a card data file (the packaged cards.toml by default)."""
    file = Path(path) if path is not None else DEFAULT_PATH
    try:
        raw = parse_toml(read_file(file), source=str(file))
    except OSError as exc:
        raise DataError(f"{file}: cannot be read ({exc.strerror or exc})") from exc
    except BadInput as exc:
        raise DataError(exc.message) from exc
    return parse(raw, file.name)


def parse(raw: dict[str, Any], source: str = "cards.toml") -> CardData:
    """Check already-parsed data; `source` names the file in error messages."""
    check = _Checker(source)
    if raw.get("format") != 1:
        check.fail("file", "format", f"must be 1, not {raw.get('format')!r}")
    note = check.text(raw, "file", "defaults_note")
    sides = tuple(check.side(entry, i) for i, entry in enumerate(check.table(raw, "side")))
    if [s.id for s in sides] != list(SIDE_IDS) or [s.seat for s in sides] != [0, 1]:
        check.fail(
            "side", "id", "there must be exactly the sides 'acc' (seat 0) and 'def' (seat 1)"
        )
    kinds: dict[str, CombatKind] = {}
    for i, entry in enumerate(check.table(raw, "combat")):
        kind = check.combat(entry, i)
        if kind.kind in kinds:
            check.fail(kind.kind, "kind", "is defined twice")
        kinds[kind.kind] = kind
    check.attack_cycle(kinds)
    for name in SPECIAL_KINDS:
        if name not in kinds or kinds[name].is_attack:
            check.fail(name, "class", "the rules need this special card; define it as 'special'")
    patrons: dict[str, Patron] = {}
    for i, entry in enumerate(check.table(raw, "patron")):
        patron = check.patron(entry, i, kinds)
        if patron.id in patrons:
            check.fail(patron.id, "id", "is defined twice")
        patrons[patron.id] = patron
    cheers: dict[str, Cheers] = {}
    for i, entry in enumerate(check.table(raw, "cheers")):
        card = check.cheers(entry, i, kinds)
        if card.id in cheers or card.id in patrons:
            check.fail(card.id, "id", "is defined twice")
        cheers[card.id] = card
    return CardData(source, note, sides, kinds, patrons, cheers)


@dataclass
class _Checker:
    source: str

    def fail(self, card: str, field: str, problem: str) -> NoReturn:
        raise DataError(f"{self.source}: {card}: field {field!r} {problem}")

    def table(self, raw: dict[str, Any], name: str) -> list[dict[str, Any]]:
        value = raw.get(name)
        if not isinstance(value, list) or not value or not all(isinstance(v, dict) for v in value):
            self.fail("file", name, f"must be a non-empty list of [[{name}]] tables")
        return value

    def text(self, entry: dict[str, Any], card: str, field: str, default: str | None = None) -> str:
        value = entry.get(field, default)
        if not isinstance(value, str) or not value.strip():
            self.fail(card, field, "must be a non-empty string")
        return value

    def whole(self, entry: dict[str, Any], card: str, field: str, low: int, high: int) -> int:
        value = entry.get(field)
        if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
            self.fail(card, field, f"must be a whole number from {low} to {high}, not {value!r}")
        return value

    def known_kind(self, entry: dict[str, Any], card: str, field: str, kinds: dict) -> str | None:
        value = entry.get(field)
        if value is None:
            return None
        if value not in kinds:
            self.fail(card, field, f"names an unknown combat card {value!r}")
        return value

    def side(self, entry: dict[str, Any], i: int) -> Side:
        card = f"side #{i + 1}"
        return Side(
            id=self.text(entry, card, "id"),
            name=self.text(entry, card, "name"),
            color=self.text(entry, card, "color"),
            seat=self.whole(entry, card, "seat", 0, 1),
            places=self.text(entry, card, "places"),
        )

    def combat(self, entry: dict[str, Any], i: int) -> CombatKind:
        card = str(entry.get("kind") or f"combat #{i + 1}")
        kind = self.text(entry, card, "kind")
        if not kind.isalpha() or not kind.islower():
            self.fail(card, "kind", "must be one lower-case word (it becomes part of card ids)")
        klass = entry.get("class")
        if klass not in ("attack", "special"):
            self.fail(card, "class", f"must be 'attack' or 'special', not {klass!r}")
        gp = entry.get("gp")
        if (
            not isinstance(gp, list)
            or not gp
            or not all(isinstance(v, int) and not isinstance(v, bool) and 0 <= v <= 99 for v in gp)
        ):
            self.fail(
                card, "gp", "must be a non-empty list of GP values from 0 to 99, one per copy"
            )
        beats = entry.get("beats")
        if klass == "attack" and not isinstance(beats, str):
            self.fail(card, "beats", "must name the attack card this one defeats")
        if klass == "special" and beats is not None:
            self.fail(card, "beats", "is only for attack cards")
        return CombatKind(
            kind=kind,
            name=self.text(entry, card, "name"),
            klass=klass,
            beats=beats,
            gp=tuple(gp),
            text=self.text(entry, card, "text"),
        )

    def attack_cycle(self, kinds: dict[str, CombatKind]) -> None:
        attacks = [k for k in kinds.values() if k.is_attack]
        if len(attacks) != 3:
            self.fail("combat", "class", "there must be exactly three attack cards")
        for kind in attacks:
            if (
                kind.beats not in kinds
                or not kinds[kind.beats].is_attack
                or kind.beats == kind.kind
            ):
                self.fail(kind.kind, "beats", f"must name another attack card, not {kind.beats!r}")
        if len({k.beats for k in attacks}) != 3:
            self.fail("combat", "beats", "each attack card must defeat a different one (a cycle)")

    def patron(self, entry: dict[str, Any], i: int, kinds: dict) -> Patron:
        card = str(entry.get("id") or f"patron #{i + 1}")
        pid = self.text(entry, card, "id")
        if not pid.startswith("patron-"):
            self.fail(card, "id", "must start with 'patron-'")
        return Patron(
            id=pid,
            name=self.text(entry, card, "name"),
            forbids=self.known_kind(entry, card, "forbids", kinds),
            row_limit=self.whole(entry, card, "row_limit", 1, 10),
            text=self.text(entry, card, "text"),
        )

    def cheers(self, entry: dict[str, Any], i: int, kinds: dict[str, CombatKind]) -> Cheers:
        card = str(entry.get("id") or f"cheers #{i + 1}")
        cid = self.text(entry, card, "id")
        if not cid.startswith("cheers-"):
            self.fail(card, "id", "must start with 'cheers-'")
        requires = entry.get("requires")
        if not isinstance(requires, list) or not requires:
            self.fail(card, "requires", "must be a non-empty list of combat icons")
        for icon in requires:
            if icon not in kinds:
                self.fail(card, "requires", f"names an unknown combat icon {icon!r}")
        # The rulebook: every cheers card needs at least one revealed attack card.
        if not any(kinds[icon].is_attack for icon in requires):
            self.fail(card, "requires", "must include at least one attack icon")
        forbids = self.known_kind(entry, card, "forbids", kinds)
        if forbids is not None and forbids in requires:
            self.fail(card, "forbids", "cannot also be required")
        return Cheers(
            id=cid,
            requires=tuple(requires),
            forbids=forbids,
            gp=self.whole(entry, card, "gp", 0, 99),
        )
