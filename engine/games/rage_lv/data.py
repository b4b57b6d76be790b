"""Rage (relaunch) card data: the game's words for the shared card layer, its card class,
and the card pool (shipped files plus a game's own cards).

Card files are read by the shared loader (`engine.ccg.loader`) against `VOCAB`: every card is a
JSON (or TOML) object with the common fields (id, name, type, keywords, requires, effects,
text, flavor) plus the fields its type allows (`FIELDS`). A bad file raises CardDataError
naming the file, the card and the field. `docs/cards.md` is the reference for card authors.

Effects are data ({"when": ..., "do": ..., ...}); the rules text shown on a card is written
from them (`rules_text`); a card that carries a "text" must match it.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol, runtime_checkable

from engine.ccg import builtin, damage_cards, durations, loader, reactions, sneak, text
from engine.ccg import kinds as ccg_kinds
from engine.ccg.cardsets import Checks
from engine.ccg.conditions import Bad, requirement_text
from engine.ccg.errors import CardDataError as CardDataError
from engine.ccg.errors import fail
from engine.ccg.kinds import Kind, Phrase, Run
from engine.ccg.model import CardBase, Condition, Effect, Use
from engine.ccg.pool import CardPool
from engine.ccg.table import Table
from engine.ccg.words import RAGE_EFFECTS, RAGE_WORDS, FieldSpec, Vocabulary, rage_vocabulary


@runtime_checkable
class ActsFirst(Protocol):
    """What this edition's own kind asks of the table beyond the kernel's (LvTable has it): a
    Protocol, because the table's module imports this one."""

    def act_first(self, seat: int, exclusive: bool) -> None: ...


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
IN_PLAY_TYPES = (
    "tribe",
    *CHARACTER_TYPES,
    *ATTACH_TYPES,
    "totem",
    "battlefield",
)
BREEDS = {"Ho": "Homid", "Lu": "Lupus", "Mt": "Metis"}
TYPE_NAMES = {
    "tribe": "Tribe",
    "garou": "Garou",
    "ally": "Ally",
    "enemy": "Enemy",
    "victim": "Victim",
    "gift": "Gift",
    "rite": "Rite",
    "equipment": "Equipment",
    "past-life": "Past Life",
    "totem": "Totem",
    "event": "Event",
    "moot": "Moot",
    "battlefield": "Battlefield",
    "attack": "Attack",
    "defense": "Defense",
    "flex": "Flex",
    "counterattack": "Counterattack",
    "combat-event": "Combat Event",
}
WINDOWS = {
    "main": "Main: ",
    "alpha": "Alpha: ",
    "pre-combat": "Pre-Combat: ",
    "mid-combat": "Mid-Combat: ",
    "post-combat": "Post-Combat: ",
}
COMBAT_WINDOWS = ("pre-combat", "mid-combat", "post-combat")
#: Triggers the rules fire (standard words, standard text) and the cards' own moments.
TRIGGERS = {
    "play": "",
    "moot": "If this Moot passes: ",
    "damage": "Damage Effect: ",
    "benefit": "Benefit: ",
    "reveal": "When revealed: ",
    **reactions.MOMENTS,  # an Event played in answer to what just happened
    # the triggers the shared layer fires (engine/ccg/text.py words them)
    **{name: "" for name in text.TRIGGERS if name not in ("play", "static")},
}
IN_PLAY_WHEN = frozenset({*WINDOWS, *TRIGGERS, "static"}) - {
    "play",
    "moot",
    "damage",
    "benefit",
    "reveal",
    *reactions.MOMENTS,
}
WHEN_ON: dict[str, frozenset[str]] = {
    **{t: IN_PLAY_WHEN for t in IN_PLAY_TYPES},
    "event": frozenset({"play", *IN_PLAY_WHEN, *reactions.MOMENTS}),
    "moot": frozenset({"moot"}),
    "combat-event": frozenset(COMBAT_WINDOWS),
    **{t: frozenset({"reveal", "damage", "benefit"}) for t in ACTION_TYPES},
}
STATS = ("renown", "rage", "gnosis", "health", "frenzy", "insight", "votes", "damage", "block")
STAT_NAMES = {
    "renown": "Renown",
    "rage": "Rage",
    "gnosis": "Gnosis",
    "health": "Health",
    "frenzy": "Frenzy",
    "insight": "Insight",
    "sustained": "Sustained",
    "votes": "Votes",
    "damage": "Damage",
    "block": "Block",
}
PLAYER_STATS = {"sept-draw": "Sept Draw", "victory": "Renown in the Victory Pile"}
SCOPES = ("in", "out", "in-out", "neutral", "controller")
PROHIBITIONS = {
    "refuse-challenge": "refuse a challenge",
    "be-blocked": "be blocked",
    "combat-cards": "play Combat cards",
    "alpha-action": "take an alpha action",
    "vote": "vote on Moots",
    "regenerate": "regenerate",
    "be-challenged": "be challenged",
    **sneak.PROHIBITIONS,
}
GRANTS = {
    "kailindo": "has Kailindo",
    "play-rage": "may play Combat cards of Rage {amount} or less, whatever Rage it has left",
    "show-draws": "shows every Combat card it draws that matches",
}
_INT = (int,)
_STATS_TYPES = ("ally", "enemy", "victim")
#: field -> spec: the fields of rage-lv cards beyond the common ones (ranges and per-type rules
#: are checked in `_build`, which names the field in each message)
FIELDS: dict[str, FieldSpec] = {
    "tribe": FieldSpec((str,), TYPES, doc="the Tribe a Garou (or card) belongs to"),
    # Tribe
    "sept_draw": FieldSpec(_INT, ("tribe",), True),
    "fury": FieldSpec(_INT, ("tribe",), True),
    "cohorts": FieldSpec((dict,), ("tribe",)),
    # Characters
    "breed": FieldSpec((str,), ("garou",), True),
    "breed_side": FieldSpec((dict,), ("garou",), True),
    "crinos_side": FieldSpec((dict,), ("garou",)),
    "alternate": FieldSpec((bool,), ("garou",)),
    "renown": FieldSpec(_INT, (*_STATS_TYPES, "battlefield"), True),
    "rage": FieldSpec(_INT, _STATS_TYPES, True),
    "gnosis": FieldSpec(_INT, _STATS_TYPES, True),
    "health": FieldSpec(_INT, _STATS_TYPES, True),
    "paw": FieldSpec(_INT, ("garou", "ally")),
    "frenzy": FieldSpec(_INT, ("garou", "ally", "enemy")),
    "insight": FieldSpec(_INT, ("garou", "ally", "enemy")),
    "sustained": FieldSpec(_INT, ("garou", "ally", "enemy")),
    "kailindo": FieldSpec((bool,), ("garou",)),
    "friendly": FieldSpec((list,), ("garou",)),
    builtin.FIELD: FieldSpec((list,), CHARACTER_TYPES, doc="what it carries with no card"),
    # Sept cards
    "gnosis_cost": FieldSpec(_INT, ATTACH_TYPES, True),
    "duration": FieldSpec(_INT, ("rite",), True),
    "guardian": FieldSpec((dict,), ("battlefield",), True),
    # Combat cards
    "moon": FieldSpec((str,), COMBAT_TYPES, True),
    "scope": FieldSpec((str,), ("combat-event",), True),
    "rage_cost": FieldSpec(_INT, ACTION_TYPES, True),
    "damage": FieldSpec((int, str), ACTION_TYPES),
    "block": FieldSpec(_INT, ACTION_TYPES),
    "x": FieldSpec((str,), ACTION_TYPES),
    "reactable": FieldSpec((bool,), ("defense", "counterattack")),
    "benefit": FieldSpec((list,), ACTION_TYPES),
}
SIDE_FIELDS = ("renown", "rage", "gnosis", "health")
GUARDIAN_FIELDS = ("rage", "gnosis", "health", "keywords")


