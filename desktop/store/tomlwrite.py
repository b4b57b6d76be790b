"""A tiny TOML writer for our settings file.

Why our own: Python 3.11 reads TOML (`tomllib`) but cannot write it, and the settings are a
handful of flat keys plus one table per game; a dependency (tomli-w) for that is not worth
another package in every build. Supported: str, bool, int, float, lists, and dicts (nested
dicts become [tables]; dicts inside lists, inline tables). TOML has no null: a None value in
a table is left out, and one inside a list is an error (dropping it would shift the rest).
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping
from typing import Any

_BARE_KEY = re.compile(r"[A-Za-z0-9_-]+")
_SHORT_ESCAPES = {'"': '\\"', "\\": "\\\\", "\b": "\\b", "\t": "\\t", "\n": "\\n"}
_SHORT_ESCAPES |= {"\f": "\\f", "\r": "\\r"}


def _string(text: str) -> str:
    out = []
    for ch in text:
        if ch in _SHORT_ESCAPES:
            out.append(_SHORT_ESCAPES[ch])
        elif ord(ch) < 0x20 or ord(ch) == 0x7F:  # TOML forbids raw control characters
            out.append(f"\\u{ord(ch):04X}")
        else:
            out.append(ch)
    return '"' + "".join(out) + '"'


def _key(key: str) -> str:
    if not isinstance(key, str):
        raise TypeError(f"TOML keys must be strings, not {type(key).__name__}")
    # fullmatch: "$" would also accept a key ending in a newline
    return key if _BARE_KEY.fullmatch(key) else _string(key)


def _value(value: Any) -> str:
    if isinstance(value, bool):  # before int: bool is an int in Python
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        if math.isnan(value):
            return "nan"
        if math.isinf(value):
            return "inf" if value > 0 else "-inf"
        return repr(value)
    if isinstance(value, str):
        return _string(value)
    if isinstance(value, list | tuple):
        return "[" + ", ".join(_value(item) for item in value) + "]"
    if isinstance(value, Mapping):
        items = [f"{_key(k)} = {_value(v)}" for k, v in value.items() if v is not None]
        return "{ " + ", ".join(items) + " }" if items else "{}"
    raise TypeError(f"cannot write {type(value).__name__} as TOML")  # None in a list lands here


def _table(path: list[str], data: Mapping[str, Any], lines: list[str]) -> None:
    # Plain keys first: any key written after a [sub.table] header would land inside it.
    subtables = []
    for key, value in data.items():
        if value is None:
            continue
        if isinstance(value, Mapping):
            subtables.append((key, value))
        else:
            lines.append(f"{_key(key)} = {_value(value)}")
    for key, value in subtables:
        sub = [*path, _key(key)]
        lines.append("")
        lines.append("[" + ".".join(sub) + "]")
        _table(sub, value, lines)


def dumps(data: Mapping[str, Any]) -> str:
    """TOML text for `data`: plain keys, then a [table] (and [table.sub]) per nested dict."""
    lines: list[str] = []
    _table([], data, lines)
    return "\n".join(lines) + "\n"
