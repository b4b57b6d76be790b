"""Loyalty between tribes (issue 28, item 7; seed 001, "Rivalry and Loyalty", and the Tribal
Alliance ruling: "This creates Loyalty between members of the named tribes. All X will have
Loyalty towards Y, all Ys will have Loyalty to X").

The kind `loyalty` (`"between": [two tribes]`) makes every creature of either tribe loyal to
every creature of the other, both ways, for as long as it lasts: a loyal creature never attacks
the other, whichever pack it is in and whenever it came into play (the pact is kept with the
player who made it, not on the creatures there were). Loyalty does not stop a creature from
defending itself, nor from joining Pack Actions or targeting with cards.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from engine.ccg.conditions import Bad
from engine.ccg.kinds import UNTIL, Kind, Param, Phrase, begin_lasting, duration
from engine.ccg.model import Effect, Use
from engine.ccg.table import Table
from engine.ccg.words import Vocabulary
from engine.games.rage_classic.keywords import BASTET_TRIBES, GAROU_TRIBES

NAME = "loyalty"
#: the tribes a pact may name (only Garou and Bastet have tribes, seed 001)
TRIBES = frozenset((*GAROU_TRIBES, *BASTET_TRIBES))


def _text(step: Effect, vocab: Vocabulary, who: Phrase) -> str:
    one, other = step.param("between")
    return (
        f"The {one} and the {other} are loyal to each other{duration(step, vocab, 'turn')}:"
        " no creature of either tribe attacks one of the other."
    )


def _run(table: Table, use: Use, step: Effect, found: list[Any]) -> None:
    on = use.seat if use.seat is not None else use.source
    between = list(step.param("between"))
    begin_lasting(
        table, use, step, NAME, on, NAME, until=step.until or "turn", extra={"between": between}
    )


KIND = Kind(
    NAME, {"between": Param("words", True), **UNTIL}, "none", "me", (), _text, _run, lasting=True
)


def check_effect(bad: Bad, at: str, effect: Effect) -> None:
    """A pact names two different tribes."""
    for i, step in enumerate(effect.steps):
        if step.do != NAME:
            continue
        where = f"{at}.between" if i == 0 else f"{at}.then[{i - 1}].between"
        tribes = step.param("between")
        if len(tribes) != 2 or tribes[0] == tribes[1]:
            raise bad(where, "must name two different tribes")
        unknown = [t for t in tribes if t not in TRIBES]
        if unknown:
            raise bad(where, f"{unknown[0]!r} is not a tribe (only Garou and Bastet have tribes)")


def pacts(lasting: Iterable[Any]) -> list[tuple[str, str]]:
    """The pairs of tribes loyal to each other now (from the lasting effects)."""
    return [tuple(item.extra["between"]) for item in lasting if item.kind == NAME]


def bound(pairs: list[tuple[str, str]], mine: set[str], theirs: set[str]) -> bool:
    """Whether a creature with words `mine` is loyal to one with words `theirs` by a pact."""
    return any(
        (one in mine and other in theirs) or (other in mine and one in theirs)
        for one, other in pairs
    )
