"""Combat roles: every opponent in this fight, and whoever attacks a character.

`opponent` is one character: the one the bearer is fighting (in the original game, where a
side may hold several creatures, the one a resolving Combat Action landed on, else the first
on the other side). Printed cards also say:

- "every opponent in this fight": the target `opponents`, each character on the other side of
  the bearer's combat (`Table.opponents`);
- "whoever attacks your creature": the target `attacker`, the character that began the combat
  against the bearer (the hunter or challenger of rage-lv, the attacking creature of the
  original game), and the condition subject `attacker` (`{"attacker": "Wyrm"}`). A character
  that is not the one attacked (it attacked, or it joined the fight) has no attacker.

Outside a combat both reach no one. Both read the combat as it is when the effect runs.
"""

from __future__ import annotations

from typing import Any

from engine.ccg.model import Target, Use
from engine.ccg.table import Table
from engine.ccg.words import Vocabulary

OPPONENTS = "opponents"
ATTACKER = "attacker"
#: the target words, as `engine.ccg.targets` reads them
TARGETS = {
    OPPONENTS: Target(OPPONENTS, name=OPPONENTS),
    ATTACKER: Target(ATTACKER, name=ATTACKER),
}
#: what they are in words, unless the edition says otherwise (`Vocabulary.words`)
WORDS = {
    OPPONENTS: "each opposing combatant",
    ATTACKER: "the character attacking this character",
}


def is_role(mode: str) -> bool:
    return mode in TARGETS


def reached(table: Table, mode: str, use: Use) -> list[Any]:
    """The characters a role reaches for the bearer of `use`, in the combat's order."""
    bearer = use.bearer
    if bearer is None:
        return []
    if mode == OPPONENTS:
        return list(table.opponents(bearer))
    found = table.attacker(bearer)
    return [found] if found is not None else []


def words(mode: str, vocab: Vocabulary) -> str:
    return vocab.word(mode, WORDS[mode])
