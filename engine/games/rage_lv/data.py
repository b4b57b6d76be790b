"""Card data: one schema for every card type, loaded from JSON files and checked on load.

Every card is a JSON object with the common fields (id, name, type, keywords, tribe, flavor,
requires, effects, text) plus the fields its type allows (see FIELDS). A bad file raises
CardDataError naming the file, the card and the field, so a card author can fix it at once.

Effects are data: {"when": timing, "do": effect, ...parameters}. The rules text shown on a card
is generated from its effects (`rules_text`); a card that carries a "text" must match it.
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

# -- the vocabulary ---------------------------------------------------------------------------
CHARACTER_TYPES = ("garou", "ally", "enemy", "victim")
ATTACH_TYPES = ("gift", "rite", "equipment", "past-life")
SEPT_TYPES = (
    "ally",
    "enemy",
    "victim",
    "gift",
    "rite",
    "equipment",
    "past-life",
    "totem",
    "event",
    "moot",
    "battlefield",
)
ACTION_TYPES = ("attack", "defense", "flex", "counterattack")
COMBAT_TYPES = ("combat-event", *ACTION_TYPES)
TYPES = ("tribe", "garou", *SEPT_TYPES, *COMBAT_TYPES)
BREEDS = {"Ho": "Homid", "Lu": "Lupus", "Mt": "Metis"}

TIMINGS = {
    "play": "",
    "moot": "If this Moot passes: ",
    "main": "Main: ",
    "alpha": "Alpha: ",
    "pre-combat": "Pre-Combat: ",
    "mid-combat": "Mid-Combat: ",
    "post-combat": "Post-Combat: ",
    "start-of-turn": "At the start of each turn, ",
    "end-of-turn": "At the end of each turn, ",
    "attached": "While in play, ",
    "damage": "Damage Effect: ",
    "benefit": "Benefit: ",
}
EFFECTS = (
    "damage",
    "heal",
    "modify",
    "draw",
    "discard",
    "flip",
    "umbra",
    "renown",
    "cancel",
    "kailindo",
    "fight",
    "pull",
    "alpha-first",
    "alpha-before-all",
)
TARGETS = {
    "self": "this character",
    "opponent": "the opposing combatant",
    "character": "target character",
    "pack": "each character in your pack",
    "all-garou": "each Garou in play",
    "me": "you",
    "player": "target player",
    "each-player": "each player",
}
STATS = ("rage", "gnosis", "renown", "health", "frenzy", "insight", "votes", "damage", "block")
UNTIL = ("combat", "turn", "static")
SCOPES = ("in", "out", "in-out", "neutral", "controller")
DECKS = ("sept", "combat", "hand")

# field -> (python types, the card types that allow it, required for those types)
_INT = (int,)
_STATS_TYPES = ("ally", "enemy", "victim")
FIELDS: dict[str, tuple[tuple[type, ...], tuple[str, ...], bool]] = {
    "id": ((str,), TYPES, True),
    "name": ((str,), TYPES, True),
    "type": ((str,), TYPES, True),
    "keywords": ((list,), TYPES, False),
    "tribe": ((str,), TYPES, False),
    "flavor": ((str,), TYPES, False),
    "requires": ((list,), TYPES, False),
    "effects": ((list,), TYPES, False),
    "text": ((str,), TYPES, False),
    # Tribe
    "sept_draw": (_INT, ("tribe",), True),
    "fury": (_INT, ("tribe",), True),
    "cohorts": ((dict,), ("tribe",), False),
    # Characters
    "breed": ((str,), ("garou",), True),
    "breed_side": ((dict,), ("garou",), True),
    "crinos_side": ((dict,), ("garou",), False),
    "alternate": ((bool,), ("garou",), False),
    "renown": (_INT, (*_STATS_TYPES, "battlefield"), True),
    "rage": (_INT, _STATS_TYPES, True),
    "gnosis": (_INT, _STATS_TYPES, True),
    "health": (_INT, _STATS_TYPES, True),
    "paw": (_INT, ("garou", "ally"), False),
    "frenzy": (_INT, ("garou", "ally", "enemy"), False),
    "insight": (_INT, ("garou", "ally", "enemy"), False),
    "sustained": (_INT, ("garou", "ally", "enemy"), False),
    "kailindo": ((bool,), ("garou",), False),
    "friendly": ((list,), ("garou",), False),
    # Sept cards
    "gnosis_cost": (_INT, ATTACH_TYPES, True),
    "duration": (_INT, ("rite",), True),
    "guardian": ((dict,), ("battlefield",), True),
    # Combat cards
    "moon": ((str,), COMBAT_TYPES, True),
    "scope": ((str,), ("combat-event",), True),
    "rage_cost": (_INT, ACTION_TYPES, True),
    "damage": ((int, str), ACTION_TYPES, False),
    "block": (_INT, ACTION_TYPES, False),
    "x": ((str,), ACTION_TYPES, False),
    "reactable": ((bool,), ("defense", "counterattack"), False),
    "benefit": ((list,), ACTION_TYPES, False),
}
SIDE_FIELDS = ("renown", "rage", "gnosis", "health")
GUARDIAN_FIELDS = ("rage", "gnosis", "health", "keywords")
EFFECT_FIELDS = {
    "when",
    "do",
    "amount",
    "target",
    "stat",
    "until",
    "deck",
    "side",
    "scope",
    "if",
}


class CardDataError(ValueError):
    """A card file that breaks the schema; the message names file, card and field."""


@dataclass(frozen=True)
class Effect:
    when: str
    do: str
    amount: int = 0
    target: str = "self"
    stat: str = ""
    until: str = "combat"
    deck: str = "sept"
    side: str = ""  # "breed" or "crinos": printed on one side of a Garou only
    scope: str = ""  # combat events: in / out / in-out; battlefields: neutral / controller
    only_if: str = ""  # a keyword the target must have ("if" in the file)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"when": self.when, "do": self.do}
        for key, default in (("amount", 0), ("target", "self"), ("stat", ""), ("side", "")):
            if getattr(self, key) != default:
                out[key] = getattr(self, key)
        return out


@dataclass(frozen=True)
class Side:
    renown: int
    rage: int
    gnosis: int
    health: int


@dataclass(frozen=True)
class Card:
    id: str
    name: str
    type: str
    keywords: tuple[str, ...] = ()
    tribe: str = ""
    flavor: str = ""
    requires: tuple[str, ...] = ()
    effects: tuple[Effect, ...] = ()
    # tribe
    sept_draw: int = 0
    fury: int = 0
    cohorts: tuple[tuple[str, int], ...] = ()
    # characters
    breed: str = ""
    breed_side: Side | None = None
    crinos_side: Side | None = None
    alternate: bool = False
    paw: int = 0
    frenzy: int = 0
    insight: int = 0
    sustained: int = 0
    kailindo: bool = False
    friendly: tuple[str, ...] = ()  # Tribe Friendly: Tribes whose packs may field this Garou
    # sept cards
    renown: int = 0
    gnosis_cost: int = 0
    duration: int = 0
    guardian: Side | None = None
    guardian_keywords: tuple[str, ...] = ()
    # combat cards
    moon: str = ""
    scope: str = ""
    rage_cost: int = 0
    damage: int = 0
    damage_x: bool = False
    x: str = ""
    block: int = 0
    reactable: bool = False
    benefit: tuple[str, ...] = ()
    source: str = field(default="", compare=False)

    # -- what kind of card --------------------------------------------------------------------
    @property
    def deck(self) -> str:
        if self.type in SEPT_TYPES:
            return "sept"
        if self.type in COMBAT_TYPES:
            return "combat"
        return self.type  # tribe / garou

    @property
    def is_character(self) -> bool:
        return self.type in CHARACTER_TYPES

    @property
    def two_sided(self) -> bool:
        """A shapeshifter with different Breed and Crinos sides (Metis have identical sides)."""
        return self.type == "garou" and self.crinos_side != self.breed_side

    def side(self, crinos: bool) -> Side:
        if self.type == "garou":
            assert self.breed_side is not None and self.crinos_side is not None
            return self.crinos_side if crinos else self.breed_side
        if self.type == "battlefield":
            assert self.guardian is not None
            return self.guardian
        return Side(self.renown, self._rage, self._gnosis, self._health)

    # one-sided characters keep their stats in these (set by the loader)
    _rage: int = 0
    _gnosis: int = 0
    _health: int = 0

    def is_long_event(self) -> bool:
        return self.type == "event" and "Long Event" in self.keywords

    def is_moot_event(self) -> bool:
        return self.type == "event" and "Moot Event" in self.keywords

    @property
    def text(self) -> str:
        return rules_text(self)


# -- rules text generated from the effects ------------------------------------------------------
def _effect_sentence(effect: Effect) -> str:
    target = TARGETS.get(effect.target, effect.target)
    n = effect.amount
    do = effect.do
    if do == "damage":
        body = f"Deal {n} damage to {target}."
    elif do == "heal":
        body = f"Heal {n} wound{'s' if n != 1 else ''} on {target}."
    elif do == "modify":
        sign = "+" if n >= 0 else ""
        span = {"combat": " until the end of combat", "turn": " until the end of the turn"}
        body = f"{target[0].upper()}{target[1:]} gets {sign}{n} {effect.stat.title()}"
        body += span.get(effect.until, "") + "."
    elif do == "draw":
        deck = "Combat" if effect.deck == "combat" else "Sept"
        who = "You draw" if effect.target in ("me", "self") else f"{target.capitalize()} draws"
        body = f"{who} {n} {deck} card{'s' if n != 1 else ''}."
    elif do == "discard":
        where = {"deck": "from the top of their Sept deck", "hand": "from their Sept hand"}
        body = f"{target.capitalize()} discards {n} card{'s' if n != 1 else ''} "
        body += where.get(effect.deck, "from their Combat hand") + "."
    elif do == "flip":
        body = f"Flip {target} to Crinos form."
    elif do == "umbra":
        way = "up" if n > 0 else "down"
        body = f"Move the Umbra marker {way} {abs(n)} point{'s' if abs(n) != 1 else ''}."
    elif do == "renown":
        body = f"Add {n} Renown to your Victory Pile."
    elif do == "cancel":
        body = f"Cancel every combat bonus on {target}."
    elif do == "kailindo":
        body = "For the rest of this combat, Kailindo applies to this character."
    elif do == "fight":
        body = f"The character who plays or calls this card fights {target}, as the Hunter."
    elif do == "pull":
        body = f"Pull {target} out of the Umbra."
    elif do == "alpha-first":
        body = "Your alpha takes the first alpha action this turn."
    elif do == "alpha-before-all":
        body = "Your alpha acts before anybody else's this turn."
    else:  # pragma: no cover - the loader refuses unknown effects
        body = do
    if effect.only_if:
        body = body[:-1] + f" if it is {effect.only_if}."
    prefix = TIMINGS[effect.when]
    if effect.scope in ("neutral", "controller"):
        prefix = f"{effect.scope.title()}: " + prefix
    elif effect.scope:
        prefix = f"({ {'in': 'In', 'out': 'Out', 'in-out': 'In/Out'}[effect.scope] }) " + prefix
    if effect.side:
        prefix = f"[{effect.side.title()} only] " + prefix
    if prefix.endswith(", "):
        body = body[0].lower() + body[1:]
    return prefix + body


def rules_text(card: Card) -> str:
    """The card's rules text, generated from its data so text and behaviour never disagree."""
    parts: list[str] = []
    if card.requires:
        parts.append("Requires: " + ", ".join(card.requires) + ".")
    if card.type == "tribe" and card.cohorts:
        parts.append(
            "Cohorts: " + ", ".join(f"{name} (+{cost} Renown)" for name, cost in card.cohorts) + "."
        )
    traits = []
    for name in ("frenzy", "insight", "sustained"):
        value = getattr(card, name)
        if value:
            label = "Sustained Rage" if name == "sustained" else name.title()
            traits.append(f"{label}: {value}")
    if card.kailindo:
        traits.append("Kailindo")
    if card.friendly:
        traits.append("Tribe Friendly (" + ", ".join(card.friendly) + ")")
    if traits:
        parts.append(", ".join(traits) + ".")
    if card.type == "combat-event":
        parts.append({"in": "In.", "out": "Out.", "in-out": "In/Out."}[card.scope])
    if card.damage_x:
        parts.append(f"X is this combatant's {card.x.title()}.")
    if card.reactable:
        parts.append("The attacker may react to this damage.")
    benefit_effects = [e for e in card.effects if e.when == "benefit"]
    for effect in card.effects:
        if effect.when != "benefit":
            parts.append(_effect_sentence(effect))
    if card.benefit:
        inner = " ".join(_effect_sentence(e)[len("Benefit: ") :] for e in benefit_effects)
        parts.append(f"Benefit ({', '.join(card.benefit)}): {inner}".rstrip())
    return " ".join(parts)


