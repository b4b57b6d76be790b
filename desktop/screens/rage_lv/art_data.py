"""Rage CCG card data as the faces need it: loaded lazily from the engine, read defensively.

Nothing here imports the engine at module import time. The card pool
(``engine.games.rage_lv.data.cards()``) is loaded the first time a ``rage-lv`` face, back or
card list is asked for; if it cannot be loaded, :class:`CardPool` logs one line and reports the
failure, and the designs draw a placeholder instead of crashing.

:func:`build_face` turns an engine ``Card`` and a side into a :class:`Face`: plain data (name,
type, stats, costs, rules text for that side, the art to show, the family style), so the
painter never touches engine objects and survives fields that are missing or renamed.
"""

from __future__ import annotations

import importlib
import logging
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any

from desktop.render.ids import UnknownCard
from desktop.screens.ccg_kit.art import ArtRules, pick_art
from desktop.screens.ccg_kit.art_style import (
    BATTLE,
    NEUTRAL,
    STRAY,
    UMBRA,
    WYRM,
    FieldStyle,
    tribe_style,
)
from engine.ccg.sentences import shown_data
from engine.i18n import N_, _

log = logging.getLogger(__name__)

GAME = "rage-lv"
DATA_MODULE = "engine.games.rage_lv.data"
SIDES: tuple[str, ...] = ("breed", "crinos")
SIDE_MARK = "#"

COMBAT_ORDER = ("attack", "defense", "flex", "counterattack", "combat-event")
CHARACTER_TYPES = ("garou", "ally", "enemy", "victim")
# Frames with a requirements line of their own (the others print requirements as text).
RIBBON_TYPES = ("gift", "rite", "equipment", "past-life", "totem", "event", "moot")
BREED_NAMES = {"Ho": N_("Homid"), "Lu": N_("Lupus"), "Mt": N_("Metis")}
EVENT_KINDS = ("Long Event", "Moot Event")
SPEEDS = ("fast", "slow")
# English (rules text says them so); a face translates the one it prints
SCOPE_LABELS = {"in": N_("In"), "out": N_("Out"), "in-out": N_("In/Out")}


def split_id(card_id: str, info: dict | None = None) -> tuple[str, str]:
    """``"cinder-howl#crinos"`` -> ``("cinder-howl", "crinos")``.

    The side comes from the id's ``#side`` suffix, else from ``info["side"]``, else "breed".
    """
    base, mark, suffix = card_id.partition(SIDE_MARK)
    side = suffix if mark else str((info or {}).get("side", "breed"))
    side = side.strip().lower()
    if side not in SIDES or not base:
        raise UnknownCard(card_id)
    return base, side


# -- the card pool ------------------------------------------------------------------------------
Loader = Callable[[], Any]


def _import_data() -> Any:
    return importlib.import_module(DATA_MODULE)


class CardPool:
    """The engine's card pool, loaded on first use. ``loader`` returns the data module."""

    def __init__(self, loader: Loader | None = None) -> None:
        self._loader = loader or _import_data
        self._module: Any = None
        self._cards: dict[str, Any] | None = None
        self.error: str | None = None

    def ensure(self) -> bool:
        """Load the pool if not yet tried; True when cards are available."""
        if self._cards is None and self.error is None:
            try:
                module = self._loader()
                cards = dict(module.cards())
            except Exception as exc:  # a half-written data file must not take the table down
                self.error = f"{type(exc).__name__}: {exc}"
                log.error("rage-lv card data could not be loaded; drawing placeholders (%s)", exc)
            else:
                self._module, self._cards = module, cards
                log.debug("rage-lv card data: %d cards", len(cards))
        return self._cards is not None

    @property
    def cards(self) -> dict[str, Any]:
        return self._cards or {}

    def card(self, card_id: str) -> Any:
        try:
            return self.cards[card_id]
        except KeyError:
            raise UnknownCard(card_id) from None

    def tribes(self) -> list[str]:
        return sorted(c.name for c in self.cards.values() if c.type == "tribe")

    def ids(self) -> list[str]:
        """Every face for a gallery: characters, then Sept, then Combat, by tribe; each Garou
        twice (breed side, then ``#crinos``)."""
        tribes = self.tribes()
        sept = tuple(getattr(self._module, "SEPT_TYPES", ()))  # the engine's order of them
        order = {t: i for i, t in enumerate(("tribe", "garou", *sept, *COMBAT_ORDER))}

        def key(card: Any) -> tuple:
            deck = 0 if card.type in ("tribe", "garou") else 1 if card.type in sept else 2
            tribe = card_tribe(card, tribes)
            return (
                deck,
                tribes.index(tribe) if tribe in tribes else len(tribes),
                order.get(card.type, 99),
                card.name,
            )

        out: list[str] = []
        for card in sorted(self.cards.values(), key=key):
            out.append(card.id)
            if card.type == "garou":
                out.append(f"{card.id}{SIDE_MARK}crinos")
        return out

    def rules_text(self, card: Any, side: str, keep_requires: bool = False) -> str:
        return face_text(self._module, card, side, keep_requires)


