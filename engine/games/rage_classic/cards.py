"""Card data of the original Rage: one schema for every card type, checked on load.

A card file is an object with a "cards" list. Every card has the common fields (id, name, type,
keywords, requires, effects, text, flavor) and the fields its type allows (`FIELDS`). A bad
file raises CardDataError naming the file, the card and the field.

`requires` is the card's requirement line: a list of keywords of which the user must have one
(seed 001: "the Character playing the resource must meet one of those requirements"), or a
condition object of the shared effect layer for anything more.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field
from functools import cache, lru_cache
from pathlib import Path
from types import MappingProxyType
from typing import Any

log = logging.getLogger(__name__)

CARD_DIR = Path(__file__).with_name("cards")

CREATURE_TYPES = ("character", "ally", "enemy", "victim")
PREY_TYPES = ("enemy", "victim")
RESOURCE_TYPES = ("caern", "equipment", "realm", "territory")
OPEN_TYPES = ("action", "event", "gift", "past-life", "quest", "rite")
JUNTA_TYPES = ("moot", "board-meeting")
SEPT_TYPES = (
    "ally",
    "enemy",
    "victim",
    *RESOURCE_TYPES,
    *OPEN_TYPES,
    *JUNTA_TYPES,
    "battlefield",
)
COMBAT_TYPES = ("combat-action", "combat-event")
TYPES = ("character", *SEPT_TYPES, *COMBAT_TYPES)
TYPE_LABELS = {
    "character": "Character",
    "ally": "Ally",
    "enemy": "Enemy",
    "victim": "Victim",
    "caern": "Caern",
    "equipment": "Equipment",
    "realm": "Realm",
    "territory": "Territory",
    "action": "Action",
    "event": "Event",
    "gift": "Gift",
    "past-life": "Past Life",
    "quest": "Quest",
    "rite": "Rite",
    "moot": "Moot",
    "board-meeting": "Board Meeting",
    "battlefield": "Battlefield",
    "combat-action": "Combat Action",
    "combat-event": "Combat Event",
}
ALLEGIANCES = ("gaia", "wyrm", "rogue")


class CardDataError(ValueError):
    """A card file that breaks the schema; the message names file, card and field."""


@dataclass(frozen=True)
class Spec:
    types: tuple[type, ...]
    on: tuple[str, ...]
    required: bool = False
    lo: int | None = None
    hi: int | None = None
    choices: tuple[str, ...] = ()
    doc: str = ""


_I = (int,)
FIELDS: dict[str, Spec] = {
    "renown": Spec(
        _I,
        (*CREATURE_TYPES, "battlefield", "rite", *JUNTA_TYPES),
        False,
        0,
        30,
        doc="Creatures and Battlefields: Renown (VP when killed). Rites and Juntas: the Renown "
        "needed to perform or call it.",
    ),
    "rage": Spec(
        _I,
        (*CREATURE_TYPES, "combat-action"),
        False,
        0,
        20,
        doc="Creatures: Rage (breed form). Combat Actions: the Rage requirement.",
    ),
    "gnosis": Spec(
        _I,
        (*CREATURE_TYPES, "gift", "equipment", "combat-action"),
        False,
        0,
        20,
        doc="Creatures: Gnosis. Gifts, Fetishes, Bane Fetishes, Gnosis-based Combat Actions: "
        "the Gnosis needed.",
    ),
    "health": Spec(_I, CREATURE_TYPES, False, 1, 30, doc="Creatures: Health (breed form)."),
    "crinos": Spec((dict,), ("character",), doc="The Crinos/Battle side: rage, gnosis, health."),
    "allegiance": Spec((str,), ("character",), True, choices=ALLEGIANCES),
    "person": Spec((str,), ("character",), doc="Experienced versions of one Character share it."),
    "regenerates": Spec((bool,), CREATURE_TYPES, doc="Marked (regenerates) on the card."),
    "rivals": Spec((list,), CREATURE_TYPES, doc="Rivalry: names or keywords of its rivals."),
    "loyal": Spec((list,), CREATURE_TYPES, doc="Loyalty: names or keywords it is loyal to."),
    "gauntlet": Spec(_I, ("caern",), True, 1, 10),
    "damage": Spec(_I, ("combat-action",), False, 0, 20),
    "dodge": Spec((bool,), ("combat-action",)),
    "block": Spec(_I, ("combat-action",), False, 1, 20),
    "reversal": Spec((bool,), ("combat-action",)),
    "feint": Spec((bool,), ("combat-action",)),
    "attackers": Spec((list,), ("battlefield",), True),
    "defenders": Spec((list,), ("battlefield",), True),
}
REQUIRED_BY_TYPE = {
    "character": ("renown", "rage", "gnosis", "health"),
    "ally": ("renown", "rage", "gnosis", "health"),
    "enemy": ("renown", "rage", "gnosis", "health"),
    "victim": ("renown", "rage", "gnosis", "health"),
    "battlefield": ("renown",),
    "rite": ("renown",),
    "moot": ("renown",),
    "board-meeting": ("renown",),
    "gift": ("gnosis",),
}
SIDE_FIELDS = ("rage", "gnosis", "health")
OPTION_FIELDS = ("requires", "max_renown", "draw")
COMMON = ("id", "name", "type", "keywords", "requires", "effects", "text", "flavor")


@dataclass(frozen=True)
class Side:
    rage: int
    gnosis: int
    health: int


@dataclass(frozen=True)
class BattleOption:
    """One attacker or defender option of a Battlefield (beta rules)."""

    requires: tuple[str, ...]  # keywords, all of which the alpha must have
    max_renown: int
    draw: int


@dataclass(frozen=True)
class Card:
    id: str
    name: str
    type: str
    keywords: tuple[str, ...] = ()
    requires: tuple[str, ...] = ()  # one of these keywords
    requirement: Any = None  # a shared-layer condition (object form of "requires")
    effects: tuple[Any, ...] = ()
    flavor: str = ""
    printed_text: str = ""
    source: str = field(default="", compare=False)
    renown: int = 0
    rage: int = -1  # -1: no Rage (a Combat Action without a Rage requirement)
    gnosis: int = -1
    health: int = 0
    crinos: Side | None = None
    allegiance: str = ""
    person: str = ""
    regenerates: bool = False
    rivals: tuple[str, ...] = ()
    loyal: tuple[str, ...] = ()
    gauntlet: int = 0
    damage: int = 0
    dodge: bool = False
    block: int = 0
    reversal: bool = False
    feint: bool = False
    attackers: tuple[BattleOption, ...] = ()
    defenders: tuple[BattleOption, ...] = ()

    # -- what kind of card --------------------------------------------------------------------
    @property
    def deck(self) -> str:
        if self.type in COMBAT_TYPES:
            return "combat"
        if self.type == "character":
            return "character"
        return "sept"

    @property
    def is_creature(self) -> bool:
        return self.type in CREATURE_TYPES

    @property
    def two_sided(self) -> bool:
        return self.crinos is not None and self.crinos != self.breed_side

    @property
    def breed_side(self) -> Side:
        return Side(max(self.rage, 0), max(self.gnosis, 0), self.health)

    def side(self, crinos: bool) -> Side:
        if crinos and self.crinos is not None:
            return self.crinos
        return self.breed_side

    def has(self, word: str) -> bool:
        return word in self.keywords

    @property
    def unique(self) -> bool:
        return "Unique" in self.keywords

    @property
    def restricted(self) -> bool:
        return "Restricted" in self.keywords

    @property
    def combat_restricted(self) -> bool:
        return "Combat Restricted" in self.keywords

    @property
    def constrained(self) -> bool:
        """Seed 001, "Constrained": Unique, Restricted, Combat Restricted or otherwise limited."""
        return self.unique or self.restricted or self.combat_restricted or self.has("Constrained")

    @property
    def speed(self) -> int:
        """0 fast, 1 normal, 2 slow; a card with both keywords acts at normal speed."""
        fast, slow = self.has("Fast Striking"), self.has("Slow Striking")
        return 1 if fast == slow else 0 if fast else 2

    @property
    def text(self) -> str:
        return rules_text(self)


# -- rules text ---------------------------------------------------------------------------------
_TEXT_HOOK: list[Any] = []  # the effect layer's sentence writer, once it is wired in


def _numbers(card: Card) -> list[str]:
    parts: list[str] = []
    if card.type == "combat-action":
        need = []
        if card.rage >= 0:
            need.append(f"Rage {card.rage}")
        if card.gnosis >= 0:
            need.append(f"Gnosis {card.gnosis}")
        if card.damage:
            need.append(f"Damage {card.damage}")
        if need:
            parts.append(", ".join(need) + ".")
        if card.dodge:
            parts.append("Dodge: prevents all damage from Combat Actions aimed at this creature.")
        if card.block:
            parts.append(f"Block {card.block}: prevents {card.block} damage from one damage card.")
        if card.reversal:
            parts.append(
                "Reversal: sends one Combat Action aimed at this creature back at its user."
            )
        if card.feint:
            parts.append("Feint: after the reveal, this creature plays one more card.")
    if card.type == "caern":
        parts.append(f"Gauntlet {card.gauntlet}.")
    if card.type == "gift":
        parts.append(f"Gnosis {card.gnosis}.")
    if card.type == "equipment" and card.gnosis >= 0:
        parts.append(f"Gnosis {card.gnosis}.")
    if card.type in ("rite", *JUNTA_TYPES):
        parts.append(f"Renown {card.renown}.")
    if card.rivals:
        parts.append("Rivalry: " + ", ".join(card.rivals) + ".")
    if card.loyal:
        parts.append("Loyalty: " + ", ".join(card.loyal) + ".")
    if card.regenerates:
        parts.append("(Regenerates)")
    return parts


def rules_text(card: Card) -> str:
    """The card's rules text, generated from its data so text and behaviour never disagree."""
    parts: list[str] = []
    if card.requires:
        parts.append("Requires: " + " or ".join(card.requires) + ".")
    parts += _numbers(card)
    if card.type == "battlefield":
        for label, options in (("Attackers", card.attackers), ("Defenders", card.defenders)):
            for o in options:
                who = " ".join(o.requires) or "any"
                parts.append(f"{label}: {who}, up to Renown {o.max_renown}, draw {o.draw}.")
    if _TEXT_HOOK:
        parts += [_TEXT_HOOK[0](e, card) for e in card.effects]
    return " ".join(p for p in parts if p)


