"""The strings a view holds: the card instances (and every other word) a seat may know of."""

from __future__ import annotations

from typing import Any


def strings_in(tree: Any) -> list[str]:
    """Every string in a JSON-like tree, in reading order (depth first, iteratively, so a
    deep view cannot exhaust the stack)."""
    out: list[str] = []
    stack: list[Any] = [tree]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            out.append(item)
        elif isinstance(item, dict):
            stack.extend(reversed(list(item.values())))
        elif isinstance(item, list | tuple):
            stack.extend(reversed(item))
    return out