# -- loading and checking -----------------------------------------------------------------------
def _fail(source: str, card_id: str, field_name: str, message: str) -> CardDataError:
    return CardDataError(f"{source}: card {card_id!r}: field {field_name!r}: {message}")


def _check_side(source: str, cid: str, name: str, raw: Any, fields: tuple[str, ...]) -> Side:
    if not isinstance(raw, dict):
        raise _fail(source, cid, name, "must be an object")
    missing = [f for f in fields if f not in raw and f != "keywords"]
    if missing:
        raise _fail(source, cid, f"{name}.{missing[0]}", "is required")
    unknown = sorted(set(raw) - set(fields))
    if unknown:
        raise _fail(source, cid, f"{name}.{unknown[0]}", "is not a known field")
    for key in fields:
        if key == "keywords":
            continue
        value = raw.get(key, 0)
        if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= 20:
            raise _fail(source, cid, f"{name}.{key}", "must be a whole number from 0 to 20")
    return Side(raw.get("renown", 0), raw["rage"], raw["gnosis"], raw["health"])


def _check_effect(source: str, cid: str, index: int, raw: Any, ctype: str) -> Effect:
    where = f"effects[{index}]"
    if not isinstance(raw, dict):
        raise _fail(source, cid, where, "must be an object")
    unknown = sorted(set(raw) - EFFECT_FIELDS)
    if unknown:
        raise _fail(source, cid, f"{where}.{unknown[0]}", "is not a known effect field")
    when, do = raw.get("when"), raw.get("do")
    if when not in TIMINGS:
        raise _fail(source, cid, f"{where}.when", f"must be one of {', '.join(TIMINGS)}")
    if do not in EFFECTS:
        raise _fail(source, cid, f"{where}.do", f"must be one of {', '.join(EFFECTS)}")
    amount = raw.get("amount", 0)
    if not isinstance(amount, int) or isinstance(amount, bool) or not -10 <= amount <= 10:
        raise _fail(source, cid, f"{where}.amount", "must be a whole number from -10 to 10")
    target = raw.get("target", "self")
    if target not in TARGETS:
        raise _fail(source, cid, f"{where}.target", f"must be one of {', '.join(TARGETS)}")
    stat = raw.get("stat", "")
    if do == "modify" and stat not in STATS:
        raise _fail(source, cid, f"{where}.stat", f"must be one of {', '.join(STATS)}")
    until = raw.get("until", "static" if when == "attached" else "combat")
    if until not in UNTIL:
        raise _fail(source, cid, f"{where}.until", f"must be one of {', '.join(UNTIL)}")
    deck = raw.get("deck", "sept")
    if deck not in DECKS:
        raise _fail(source, cid, f"{where}.deck", f"must be one of {', '.join(DECKS)}")
    side = raw.get("side", "")
    if side not in ("", "breed", "crinos"):
        raise _fail(source, cid, f"{where}.side", "must be breed or crinos")
    scope = raw.get("scope", "")
    if scope and scope not in SCOPES:
        raise _fail(source, cid, f"{where}.scope", f"must be one of {', '.join(SCOPES)}")
    combat_timing = when in ("pre-combat", "mid-combat", "post-combat")
    if combat_timing and ctype not in COMBAT_TYPES and not scope:
        raise _fail(source, cid, f"{where}.scope", "a Pre/Mid/Post-Combat ability needs one")
    if when == "moot" and ctype != "moot":
        raise _fail(source, cid, f"{where}.when", "only Moots have effects when they pass")
    only_if = raw.get("if", "")
    if not isinstance(only_if, str):
        raise _fail(source, cid, f"{where}.if", "must be a keyword")
    return Effect(when, do, amount, target, stat, until, deck, side, scope, only_if)