# -- the game's own effect kinds -------------------------------------------------------------------
def _first_text(step: Effect, vocab: Vocabulary, who: Phrase) -> str:
    return "Your alpha takes the first alpha action this turn."


def _before_all_text(step: Effect, vocab: Vocabulary, who: Phrase) -> str:
    return "Your alpha acts before anybody else's this turn."


def _act_first(exclusive: bool) -> Run:
    def run(table: Table, use: Use, step: Effect, found: list[Any]) -> None:
        assert isinstance(table, ActsFirst), type(table)
        if use.seat is not None:
            table.act_first(use.seat, exclusive)

    return run


def _pull_text(step: Effect, vocab: Vocabulary, who: Phrase) -> str:
    return f"Pull {who.text} out of the Umbra."


def _kailindo_text(step: Effect, vocab: Vocabulary, who: Phrase) -> str:
    return "For the rest of this combat, Kailindo applies to this character."


CORE = ccg_kinds.CORE
GAME_KINDS: dict[str, Kind] = {
    "umbra": ccg_kinds.alias("umbra", CORE["track"], {"track": "umbra"}),
    "renown": ccg_kinds.alias("renown", CORE["score"], {}),
    "pull": ccg_kinds.alias(
        "pull", CORE["move"], {"to": "world"}, _pull_text, default_target="character"
    ),
    "kailindo": ccg_kinds.alias(
        "kailindo", CORE["grant"], {"what": "kailindo", "until": "combat"}, _kailindo_text
    ),
    "alpha-first": Kind(
        "alpha-first", {}, "player", "me", ("act_first",), _first_text, _act_first(False)
    ),
    "alpha-before-all": Kind(
        "alpha-before-all", {}, "player", "me", ("act_first",), _before_all_text, _act_first(True)
    ),
    # durations that end on an event (engine.ccg.durations): a fight capped at N rounds, and
    # what a Moot that passes votes out
    "cap-rounds": durations.CAP_ROUNDS,
    "vote-out": durations.VOTE_OUT,
}
EFFECTS = RAGE_EFFECTS | {
    *("umbra", "renown", "kailindo", "pull", "alpha-first", "alpha-before-all", "track", "attach"),
    *("cap-rounds", "vote-out"),
}
#: the timings inside a combat, where a fight may be capped
FIGHT_WHEN = frozenset(
    {"pre-combat", "mid-combat", "reveal", "damage", "benefit"}
    | {"combat-start", "round-start", "round-end"}
)


