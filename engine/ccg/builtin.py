"""A built-in weapon with no Equipment card: `"built_in": ["Weapon"]` on a character.

Some creatures carry their equipment printed on them (seed 001: "Certain creatures
automatically have equipment ... Creatures with built-in weapons cannot be given other
weapons"). The field lists the keywords of what it carries ("Weapon", "Armor", "Firearm"...):

- a condition `{"has": "Weapon"}` holds for it as if a Weapon card were attached;
- it may not be given an Equipment card carrying a one-at-a-time keyword it has built in
  (`Weapon`, `Armor`): each edition's attach rule asks `refuses`;
- what the built-in equipment does is the character's own effects (a `static` modify for its
  damage, a grant for a Firearm's play-rage...), written on the same card.

A built-in piece cannot be traded, stolen or destroyed: no card is there to move.
"""

from __future__ import annotations

from collections.abc import Iterable

FIELD = "built_in"
#: the keywords of which a character may use one at a time (so a built-in one bars another)
ONE_AT_A_TIME = ("Weapon", "Armor")


def refuses(built_in: Iterable[str], equipment_keywords: Iterable[str]) -> str:
    """The built-in keyword that bars an Equipment card with these keywords, or ""."""
    barred = [w for w in built_in if w in ONE_AT_A_TIME and w in set(equipment_keywords)]
    return barred[0] if barred else ""


def sentence(built_in: Iterable[str]) -> str:
    """ "Built-in Weapon (no Equipment card; it cannot be given another Weapon)." """
    words = list(built_in)
    if not words:
        return ""
    barred = [w for w in words if w in ONE_AT_A_TIME]
    tail = f"; it cannot be given another {' or '.join(barred)}" if barred else ""
    return f"Built-in {', '.join(words)} (no Equipment card{tail})."