# -- reading a card -----------------------------------------------------------------------------
def card_tribe(card: Any, tribes: list[str] | set[str]) -> str:
    """The tribe whose colours the card wears: its own, or one it requires or rewards."""
    if card.type == "tribe":
        return card.name
    if getattr(card, "tribe", ""):
        return card.tribe
    for name in (*getattr(card, "requires", ()), *getattr(card, "benefit", ())):
        if name in tribes:
            return name
    return ""


def traits(card: Any) -> list[str]:
    out = []
    for name, label in (
        ("frenzy", N_("Frenzy")),
        ("insight", N_("Insight")),
        ("sustained", N_("Sustained Rage")),
    ):
        value = getattr(card, name, 0)
        if value:
            out.append(f"{_(label)} {value}")
    if getattr(card, "kailindo", False):
        out.append(_("Kailindo"))
    return out


def face_text(module: Any, card: Any, side: str, keep_requires: bool = False) -> str:
    """The rules text printed on this side, without what the face shows elsewhere.

    Traits (Frenzy, Insight, ...), a Combat Event's In/Out and (unless ``keep_requires``: the
    frames without a requirements line) the requirements have their own places on the face;
    effects printed on the other side of a Garou are left out.
    """
    render = getattr(module, "rules_text", None)
    try:
        effects = tuple(card.effects)
        if card.type == "garou":
            effects = tuple(
                replace(e, side="") for e in effects if getattr(e, "side", "") in ("", side)
            )
        shown = replace(
            card,
            requires=tuple(card.requires) if keep_requires else (),
            frenzy=0,
            insight=0,
            sustained=0,
            kailindo=False,
            effects=effects,
        )
        text = render(shown) if render else card.text
    except Exception as exc:  # the data model moved on: print the engine's full text
        log.debug("rules text for %s: %s; using the card's own text", card.id, exc)
        text = str(getattr(card, "text", ""))
    text = text.strip()
    if card.type == "combat-event":
        for label in sorted(SCOPE_LABELS.values(), key=len, reverse=True):
            if text.startswith(f"{label}."):
                text = text[len(label) + 1 :].strip()
                break
    # the player's language: each sentence through the catalogs (the engine keeps English)
    shown = getattr(module, "shown_text", None)
    return shown(text) if shown is not None else text