def _check_effect(bad: Bad, raw: dict[str, Any], at: str, effect: Effect) -> None:
    """Rules of rage-lv card effects the shared loader does not know."""
    ctype = raw["type"]
    if effect.when in COMBAT_WINDOWS and ctype not in COMBAT_TYPES and not effect.scope:
        raise bad(f"{at}.scope", "a Pre/Mid/Post-Combat ability needs one")
    if effect.scope in ("neutral", "controller") and ctype != "battlefield":
        raise bad(f"{at}.scope", "only a Battlefield has Neutral: or Controller: text")
    if effect.scope in ("in", "out", "in-out") and effect.when not in COMBAT_WINDOWS:
        raise bad(f"{at}.scope", "only Pre/Mid/Post-Combat abilities are In or Out")
    if effect.side and ctype != "garou":
        raise bad(f"{at}.side", "only a Garou has two sides")
    long_event = "Long Event" in raw.get("keywords", [])
    answer = effect.when in reactions.MOMENTS  # played from the hand when that happens
    if ctype == "event" and effect.when != "play" and not long_event and not answer:
        raise bad(f"{at}.when", "only a Long Event stays in play; other Events act when played")
    durations.check_effect(bad, at, effect, FIGHT_WHEN, frozenset({"moot"}))
    damage_cards.check_effect(bad, raw, at, effect)  # "next-blow" lasts on what a blow uses