def _check_card(source: str, raw: Any, index: int) -> Card:
    if not isinstance(raw, dict):
        raise CardDataError(f"{source}: card #{index}: must be an object")
    cid = raw.get("id")
    if not isinstance(cid, str) or not cid or cid != cid.lower() or " " in cid:
        raise _fail(source, str(cid), "id", "must be a lower-case id without spaces")
    ctype = raw.get("type")
    if ctype not in TYPES:
        raise _fail(source, cid, "type", f"must be one of {', '.join(TYPES)}")
    for name in raw:
        if name not in FIELDS:
            raise _fail(source, cid, name, "is not a known field")
        types, allowed, _required = FIELDS[name]
        if ctype not in allowed:
            raise _fail(source, cid, name, f"does not belong on a {ctype} card")
        value = raw[name]
        if not isinstance(value, types) or isinstance(value, bool) and bool not in types:
            raise _fail(source, cid, name, f"must be {' or '.join(t.__name__ for t in types)}")
    for name, (_types, allowed, required) in FIELDS.items():
        if required and ctype in allowed and name not in raw:
            raise _fail(source, cid, name, f"is required on a {ctype} card")
    for name in ("keywords", "requires", "benefit", "friendly"):
        if any(not isinstance(k, str) or not k for k in raw.get(name, [])):
            raise _fail(source, cid, name, "must be a list of words")
    kwargs: dict[str, Any] = {
        "id": cid,
        "name": raw["name"],
        "type": ctype,
        "keywords": tuple(raw.get("keywords", ())),
        "tribe": raw.get("tribe", ""),
        "flavor": raw.get("flavor", ""),
        "requires": tuple(raw.get("requires", ())),
        "source": source,
    }
    kwargs["effects"] = tuple(
        _check_effect(source, cid, i, e, ctype) for i, e in enumerate(raw.get("effects", []))
    )
    if ctype == "tribe":
        kwargs["sept_draw"], kwargs["fury"] = raw["sept_draw"], raw["fury"]
        if not 1 <= raw["sept_draw"] <= 12:
            raise _fail(source, cid, "sept_draw", "must be from 1 to 12")
        cohorts = raw.get("cohorts", {})
        if any(not isinstance(v, int) or v < 0 for v in cohorts.values()):
            raise _fail(source, cid, "cohorts", "extra Renown costs must be whole numbers >= 0")
        kwargs["cohorts"] = tuple(sorted(cohorts.items()))
    elif ctype == "garou":
        if raw["breed"] not in BREEDS:
            raise _fail(source, cid, "breed", f"must be one of {', '.join(BREEDS)}")
        breed = _check_side(source, cid, "breed_side", raw["breed_side"], SIDE_FIELDS)
        crinos_raw = raw.get("crinos_side")
        if raw["breed"] == "Mt":
            # Metis cards have two identical sides.
            if crinos_raw is not None and crinos_raw != raw["breed_side"]:
                raise _fail(source, cid, "crinos_side", "a Metis has two identical sides")
            crinos = breed
        else:
            if crinos_raw is None:
                raise _fail(source, cid, "crinos_side", "is required for a Homid or Lupus")
            crinos = _check_side(source, cid, "crinos_side", crinos_raw, SIDE_FIELDS)
        if not raw.get("tribe") and not raw.get("alternate"):
            raise _fail(source, cid, "tribe", "a Garou needs a tribe (or alternate: true)")
        kwargs.update(breed=raw["breed"], breed_side=breed, crinos_side=crinos)
        kwargs["alternate"] = raw.get("alternate", False)
        kwargs["friendly"] = tuple(raw.get("friendly", ()))
    elif ctype in _STATS_TYPES:
        side = _check_side(source, cid, "stats", {k: raw[k] for k in SIDE_FIELDS}, SIDE_FIELDS)
        kwargs.update(renown=side.renown, _rage=side.rage, _gnosis=side.gnosis)
        kwargs["_health"] = side.health
        if side.health < 1:
            raise _fail(source, cid, "health", "a character needs at least 1 Health")
    if ctype == "battlefield":
        kwargs["renown"] = raw["renown"]
        guardian = raw["guardian"]
        kwargs["guardian"] = _check_side(source, cid, "guardian", guardian, GUARDIAN_FIELDS)
        kwargs["guardian_keywords"] = tuple(guardian.get("keywords", ()))
    for name in ("paw", "frenzy", "insight", "sustained"):
        value = raw.get(name, 0)
        if not 0 <= value <= (3 if name == "paw" else 6):
            raise _fail(source, cid, name, "is out of range")
        kwargs[name] = value
    kwargs["kailindo"] = raw.get("kailindo", False)
    if ctype in ATTACH_TYPES:
        kwargs["gnosis_cost"] = raw["gnosis_cost"]
        if not 0 <= raw["gnosis_cost"] <= 10:
            raise _fail(source, cid, "gnosis_cost", "must be from 0 to 10")
    if ctype == "rite":
        if not 1 <= raw["duration"] <= 3:
            raise _fail(source, cid, "duration", "a paw print takes 1 to 3 quarter turns")
        kwargs["duration"] = raw["duration"]
    if ctype in COMBAT_TYPES:
        if raw["moon"] not in ("new", "full"):
            raise _fail(source, cid, "moon", "must be new or full")
        kwargs["moon"] = raw["moon"]
    if ctype == "combat-event":
        if raw["scope"] not in ("in", "out", "in-out"):
            raise _fail(source, cid, "scope", "must be in, out or in-out")
        kwargs["scope"] = raw["scope"]
        if not any(
            e.when in ("pre-combat", "mid-combat", "post-combat") for e in kwargs["effects"]
        ):
            raise _fail(source, cid, "effects", "a Combat Event needs a Pre/Mid/Post-Combat effect")
    if ctype in ACTION_TYPES:
        kwargs["rage_cost"] = raw["rage_cost"]
        damage = raw.get("damage", 0)
        if damage == "X":
            if raw.get("x") not in ("rage", "gnosis", "renown"):
                raise _fail(source, cid, "x", "X damage needs x: rage, gnosis or renown")
            kwargs.update(damage_x=True, x=raw["x"])
        elif not isinstance(damage, int) or not 0 <= damage <= 12:
            raise _fail(source, cid, "damage", 'must be 0 to 12 or "X"')
        else:
            kwargs["damage"] = damage
        kwargs["block"] = raw.get("block", 0)
        if ctype in ("attack", "counterattack") and not (
            kwargs.get("damage") or kwargs.get("damage_x")
        ):
            raise _fail(source, cid, "damage", f"an {ctype} needs Damage")
        if ctype == "defense" and not kwargs["block"]:
            raise _fail(source, cid, "block", "a defense needs Block")
        kwargs["reactable"] = raw.get("reactable", False)
        kwargs["benefit"] = tuple(raw.get("benefit", ()))
        has_benefit_effects = any(e.when == "benefit" for e in kwargs["effects"])
        if has_benefit_effects != bool(kwargs["benefit"]):
            raise _fail(source, cid, "benefit", "a benefit needs both a requirement and effects")
    card = Card(**kwargs)
    if "text" in raw and raw["text"] != card.text:
        raise _fail(source, cid, "text", f"does not match its effects; expected {card.text!r}")
    return card


