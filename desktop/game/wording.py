"""Log lines about a seat named "You" (the lessons' student, or a player who left the name
at its default) read as English: "You bid 1", "You pass", "Your Chancer", not "You bids 1".

The engines' `describe` writes every seat in the third person from its name; the tables pass
each line through `you_form` before showing it.
"""

from __future__ import annotations

import re
from typing import overload

_YOU_VERB = re.compile(r"\bYou ([a-z][a-z-]*)\b")
_YOURS = re.compile(r"\bYou's\b")
_IRREGULAR = {"has": "have", "is": "are", "was": "were", "does": "do", "goes": "go"}
_NOT_VERBS = {"always", "also", "this", "thus", "plus", "as", "is"}


def _base(verb: str) -> str:
    """'bids' -> 'bid', 'passes' -> 'pass', 'carries' -> 'carry', 'has' -> 'have'."""
    if verb in _IRREGULAR:
        return _IRREGULAR[verb]
    if verb in _NOT_VERBS or not verb.endswith("s") or verb.endswith("ss"):
        return verb
    if verb.endswith("ies") and len(verb) > 4:
        return verb[:-3] + "y"
    if verb.endswith(("sses", "shes", "ches", "xes", "zes", "oes")):
        return verb[:-2]
    return verb[:-1]


@overload
def you_form(text: str) -> str: ...
@overload
def you_form(text: None) -> None: ...
def you_form(text: str | None) -> str | None:
    """`text` with "You <verb>s" made second person and "You's" made "Your"."""
    if not text or "You" not in text:
        return text
    text = _YOURS.sub("Your", text)
    return _YOU_VERB.sub(lambda m: "You " + _base(m.group(1)), text)