PHASES = {"main": "Main Phase", "resolution": "Resolution Phase", "alpha": "Alpha Phase"}
VOCAB = rage_vocabulary(
    rules_keywords=frozenset(
        {"Long Event", "Moot Event", "Fetish", "Human", "Spirit", "Umbra", "Wyrm", "Guardian"}
        | {"Character", "Garou", "Shapeshifter", "Crinos", "Homid", "Lupus", "Metis"}
    ),
    game="rage-lv",
    card_types=TYPE_NAMES,
    character_types=frozenset(CHARACTER_TYPES),
    attach_types=frozenset(ATTACH_TYPES),
    fields=FIELDS,
    when_on=WHEN_ON,
    stats={k: STAT_NAMES[k] for k in (*STATS, "sustained")},
    player_stats=PLAYER_STATS,
    numbers={"rage_cost": "Rage cost", "gnosis_cost": "Gnosis cost"},
    places={
        "umbra": "in the Umbra",
        "hunting": "in the Hunting Grounds",
        "staging": "in a Staging Area",
        "combat": "in a combat",
        "regenerating": "regenerating",
    },
    moves={
        "umbra": "into the Umbra",
        "world": "out of the Umbra",
        "discard": "to its owner's discard pile",
        "removed": "out of the game",
        "victory": "into your Victory Pile",
    },
    tracks={"umbra": "the Umbra marker"},
    facets={"form": ("crinos", "breed"), "tribe": (), "breed": tuple(BREEDS.values())},
    windows=WINDOWS,
    triggers=TRIGGERS,
    phases=PHASES,
    # "until the next Alpha Phase begins" (engine.ccg.durations)
    durations={
        **RAGE_WORDS["durations"],
        **durations.before_phases(PHASES),
        durations.NEXT_FIGHT: durations.EVENT_DURATIONS[durations.NEXT_FIGHT],
        durations.VOTED_OUT: " until a Moot votes it out",
        # wounds, not damage cards: a blow lands when its Damage beats the Block
        damage_cards.NEXT_BLOW: " until its next Combat card deals wounds",
    },
    absent_durations={
        durations.FRENZY: "the relaunch game's frenzy is a moment (its Garou draws Combat"
        " cards), not a state that lasts: nothing lasts while it"
    },
    prohibitions=PROHIBITIONS,
    grants=GRANTS,
    effects=EFFECTS,
    kinds=GAME_KINDS,
    effect_fields={
        "side": FieldSpec((str,), (), choices=("breed", "crinos")),
        "scope": FieldSpec((str,), (), choices=SCOPES),
    },
    words={
        "victory": "Victory Pile",
        "score": "Renown",
        "self": "this character",
        "form:crinos": "Crinos",
        "form:breed": "Breed",
        "discard:sept": "from the top of {their} Sept deck",
        "discard:combat": "from {their} Combat hand",
        "discard:hand": "from {their} Sept hand",
        "discard:combat-hand": "from {their} Combat hand",
        "target:all-garou": "each Garou in play",
        "target:pack": "each character in your pack",
        "nouns": "Garou",
        durations.VOTING_BODY: "Moot",
    },
    aliases={
        "when": {"start-of-turn": "turn-start", "end-of-turn": "turn-end", "attached": "static"},
        "target": {"all-garou": {"each": "character", "if": "Garou"}},
    },
    check_effect=_check_effect,
)
#: The printed lead of each timing (what a Garou side's text begins with), by `when`.
TIMINGS: dict[str, str] = {
    **WINDOWS,
    **{k: v for k, v in TRIGGERS.items()},
    **{k: v for k, v in text.TRIGGERS.items() if not TRIGGERS.get(k)},
}


@dataclass(frozen=True)
class Side:
    renown: int
    rage: int
    gnosis: int
    health: int


