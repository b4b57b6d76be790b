"""Comparing two creatures: a condition on one character's stat against another's.

In a file: `{"compare": <stat>, "is": <how>, "than": <subject>}`, asked of the subject the
condition is about (a target, or another subject: `{"target": {...}}`), measured against the
`than` subject (`self`: the character using the card, `opponent`, `host`, ...). "If the
target's Rage is lower than yours" is, on a card played by a character:

    {"target": {"compare": "rage", "is": "lower", "than": "self"}}

`how` is one of `lower`, `higher`, `same`, `not-lower` (at least as high), `not-higher`.
Both stats are the current ones (with every modifier), or both the printed-and-lasting ones
when an aura asks (`base`), so neither side is measured differently. A subject that is no
character (no opponent outside a combat) meets no comparison.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.ccg.model import SUBJECTS, Condition
from engine.ccg.table import Table
from engine.ccg.words import Vocabulary, known

Bad = Callable[[str, str], Exception]
KEY = "compare"
FIELDS = ("compare", "is", "than")
#: how the subject's stat stands to the other's, and the words the rules text uses
HOW: dict[str, Callable[[int, int], bool]] = {
    "lower": lambda a, b: a < b,
    "higher": lambda a, b: a > b,
    "same": lambda a, b: a == b,
    "not-lower": lambda a, b: a >= b,
    "not-higher": lambda a, b: a <= b,
}
#: the verb phrase: "has lower Rage than", with {stat} and {than} filled in
PHRASES = {
    "lower": ("has lower {stat} than {than}", "does not have lower {stat} than {than}"),
    "higher": ("has higher {stat} than {than}", "does not have higher {stat} than {than}"),
    "same": ("has the same {stat} as {than}", "does not have the same {stat} as {than}"),
    "not-lower": ("has at least as much {stat} as {than}", "has less {stat} than {than}"),
    "not-higher": ("has no more {stat} than {than}", "has more {stat} than {than}"),
}


def parse(raw: dict[str, Any], vocab: Vocabulary, bad: Bad, at: str) -> Condition:
    """`{"compare": stat, "is": how, "than": subject}`; each field checked and named."""

    def where(key: str) -> str:
        return f"{at}.{key}" if at else key

    extra = sorted(set(raw) - set(FIELDS))
    if extra:
        raise bad(where(extra[0]), 'is not read beside "compare" (it takes "is" and "than")')
    stat, how, than = raw.get("compare"), raw.get("is"), raw.get("than")
    if not known(stat, vocab.stats):
        raise bad(where("compare"), f"must be one of {', '.join(vocab.stats)}")
    if not known(how, HOW):
        raise bad(where("is"), f"must be one of {', '.join(HOW)}")
    if not known(than, SUBJECTS):
        raise bad(where("than"), f"must be one of {', '.join(SUBJECTS)}")
    return Condition(KEY, (stat, how, than))


def holds(table: Table, cond: Condition, subject: Any, other: Any, base: bool) -> bool:
    """Whether character `subject`'s stat stands to character `other`'s as `cond` says."""
    stat, how, _than = cond.arg
    if not isinstance(subject, str) or not isinstance(other, str):
        return False
    if not table.is_character(subject) or not table.is_character(other):
        return False
    read = table.base_stat if base else table.stat
    return HOW[how](read(subject, stat), read(other, stat))


def predicate(cond: Condition, vocab: Vocabulary, than: str, negate: bool) -> str:
    """ "has lower Rage than this character" (`than`: the other subject's words)."""
    stat, how, _than = cond.arg
    return PHRASES[how][negate].format(stat=vocab.stats[stat], than=than)
