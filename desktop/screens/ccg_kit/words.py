"""Sentences both CCG tables pick from a table of their own by a key the engine gives (a
prompt's kind, a moment)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.i18n import N_, _

#: a creature's move against a target, as a menu row, the same in both editions ({name}: the
#: target); an edition's own table adds its other moves
TARGET_MOVES = {"attack": N_("Attack {name}"), "challenge": N_("Challenge {name}")}


def worded(lines: Mapping[str, str], key: Any, **fields: str) -> str:
    """The line `lines` holds for `key` (marked with N_), in the reader's language with
    `fields` filled in; "" for a key it does not hold."""
    line = lines.get(str(key))
    return "" if line is None else _(line).format(**fields)