@dataclass(frozen=True)
class Card(CardBase):
    tribe: str = ""
    flavor: str = ""
    requires: tuple[str, ...] = ()  # a plain keyword list (what a requirements ribbon shows)
    effects: tuple[Effect, ...] = ()
    requirement: Condition | None = None  # the whole requirement ("requires"), any form
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
    built_in: tuple[str, ...] = ()  # engine.ccg.builtin
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


# -- rules text generated from the data ----------------------------------------------------------
SCOPE_LABELS = {"in": "In", "out": "Out", "in-out": "In/Out"}


def effect_sentence(effect: Effect, card_type: str) -> str:
    """One effect in words, with the side and In/Out/Neutral/Controller marks it carries."""
    lead = ""
    if effect.side:
        lead = f"[{effect.side.title()} only] "
    if effect.scope in ("neutral", "controller"):
        lead += f"{effect.scope.title()}: "
    elif effect.scope:
        lead += f"({SCOPE_LABELS[effect.scope]}) "
    return lead + text.effect_text(effect, VOCAB, card_type)


def rules_text(card: Card) -> str:
    """The card's rules text, generated from its data so text and behaviour never disagree."""
    parts: list[str] = []
    if card.requires:
        parts.append("Requires: " + ", ".join(card.requires) + ".")
    elif card.requirement is not None and not card.requirement.keywords():
        # A plain keyword list is `requires` (a face may print it on its own line and leave
        # it out here); any other requirement is only ever printed here.
        parts.append("Requires: " + requirement_text(card.requirement, VOCAB) + ".")
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
    parts.append(builtin.sentence(card.built_in))
    if card.type == "combat-event":
        parts.append({"in": "In.", "out": "Out.", "in-out": "In/Out."}[card.scope])
    if card.damage_x:
        parts.append(f"X is this combatant's {card.x.title()}.")
    if card.reactable:
        parts.append("The attacker may react to this damage.")
    benefit_effects = [e for e in card.effects if e.when == "benefit"]
    parts += text.said_once(
        ((e.when, effect_sentence(e, card.type)) for e in card.effects if e.when != "benefit"),
        VOCAB,
    )
    if card.benefit:
        inner = " ".join(effect_sentence(e, card.type)[len("Benefit: ") :] for e in benefit_effects)
        parts.append(f"Benefit ({', '.join(card.benefit)}): {inner}".rstrip())
    return " ".join(p for p in parts if p)


# -- building a card from checked data --------------------------------------------------------------
def _check_side(source: str, cid: str, name: str, raw: Any, fields: tuple[str, ...]) -> Side:
    if not isinstance(raw, dict):
        raise fail(source, cid, name, "must be an object")
    missing = [f for f in fields if f not in raw and f != "keywords"]
    if missing:
        raise fail(source, cid, f"{name}.{missing[0]}", "is required")
    unknown = sorted(set(raw) - set(fields))
    if unknown:
        raise fail(source, cid, f"{name}.{unknown[0]}", "is not a known field")
    for key in fields:
        if key == "keywords":
            continue
        value = raw.get(key, 0)
        if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= 20:
            raise fail(source, cid, f"{name}.{key}", "must be a whole number from 0 to 20")
    return Side(raw.get("renown", 0), raw["rage"], raw["gnosis"], raw["health"])


