"""A trigger when a creature changes form: `"when": "form-change"`.

It fires for a character whose form (the `form` facet: Crinos or Breed in rage-lv; Crinos,
Homid or Lupus in the original game) is different after an event than before it, whatever
changed it: damage reaching its Rage or Health, frenzy, a card that flips it, the end of turn
that brings a healed shapeshifter back. Like the other triggers about a character it answers
for its own character ("When this character changes form, ") or, with `of`, for any that meets
a condition ("Whenever a Garou changes form, "); the condition and the effect see the new form
(`{"self": {"form": "crinos"}}` is "if it changed to Crinos").

The editions need not call it: the shared `Ctx.emit` asks `reshaped(event)` which character an
event may reshape (an edition names its form events in `Ctx.reshapes`), compares that
character's form before and after the event, and fires when it differs.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.ccg import interpreter
from engine.ccg.table import Table

TRIGGER = "form-change"  # its words are in engine.ccg.text, with the other triggers'


def reshaped(reshapes: Mapping[str, tuple[str, str]], event: Mapping[str, Any]) -> str | None:
    """The character `event` may change the form of (None: it changes no form): `reshapes`
    maps an event type to (the field naming the character, a field the event must carry)."""
    found = reshapes.get(str(event.get("type")))
    if found is None or found[1] not in event:
        return None
    who = event.get(found[0])
    return who if isinstance(who, str) else None


def form(table: Table, iid: str) -> Any:
    """The character's form now (None: it is no longer a character in play)."""
    if not table.is_character(iid):
        return None
    return table.facet(iid, "form")


def fire_if_changed(table: Table, iid: str, before: Any) -> None:
    """Fire the trigger for `iid` if its form is not `before` any more."""
    after = form(table, iid)
    if before is not None and after is not None and after != before:
        interpreter.fire(table, TRIGGER, subject=iid, info={"form": after})