# -- loading and checking -----------------------------------------------------------------------
def _fail(source: str, card_id: str, field_name: str, message: str) -> CardDataError:
    return CardDataError(f"{source}: card {card_id!r}: field {field_name!r}: {message}")


def _check_value(source: str, cid: str, name: str, value: Any, spec: Spec) -> None:
    ok = isinstance(value, spec.types) and not (isinstance(value, bool) and bool not in spec.types)
    if not ok:
        raise _fail(source, cid, name, f"must be {' or '.join(t.__name__ for t in spec.types)}")
    if isinstance(value, int) and not isinstance(value, bool):
        lo, hi = spec.lo, spec.hi
        if lo is not None and value < lo or hi is not None and value > hi:
            raise _fail(source, cid, name, f"must be from {lo} to {hi}")
    if spec.choices and value not in spec.choices:
        raise _fail(source, cid, name, f"must be one of {', '.join(spec.choices)}")


def _words(source: str, cid: str, name: str, raw: Any) -> tuple[str, ...]:
    if not isinstance(raw, list) or any(not isinstance(k, str) or not k for k in raw):
        raise _fail(source, cid, name, "must be a list of words")
    return tuple(raw)


def _side(source: str, cid: str, raw: Any) -> Side:
    if not isinstance(raw, dict):
        raise _fail(source, cid, "crinos", "must be an object with rage, gnosis and health")
    unknown = sorted(set(raw) - set(SIDE_FIELDS))
    if unknown:
        raise _fail(source, cid, f"crinos.{unknown[0]}", "is not a known field")
    for key in SIDE_FIELDS:
        value = raw.get(key)
        if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= 30:
            raise _fail(source, cid, f"crinos.{key}", "must be a whole number from 0 to 30")
    if raw["health"] < 1:
        raise _fail(source, cid, "crinos.health", "must be at least 1")
    return Side(raw["rage"], raw["gnosis"], raw["health"])


