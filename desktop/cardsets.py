"""Bring your own cards: user card sets for `rage-lv`, as JSON files in the data folder.

Players who own the physical cards put card sets in `<data dir>/cards/rage-lv/*.json`
(see `Paths`; RAGE_TABLE_HOME redirects it). Each file uses the engine's one card schema
(`engine/games/rage_lv/data.py`): an object with a "cards" list. `write_starter_files` puts a
README (the schema in short), a template and a small working example there.

Every file is checked with the engine's own loader, so the messages name the file, the card
and the field. A file with any problem stays out of the collection *as a whole* until it is
fixed, and nothing here ever raises: the app reports and carries on.

User cards join the deck builder's collection (`Collection`, marked "yours"), and a game whose
packs use them carries their definitions in full in its options ("cards": `with_user_cards`),
so the engine checks them again and the game's log replays without these files.
"""

from __future__ import annotations

import json
import logging
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

log = logging.getLogger(__name__)

GAME_DIR = "rage-lv"
README = "README.md"
TEMPLATE = "_template.json.txt"
EXAMPLE = "example-set.json"


@dataclass
class CardSetReport:
    cards: dict[str, Any] = field(default_factory=dict)  # id -> engine Card (good files only)
    raw: dict[str, dict[str, Any]] = field(default_factory=dict)  # id -> its JSON object
    problems: list[str] = field(default_factory=list)  # one sentence each: file, card, field
    files: dict[str, int] = field(default_factory=dict)  # good file name -> cards taken
    rejected: list[str] = field(default_factory=list)  # file names kept out

    @property
    def ok(self) -> bool:
        return not self.problems


def cardsets_dir(paths: Any = None) -> Path:
    if paths is None:
        from desktop.store.paths import Paths

        paths = Paths.from_env()
    return Path(paths.data_dir) / "cards" / GAME_DIR


def load_user_sets(
    directory: Path | None = None, shipped: dict[str, Any] | None = None
) -> CardSetReport:
    """Every good user card file in `directory`; bad files are reported, never raised."""
    report = CardSetReport()
    try:
        from engine.games.rage_lv import data
    except Exception as exc:  # pragma: no cover - a broken install
        report.problems.append(f"Card data could not be loaded: {exc}")
        return report
    directory = cardsets_dir() if directory is None else Path(directory)
    try:
        pool = dict(data.cards() if shipped is None else shipped)
    except Exception as exc:  # pragma: no cover
        report.problems.append(f"The shipped cards could not be loaded: {exc}")
        pool = {}
    if not directory.is_dir():
        return report
    try:
        paths = sorted(p for p in directory.glob("*.json") if p.is_file())
    except OSError as exc:
        report.problems.append(f"{directory}: could not be read ({exc.strerror or exc}).")
        return report
    loaded: list[tuple[Path, list[Any]]] = []
    raws: dict[int, dict[str, Any]] = {}
    for path in paths:
        try:
            found = data.load_file(path)
        except data.CardDataError as exc:
            report.problems.append(str(exc))
            report.rejected.append(path.name)
            continue
        except (OSError, UnicodeDecodeError) as exc:
            report.problems.append(f"{path.name}: could not be read ({exc}).")
            report.rejected.append(path.name)
            continue
        except Exception as exc:  # the loader must never take the app down
            report.problems.append(
                f"{path.name}: could not be loaded ({type(exc).__name__}: {exc})."
            )
            report.rejected.append(path.name)
            continue
        try:
            objects = json.loads(path.read_text(encoding="utf-8"))["cards"]
        except Exception as exc:  # pragma: no cover - it was just read and parsed
            report.problems.append(f"{path.name}: could not be read ({exc}).")
            report.rejected.append(path.name)
            continue
        for c, obj in zip(found, objects, strict=True):
            raws[id(c)] = obj
        loaded.append((path, found))
    tribes = {c.name for c in pool.values() if c.type == "tribe"}
    for _path, found in loaded:
        tribes |= {c.name for c in found if c.type == "tribe"}
    taken: dict[str, str] = {}
    for path, found in loaded:
        problems = []
        for c in found:
            if c.id in pool:
                problems.append(
                    f"{path.name}: card {c.id!r}: field 'id': is already a shipped card; choose another id."
                )
            elif c.id in taken:
                problems.append(
                    f"{path.name}: card {c.id!r}: field 'id': is also used in {taken[c.id]}."
                )
            if c.tribe and c.tribe not in tribes:
                problems.append(
                    f"{path.name}: card {c.id!r}: field 'tribe': names no known Tribe ({c.tribe!r})."
                )
            for name in c.friendly:
                if name not in tribes:
                    problems.append(
                        f"{path.name}: card {c.id!r}: field 'friendly': names no known Tribe ({name!r})."
                    )
        if problems:
            report.problems.extend(problems)
            report.rejected.append(path.name)
            continue
        for c in found:
            taken[c.id] = path.name
            report.cards[c.id] = c
            report.raw[c.id] = raws[id(c)]
        report.files[path.name] = len(found)
    for line in report.problems:
        log.warning("user card set: %s", line)
    return report


def pack_card_ids(pack: Any) -> set[str]:
    """Every card id a pack (its JSON form) names; empty for a starter pack's id."""
    if not isinstance(pack, dict):
        return set()
    ids = {pack.get("tribe"), *(pack.get("garou") or [])}
    for deck in ("sept", "combat"):
        if isinstance(pack.get(deck), dict):
            ids |= set(pack[deck])
    return {i for i in ids if isinstance(i, str)}


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
    report = load_user_sets() if report is None else report
    chosen = {i for i in wanted if i in report.cards}
    named = set()
    for cid in chosen:
        c = report.cards[cid]
        named |= {c.tribe, *c.friendly} - {""}
    chosen |= {cid for cid, c in report.cards.items() if c.type == "tribe" and c.name in named}
    return [report.raw[cid] for cid in sorted(chosen)]


def with_user_cards(options: dict[str, Any], report: CardSetReport | None = None) -> dict[str, Any]:
    """`rage-lv` options with the definitions of the user cards its packs use ("cards").

    Options that already carry cards, or whose packs use only shipped cards, come back as they
    are (no file is read). A pack naming a user card that is missing or broken is left for the
    engine to refuse, in its words ("there is no card called ...").
    """
    if options.get("cards"):
        return options
    ids: set[str] = set()
    for pack in options.get("packs") or []:
        ids |= pack_card_ids(pack)
    found = definitions_for(ids, report) if ids else []
    return {**options, "cards": found} if found else options


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
- `effects`: a list of `{"when": ..., "do": ..., "amount": n, "target": ..., "stat": ...}`.
  when: play, moot, main, alpha, pre-combat, mid-combat, post-combat, start-of-turn,
  end-of-turn, attached, damage, benefit. do: damage, heal, modify, draw, discard, flip,
  umbra, renown, cancel, kailindo, fight, pull, alpha-first, alpha-before-all.
  target: self, opponent, character, pack, all-garou, me, player, each-player.
  The rules text is written from the effects; a `text` you give must match it.

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
"""


def write_starter_files(directory: Path | None = None) -> Path:
    """Create the folder with README, template and example (never overwrites a file)."""
    directory = cardsets_dir() if directory is None else Path(directory)
    directory.mkdir(parents=True, exist_ok=True)
    for name, text in (
        (README, README_TEXT),
        (TEMPLATE, TEMPLATE_TEXT),
        (EXAMPLE, json.dumps(EXAMPLE_SET, indent=2) + "\n"),
    ):
        path = directory / name
        if not path.exists():
            path.write_text(text, encoding="utf-8")
    return directory
