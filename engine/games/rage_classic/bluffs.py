"""Keywords that count only when the card is not a bluff (the original game's bluffing).

A Combat Action above its user's Rage is a bluff; a bluff that works (its target bluffed too)
takes effect, and its printed keywords count as they are. Some cards print a keyword that the
card has only when played within its user's Rage ("Fast Striking, unless bluffed"): the field
`unbluffed` lists them, and a bluffed play of the card resolves without them (a bluffed fast
strike comes at normal speed, and a dodge at that speed stops it). The words are those the
resolution reads of a played card: its speed and aggravated damage.
"""

from __future__ import annotations

from collections.abc import Iterable

#: the keywords a Combat Action may have only when it is not a bluff
WORDS = ("Fast Striking", "Slow Striking", "Aggravated")
FIELD = "unbluffed"


def counted(keywords: Iterable[str], unbluffed: Iterable[str], bluffed: bool) -> frozenset[str]:
    """The keywords a played card has: its own, and its `unbluffed` ones unless bluffed."""
    return frozenset(keywords) | (frozenset() if bluffed else frozenset(unbluffed))


def sentence(unbluffed: Iterable[str]) -> str:
    """ "Fast Striking unless bluffed." for the card's rules text ("" for none)."""
    words = list(unbluffed)
    if not words:
        return ""
    said = words[0] if len(words) == 1 else f"{', '.join(words[:-1])} and {words[-1]}"
    return f"{said} unless bluffed."


def clash(keywords: Iterable[str], unbluffed: Iterable[str]) -> str:
    """A word listed both ways (it would count bluffed or not), or ""."""
    both = [w for w in unbluffed if w in set(keywords)]
    return both[0] if both else ""
