"""The original Rage's user card sets in `<data>/cards/rage-classic/`: how the shared card-set
folder (desktop.cardsets) loads and checks them, the README written there, and the options of
a game whose packs use the player's own cards (their definitions travel in option "cards", so
the engine checks them again and the log replays without the files)."""

from __future__ import annotations

import json
from typing import Any

from desktop.cardsets import CardSetReport
from desktop.games.registration import UserCards
from desktop.screens.ccg_kit import cardsets as kit
from desktop.screens.rage_classic import EDITION


def user_cards() -> UserCards:
    from engine.games.rage_classic import cards

    sets = cards.USER_SETS
    return kit.user_cards(sets, starter_files)


def pack_card_ids(pack: Any) -> set[str]:
    """Every card id a pack (its JSON form) names; empty for a starter pack's id."""
    return kit.pack_card_ids(pack, "characters")


def definitions_for(ids: set[str], report: CardSetReport | None = None) -> list[dict[str, Any]]:
    """The JSON objects of the user cards among `ids` (shipped and unknown ids skipped)."""
    from engine.games.rage_classic.cards import cards

    wanted = ids - set(cards())
    if not wanted:
        return []
    report = EDITION.user_sets() if report is None else report
    return [report.raw[i] for i in sorted(wanted) if i in report.raw]


EXAMPLE_SET = {
    "about": "An example card set for the original Rage: a Victim and a Combat Action.",
    "cards": [
        {
            "id": "my-lost-camper",
            "name": "Lost Camper",
            "type": "victim",
            "renown": 1,
            "rage": 1,
            "gnosis": 0,
            "health": 2,
        },
        {
            "id": "my-low-kick",
            "name": "Low Kick",
            "type": "combat-action",
            "rage": 2,
            "damage": 2,
        },
    ],
}

README_TEXT = """# Your own cards for the original Rage

Put card sets here as `.json` files, each an object with a `"cards"` list. Rage Table checks
every file when it starts; a file with a problem is listed with the card and the field to fix
and stays out of your collection until it is fixed.

Every card has `id` (lower case, unique), `name` and `type`: character, ally, enemy, victim,
caern, equipment, realm, territory, action, event, gift, past-life, quest, rite, moot,
board-meeting, battlefield, combat-action or combat-event. Creatures give `renown`, `rage`,
`gnosis` and `health`; a Caern its `gauntlet`; a Combat Action its `rage`, `damage`,
`block`, `dodge`... See `example-set.json`, and the game's rules_text.md for every field.
From a shell, `python -m engine cards check --game rage-classic your-set.json` shows each
card's rules text as Rage Table writes it, and what is refused or warned.
"""


def starter_files() -> dict[str, str]:
    return {"README.md": README_TEXT, "example-set.json": json.dumps(EXAMPLE_SET, indent=2) + "\n"}
