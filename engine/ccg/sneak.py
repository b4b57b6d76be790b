"""Forbidding sneak attacks: a combat a card's effect starts (`fight`: Old Grudge, Ambush, the
original game's Sneak Attack), outside the alpha's own attacks and challenges.

Two prohibitions, each edition's words (`PROHIBITIONS` joins its own):

- `be-sneak-attacked`: no card's effect may make the character fight (an alpha may still
  attack or challenge it as usual);
- `sneak-attack`: the character may not be the one a card's effect sends into a fight.

`forbidden` is what an edition's `can_fight` asks, with its own `prohibited`.
"""

from __future__ import annotations

from collections.abc import Callable

PROHIBITIONS = {
    "be-sneak-attacked": "be attacked through a card's effect (a sneak attack)",
    "sneak-attack": "attack through a card's effect (a sneak attack)",
}


def forbidden(prohibited: Callable[[str, str], bool], hunter: str, prey: str) -> bool:
    """Whether a prohibition stops `hunter` fighting `prey` through a card's effect."""
    return prohibited(prey, "be-sneak-attacked") or prohibited(hunter, "sneak-attack")
