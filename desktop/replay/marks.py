"""Seek points of a recorded game: rounds, tricks, days, turns (from the ruleset's `marks`).

A mark names the event that starts something (a deal starts a round, the first card a trick).
Seeking needs a point *between* entries, so each mark gets the entry boundary closest to where
the marked thing begins:

- the marked event opens its entry (the first card of a trick): the point just before that
  entry, so the table shows the thing about to begin (an empty trick, the leader to play);
- the marked event comes after others in its entry (the last card of round 2, its scoring,
  then the deal of round 3): the point just after the entry, so the thing has begun (round 3
  dealt, bids to come) and nothing of what came before it is half shown.

Values may repeat (tricks are numbered within a round), so each mark carries its context:
the latest value of every other kind seen before it ({"round": 2} for trick 3 of round 2).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Mark:
    kind: str
    value: int
    #: the entry whose events contain the marked event
    entry: int
    #: the cursor to seek to (entries applied), see the module docstring
    point: int
    #: values of the other kinds in force when this mark happened
    context: dict[str, int] = field(default_factory=dict, compare=False, hash=False)

    @property
    def label(self) -> str:
        """E.g. "Round 3", or "Round 2 · Trick 3" for marks that repeat within another kind."""
        return self.label_in({})

    def label_in(self, words: Mapping[str, str]) -> str:
        """The label with the game's words for its kinds (its registration's seek units)."""
        own = f"{kind_name(self.kind, words)} {self.value}"
        outer = [f"{kind_name(k, words)} {v}" for k, v in self.context.items()]
        return " · ".join([*outer, own])


def kind_name(kind: str, words: Mapping[str, str] | None = None) -> str:
    """The game's word for a kind of mark (`words`: its seek units), else the kind capitalised."""
    return (words or {}).get(kind) or kind.replace("_", " ").capitalize()


def find_marks(ruleset: Any, entries: Iterable[dict], *, first_point: int = 1) -> list[Mark]:
    """Every mark in the log, in order, with its seek point (never before `first_point`)."""
    raw: list[tuple[str, int, int, int]] = []  # kind, value, entry, point
    for item in entries:
        n = item["n"]
        for index, event in enumerate(item["events"]):
            found = ruleset.marks(event)
            if not found:
                continue
            point = n if index == 0 else n + 1
            for kind, value in found.items():
                raw.append((kind, int(value), n, max(first_point, point)))
    # A kind whose values repeat (trick 1 in every round) is shown within the kinds that do not.
    repeats: set[str] = set()
    seen: dict[str, set[int]] = {}
    for kind, value, _n, _p in raw:
        if value in seen.setdefault(kind, set()):
            repeats.add(kind)
        seen[kind].add(value)
    current: dict[str, int] = {}
    marks: list[Mark] = []
    for kind, value, n, point in raw:
        current[kind] = value
        context = (
            {k: v for k, v in current.items() if k != kind and k not in repeats}
            if kind in repeats
            else {}
        )
        marks.append(Mark(kind, value, n, point, context))
    return marks


def kinds_of(marks: Iterable[Mark]) -> list[str]:
    """The kinds present, coarsest first (the fewest marks first: rounds before tricks)."""
    counts: dict[str, int] = {}
    first: dict[str, int] = {}
    for i, mark in enumerate(marks):
        counts[mark.kind] = counts.get(mark.kind, 0) + 1
        first.setdefault(mark.kind, i)
    return sorted(counts, key=lambda k: (counts[k], first[k]))
