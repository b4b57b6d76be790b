"""Test fixture: the cards and packs of seed 003's example game ("Exemplo de Jogo"), encoded
only as far as the example states them (names, types, requirements, Renown, the Rage and Damage
of combat cards, what each card does in the example). Unstated stats are chosen to agree with
what happens in the text. Never shipped: the game's own card sets are ours.

Where the text contradicts itself we follow the arithmetic of its outcome:
- Gesar: Renown 5 (the text says 6 once, 5 later; Mike's pack totals 14).
- Fomori: Renown 4 (the text says 3 once, but Bill's totals are 14 and 18).
- Kneecapper does 1 damage, so Gesar dies at 4 damage: his Crinos Health is 4 (the text says
  he took 5, "mais dois pontos", which its own card values do not add up to).
"""

from __future__ import annotations

from typing import Any

BILL, AILEEN, MIKE = 0, 1, 2


def _character(cid: str, name: str, keywords: list[str], renown: int, breed: tuple, crinos: tuple):
    rage, gnosis, health = breed
    c_rage, c_gnosis, c_health = crinos
    return {
        "id": cid,
        "name": name,
        "type": "character",
        "allegiance": "gaia",
        "keywords": keywords,
        "renown": renown,
        "rage": rage,
        "gnosis": gnosis,
        "health": health,
        "crinos": {"rage": c_rage, "gnosis": c_gnosis, "health": c_health},
    }


def _action(cid: str, name: str, rage: int, damage: int = 0, **more: Any) -> dict[str, Any]:
    card: dict[str, Any] = {"id": cid, "name": name, "type": "combat-action", "rage": rage}
    if damage:
        card["damage"] = damage
    card.update(more)
    return card