def _options(source: str, cid: str, name: str, raw: Any) -> tuple[BattleOption, ...]:
    if not isinstance(raw, list) or not raw:
        raise _fail(source, cid, name, "must be a list of options")
    out = []
    for i, item in enumerate(raw):
        where = f"{name}[{i}]"
        if not isinstance(item, dict):
            raise _fail(source, cid, where, "must be an object")
        unknown = sorted(set(item) - set(OPTION_FIELDS))
        if unknown:
            raise _fail(source, cid, f"{where}.{unknown[0]}", "is not a known field")
        need = _words(source, cid, f"{where}.requires", item.get("requires", []))
        top, draw = item.get("max_renown"), item.get("draw", 0)
        if not isinstance(top, int) or isinstance(top, bool) or not 1 <= top <= 40:
            raise _fail(source, cid, f"{where}.max_renown", "must be a whole number from 1 to 40")
        if not isinstance(draw, int) or isinstance(draw, bool) or not 0 <= draw <= 10:
            raise _fail(source, cid, f"{where}.draw", "must be a whole number from 0 to 10")
        out.append(BattleOption(need, top, draw))
    return tuple(out)


#: A function (source, card_id, raw effects, card type) -> parsed effects; the effect layer
#: plugs in here (see `engine.games.rage_classic.effects`).
_EFFECT_PARSER: list[Any] = []