# Name words that pick a better picture than the type's default (small and specific).
NAME_HINTS: tuple[tuple[str, str], ...] = (
    ("hiker", "hiking"),
    ("mechanic", "monkey-wrench"),
    ("heron", "heron"),
    ("bell", "ringing-bell"),
    ("wildfire", "wildfires"),
    ("sky", "sunset"),
    ("tremor", "falling-rocks"),
    ("rockfall", "falling-rocks"),
    ("echo", "ringing-bell"),
    ("ember", "wildfires"),
    ("hunt", "wolf-howl"),
    ("howl", "wolf-howl"),
)
HINT_TYPES = ("ally", "victim", "totem", "event", "moot", "rite", "gift", "combat-event")
KEYWORD_ART: tuple[tuple[str, tuple[str, ...], str], ...] = (
    # keyword, types it applies to (empty: all), icon
    ("Fomor", (), "fomorian"),
    ("Spirit", ("enemy",), "spectre"),
    ("Spirit", ("ally",), "spark-spirit"),
    ("Wyrm", (), "worm-mouth"),
    ("Weapon", (), "brass-knuckles"),
    ("Armor", (), "cape-armor"),
    ("Fetish", (), "gem-pendant"),
    ("Desert", (), "desert"),
    ("Caern", (), "magic-gate"),
    ("Umbra", ("battlefield",), "magic-gate"),
    ("Kinfolk", (), "person"),
    ("Human", (), "person"),
    ("slow", ("attack",), "bestial-fangs"),
    ("fast", ("attack",), "direwolf"),
)
EFFECT_ART: dict[str, str] = {
    "flip": "werewolf",
    "heal": "heart-plus",
    "draw": "card-draw",
    "umbra": "magic-portal",
    "damage": "falling-rocks",
    "cancel": "interdiction",
    "discard": "card-draw",
    "renown": "laurels",
    "kailindo": "crossed-claws",
    "fight": "crossed-claws",
    "pull": "magic-portal",
    "alpha-first": "wolf-howl",
    "alpha-before-all": "crown",
}
MODIFY_ART: dict[str, str] = {
    "votes": "talk",
    "damage": "bestial-fangs",
    "block": "shield",
    "rage": "wolf-howl",
    "gnosis": "crystal-growth",
    "health": "heart-plus",
    "insight": "cowled",
    "renown": "laurels",
    "frenzy": "enrage",
}
TYPE_ART: dict[str, str] = {
    "ally": "person",
    "enemy": "worm-mouth",
    "victim": "person",
    "gift": "magic-palm",
    "rite": "candlebright",
    "equipment": "brass-knuckles",
    "past-life": "ghost-ally",
    "totem": "totem",
    "event": "power-lightning",
    "moot": "campfire",
    "battlefield": "mountains",
    "attack": "claw-slashes",
    "defense": "shield",
    "flex": "crossed-claws",
    "counterattack": "riposte",
    "combat-event": "wolf-howl",
}
BREED_ART: dict[str, tuple[str, ...]] = {
    "Ho": ("person", "cowled"),
    "Lu": ("wolf-head", "wolf-howl", "direwolf"),
    "Mt": ("werewolf",),
}


ART_RULES = ArtRules(
    type_art=TYPE_ART,
    keyword_art=KEYWORD_ART,
    name_hints=NAME_HINTS,
    hint_types=HINT_TYPES,
    effect_types=("event", "combat-event", "moot"),
    effect_art=EFFECT_ART,
    modify_art=MODIFY_ART,
    effect_overrides={("moot", "damage"): "talk", ("moot", "discard"): "talk"},
)


def art_icon(card: Any, side: str, seed: int) -> str:
    """The picture for a card: a Garou by breed and side, a Tribe by its sigil, the rest by
    name words, keywords, effects and type (``ART_RULES``)."""
    keywords = set(getattr(card, "keywords", ()))
    ctype = card.type
    if ctype == "garou":
        if "Raven" in keywords:
            return "raven" if side == "crinos" else "person"
        if side == "crinos":
            return "werewolf"
        options = BREED_ART.get(getattr(card, "breed", ""), ("werewolf",))
        return options[seed % len(options)]
    if ctype == "tribe":
        return tribe_style(card.name).sigil
    return pick_art(card, ART_RULES)


def field_style(card: Any, tribe: str) -> FieldStyle:
    keywords = set(getattr(card, "keywords", ()))
    if tribe:
        return tribe_style(tribe)
    if card.type == "garou":
        return STRAY
    if "Umbra" in keywords:
        return UMBRA
    if card.type == "enemy" or "Wyrm" in keywords:
        return WYRM
    if card.type in COMBAT_ORDER:
        return BATTLE
    return NEUTRAL


@dataclass
class Face:
    """Everything one side of one card shows, as plain data."""

    id: str
    name: str
    type: str
    side: str
    style: FieldStyle
    art: str
    seed: int
    subtitle: str = ""
    tribe: str = ""
    keywords: list[str] = field(default_factory=list)
    traits: list[str] = field(default_factory=list)
    requires: list[str] = field(default_factory=list)
    rules: str = ""
    flavor: str = ""
    stats: dict[str, int] | None = None  # renown, rage, gnosis, health
    breed: str = ""
    paw: int = 0
    gnosis_cost: int | None = None
    rage_cost: int | None = None
    damage: str = ""
    block: int = 0
    moon: str = ""
    speed: str = ""
    scope: str = ""
    duration: int = 0
    sept_draw: int = 0
    fury: int = 0
    alternate: bool = False
    umbra: bool = False
    spirit: str = ""  # a faint second figure behind the art (a Homid's inner wolf)
    two_sided: bool = False