def _build(checked: loader.Checked) -> Card:
    """A rage-lv Card from a card that passed the shared schema; the type rules are here."""
    source, raw, cid, ctype = checked.source, checked.raw, checked.id, checked.type
    for name in ("benefit", "friendly", builtin.FIELD):
        if any(not isinstance(k, str) or not k for k in raw.get(name, [])):
            raise fail(source, cid, name, "must be a list of words")
    kwargs: dict[str, Any] = {
        "id": cid,
        "name": checked.name,
        "type": ctype,
        "keywords": checked.keywords,
        "tribe": raw.get("tribe", ""),
        "flavor": checked.flavor,
        "requires": checked.requires,
        "requirement": checked.requirement,
        "effects": checked.effects,
        "source": source,
    }
    if ctype == "tribe":
        kwargs["sept_draw"], kwargs["fury"] = raw["sept_draw"], raw["fury"]
        if not 1 <= raw["sept_draw"] <= 12:
            raise fail(source, cid, "sept_draw", "must be from 1 to 12")
        cohorts = raw.get("cohorts", {})
        if any(not isinstance(v, int) or v < 0 for v in cohorts.values()):
            raise fail(source, cid, "cohorts", "extra Renown costs must be whole numbers >= 0")
        kwargs["cohorts"] = tuple(sorted(cohorts.items()))
    elif ctype == "garou":
        if raw["breed"] not in BREEDS:
            raise fail(source, cid, "breed", f"must be one of {', '.join(BREEDS)}")
        breed = _check_side(source, cid, "breed_side", raw["breed_side"], SIDE_FIELDS)
        crinos_raw = raw.get("crinos_side")
        if raw["breed"] == "Mt":
            # Metis cards have two identical sides.
            if crinos_raw is not None and crinos_raw != raw["breed_side"]:
                raise fail(source, cid, "crinos_side", "a Metis has two identical sides")
            crinos = breed
        else:
            if crinos_raw is None:
                raise fail(source, cid, "crinos_side", "is required for a Homid or Lupus")
            crinos = _check_side(source, cid, "crinos_side", crinos_raw, SIDE_FIELDS)
        if not raw.get("tribe") and not raw.get("alternate"):
            raise fail(source, cid, "tribe", "a Garou needs a tribe (or alternate: true)")
        kwargs.update(breed=raw["breed"], breed_side=breed, crinos_side=crinos)
        kwargs["alternate"] = raw.get("alternate", False)
        kwargs["friendly"] = tuple(raw.get("friendly", ()))
    elif ctype in _STATS_TYPES:
        side = _check_side(source, cid, "stats", {k: raw[k] for k in SIDE_FIELDS}, SIDE_FIELDS)
        kwargs.update(renown=side.renown, _rage=side.rage, _gnosis=side.gnosis)
        kwargs["_health"] = side.health
        if side.health < 1:
            raise fail(source, cid, "health", "a character needs at least 1 Health")
    if ctype == "battlefield":
        kwargs["renown"] = raw["renown"]
        guardian = raw["guardian"]
        kwargs["guardian"] = _check_side(source, cid, "guardian", guardian, GUARDIAN_FIELDS)
        kwargs["guardian_keywords"] = tuple(guardian.get("keywords", ()))
    for name in ("paw", "frenzy", "insight", "sustained"):
        value = raw.get(name, 0)
        if not 0 <= value <= (3 if name == "paw" else 6):
            raise fail(source, cid, name, "is out of range")
        kwargs[name] = value
    kwargs["kailindo"] = raw.get("kailindo", False)
    kwargs["built_in"] = tuple(raw.get(builtin.FIELD, ()))
    if ctype in ATTACH_TYPES:
        kwargs["gnosis_cost"] = raw["gnosis_cost"]
        if not 0 <= raw["gnosis_cost"] <= 10:
            raise fail(source, cid, "gnosis_cost", "must be from 0 to 10")
    if ctype == "rite":
        if not 1 <= raw["duration"] <= 3:
            raise fail(source, cid, "duration", "a paw print takes 1 to 3 quarter turns")
        kwargs["duration"] = raw["duration"]
    if ctype in COMBAT_TYPES:
        if raw["moon"] not in ("new", "full"):
            raise fail(source, cid, "moon", "must be new or full")
        kwargs["moon"] = raw["moon"]
    if ctype == "combat-event":
        if raw["scope"] not in ("in", "out", "in-out"):
            raise fail(source, cid, "scope", "must be in, out or in-out")
        kwargs["scope"] = raw["scope"]
        if not any(e.when in COMBAT_WINDOWS for e in checked.effects):
            raise fail(source, cid, "effects", "a Combat Event needs a Pre/Mid/Post-Combat effect")
    if ctype in ACTION_TYPES:
        kwargs["rage_cost"] = raw["rage_cost"]
        damage = raw.get("damage", 0)
        if damage == "X":
            if raw.get("x") not in ("rage", "gnosis", "renown"):
                raise fail(source, cid, "x", "X damage needs x: rage, gnosis or renown")
            kwargs.update(damage_x=True, x=raw["x"])
        elif not isinstance(damage, int) or not 0 <= damage <= 12:
            raise fail(source, cid, "damage", 'must be 0 to 12 or "X"')
        else:
            if "x" in raw:
                raise fail(source, cid, "x", 'only a card whose damage is "X" says what X is')
            kwargs["damage"] = damage
        kwargs["block"] = raw.get("block", 0)
        if ctype in ("attack", "counterattack") and not (
            kwargs.get("damage") or kwargs.get("damage_x")
        ):
            raise fail(source, cid, "damage", f"an {ctype} needs Damage")
        if ctype == "defense" and not kwargs["block"]:
            raise fail(source, cid, "block", "a defense needs Block")
        kwargs["reactable"] = raw.get("reactable", False)
        kwargs["benefit"] = tuple(raw.get("benefit", ()))
        has_benefit_effects = any(e.when == "benefit" for e in checked.effects)
        if has_benefit_effects != bool(kwargs["benefit"]):
            raise fail(source, cid, "benefit", "a benefit needs both a requirement and effects")
    return Card(**kwargs)


