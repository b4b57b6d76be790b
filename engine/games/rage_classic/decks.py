"""Packs (preconstructed decks) and the deck-building rules (seed 001 chapters 0, 3 and 4;
seed 003 "Iniciando o Jogo", "Separe seu Deck").

`check_pack` returns every broken rule as a sentence a deck builder understands; an empty list
means the pack is legal at that Renown level under those rules.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from engine.ccg.packs import check_pack_shape, read_packs
from engine.games.rage_classic.cards import CARD_DIR, Card
from engine.games.rage_classic.cards import pool as card_pool

MIN_COMBAT = 20
MIN_SEPT = {"package": 30, "1995": 25}
GIVORS_COMBAT_COPIES = 1
GIVORS_SEPT_COPIES = 2


@dataclass(frozen=True)
class Pack:
    id: str
    name: str
    allegiance: str  # gaia / wyrm
    characters: tuple[str, ...]
    sept: tuple[tuple[str, int], ...]
    combat: tuple[tuple[str, int], ...]

    def sept_list(self) -> list[str]:
        return [cid for cid, n in self.sept for _ in range(n)]

    def combat_list(self) -> list[str]:
        return [cid for cid, n in self.combat for _ in range(n)]

    def all_ids(self) -> set[str]:
        return {*self.characters, *(c for c, _ in self.sept), *(c for c, _ in self.combat)}


def pack_from_json(item: Any, source: str = "pack") -> Pack:
    """A pack from its JSON form (a packs.json entry, a saved pack, a session option). Only the
    shape is checked here; `check_pack` judges the deck rules."""
    check_pack_shape(
        item,
        source,
        texts=("id", "name"),
        members="characters",
        choices={"allegiance": ("gaia", "wyrm")},
    )
    chars = item["characters"]
    return Pack(
        id=item["id"],
        name=item["name"],
        allegiance=item["allegiance"],
        characters=tuple(chars),
        sept=tuple(item["sept"].items()),
        combat=tuple(item["combat"].items()),
    )


def pack_to_json(pack: Pack) -> dict[str, Any]:
    return {
        "id": pack.id,
        "name": pack.name,
        "allegiance": pack.allegiance,
        "characters": list(pack.characters),
        "sept": dict(pack.sept),
        "combat": dict(pack.combat),
    }


def load_packs(path: Path = CARD_DIR / "packs.json") -> dict[str, Pack]:
    return read_packs(path, pack_from_json)


@cache
def packs() -> dict[str, Pack]:
    return load_packs()


def _rivals(a: Card, b: Card) -> bool:
    return bool(set(a.rivals) & {b.name, *b.keywords} or set(b.rivals) & {a.name, *a.keywords})


def check_pack(
    pack: Pack,
    renown_level: int,
    *,
    rulebook: str = "package",
    club_rules: str = "",
    pool: Mapping[str, Card] | None = None,
) -> list[str]:
    """Every deck rule this pack breaks at the given Renown level."""
    pool = card_pool() if pool is None else pool
    problems: list[str] = []
    for cid in pack.all_ids():
        if cid not in pool:
            problems.append(f"{pack.name}: there is no card called {cid!r}.")
    if problems:
        return sorted(problems)
    # The pack's Characters.
    if not pack.characters:
        problems.append(f"{pack.name}: a pack needs at least one Character.")
    if len(set(pack.characters)) != len(pack.characters):
        problems.append(f"{pack.name}: a Character is Restricted: one copy per pack.")
    total = rogues = 0
    persons: dict[str, str] = {}
    members: list[Card] = []
    for cid in pack.characters:
        c = pool[cid]
        if c.type != "character":
            problems.append(
                f"{pack.name}: {c.name} is not a Character and cannot start in the pack."
            )
            continue
        members.append(c)
        total += c.renown
        if c.allegiance == "rogue":
            rogues += c.renown
        elif c.allegiance != pack.allegiance:
            side = "Gaia" if pack.allegiance == "gaia" else "Wyrm"
            problems.append(f"{pack.name}: {c.name} cannot serve a {side} pack.")
        person = c.person or c.name
        if person in persons and persons[person] != cid:
            problems.append(
                f"{pack.name}: {c.name} and {pool[persons[person]].name} are versions of the "
                "same Character and cannot share a pack."
            )
        persons[person] = cid
    if total > renown_level:
        problems.append(
            f"{pack.name}: its Characters have {total} Renown, more than the game's Renown "
            f"level of {renown_level}."
        )
    if rogues * 2 > total:
        problems.append(
            f"{pack.name}: Rogues bring {rogues} of its {total} Renown; no more than half may."
        )
    for i, a in enumerate(members):
        for b in members[i + 1 :]:
            if _rivals(a, b):
                problems.append(
                    f"{pack.name}: {a.name} and {b.name} are Rivals and cannot share a pack."
                )
    # The decks.
    sept_total = sum(n for _, n in pack.sept)
    need = MIN_SEPT.get(rulebook, 30)
    if sept_total < need:
        problems.append(
            f"{pack.name}: the Sept deck has {sept_total} cards; it needs {need} or more."
        )
    for cid, n in pack.sept:
        c = pool[cid]
        if c.deck != "sept":
            problems.append(f"{pack.name}: {c.name} is not a Sept card.")
        elif c.copies and n > c.copies:
            # The card's own limit ("You may have up to 3 copies of .38 Special in your deck").
            problems.append(f"{pack.name}: {n} copies of {c.name}; a deck may hold {c.copies}.")
        elif club_rules == "givors" and n > max(GIVORS_SEPT_COPIES, c.copies):
            problems.append(
                f"{pack.name}: {n} copies of {c.name}; Givors' club rules allow 2 in the Sept deck."
            )
    combat_total = sum(n for _, n in pack.combat)
    if combat_total < MIN_COMBAT:
        problems.append(
            f"{pack.name}: the Combat deck has {combat_total} cards; it needs {MIN_COMBAT} or more."
        )
    for cid, n in pack.combat:
        c = pool[cid]
        if c.deck != "combat":
            problems.append(f"{pack.name}: {c.name} is not a Combat card.")
        elif c.copies and n > c.copies:
            problems.append(f"{pack.name}: {n} copies of {c.name}; a deck may hold {c.copies}.")
        elif club_rules == "givors" and n > max(GIVORS_COMBAT_COPIES, c.copies):
            problems.append(
                f"{pack.name}: {n} copies of {c.name}; Givors' club rules allow 1 in the Combat deck."
            )
    return problems


def deck_rules(rulebook: str = "package", club_rules: str = "") -> dict[str, Any]:
    """The deck rules in numbers, for a deck builder (the desktop reads them from here)."""
    return {
        "min_sept": MIN_SEPT.get(rulebook, 30),
        "min_combat": MIN_COMBAT,
        "max_sept_copies": GIVORS_SEPT_COPIES if club_rules == "givors" else None,
        "max_combat_copies": GIVORS_COMBAT_COPIES if club_rules == "givors" else None,
        "character_copies": 1,
        "rogue_share": 0.5,
        "allegiances": ["gaia", "wyrm"],
    }
