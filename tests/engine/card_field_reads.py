"""What the rules read of a card file: the checks both CCG editions' field-read tests share.

Each edition passes its own map of file fields to the card attributes that hold them.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from engine.ccg.tracking import recording, unread

Scenario = Callable[[], None]
FieldAttrs = dict[str, tuple[str, ...]]


def shipped(card_dir: Path) -> list[dict[str, Any]]:
    """The cards of an edition's shipped card files (packs.json aside), as the files say them."""
    return [
        raw
        for path in sorted(card_dir.glob("*.json"))
        if path.name != "packs.json"
        for raw in json.loads(path.read_text())["cards"]
    ]


def scenario_book(into: dict[str, Scenario]) -> Callable[[str], Callable[[Scenario], Scenario]]:
    """`@scenario(card_id)`: files the decorated scenario under its card in `into`."""

    def scenario(card_id: str) -> Callable[[Scenario], Scenario]:
        def register(fn: Scenario) -> Scenario:
            into[card_id] = fn
            return fn

        return register

    return scenario


def unread_while(
    card_id: str, raws: list[dict[str, Any]], field_attrs: FieldAttrs, *runs: Callable[[], object]
) -> list[str]:
    """The fields of card `card_id` (one of `raws`) the rules did not read while `runs` ran."""
    with recording() as reads:
        for run in runs:
            run()
    (raw,) = [c for c in raws if c["id"] == card_id]
    return unread(raw, reads, field_attrs)


def ignored(
    raws: list[dict[str, Any]], reads: set[tuple[str, str]], field_attrs: FieldAttrs
) -> dict[str, list[str]]:
    """Per card, the fields never read: an effect of its own must be read on this very card;
    a printed field (Health, Insight, Gauntlet, ...) on some card of the same type, since one
    rule reads it for all (an Insight is read when its character fights, whichever it is)."""
    by_type: dict[str, set[str]] = {}
    for raw in raws:
        missing = set(unread(raw, reads, field_attrs))
        by_type.setdefault(raw["type"], set()).update(f for f in raw if f not in missing)
    out = {}
    for raw in raws:
        found = [
            f
            for f in unread(raw, reads, field_attrs)
            if f.startswith("effects") or f not in by_type[raw["type"]]
        ]
        if found:
            out[raw["id"]] = found
    return out
