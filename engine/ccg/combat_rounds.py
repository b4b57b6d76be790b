"""What a Rage combat is in both editions, whatever its steps: strikes land in speed tiers
(Fast, then normal, then Slow), a card may cap the fight at N rounds, and the end of a blow, of
a round and of a fight ends what lasted that long.

An edition's combat module keeps its steps (rage-lv: initiative, attack, defence, reaction;
rage-classic: cards placed face down, targeting, bluffs) and its damage rules. It hands these
its `Expiry`: the way its card layer's lasting effects end, for each edition does more when
they do (rage-lv checks Gnosis; rage-classic releases cards, brings creatures back).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from engine.ccg import damage_cards, durations, interpreter
from engine.ccg.context import Ctx
from engine.ccg.table import Table

FAST, NORMAL, SLOW = 0, 1, 2
#: the order strikes land in; cards of one speed land at the same time
SPEEDS = (FAST, NORMAL, SLOW)

C = TypeVar("C", bound=Ctx[Any, Any])


@dataclass(frozen=True)
class Expiry(Generic[C]):
    """An edition's ending of lasting effects: `expire(ctx, until, on)` ends those that last
    `until` (on these only, if given); `end_round(ctx)` ends or counts down the round's."""

    expire: Callable[[C, str, list[Any] | None], None]
    end_round: Callable[[C], None]


def by_speed(speeds: Mapping[int, int]) -> Iterator[tuple[int, list[int]]]:
    """Each speed in strike order with the plays (their index: its speed) that strike at it."""
    for speed in SPEEDS:
        yield speed, [i for i, s in speeds.items() if s == speed]


def capped(table: Table) -> bool:
    """A card capped this fight at N rounds (engine.ccg.durations) and the N-th is reached."""
    cap = durations.round_cap(table)
    return cap is not None and table.counter("round") >= cap


def blow_landed(expiry: Expiry[C], ctx: C, striker: str) -> None:
    """A damage card of `striker` landed: a bonus "until its next damage card lands" ends."""
    expiry.expire(ctx, damage_cards.NEXT_BLOW, [striker])


def round_over(
    expiry: Expiry[C], ctx: C, subject: str | None = None, other: str | None = None
) -> None:
    """A round is over: "at the end of each combat round" text, then "until the end of the
    round" effects end and "for the next N rounds" ones count down."""
    interpreter.fire(ctx.table(), "round-end", subject=subject, other=other)
    expiry.end_round(ctx)


def fight_over(
    expiry: Expiry[C],
    ctx: C,
    fought: list[str],
    subject: str | None = None,
    other: str | None = None,
) -> None:
    """A fight is over: "at the end of combat" text, then what lasted until the end of the
    next combat of those who `fought` ends, then what lasted the combat."""
    interpreter.fire(ctx.table(), "combat-end", subject=subject, other=other)
    expiry.expire(ctx, durations.NEXT_FIGHT, fought)
    expiry.expire(ctx, "combat", None)