CARDS: list[dict[str, Any]] = [
    # Bill: Mamu (lupus Ahroun Red Talon, Renown 10), Questor (lupus Galliard Child of Gaia, 5).
    _character("ex-mamu", "Mamu", ["Red Talons", "Lupus", "Ahroun"], 10, (4, 3, 5), (8, 3, 10)),
    _character(
        "ex-questor",
        "Questor Treetalker",
        ["Children of Gaia", "Lupus", "Galliard"],
        5,
        (1, 5, 3),  # lupus Rage 1 ("sua Furia normal (em lupus) de 1")
        (3, 5, 5),  # alive with 4 damage, "apenas 1 ponto de Saúde"
    ),
    # Aileen: Mari Cabrah (homid Theurge Black Fury, 6), Anna Kliminski (homid Ahroun Shadow
    # Lord, 9: homid Rage 3, Crinos Health 8).
    _character(
        "ex-mari", "Mari Cabrah", ["Black Furies", "Homid", "Theurge"], 6, (2, 5, 4), (5, 5, 7)
    ),
    _character(
        "ex-anna", "Anna Kliminski", ["Shadow Lords", "Homid", "Ahroun"], 9, (3, 4, 6), (6, 4, 8)
    ),
    # Mike: Thomas Kachina (homid Ahroun Wendigo, 4), Gesar (homid Ragabash Stargazer, 5, homid
    # Rage 2, Gnosis 8), and his own Questor.
    _character(
        "ex-thomas", "Thomas Kachina", ["Wendigo", "Homid", "Ahroun"], 4, (2, 2, 3), (4, 2, 4)
    ),
    _character("ex-gesar", "Gesar", ["Stargazers", "Homid", "Ragabash"], 5, (2, 8, 3), (4, 8, 4)),
    # Sept cards.
    {
        "id": "ex-flame-spirit",
        "name": "Flame Spirit",
        "type": "ally",
        "requires": ["Theurge", "Uktena"],
        "keywords": ["Spirit"],
        "renown": 2,
        "rage": 3,
        "gnosis": 3,
        "health": 3,
    },
    {"id": "ex-flak-jacket", "name": "Flak Jacket", "type": "equipment", "keywords": ["Armor"]},
    {
        "id": "ex-fomori",
        "name": "Fomori",
        "type": "enemy",
        "keywords": ["Fomori"],
        "renown": 4,
        "rage": 3,
        "gnosis": 1,
        "health": 3,
    },
    {
        "id": "ex-sticky-paws",
        "name": "Sticky Paws",
        "type": "gift",
        "requires": ["Ragabash"],
        "gnosis": 3,
        "effects": [
            {
                "when": "play",
                "do": "steal",
                "target": {"choose": "card", "if": {"type": "equipment"}},
            }
        ],
    },
    {
        "id": "ex-winter-wolf",
        "name": "Winter Wolf",
        "type": "moot",
        "renown": 8,
        "effects": [
            {
                "when": "junta",
                "do": "move",
                "to": "owner-victory",
                "target": {"choose": "character"},
            }
        ],
    },
    {
        "id": "ex-silver-record",
        "name": "Silver Record",
        "type": "moot",
        "renown": 4,
        "effects": [{"when": "junta", "do": "score", "amount": 2, "target": "me"}],
    },
    {
        "id": "ex-battle-song",
        "name": "Battle Song",
        "type": "gift",
        "requires": ["Galliard"],
        "gnosis": 4,
        "effects": [
            {
                "when": "play",
                "do": "grant",
                "what": "play-rage",
                "amount": 3,
                "until": "turn",
                "target": "self",
            }
        ],
    },
    {
        "id": "ex-full-moon",
        "name": "Full Moon",
        "type": "event",
        "keywords": ["Lunar Phase"],
        "effects": [
            {
                "when": "static",
                "do": "modify",
                "stat": "gnosis",
                "amount": 1,
                "target": {"each": "character", "if": "Ahroun"},
            }
        ],
    },
    {
        "id": "ex-unicorn",
        "name": "Unicorn",
        "type": "event",
        "requires": ["Children of Gaia"],
        "keywords": ["Pack Totem"],
        "effects": [
            {
                "when": "static",
                "do": "grant",
                "what": "regenerate-extra",
                "amount": 1,
                "target": "pack",
            }
        ],
    },
    {
        "id": "ex-38-special",
        "name": ".38 Special",
        "type": "equipment",
        "requires": ["Homid"],
        "keywords": ["Firearm"],
        "effects": [
            {"when": "static", "do": "grant", "what": "play-rage", "amount": 3, "target": "self"}
        ],
    },
    {
        "id": "ex-fang-dagger",
        "name": "Fang Dagger",
        "type": "equipment",
        "requires": ["Garou"],
        "keywords": ["Fetish", "Weapon"],
        "gnosis": 5,
    },
    {
        "id": "ex-lunas-armor",
        "name": "Luna's Armor",
        "type": "gift",
        "requires": ["Shadow Lords", "Children of Gaia", "Silver Fangs"],
        "gnosis": 4,
        "effects": [
            {"when": "static", "do": "modify", "stat": "health", "amount": 2, "target": "self"}
        ],
    },
    # Combat cards.
    {
        "id": "ex-pack-defense",
        "name": "Pack Defense",
        "type": "combat-event",
        "effects": [
            {
                "when": "play-pre",
                "do": "join-combat",
                "target": {
                    "each": "character",
                    "if": {"all": [{"mine": True}, {"not": {"in": "combat"}}, {"in": "home"}]},
                },
                "then": [{"do": "draw", "amount": 2, "deck": "combat", "target": "me"}],
            }
        ],
    },
    _action("ex-body-blow", "Body Blow", 3, 3),
    _action("ex-dodge", "Dodge", 1, dodge=True),
    _action("ex-flesh-wound", "Flesh Wound", 1, 1),
    _action("ex-glancing-blow", "Glancing Blow", 1, 1),
    _action("ex-eyes-gouged", "Eyes Gouged", 4, 2),
    _action("ex-kneecapper", "Kneecapper", 3, 1),
    _action("ex-entrail-rend", "Entrail Rend", 10, 8),
    _action("ex-dry-gulch", "Dry Gulch", 5, 4),
    _action("ex-swipe", "Swipe", 2, 2),
    _action("ex-overextended", "Overextended Attack", 2, 4),
    _action("ex-stinging-wound", "Stinging Wound", 1, 2),
]

