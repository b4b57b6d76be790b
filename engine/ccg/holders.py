"""A condition on which creature holds a target card: `{"holder": <condition>}`.

Asked of a card in play attached to a character (a Gift, an Equipment, a Rite), it asks the
condition of the character that holds it: "target Weapon held by a Wyrm character" is

    {"choose": "attached", "if": {"all": ["Weapon", {"holder": "Wyrm"}]}}

A character, or a card attached to nobody, has no holder: it never meets the condition. (The
subject `host` is the character *this* card is attached to; `holder` is the holder of the card
looked at.)
"""

from __future__ import annotations

from typing import Any

from engine.ccg.model import Condition
from engine.ccg.table import Table

KEY = "holder"


def holder(table: Table, subject: Any) -> str | None:
    """The character holding the card `subject` (None: it is a character, or held by none)."""
    if not isinstance(subject, str) or table.is_character(subject):
        return None
    found = table.bearer(subject)
    return found if found is not None and found != subject else None


def make(inner: Condition) -> Condition:
    return Condition(KEY, parts=(inner,))


def asked(cond: Condition | None) -> bool:
    """Whether `cond` asks `holder` anywhere (outside another subject's question)."""
    if cond is None or cond.kind == "subject":
        return False
    return cond.kind == KEY or any(asked(p) for p in cond.parts)