def load_file(path: Path) -> list[Card]:
    source = path.name
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
    except json.JSONDecodeError as exc:
        raise CardDataError(f"{source}: not valid JSON (line {exc.lineno}: {exc.msg})") from exc
    if not isinstance(raw, dict) or not isinstance(raw.get("cards"), list):
        raise CardDataError(f'{source}: must be an object with a "cards" list')
    return [_check_card(source, item, i) for i, item in enumerate(raw["cards"])]


def load_cards(directory: Path = CARD_DIR) -> dict[str, Card]:
    """Every card in the directory's *.json files (packs.json excepted), by id."""
    cards: dict[str, Card] = {}
    for path in sorted(directory.glob("*.json")):
        if path.name == "packs.json":
            continue
        for card in load_file(path):
            if card.id in cards:
                raise _fail(path.name, card.id, "id", f"is also used in {cards[card.id].source}")
            cards[card.id] = card
    tribes = {c.name for c in cards.values() if c.type == "tribe"}
    for card in cards.values():
        if card.tribe and card.tribe not in tribes:
            raise _fail(card.source, card.id, "tribe", f"names no known Tribe ({card.tribe!r})")
        for name in card.friendly:
            if name not in tribes:
                raise _fail(card.source, card.id, "friendly", f"names no known Tribe ({name!r})")
    return cards


