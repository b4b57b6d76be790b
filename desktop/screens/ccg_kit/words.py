"""Sentences both CCG tables pick from a table of their own by a key the engine gives (a
prompt's kind, a moment)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.i18n import _


def worded(lines: Mapping[str, str], key: Any, **fields: str) -> str:
    """The line `lines` holds for `key` (marked with N_), in the reader's language with
    `fields` filled in; "" for a key it does not hold."""
    line = lines.get(str(key))
    return "" if line is None else _(line).format(**fields)
