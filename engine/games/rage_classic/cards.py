"""Card data of the original Rage: the card class, the pool (shipped files plus a game's own
cards) and their rules text, on the shared card layer (`engine.ccg`).

Card files are read by the shared loader against `vocab.VOCAB`: every card is a JSON (or TOML)
object with the common fields (id, name, type, keywords, requires, effects, text, flavor) and
the fields its type allows (`vocab.FIELDS`). A bad file raises CardDataError naming the file,
the card and the field.

`requires` is the card's requirement line: a list of keywords of which the user must have one
(seed 001: "the Character playing the resource must meet one of those requirements"), or a
condition object of the shared effect layer for anything more.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from engine.ccg import builtin
from engine.ccg import loader as ccg_loader
from engine.ccg import text as ccg_text
from engine.ccg.cardsets import Checks
from engine.ccg.conditions import requirement_text
from engine.ccg.errors import CardDataError, fail
from engine.ccg.model import CardBase
from engine.ccg.pool import CardPool
from engine.games.rage_classic import bluffs
from engine.games.rage_classic.named import named_effect
from engine.games.rage_classic.vocab import (
    COMBAT_ACTION_WAYS,
    COMBAT_TYPES,
    CREATURE_TYPES,
    JUNTA_TYPES,
    OPEN_TYPES,
    PREY_TYPES,
    RESOURCE_TYPES,
    SEPT_TYPES,
    TYPE_LABELS,
    TYPES,
    VOCAB,
)

CARD_DIR = Path(__file__).with_name("cards")

__all__ = [
    "COMBAT_TYPES",
    "CREATURE_TYPES",
    "JUNTA_TYPES",
    "OPEN_TYPES",
    "PREY_TYPES",
    "RESOURCE_TYPES",
    "SEPT_TYPES",
    "TYPES",
    "TYPE_LABELS",
    "Card",
    "CardDataError",
    "card",
    "cards",
]
SIDE_FIELDS = ("rage", "gnosis", "health")
OPTION_FIELDS = ("requires", "max_renown", "draw")
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
class Card(CardBase):
    requires: tuple[str, ...] = ()  # one of these keywords
    requirement: Any = None  # a shared-layer condition (object form of "requires")
    effects: tuple[Any, ...] = ()
    flavor: str = ""
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
    unbluffed: tuple[str, ...] = ()  # keywords it has only when not a bluff (bluffs.py)
    built_in: tuple[str, ...] = ()  # what it carries with no Equipment card (ccg.builtin)
    copies: int = 0  # a deck may hold this many (0: no limit of its own)
    combat_action: str = ""  # a Sept card played "as" or "in-place" of a Combat Action
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
    def speed(self) -> int:
        """0 fast, 1 normal, 2 slow; a card with both keywords acts at normal speed."""
        fast, slow = self.has("Fast Striking"), self.has("Slow Striking")
        return 1 if fast == slow else 0 if fast else 2

    @property
    def text(self) -> str:
        return rules_text(self)


# -- rules text ---------------------------------------------------------------------------------
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
        parts.append(bluffs.sentence(card.unbluffed))
    if card.type == "caern":
        parts.append(f"Gauntlet {card.gauntlet}.")
    if card.type == "gift":
        parts.append(f"Gnosis {card.gnosis}.")
    if card.type == "equipment" and card.gnosis >= 0:
        parts.append(f"Gnosis {card.gnosis}.")
    if card.combat_action:
        parts.append(COMBAT_ACTION_WAYS[card.combat_action])
        if card.damage:
            parts.append(f"Damage {card.damage}.")
    if card.type in ("rite", *JUNTA_TYPES):
        parts.append(f"Renown {card.renown}.")
    if card.rivals:
        parts.append("Rivalry: " + ", ".join(card.rivals) + ".")
    if card.loyal:
        parts.append("Loyalty: " + ", ".join(card.loyal) + ".")
    parts.append(builtin.sentence(card.built_in))
    if card.regenerates:
        parts.append("(Regenerates)")
    if card.copies:
        parts.append(f"A deck may hold {card.copies} copies of this card.")
    return parts


def rules_text(card: Card) -> str:
    """The card's rules text, written from its data so text and behaviour never disagree."""
    parts: list[str] = []
    if card.requires:
        parts.append("Requires: " + " or ".join(card.requires) + ".")
    elif card.requirement is not None:
        parts.append("Requires: " + requirement_text(card.requirement, VOCAB) + ".")
    parts += _numbers(card)
    if card.type == "battlefield":
        for label, options in (("Attackers", card.attackers), ("Defenders", card.defenders)):
            for o in options:
                who = " ".join(o.requires) or "any"
                parts.append(f"{label}: {who}, up to Renown {o.max_renown}, draw {o.draw}.")
    parts += ccg_text.said_once(
        ((e.when, ccg_text.effect_text(e, VOCAB, card.type)) for e in card.effects), VOCAB
    )
    return " ".join(p for p in parts if p)


def option_text(card: Card, option: int) -> str:
    """The option a Junta's caller names with the call (engine.games.rage_classic.named), in
    words, or "" if the card has no such option."""
    effect = named_effect(card)
    options = effect.param("options") if effect is not None else ()
    return ccg_text.steps_text(options[option], VOCAB) if 0 <= option < len(options) else ""


