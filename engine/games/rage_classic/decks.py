"""Packs (preconstructed decks) and the deck-building rules (seed 001 chapters 0, 3 and 4;
seed 003 "Iniciando o Jogo", "Separe seu Deck").

`check_pack` returns every broken rule as a sentence a deck builder understands; an empty list
means the pack is legal at that Renown level under those rules.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, ClassVar

from engine.ccg import packs as packs_base
from engine.games.rage_classic.cards import CARD_DIR, Card
from engine.games.rage_classic.cards import pool as card_pool
from engine.i18n import N_, _

MIN_COMBAT = 20
MIN_SEPT = {"package": 30, "1995": 25}
GIVORS_COMBAT_COPIES = 1
GIVORS_SEPT_COPIES = 2


@dataclass(frozen=True)
class Pack(packs_base.Pack):
    allegiance: str  # gaia / wyrm
    characters: tuple[str, ...]

    HEAD: ClassVar[str] = "allegiance"
    MEMBERS: ClassVar[str] = "characters"
    FILE: ClassVar[Path] = CARD_DIR / "packs.json"
    CHOICES: ClassVar[tuple[str, ...]] = ("gaia", "wyrm")


pack_from_json, pack_to_json = Pack.from_json, Pack.to_json
packs, seat_pack = Pack.shipped, Pack.of_seat


def _rivals(a: Card, b: Card) -> bool:
    return bool(set(a.rivals) & {b.name, *b.keywords} or set(b.rivals) & {a.name, *a.keywords})


def fitted(entry: Any, renown_level: int, pool: Mapping[str, Card] | None = None) -> Any:
    """A shipped pack (by id) for a game below its Renown: the pack in full with only the
    Characters, in its order, whose Renown fits the level (seed 001, "Decide Renown Level": a
    pack may bring any Characters whose Renown totals at most the level; a lower level is a
    shorter game). Anything else is returned as it is."""
    shipped = packs()
    if not isinstance(entry, str) or entry not in shipped:
        return entry
    pool = card_pool() if pool is None else pool
    pack = shipped[entry]
    if sum(pool[cid].renown for cid in pack.characters) <= renown_level:
        return entry
    kept: list[str] = []
    for cid in pack.characters:
        if sum(pool[c].renown for c in kept) + pool[cid].renown <= renown_level:
            kept.append(cid)
    return {**pack.to_json(), "characters": kept}


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
    problems = packs_base.unknown_cards(pack, pack.all_ids(), pool)
    if problems:
        return sorted(problems)
    # The pack's Characters.
    if not pack.characters:
        problems.append(_("{name}: a pack needs at least one Character.").format(name=pack.name))
    if len(set(pack.characters)) != len(pack.characters):
        problems.append(
            _("{name}: a Character is Restricted: one copy per pack.").format(name=pack.name)
        )
    total = rogues = 0
    persons: dict[str, str] = {}
    members: list[Card] = []
    wrong = N_("{name}: {name2} is not a Character and cannot start in the pack.")
    for cid, c in packs_base.of_type(pack, pack.characters, pool, "character", wrong, problems):
        members.append(c)
        total += c.renown
        if c.allegiance == "rogue":
            rogues += c.renown
        elif c.allegiance != pack.allegiance:
            side = _("Gaia") if pack.allegiance == "gaia" else _("Wyrm")
            problems.append(
                _("{name}: {name2} cannot serve a {side} pack.").format(
                    name=pack.name, name2=c.name, side=side
                )
            )
        person = c.person or c.name
        if person in persons and persons[person] != cid:
            problems.append(
                _(
                    "{name}: {name2} and {name3} are versions of the same Character and cannot share a pack."
                ).format(name=pack.name, name2=c.name, name3=pool[persons[person]].name)
            )
        persons[person] = cid
    if total > renown_level:
        problems.append(
            _(
                "{name}: its Characters have {total} Renown, more than the game's Renown level of {renown_level}."
            ).format(name=pack.name, total=total, renown_level=renown_level)
        )
    if rogues * 2 > total:
        problems.append(
            _("{name}: Rogues bring {rogues} of its {total} Renown; no more than half may.").format(
                name=pack.name, rogues=rogues, total=total
            )
        )
    for i, a in enumerate(members):
        for b in members[i + 1 :]:
            if _rivals(a, b):
                problems.append(
                    _("{name}: {name2} and {name3} are Rivals and cannot share a pack.").format(
                        name=pack.name, name2=a.name, name3=b.name
                    )
                )
    # The decks.
    sept_total = sum(n for _cid, n in pack.sept)
    need = MIN_SEPT.get(rulebook, 30)
    if sept_total < need:
        problems.append(
            _("{name}: the Sept deck has {sept_total} cards; it needs {need} or more.").format(
                name=pack.name, sept_total=sept_total, need=need
            )
        )
    problems += _copies(pack.name, pack.sept, pool, "sept", club_rules)
    combat_total = sum(n for _cid, n in pack.combat)
    if combat_total < MIN_COMBAT:
        problems.append(
            _(
                "{name}: the Combat deck has {combat_total} cards; it needs {MIN_COMBAT} or more."
            ).format(name=pack.name, combat_total=combat_total, MIN_COMBAT=MIN_COMBAT)
        )
    problems += _copies(pack.name, pack.combat, pool, "combat", club_rules)
    return problems


#: each deck's words: a card of the other deck in it, and Givors' club limit (copies, words)
DECK_WORDS = {
    "sept": (
        N_("{name}: {name2} is not a Sept card."),
        GIVORS_SEPT_COPIES,
        N_("{name}: {n} copies of {name2}; Givors' club rules allow 2 in the Sept deck."),
    ),
    "combat": (
        N_("{name}: {name2} is not a Combat card."),
        GIVORS_COMBAT_COPIES,
        N_("{name}: {n} copies of {name2}; Givors' club rules allow 1 in the Combat deck."),
    ),
}


def _copies(
    name: str,
    entries: tuple[tuple[str, int], ...],
    pool: Mapping[str, Card],
    deck: str,
    club_rules: str,
) -> list[str]:
    """The cards of pack `name`'s `deck` ("sept" or "combat", its `entries`) that belong to
    the other deck, or come in more copies than the card's own limit or the club rules allow."""
    wrong_deck, givors, too_many = DECK_WORDS[deck]
    problems = []
    for cid, n in entries:
        c = pool[cid]
        if c.deck != deck:
            problems.append(_(wrong_deck).format(name=name, name2=c.name))
        elif c.copies and n > c.copies:
            # The card's own limit ("You may have up to 3 copies of .38 Special in your deck").
            problems.append(
                _("{name}: {n} copies of {name2}; a deck may hold {copies}.").format(
                    name=name, n=n, name2=c.name, copies=c.copies
                )
            )
        elif club_rules == "givors" and n > max(givors, c.copies):
            problems.append(_(too_many).format(name=name, n=n, name2=c.name))
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
