"""Choices named when a Junta is called (issue 28): a Junta's `choose` with `"named": true`.

The caller names one of the options with the call, so everyone votes knowing it (as the target
is named with the call); if the Junta passes, that option happens. Only a Junta's own effect
(`"when": "junta"`) may be named so: any other card asks its chooser when it resolves.
"""

from __future__ import annotations

from typing import Any

from engine.ccg.conditions import Bad
from engine.ccg.model import Effect
from engine.ccg.words import FieldSpec

FIELD = "named"
#: extra parameter of the core kind "choose"
PARAMS = {"choose": {FIELD: FieldSpec((bool,), (), doc="a Junta's caller names the option")}}


def check_effect(bad: Bad, at: str, effect: Effect) -> None:
    """A named choice belongs on a Junta's own effect, chosen by its caller (not at random)."""
    for step in effect.steps:
        if not step.param(FIELD):
            continue
        if step is not effect or effect.when != "junta":
            raise bad(
                f"{at}.{FIELD}",
                'only a Junta\'s effect ("when": "junta") has a choice named when it is called',
            )
        if effect.param("random"):
            raise bad(f"{at}.{FIELD}", "a named choice is not made at random")


def named_effect(card: Any) -> Effect | None:
    """The card's Junta effect whose option the caller names, if it has one."""
    for effect in card.effects:
        if effect.when == "junta" and effect.do == "choose" and effect.param(FIELD):
            return effect
    return None


def choices(card: Any) -> list[int | None]:
    """The options a caller may name for this card ([None]: nothing to name)."""
    effect = named_effect(card)
    return [None] if effect is None else list(range(len(effect.param("options"))))


def queue(effect: Effect, named: int | None) -> list[tuple[int, ...]] | None:
    """The steps a passed Junta runs: the named option, then the rest (None: all, as usual)."""
    if named is None or not (effect.do == "choose" and effect.param(FIELD)):
        return None
    option = effect.param("options")[named]
    return [(0, named, m) for m in range(len(option.steps))] + [
        (i,) for i in range(1, len(effect.steps))
    ]