SCHEMA = loader.Schema(VOCAB, _build, rules_text)


def _unknown_tribes(
    source: str, found: Iterable[Card], known: Iterable[Card]
) -> list[CardDataError]:
    """Cards may name only Tribes that some card (shipped or their own) defines."""
    tribes = {c.name for c in known if c.type == "tribe"}
    out = []
    for c in found:
        for name, named in (("tribe", [c.tribe] if c.tribe else []), ("friendly", c.friendly)):
            out += [
                fail(source or c.source, c.id, name, f"names no known Tribe ({tribe!r})")
                for tribe in named
                if tribe not in tribes
            ]
    return out


def _check_tribes(found: Mapping[str, Card], shipped: Mapping[str, Card]) -> None:
    errors = _unknown_tribes("", found.values(), [*shipped.values(), *found.values()])
    if errors:
        raise errors[0]


# The shipped cards, and a game's own cards (players' user cards, carried in the game's
# options), checked by the same schema and seen only inside that game's calls.
def words_of(c: Card) -> set[str]:
    """Every word a card may carry in play (stats.keywords, without a table), for the pool's
    warnings: keywords, type, Tribe, breed, Crinos, a Battlefield's guardian's."""
    found = {*c.keywords, *c.guardian_keywords, c.type.title(), TYPE_NAMES[c.type], c.name}
    found |= {"Character", "Guardian", "Shapeshifter", "Crinos", *BREEDS.values()}
    return found | ({c.tribe} if c.tribe else set())


POOL: CardPool[Card] = CardPool("rage_lv", CARD_DIR, SCHEMA, _check_tribes, words_of=words_of)
cards, card, pool, load_cards, load_file = (
    POOL.shipped,
    POOL.card,
    POOL.pool,
    POOL.load,
    POOL.load_file,
)
extra_cards, extra_table, load_extra = POOL.extra_cards, POOL.extra_table, POOL.load_extra
show_extra_cards, current_extra = POOL.show_extra_cards, POOL.current_extra
text_words, shown_text = POOL.text_words, POOL.shown_text
warnings = POOL.warnings


def tribe_problems(path: Path, found: list[Card], known: Mapping[str, Card]) -> list[str]:
    """A player's card set: every Tribe a card names that no card defines (refusals)."""
    return [f"{e}." for e in _unknown_tribes(path.name, found, known.values())]


#: how a player's card sets of this edition are checked (engine.ccg.cardsets)
USER_SETS = Checks(load_file, CardDataError, cards, tribe_problems, warnings, POOL.check)