@cache
def cards() -> dict[str, Card]:
    """The shipped card pool (read once; Card objects are frozen, so sharing is safe)."""
    return load_cards()


# -- a game's own cards (players' user cards, carried in the game's options) -------------------
# A game may bring extra card definitions in full (option "cards"). They are checked by the
# same schema as the shipped files, kept on the game's state, and made visible to lookups only
# *inside* that game's calls (`extra_cards`, scoped by a ContextVar and always reset), so two
# games in one process never see each other's cards and nothing global is ever mutated.
_NO_EXTRA: Mapping[str, Card] = MappingProxyType({})
_EXTRA: ContextVar[Mapping[str, Card]] = ContextVar("rage_lv_extra_cards", default=_NO_EXTRA)


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


def show_extra_cards(table: Mapping[str, Card] | None) -> None:
    """For a UI that looks cards up outside ruleset calls (a table's names and keywords): from
    now on, lookups in the calling thread's context also see `table` (replacing the previous
    one; pass None to clear). Ruleset calls scope their own game's cards, unaffected by this."""
    _EXTRA.set(table if table else _NO_EXTRA)


def current_extra() -> Mapping[str, Card]:
    """The extra cards visible right now (empty outside a game with user cards)."""
    return _EXTRA.get()


def pool() -> Mapping[str, Card]:
    """Every card visible right now: the shipped pool plus the current game's own cards."""
    extra = _EXTRA.get()
    return {**cards(), **extra} if extra else cards()