#: Filler so each deck is legal (25 Sept cards in the 1995 book, 20 Combat cards); the stacked
#: cards lie on top, so no filler card is drawn before the example ends.
SEPT_FILLER = {
    "ridge-moot": 2,
    "mothers-balm": 2,
    "woven-hide": 2,
    "kinfolk-ranger": 2,
    "harvest-moon": 1,
    "slip-the-veil": 2,
    "spirit-song": 2,
    "tar-pit-bane": 2,
    "strip-mine-crew": 2,
    "old-ridge-lands": 1,
    "greenfall-caern": 2,
    "oak-ward-klaive": 2,
    "drowned-mill": 1,
}
COMBAT_FILLER = {
    "quick-jab": 1,
    "shoulder-slam": 1,
    "raking-claws": 1,
    "gut-tearer": 1,
    "skull-splitter": 1,
    "lightning-snap": 1,
    "sidestep": 1,
    "brace-and-hold": 1,
    "curl-and-cover": 1,
    "cornered-bite": 1,
    "spirit-lash": 1,
    "hamstring": 1,
    "turn-the-blow": 1,
    "false-opening": 1,
    "blinding-spray": 1,
    "stunning-blow": 1,
    "silver-bite": 1,
}


def _pack(pid: str, characters: list[str], sept: dict[str, int], combat: dict[str, int]):
    return {
        "id": pid,
        "name": pid,
        "allegiance": "gaia",
        "characters": characters,
        "sept": {**SEPT_FILLER, **sept},
        "combat": {**COMBAT_FILLER, **combat},
    }


PACKS = [
    _pack(
        "bills-pack",
        ["ex-mamu", "ex-questor"],
        {"ex-fomori": 1, "ex-battle-song": 1, "ex-unicorn": 1},
        {"ex-body-blow": 1, "ex-entrail-rend": 1, "ex-swipe": 1, "ex-overextended": 1},
    ),
    _pack(
        "aileens-pack",
        ["ex-mari", "ex-anna"],
        {
            "ex-flame-spirit": 1,
            "ex-flak-jacket": 1,
            "ex-winter-wolf": 1,
            "ex-38-special": 1,
            "ex-fang-dagger": 1,
            "ex-lunas-armor": 1,
        },
        {"ex-body-blow": 1, "ex-kneecapper": 1, "ex-dry-gulch": 1},
    ),
    _pack(
        "mikes-pack",
        ["ex-thomas", "ex-gesar", "ex-questor"],
        {"ex-sticky-paws": 1, "ex-silver-record": 1, "ex-full-moon": 1},
        {
            "ex-pack-defense": 1,
            "ex-dodge": 2,
            "ex-flesh-wound": 1,
            "ex-glancing-blow": 2,
            "ex-eyes-gouged": 1,
            "ex-swipe": 1,
            "ex-stinging-wound": 1,
        },
    ),
]

#: The stacked deal: what each player draws, in order.
DEAL = {
    str(BILL): {
        "sept": [
            *("ex-fomori", "ex-battle-song", "ridge-moot", "ridge-moot", "woven-hide"),
            *("ex-unicorn", "mothers-balm", "mothers-balm", "spirit-song", "spirit-song"),
        ],
        "combat": [
            "ex-body-blow",
            "ex-entrail-rend",
            "quick-jab",
            "shoulder-slam",
            "sidestep",
            "ex-swipe",
            "ex-overextended",
        ],
    },
    str(AILEEN): {
        "sept": [
            "ex-flame-spirit",
            "ex-flak-jacket",
            "ex-winter-wolf",
            "mothers-balm",
            "mothers-balm",
            "ex-38-special",
            "ex-fang-dagger",
            "ex-lunas-armor",
        ],
        "combat": [
            "ex-body-blow",
            "ex-kneecapper",
            "quick-jab",
            "shoulder-slam",
            "sidestep",
            "ex-dry-gulch",
            "raking-claws",
        ],
    },
    str(MIKE): {
        "sept": [
            *("ex-sticky-paws", "ex-silver-record", "ex-full-moon", "woven-hide", "woven-hide"),
            *("mothers-balm", "mothers-balm", "spirit-song", "spirit-song"),
        ],
        "combat": [
            "ex-pack-defense",
            "ex-dodge",
            "ex-flesh-wound",
            "ex-glancing-blow",
            "quick-jab",
            "ex-glancing-blow",
            "ex-eyes-gouged",
            "ex-dodge",
            "ex-swipe",
            "ex-stinging-wound",
        ],
    },
}

OPTIONS: dict[str, Any] = {
    "rulebook": "1995",
    "renown_level": 15,
    "cards": CARDS,
    "packs": PACKS,
    "deal": DEAL,
}
