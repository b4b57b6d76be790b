"""Which picture and which colour field a card of the original Rage shows (see art.py).

Pictures come from the shared icon set (art/icons) through ``desktop.screens.ccg_kit.art``'s
picker, by type, keywords (a Fomor, a Bane, a weapon ...), the first effect of events, gifts
and rites, and a few name words. The field is the card's faction: Gaia's green, the Wyrm's
sickly olive, a Ronin's grey, and for the rest what the card is (the Umbra's teal for gifts,
rites, realms and caerns; the battle red for Combat cards; the juntas' council blue).
"""

from __future__ import annotations

from typing import Any

from desktop.screens.ccg_kit.art import ArtRules, pick_art
from desktop.screens.ccg_kit.art_style import BATTLE, NEUTRAL, STRAY, UMBRA, WYRM, FieldStyle

GAIA = FieldStyle.of_hex(
    "gaia", "#3f7a4a", "#0f2614", "#b8e0a8", "#e8d98a", "wolf-howl", "crescents"
)
JUNTA = FieldStyle.of_hex("junta", "#3c4f96", "#0f1533", "#b6c2ee", "#e6d690", "talk", "strata")
PREY = FieldStyle.of_hex("prey", "#8a5a34", "#2a160a", "#e8c49a", "#f0d27a", "paw-print", "grain")

WYRM_WORDS = ("Black Spiral Dancers", "Pentex", "Bane", "Fomori", "Iliad Fomori", "Wyrm")

TYPE_ART: dict[str, str] = {
    "character": "werewolf",
    "ally": "person",
    "enemy": "worm-mouth",
    "victim": "person",
    "caern": "magic-gate",
    "equipment": "brass-knuckles",
    "realm": "magic-portal",
    "territory": "mountains",
    "action": "sprint",
    "event": "power-lightning",
    "gift": "magic-palm",
    "past-life": "ghost-ally",
    "quest": "heraldic-sun",
    "rite": "candlebright",
    "moot": "campfire",
    "board-meeting": "talk",
    "battlefield": "mountains",
    "combat-action": "claw-slashes",
    "combat-event": "wolf-howl",
}
KEYWORD_ART: tuple[tuple[str, tuple[str, ...], str], ...] = (
    ("Bane", (), "spectre"),
    ("Wraith", (), "spectre"),
    ("Spirit", (), "spark-spirit"),
    ("Fomori", (), "fomorian"),
    ("Iliad Fomori", (), "fomorian"),
    ("Odyssey Fomori", (), "fomorian"),
    ("Vampire", (), "fangs"),
    ("Corax", (), "raven"),
    ("Kitsune", (), "woman-elf-face"),
    ("Faerie", (), "visored-helm"),
    ("Executive", (), "domino-mask"),
    ("Lupus", (), "wolf-head"),
    ("Metis", (), "werewolf"),
    ("Homid", ("character",), "cowled"),
    ("Animal", (), "direwolf"),
    ("Firearm", (), "bullseye"),
    ("Klaive", (), "crossed-swords"),
    ("Fetish", (), "gem-pendant"),
    ("Talen", (), "gem-pendant"),
    ("Armor", (), "cape-armor"),
    ("Weapon", (), "battle-axe"),
    ("Lunar Phase", (), "moon"),
    ("Pack Totem", (), "totem"),
    ("Personal Totem", (), "totem"),
    ("Pentex", (), "domino-mask"),
    ("Kinfolk", (), "person"),
    ("Human", (), "person"),
    ("Fast Striking", (), "sprint"),
    ("Slow Striking", (), "warhammer"),
    ("Instinctive", (), "bestial-fangs"),
)
NAME_HINTS: tuple[tuple[str, str], ...] = (
    ("hiker", "hiking"),
    ("researcher", "hiking"),
    ("orchard", "wildfires"),
    ("mill", "water-drop"),
    ("storm", "falling-rocks"),
    ("market", "rolling-dices"),
    ("ledger", "spades"),
    ("crow", "raven"),
    ("howl", "wolf-howl"),
    ("pit", "worm-mouth"),
    ("lake", "water-drop"),
    ("ridge", "mountains"),
    ("office", "domino-mask"),
    ("pond", "water-drop"),
    ("shield", "round-shield"),
    ("fury", "enrage"),
    ("trance", "enrage"),
)
EFFECT_ART: dict[str, str] = {
    "heal": "heart-plus",
    "draw": "card-draw",
    "damage": "bright-explosion",
    "cancel": "interdiction",
    "discard": "card-draw",
    "score": "laurels",
    "prohibit": "interdiction",
    "frenzy": "enrage",
    "look": "cowled",
    "search": "card-draw",
    "fight": "crossed-claws",
    "move": "cycle",
    "hunt": "wolf-howl",
    "join-combat": "crossed-claws",
    "choose": "magic-portal",
}
MODIFY_ART: dict[str, str] = {
    "votes": "talk",
    "rage": "enrage",
    "gnosis": "crystal-growth",
    "health": "heart-plus",
    "renown": "laurels",
}

ART_RULES = ArtRules(
    type_art=TYPE_ART,
    keyword_art=KEYWORD_ART,
    name_hints=NAME_HINTS,
    hint_types=("victim", "battlefield", "event", "territory", "realm", "combat-event", "gift"),
    effect_types=("action", "event", "gift", "rite", "moot", "board-meeting", "combat-event"),
    effect_art=EFFECT_ART,
    modify_art=MODIFY_ART,
)


def art_of(card: Any, crinos: bool = False) -> str:
    """The picture: a Character's Crinos side is the beast; a Combat Action shows what it does
    (a strike, a block, a dodge) unless a keyword says more."""
    if card.type == "character" and crinos and card.two_sided:
        return "werewolf"
    if card.type == "combat-action":
        if card.block and not card.damage:
            return "shield"
        if card.dodge or card.reversal or card.feint:
            return "riposte"
    return pick_art(card, ART_RULES)


def style_of(card: Any) -> FieldStyle:
    """The colour field: the card's faction, else what kind of card it is."""
    t = card.type
    keywords = set(card.keywords)
    if t in ("character", "ally", "enemy", "victim"):
        if card.allegiance == "wyrm" or t == "enemy" or keywords & set(WYRM_WORDS):
            return WYRM
        if card.allegiance == "rogue":
            return STRAY
        if card.allegiance == "gaia" or keywords & {"Kinfolk", "Garou", "Spirit", "Animal"}:
            return GAIA
        return PREY if t == "victim" else NEUTRAL
    if t in ("gift", "rite", "past-life", "realm", "caern"):
        return UMBRA
    if t in ("moot", "board-meeting"):
        return JUNTA
    if t in ("combat-action", "combat-event"):
        return BATTLE
    return NEUTRAL