def build_face(pool: CardPool, card: Any, side: str, seed: int) -> Face:
    tribes = pool.tribes()
    tribe = card_tribe(card, tribes)
    ctype = card.type
    keywords = [str(k) for k in getattr(card, "keywords", ())]
    face = Face(
        id=card.id,
        name=str(card.name),
        type=ctype,
        side=side if ctype == "garou" else "",
        style=field_style(card, tribe),
        art=art_icon(card, side, seed),
        seed=seed,
        tribe=tribe,
        requires=[str(r) for r in getattr(card, "requires", ())],
        rules=pool.rules_text(card, side, keep_requires=ctype not in RIBBON_TYPES),
        flavor=shown_data(str(getattr(card, "flavor", "")).strip()),
        traits=traits(card),
        umbra="Umbra" in keywords,
    )
    subtype = [k for k in keywords if k in EVENT_KINDS]
    face.speed = next((k for k in keywords if k.lower() in SPEEDS), "").lower()
    face.keywords = [
        shown_data(k) for k in keywords if k not in EVENT_KINDS and k.lower() not in SPEEDS
    ]
    if ctype == "garou":
        face.breed = str(getattr(card, "breed", ""))
        face.paw = int(getattr(card, "paw", 0) or 0)
        face.alternate = bool(getattr(card, "alternate", False))
        face.two_sided = bool(getattr(card, "two_sided", True))
        stats_side = card.side(side == "crinos")
        face.stats = _stats(stats_side)
        breed = _(BREED_NAMES.get(face.breed, face.breed))
        face.subtitle = (
            _("{breed} · Crinos form") if side == "crinos" else _("{breed} · Breed form")
        ).format(breed=breed)
        if side == "breed" and face.breed == "Ho" and face.art in ("person", "cowled"):
            face.spirit = "raven" if "Raven" in keywords else "wolf-head"

    elif ctype in ("ally", "enemy", "victim"):
        face.stats = _stats(card.side(False))
        face.paw = int(getattr(card, "paw", 0) or 0)
    elif ctype == "battlefield":
        guardian = card.side(False)
        face.stats = {**_stats(guardian), "renown": int(getattr(card, "renown", 0))}
        guard_kw = [str(k) for k in getattr(card, "guardian_keywords", ())]
        if guard_kw:
            guardian = _("Guardian: {keywords}").format(keywords=", ".join(guard_kw))
            face.traits = [*face.traits, guardian]
    elif ctype == "tribe":
        face.sept_draw = int(getattr(card, "sept_draw", 0))
        face.fury = int(getattr(card, "fury", 0))
    if ctype in ("gift", "rite", "equipment", "past-life"):
        face.gnosis_cost = int(getattr(card, "gnosis_cost", 0))
    if ctype == "rite":
        face.duration = int(getattr(card, "duration", 0))
    if ctype in COMBAT_ORDER:
        face.moon = str(getattr(card, "moon", ""))
        if ctype == "combat-event":
            face.scope = SCOPE_LABELS.get(str(getattr(card, "scope", "")), "")
        else:
            face.rage_cost = int(getattr(card, "rage_cost", 0))
            if getattr(card, "damage_x", False):
                face.damage = "X"
            elif getattr(card, "damage", 0):
                face.damage = str(card.damage)
            face.block = int(getattr(card, "block", 0) or 0)
    if not face.subtitle and subtype:
        face.subtitle = " · ".join(shown_data(k) for k in subtype)  # "LONG EVENT" in Portuguese
    elif not face.subtitle and ctype == "equipment" and face.keywords:
        face.subtitle = " · ".join(face.keywords)
    return face


def _stats(side: Any) -> dict[str, int]:
    return {
        "renown": int(getattr(side, "renown", 0)),
        "rage": int(getattr(side, "rage", 0)),
        "gnosis": int(getattr(side, "gnosis", 0)),
        "health": int(getattr(side, "health", 0)),
    }


__all__ = [
    "GAME",
    "SIDES",
    "SIDE_MARK",
    "CardPool",
    "Face",
    "art_icon",
    "build_face",
    "card_tribe",
    "face_text",
    "split_id",
]