def check_card(source: str, raw: Any, index: int) -> Card:
    if not isinstance(raw, dict):
        raise CardDataError(f"{source}: card #{index}: must be an object")
    cid = raw.get("id")
    if not isinstance(cid, str) or not cid or cid != cid.lower() or " " in cid or "." in cid:
        raise _fail(source, str(cid), "id", "must be a lower-case id without spaces or dots")
    ctype = raw.get("type")
    if ctype not in TYPES:
        raise _fail(source, cid, "type", f"must be one of {', '.join(TYPES)}")
    for name, value in raw.items():
        if name in COMMON:
            continue
        spec = FIELDS.get(name)
        if spec is None:
            raise _fail(source, cid, name, "is not a known field")
        if ctype not in spec.on:
            raise _fail(source, cid, name, f"does not belong on a {TYPE_LABELS[ctype]} card")
        _check_value(source, cid, name, value, spec)
    for name in REQUIRED_BY_TYPE.get(ctype, ()):
        if name not in raw:
            raise _fail(source, cid, name, f"is required on a {TYPE_LABELS[ctype]} card")
    for name, spec in FIELDS.items():
        if spec.required and ctype in spec.on and name not in raw:
            raise _fail(source, cid, name, f"is required on a {TYPE_LABELS[ctype]} card")
    title = raw.get("name")
    if not isinstance(title, str) or not title.strip():
        raise _fail(source, cid, "name", "must be a text")
    for key in ("flavor", "text"):
        if key in raw and not isinstance(raw[key], str):
            raise _fail(source, cid, key, "must be a text")
    kwargs: dict[str, Any] = {
        "id": cid,
        "name": title,
        "type": ctype,
        "keywords": _words(source, cid, "keywords", raw.get("keywords", [])),
        "flavor": raw.get("flavor", ""),
        "printed_text": raw.get("text", ""),
        "source": source,
    }
    requires = raw.get("requires", [])
    if isinstance(requires, list):
        kwargs["requires"] = _words(source, cid, "requires", requires)
    elif isinstance(requires, dict) and _EFFECT_PARSER:
        kwargs["requirement"] = _EFFECT_PARSER[0](source, cid, {"requires": requires}, ctype)
    else:
        raise _fail(source, cid, "requires", "must be a list of keywords (one of them is needed)")
    for name in ("renown", "health", "gauntlet", "damage", "block"):
        if name in raw:
            kwargs[name] = raw[name]
    for name in ("rage", "gnosis"):
        if name in raw:
            kwargs[name] = raw[name]
    for name in ("allegiance", "person"):
        if name in raw:
            kwargs[name] = raw[name]
    for name in ("regenerates", "dodge", "reversal", "feint"):
        if name in raw:
            kwargs[name] = raw[name]
    for name in ("rivals", "loyal"):
        if name in raw:
            kwargs[name] = _words(source, cid, name, raw[name])
    if "crinos" in raw:
        kwargs["crinos"] = _side(source, cid, raw["crinos"])
    for name in ("attackers", "defenders"):
        if name in raw:
            kwargs[name] = _options(source, cid, name, raw[name])
    if ctype == "combat-action" and "rage" not in raw and "gnosis" not in raw:
        raise _fail(source, cid, "rage", "a Combat Action needs a Rage or a Gnosis requirement")
    effects_raw = raw.get("effects", [])
    if not isinstance(effects_raw, list):
        raise _fail(source, cid, "effects", "must be a list")
    if _EFFECT_PARSER:
        kwargs["effects"] = _EFFECT_PARSER[0](source, cid, {"effects": effects_raw}, ctype)
    else:
        kwargs["effects"] = tuple(effects_raw)
    made = Card(**kwargs)
    if "text" in raw and raw["text"] != made.text:
        raise _fail(source, cid, "text", f"does not match its data; expected {made.text!r}")
    return made