def load_extra(raw: Any, source: str = "cards") -> dict[str, Card]:
    """A game's own card definitions (the "cards" option: a list of card objects), checked.

    The same schema checks as the shipped files (CardDataError names the card and field); ids
    must be new (no shipped id, no id twice) and Tribes named must exist among the shipped or
    these cards.
    """
    if raw is None:
        return {}
    if not isinstance(raw, list):
        raise CardDataError(f"{source}: must be a list of card objects")
    found = [_check_card(source, item, i) for i, item in enumerate(raw)]
    shipped = cards()
    out: dict[str, Card] = {}
    for c in found:
        if c.id in shipped:
            raise _fail(source, c.id, "id", "is already a shipped card; choose another id")
        if c.id in out:
            raise _fail(source, c.id, "id", "is defined twice")
        out[c.id] = c
    tribes = {c.name for c in (*shipped.values(), *out.values()) if c.type == "tribe"}
    for c in out.values():
        if c.tribe and c.tribe not in tribes:
            raise _fail(source, c.id, "tribe", f"names no known Tribe ({c.tribe!r})")
        for name in c.friendly:
            if name not in tribes:
                raise _fail(source, c.id, "friendly", f"names no known Tribe ({name!r})")
    return out


@lru_cache(maxsize=32)
def _extra_from_text(text: str) -> Mapping[str, Card]:
    return MappingProxyType(load_extra(json.loads(text)))


def extra_table(raw: Any) -> Mapping[str, Card]:
    """`load_extra` remembered by content (for views and bots that see the raw list often)."""
    if not raw:
        return _NO_EXTRA
    return _extra_from_text(json.dumps(raw, sort_keys=True))
