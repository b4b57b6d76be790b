"""A game's words: what a card file of that game may say, and how its rules text reads.

The shared layer knows effect kinds, conditions, targets, costs, durations and limits; a game
plugs in its own card types and fields, stats, decks, places, tracks, windows, triggers,
phases, prohibitions and grants. The loader refuses any word a game did not declare, so a card
never promises what that game's rules do not run.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any, TypeGuard


@dataclass(frozen=True)
class FieldSpec:
    """A card field of the game: its Python types, the card types it belongs on, whether those
    require it, and an optional whole-number range or list of choices."""

    types: tuple[type, ...]
    on: tuple[str, ...]
    required: bool = False
    lo: int | None = None
    hi: int | None = None
    choices: tuple[str, ...] = ()
    doc: str = ""


@dataclass(frozen=True)
class Vocabulary:
    """Everything a game tells the shared layer. Mappings go from the word used in card files
    to the words printed in rules text."""

    game: str
    #: card type -> label ("garou" -> "Garou")
    card_types: Mapping[str, str]
    #: the card types that are characters
    character_types: frozenset[str] = frozenset()
    #: the card types attached to a character: their trigger text says "this character"
    attach_types: frozenset[str] = frozenset()
    #: the game's own card fields (beyond id, name, type, keywords, requires, effects, text,
    #: flavor), checked by the loader
    fields: Mapping[str, FieldSpec] = field(default_factory=dict)
    #: card type -> the `when` words its effects may use (types not listed: any)
    when_on: Mapping[str, frozenset[str]] = field(default_factory=dict)
    #: stats of a character (modify, costs, conditions, lowest/highest) -> label
    stats: Mapping[str, str] = field(default_factory=dict)
    #: stats of a player ("sept-draw", "victory") -> label
    player_stats: Mapping[str, str] = field(default_factory=dict)
    #: printed numbers of a card a condition may compare ("rage_cost") -> label
    numbers: Mapping[str, str] = field(default_factory=dict)
    #: numbers of the game a condition may compare ("round") -> label
    counters: Mapping[str, str] = field(default_factory=dict)
    #: decks (draw, search, discard from the top) -> label
    decks: Mapping[str, str] = field(default_factory=dict)
    #: hands (discard, look) -> label
    hands: Mapping[str, str] = field(default_factory=dict)
    #: places a condition asks about ("umbra") -> "in the Umbra"
    places: Mapping[str, str] = field(default_factory=dict)
    #: how a character voted, for `voted` conditions ("winning") -> what it then "is"
    votings: Mapping[str, str] = field(default_factory=dict)
    #: where a `move` sends a card ("umbra") -> "into the Umbra"
    moves: Mapping[str, str] = field(default_factory=dict)
    #: tracks a `track` effect moves ("umbra") -> "the Umbra marker"
    tracks: Mapping[str, str] = field(default_factory=dict)
    #: facets a condition asks about ("form") -> the values it may ask for (empty: any word)
    facets: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    #: windows where a player uses an ability -> printed prefix ("main" -> "Main: ")
    windows: Mapping[str, str] = field(default_factory=dict)
    #: triggers the game fires (standard ones in engine.ccg.text.TRIGGERS) plus the card's own
    #: moments ("play", "damage", ...) -> printed prefix; a standard trigger maps to ""
    triggers: Mapping[str, str] = field(default_factory=dict)
    #: phases for phase-start / phase-end -> name ("main" -> "Main Phase")
    phases: Mapping[str, str] = field(default_factory=dict)
    #: prohibitions the game enforces -> what the prohibited one "cannot" do
    prohibitions: Mapping[str, str] = field(default_factory=dict)
    #: keywords the rules read on cards ("Fast Striking", "Long Event", the Tribes ...): a
    #: card's keyword or requirement word close to one of these but not it is refused
    rules_keywords: frozenset[str] = frozenset()
    #: prohibitions the rules ask about one character (an attack on it): only these read a
    #: prohibit's `against` ("cannot attack this creature")
    asked_against: frozenset[str] = frozenset()
    #: grants the game honours -> what the granted one "may" do (or is)
    grants: Mapping[str, str] = field(default_factory=dict)
    #: effect kinds the game runs (core kinds and its own, see `kinds`)
    effects: frozenset[str] = frozenset()
    #: the game's own effect kinds (engine.ccg.kinds.Kind), by name
    kinds: Mapping[str, Any] = field(default_factory=dict)
    #: extra parameters a game allows on core kinds: kind -> {param: FieldSpec}
    kind_params: Mapping[str, Mapping[str, FieldSpec]] = field(default_factory=dict)
    #: target words the game resolves (standard ones in engine.ccg.targets.SHORTHANDS)
    targets: frozenset[str] = frozenset()
    #: durations the game ends -> printed phrase
    durations: Mapping[str, str] = field(default_factory=dict)
    #: durations of the shared card language this edition has no idea of (the other
    #: edition's) -> why the loader refuses them here ("frenzy": a frenzy that lasts)
    absent_durations: Mapping[str, str] = field(default_factory=dict)
    #: costs the game collects ("rage", "gnosis", "discard-this", "discard-hand")
    costs: frozenset[str] = frozenset()
    #: limits the game counts ("turn", "phase", "combat", "round", "game", "at-a-time")
    limits: frozenset[str] = frozenset()
    #: game extras on an effect ("side", "scope") -> spec
    effect_fields: Mapping[str, FieldSpec] = field(default_factory=dict)
    #: other words of rules text: "victory" ("Victory Pile"), "score" ("Renown"), "character"
    words: Mapping[str, str] = field(default_factory=dict)
    #: old words still accepted in card files: {"when": {"attached": "static"}, "do": {...}};
    #: a target alias stands for a whole target object
    aliases: Mapping[str, Mapping[str, Any]] = field(default_factory=dict)
    #: further checks of one raw card (source, raw, effects) -> raises CardDataError
    check: Callable[..., None] | None = field(default=None, compare=False)
    #: further checks of each of its effects (bad, raw, "effects[i]", effect): raises bad(...)
    check_effect: Callable[..., None] | None = field(default=None, compare=False)

    def word(self, key: str, default: str = "") -> str:
        return self.words.get(key, default or key)


#: The effect kinds both Rage CCG editions' cards may use (each adds its own).
RAGE_EFFECTS = frozenset(
    {
        *("damage", "heal", "modify", "draw", "discard", "flip", "score", "cancel", "grant"),
        *("prohibit", "fight", "move", "look", "search", "choose", "end-combat"),
    }
)
#: What both Rage CCG editions' words share: an edition's `rage_vocabulary` starts from these.
RAGE_WORDS: Mapping[str, Any] = MappingProxyType(
    {
        "decks": {"sept": "Sept", "combat": "Combat"},
        "hands": {"hand": "Sept hand", "combat-hand": "Combat hand"},
        "counters": {"round": "combat round"},
        "targets": frozenset(
            [
                "self",
                "this",
                "opponent",
                "character",
                "each-character",
                "pack",
                "me",
                "player",
                "each-player",
                "each-opponent",
                "it",
                "trigger",
                "other",
                "opponents",  # engine.ccg.roles
                "attacker",
            ]
        ),
        "durations": {
            "combat": " until the end of combat",
            "turn": " until the end of the turn",
            "round": " until the end of the round",
            "rounds": " for the next {count} rounds of this combat",
            "phase": " until the end of the phase",
            "next-turn": " until the end of next turn",
            "attached": " while this card is in play",
            "permanent": " for the rest of the game",
        },
        "costs": frozenset({"rage", "gnosis", "discard-this", "discard-hand"}),
        "limits": frozenset({"turn", "phase", "combat", "round", "game", "at-a-time"}),
    }
)


def rage_vocabulary(**fields: Any) -> Vocabulary:
    """A Rage CCG edition's words: the shared ones (`RAGE_WORDS`) and its own (`fields`, which
    win where both say something)."""
    return Vocabulary(**{**RAGE_WORDS, **fields})


def known(value: object, words: Collection[str]) -> TypeGuard[str]:
    """Whether `value` is one of `words` (a list, a set or a mapping's keys). A value read
    from a card file may be a list or an object, which `in` cannot look up in a mapping:
    those are simply not words."""
    return isinstance(value, str) and value in words