def load_file(path: Path) -> list[Card]:
    source = path.name
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
    except json.JSONDecodeError as exc:
        raise CardDataError(f"{source}: not valid JSON (line {exc.lineno}: {exc.msg})") from exc
    if not isinstance(raw, dict) or not isinstance(raw.get("cards"), list):
        raise CardDataError(f'{source}: must be an object with a "cards" list')
    return [check_card(source, item, i) for i, item in enumerate(raw["cards"])]


def load_cards(directory: Path = CARD_DIR) -> dict[str, Card]:
    """Every card in the directory's *.json files (packs.json excepted), by id."""
    found: dict[str, Card] = {}
    for path in sorted(directory.glob("*.json")):
        if path.name == "packs.json":
            continue
        for c in load_file(path):
            if c.id in found:
                raise _fail(path.name, c.id, "id", f"is also used in {found[c.id].source}")
            found[c.id] = c
    return found


@cache
def cards() -> dict[str, Card]:
    """The shipped card pool (read once; Card objects are frozen, so sharing is safe)."""
    return load_cards()


# -- a game's own cards (user card sets carried in the game's options) ---------------------------
_NO_EXTRA: Mapping[str, Card] = MappingProxyType({})
_EXTRA: ContextVar[Mapping[str, Card]] = ContextVar("rage_classic_extra_cards", default=_NO_EXTRA)


def card(card_id: str) -> Card:
    """A card by id: the shipped pool, then the cards of the game being looked at."""
    try:
        return cards()[card_id]
    except KeyError:
        found = _EXTRA.get().get(card_id)
        if found is None:
            raise
        return found


@contextmanager
def extra_cards(table: Mapping[str, Card] | None) -> Iterator[None]:
    """Lookups in this block also see `table` (a game's own cards); undone on exit."""
    token = _EXTRA.set(table if table else _NO_EXTRA)
    try:
        yield
    finally:
        _EXTRA.reset(token)


def pool() -> Mapping[str, Card]:
    extra = _EXTRA.get()
    return {**cards(), **extra} if extra else cards()


def load_extra(raw: Any, source: str = "cards") -> dict[str, Card]:
    """A game's own card definitions (option "cards": a list of card objects), checked like the
    shipped files; ids must be new."""
    if raw is None:
        return {}
    if not isinstance(raw, list):
        raise CardDataError(f"{source}: must be a list of card objects")
    found = [check_card(source, item, i) for i, item in enumerate(raw)]
    shipped = cards()
    out: dict[str, Card] = {}
    for c in found:
        if c.id in shipped:
            raise _fail(source, c.id, "id", "is already a shipped card; choose another id")
        if c.id in out:
            raise _fail(source, c.id, "id", "is defined twice")
        out[c.id] = c
    return out


@lru_cache(maxsize=32)
def _extra_from_text(text: str) -> Mapping[str, Card]:
    return MappingProxyType(load_extra(json.loads(text)))


def extra_table(raw: Any) -> Mapping[str, Card]:
    """`load_extra` remembered by content (for views and bots that see the raw list often)."""
    if not raw:
        return _NO_EXTRA
    return _extra_from_text(json.dumps(raw, sort_keys=True))
