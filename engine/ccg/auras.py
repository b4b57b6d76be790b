"""An aura that reads current (modified) stats: `"reads": "current"` on a While-in-play effect.

An aura's condition and target filter read base stats by default (printed, and in rage-lv the
lasting changes too), so no aura depends on another or on itself. A printed card may mean the
stats as they are now ("each creature with Rage 5 or more" counts a Rage another card gave):
such an aura is settled after all the others (`Statics.settle`), and reads every stat as it is
then, with the lasting effects and every base-reading aura in it. Auras that read current stats
do not see one another's changes (they are all asked before any is applied), so the order of
cards never matters.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.ccg.model import Condition, Effect

FIELD = "reads"
CURRENT = "current"
SENTENCE = " It reads stats as they are, with every modifier."


def parse(raw: dict[str, Any], when: str, bad: Callable[[str, str], Exception], at: str) -> str:
    """The "reads" of an effect's file form: "" or "current" (checked, with its field)."""
    if FIELD not in raw:
        return ""
    if raw[FIELD] != CURRENT:
        raise bad(f"{at}.{FIELD}", f'must be "{CURRENT}"')
    if when != "static":
        raise bad(f"{at}.{FIELD}", "only a While-in-play effect (an aura) reads stats by itself")
    return CURRENT


def asks_stat(effect: Effect) -> bool:
    """Whether the aura's condition or target filter reads any stat (else "reads" is idle)."""
    return _asks(effect.condition) or _asks(effect.selector.where)


def _asks(cond: Condition | None) -> bool:
    if cond is None:
        return False
    return cond.kind in ("stat", "compare") or any(_asks(p) for p in cond.parts)


def current(effect: Effect) -> bool:
    return effect.reads == CURRENT