# -- loading and checking -----------------------------------------------------------------------
def _words(source: str, cid: str, name: str, raw: Any) -> tuple[str, ...]:
    if not isinstance(raw, list) or any(not isinstance(k, str) or not k for k in raw):
        raise fail(source, cid, name, "must be a list of words")
    return tuple(raw)


def _side(source: str, cid: str, raw: Any) -> Side:
    unknown = sorted(set(raw) - set(SIDE_FIELDS))
    if unknown:
        raise fail(source, cid, f"crinos.{unknown[0]}", "is not a known field")
    for key in SIDE_FIELDS:
        value = raw.get(key)
        if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= 30:
            raise fail(source, cid, f"crinos.{key}", "must be a whole number from 0 to 30")
    if raw["health"] < 1:
        raise fail(source, cid, "crinos.health", "must be at least 1")
    return Side(raw["rage"], raw["gnosis"], raw["health"])


def _options(source: str, cid: str, name: str, raw: Any) -> tuple[BattleOption, ...]:
    if not raw:
        raise fail(source, cid, name, "must be a list of options")
    out = []
    for i, item in enumerate(raw):
        where = f"{name}[{i}]"
        if not isinstance(item, dict):
            raise fail(source, cid, where, "must be an object")
        unknown = sorted(set(item) - set(OPTION_FIELDS))
        if unknown:
            raise fail(source, cid, f"{where}.{unknown[0]}", "is not a known field")
        need = _words(source, cid, f"{where}.requires", item.get("requires", []))
        top, draw = item.get("max_renown"), item.get("draw", 0)
        if not isinstance(top, int) or isinstance(top, bool) or not 1 <= top <= 40:
            raise fail(source, cid, f"{where}.max_renown", "must be a whole number from 1 to 40")
        if not isinstance(draw, int) or isinstance(draw, bool) or not 0 <= draw <= 10:
            raise fail(source, cid, f"{where}.draw", "must be a whole number from 0 to 10")
        out.append(BattleOption(need, top, draw))
    return tuple(out)


def build(checked: ccg_loader.Checked) -> Card:
    """A classic card from what the shared loader checked."""
    source, cid, ctype, raw = checked.source, checked.id, checked.type, checked.raw
    for name in REQUIRED_BY_TYPE.get(ctype, ()):
        if name not in raw:
            raise fail(source, cid, name, f"is required on a {TYPE_LABELS[ctype]} card")
    kwargs: dict[str, Any] = {
        "id": cid,
        "name": checked.name,
        "type": ctype,
        "keywords": checked.keywords,
        "flavor": checked.flavor,
        "effects": checked.effects,
        "source": source,
    }
    if checked.requires or not raw.get("requires"):
        kwargs["requires"] = checked.requires
    else:
        kwargs["requirement"] = checked.requirement
    fields = checked.fields
    for name in ("renown", "health", "gauntlet", "damage", "block", "rage", "gnosis", "copies"):
        if name in fields:
            kwargs[name] = fields[name]
    for name in (
        "allegiance",
        "person",
        "regenerates",
        "dodge",
        "reversal",
        "feint",
        "combat_action",
    ):
        if name in fields:
            kwargs[name] = fields[name]
    for name in ("rivals", "loyal", bluffs.FIELD, builtin.FIELD):
        if name in fields:
            kwargs[name] = _words(source, cid, name, fields[name])
    if "crinos" in fields:
        kwargs["crinos"] = _side(source, cid, fields["crinos"])
    for name in ("attackers", "defenders"):
        if name in fields:
            kwargs[name] = _options(source, cid, name, fields[name])
    return Card(**kwargs)


def words_of(c: Card) -> set[str]:
    """Every word a card may carry in play (query.words, without a table): its keywords and
    what they imply, its type, either allegiance, its name; for the pool's warnings."""
    from engine.games.rage_classic.keywords import expand

    found = expand(set(c.keywords), c.type) | {c.name, str(TYPE_LABELS.get(c.type, c.type))}
    return found | {"Gaia", "Wyrm", "Prey", "Creature"}


def named(c: Card) -> list[tuple[str, str]]:
    """Rivalry and Loyalty name cards or words."""
    return [
        (f"{name}[{i}]", w) for name in ("rivals", "loyal") for i, w in enumerate(getattr(c, name))
    ]


SCHEMA = ccg_loader.Schema(VOCAB, build, rules_text)
# The shipped cards, and a game's own cards, checked by the same schema (engine.ccg.pool).
POOL: CardPool[Card] = CardPool("rage_classic", CARD_DIR, SCHEMA, words_of=words_of, named=named)
cards, card, pool, check_card = POOL.shipped, POOL.card, POOL.pool, POOL.check
load_file = POOL.load_file
extra_cards, extra_table, load_extra = POOL.extra_cards, POOL.extra_table, POOL.load_extra
text_words, shown_text = POOL.text_words, POOL.shown_text
warnings = POOL.warnings
#: how a player's card sets of this edition are checked (engine.ccg.cardsets)
USER_SETS = Checks(load_file, CardDataError, cards, warn=warnings, check_card=POOL.check)
