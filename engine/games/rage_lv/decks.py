"""Packs (preconstructed decks) and the deck-building rules of the rulebook's "Setting Up".

`check_pack` returns every broken rule as a sentence a deck builder understands; an empty list
means the pack is legal at that Renown level.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import ClassVar

from engine.ccg import packs as packs_base
from engine.ccg import tracking
from engine.games.rage_lv.data import CARD_DIR, Card
from engine.games.rage_lv.data import pool as card_pool
from engine.i18n import N_, _

MIN_SEPT = 30
MAX_SEPT_COPIES = 3
MIN_COMBAT = 20
MAX_COMBAT_COPIES = 2


@dataclass(frozen=True)
class Pack(packs_base.Pack):
    tribe: str
    garou: tuple[str, ...]

    HEAD: ClassVar[str] = "tribe"
    MEMBERS: ClassVar[str] = "garou"
    FILE: ClassVar[Path] = CARD_DIR / "packs.json"


pack_from_json, pack_to_json = Pack.from_json, Pack.to_json
packs, seat_pack = Pack.shipped, Pack.of_seat


def garou_cost(tribe: Card, garou: Card) -> int:
    """The Renown a Garou costs this pack: base Renown, plus the cohort cost if a cohort.

    A Garou with the Tribe Friendly trait for this Tribe joins at its base Renown.
    """
    base = garou.side(False).renown
    if garou.tribe == tribe.name or tribe.name in garou.friendly:
        return base
    return base + dict(tribe.cohorts).get(garou.tribe, 0)


def check_pack(pack: Pack, renown_level: int, pool: Mapping[str, Card] | None = None) -> list[str]:
    """Every deck rule this pack breaks at the given Renown level.

    `pool` is the cards it may use (default: the shipped ones plus the current game's own).
    """
    pool = card_pool() if pool is None else pool
    if tracking.active():
        pool = {cid: tracking.tracked(c) for cid, c in pool.items()}  # the field-read test
    ids = (pack.tribe, *pack.garou, *(c for c, _n in pack.sept), *(c for c, _n in pack.combat))
    problems = packs_base.unknown_cards(pack, ids, pool)
    if problems:
        return problems
    tribe = pool[pack.tribe]
    if tribe.type != "tribe":
        problems.append(
            _("{name}: {name2} is not a Tribe card.").format(name=pack.name, name2=tribe.name)
        )
        return problems
    # Starting Garou.
    if len(set(pack.garou)) != len(pack.garou):
        problems.append(
            _("{name}: a pack may not hold two copies of the same Garou.").format(name=pack.name)
        )
    own = alternate = total = 0
    per_cohort: dict[str, int] = {}
    cohorts = dict(tribe.cohorts)
    wrong = N_("{name}: {name2} is not a Garou and cannot start in play.")
    for _cid, garou in packs_base.of_type(pack, pack.garou, pool, "garou", wrong, problems):
        total += garou_cost(tribe, garou)
        renown = garou.side(False).renown
        if garou.alternate:
            alternate += renown
        elif garou.tribe == tribe.name:
            own += renown
        elif tribe.name in garou.friendly:
            pass  # Tribe Friendly: welcome, but neither own Tribe nor a cohort
        elif garou.tribe in cohorts:
            per_cohort[garou.tribe] = per_cohort.get(garou.tribe, 0) + renown
        else:
            problems.append(
                _(
                    "{name}: {name2} is from {tribe}, which is neither {name3} nor one of its cohorts."
                ).format(name=pack.name, name2=garou.name, tribe=garou.tribe, name3=tribe.name)
            )
    if total > renown_level:
        problems.append(
            _(
                "{name}: the starting Garou cost {total} Renown with cohort costs, more than the game's Renown level of {renown_level}."
            ).format(name=pack.name, total=total, renown_level=renown_level)
        )
    for name, renown in per_cohort.items():
        if renown >= own:
            problems.append(
                _(
                    "{name}: it needs more Renown from {name2} ({own}) than from the cohort {name3} ({renown})."
                ).format(name=pack.name, name2=tribe.name, own=own, name3=name, renown=renown)
            )
    if alternate > own:
        problems.append(
            _(
                "{name}: alternate shapeshifters bring {alternate} Renown, more than the {own} Renown of its {name2} Garou."
            ).format(name=pack.name, alternate=alternate, own=own, name2=tribe.name)
        )
    # Sept deck.
    sept_total = sum(n for _cid, n in pack.sept)
    if sept_total < MIN_SEPT:
        problems.append(
            _("{name}: the Sept deck has {sept_total} cards; it needs 30 or more.").format(
                name=pack.name, sept_total=sept_total
            )
        )
    for cid, n in pack.sept:
        if pool[cid].deck != "sept":
            problems.append(
                _("{name}: {name2} is not a Sept card.").format(
                    name=pack.name, name2=pool[cid].name
                )
            )
        elif n > MAX_SEPT_COPIES:
            problems.append(
                _("{name}: {n} copies of {name2}; a Sept deck allows 3.").format(
                    name=pack.name, n=n, name2=pool[cid].name
                )
            )
    # Combat deck.
    combat_total = sum(n for _cid, n in pack.combat)
    if combat_total < MIN_COMBAT:
        problems.append(
            _("{name}: the Combat deck has {combat_total} cards; it needs 20 or more.").format(
                name=pack.name, combat_total=combat_total
            )
        )
    moons = {"new": 0, "full": 0}
    for cid, n in pack.combat:
        card = pool[cid]
        if card.deck != "combat":
            problems.append(
                _("{name}: {name2} is not a Combat card.").format(name=pack.name, name2=card.name)
            )
            continue
        if n > MAX_COMBAT_COPIES:
            problems.append(
                _("{name}: {n} copies of {name2}; a Combat deck allows 2.").format(
                    name=pack.name, n=n, name2=card.name
                )
            )
        moons[card.moon] += n
    if moons["new"] != moons["full"]:
        problems.append(
            _(
                "{name}: the Combat deck has {new} new-moon and {full} full-moon cards; it needs as many of each."
            ).format(name=pack.name, new=moons["new"], full=moons["full"])
        )
    return problems
