"""The Rage CCG's user card sets: how the shared card-set folder (desktop.cardsets) loads and
checks this game's cards, the README, template and example written there, and the options of
a game whose packs use the player's own cards (`Edition.with_user_cards`).
"""

from __future__ import annotations

import json
from typing import Any

from desktop.cardsets import CardSetReport
from desktop.games.registration import UserCards
from desktop.screens.ccg_kit import cardsets as kit
from desktop.screens.rage_lv import EDITION

README = "README.md"
TEMPLATE = "_template.json.txt"
EXAMPLE = "example-set.json"


def user_cards() -> UserCards:
    """This game's entry for desktop.cardsets (imports the engine's card data)."""
    from engine.games.rage_lv import data

    sets = data.USER_SETS
    return kit.user_cards(sets, starter_files)


def starter_files() -> dict[str, str]:
    return {
        README: README_TEXT,
        TEMPLATE: TEMPLATE_TEXT,
        EXAMPLE: json.dumps(EXAMPLE_SET, indent=2) + "\n",
    }


def pack_card_ids(pack: Any) -> set[str]:
    """Every card id a pack (its JSON form) names; empty for a starter pack's id."""
    return kit.pack_card_ids(pack, "tribe", "garou")


def definitions_for(
    card_ids: set[str] | list[str], report: CardSetReport | None = None
) -> list[dict[str, Any]]:
    """The JSON objects of the user cards among `card_ids` (plus the user Tribe cards they
    name), in a stable order; shipped and unknown ids are skipped. Never raises."""
    try:
        from engine.games.rage_lv import data

        shipped = data.cards()
    except Exception:  # pragma: no cover - a broken install
        return []
    wanted = {i for i in card_ids if i not in shipped}
    if not wanted:
        return []
    report = EDITION.user_sets() if report is None else report
    chosen = {i for i in wanted if i in report.cards}
    named = set()
    for cid in chosen:
        c = report.cards[cid]
        named |= {c.tribe, *c.friendly} - {""}
    chosen |= {cid for cid, c in report.cards.items() if c.type == "tribe" and c.name in named}
    return [report.raw[cid] for cid in sorted(chosen)]


EXAMPLE_SET = {
    "about": "An example user card set: two Sept cards and a Combat card. Copy and edit.",
    "cards": [
        {
            "id": "my-river-troll",
            "name": "River Troll",
            "type": "enemy",
            "keywords": ["Wyrm"],
            "flavor": "It smells the pack long before it sees them.",
            "renown": 3,
            "rage": 4,
            "gnosis": 1,
            "health": 5,
        },
        {
            "id": "my-iron-claws",
            "name": "Iron Claws",
            "type": "equipment",
            "gnosis_cost": 1,
            "effects": [
                {
                    "when": "attached",
                    "do": "modify",
                    "stat": "damage",
                    "amount": 1,
                    "until": "static",
                }
            ],
        },
        {
            "id": "my-gut-punch",
            "name": "Gut Punch",
            "type": "attack",
            "moon": "full",
            "rage_cost": 1,
            "damage": 2,
        },
    ],
}

TEMPLATE_TEXT = """{
  "about": "Rename this file to something.json (any name ending in .json) and fill it in.",
  "cards": [
    {
      "id": "lower-case-id-without-spaces",
      "name": "Card Name",
      "type": "enemy",
      "keywords": ["Wyrm"],
      "flavor": "Optional flavour text.",
      "renown": 2, "rage": 3, "gnosis": 1, "health": 3
    }
  ]
}
"""

README_TEXT = """# Your own Rage cards

Put card sets here as `.json` files: each is an object with a `"cards"` list. Rage Table
checks every file when it starts (and when you press Reload in the deck builder). A file with
a problem is listed with the card and the field to fix, and stays out of your collection
until it is fixed; the rest of the game is not affected.

## Every card

- `id` (required): lower case, no spaces, unique (not a shipped card's id).
- `name` (required), `type` (required): one of tribe, garou, ally, enemy, victim, gift, rite,
  equipment, past-life, totem, event, moot, battlefield, attack, defense, flex,
  counterattack, combat-event.
- `keywords`, `requires` (lists of words), `tribe` (a Tribe's name), `flavor`.
- `effects`: a list of `{"when": ..., "do": ..., "amount": n, "target": ..., "stat": ...}`,
  with optional `if` (a condition), `cost`, `once`, `until`, `optional` and `then` (more
  steps). when: play, moot, damage, benefit, reveal (the card's own moment); main, alpha,
  pre-combat, mid-combat, post-combat (an ability you use); enter-play, leave-play, kill,
  death, wound, challenge-refused, turn-start, turn-end, phase-start, phase-end, combat-start,
  combat-end, round-start, round-end (something happens); static (while in play).
  do: damage, heal, modify, draw, discard, flip, umbra, renown, cancel, grant, prohibit,
  kailindo, fight, pull, move, attach, look, search, choose, alpha-first, alpha-before-all,
  end-combat.
  target: self, this, opponent, character, each-character, pack, all-garou, me, player,
  each-player, each-opponent, it, trigger, other, or an object such as
  `{"random": "character", "if": "Wyrm"}`.
  The rules text is written from the effects; a `text` you give must match it. Every field,
  word and effect is explained, with worked examples, in docs/cards.md of Rage Table.

## By type

- Tribe: `sept_draw` (1-12), `fury`, `cohorts` ({"Tribe Name": extra Renown}).
- Garou: `breed` (Ho, Lu, Mt), `breed_side` and `crinos_side`
  ({"renown", "rage", "gnosis", "health"}, 0-20 each), optional `paw`, `frenzy`,
  `insight`, `sustained`, `kailindo`, `alternate`, `friendly`.
- Ally, Enemy, Victim: `renown`, `rage`, `gnosis`, `health` (Health at least 1).
- Gift, Rite, Equipment, Past Life: `gnosis_cost` (0-10); a Rite also `duration` (1-3).
- Battlefield: `renown` and `guardian` ({"rage", "gnosis", "health", "keywords"}).
- Combat cards: `moon` (new or full); attack/defense/flex/counterattack: `rage_cost`,
  `damage` (0-12 or "X" with `x`: rage, gnosis or renown), `block`; Combat Event: `scope`
  (in, out, in-out) and a Pre/Mid/Post-Combat effect.

See `example-set.json` for a set that loads, and `_template.json.txt` to start from.
From a shell, `python -m engine cards check your-set.json` shows each card's rules text as
Rage Table writes it, and what is refused or warned, as the deck builder does.
"""
