"""Per-entry random numbers.

Each log entry gets its own generator seeded from (game seed, entry number), created only when
a ruleset actually draws. So a resumed or replayed game needs no stored generator state, and
the session can tell which entries drew randomness (those are undo barriers).
"""

from __future__ import annotations

import random
from typing import Any, cast


class EntryRandom:
    """Stands in for random.Random; the real generator is built on the first draw.

    Any attribute use (shuffle, randrange, choice, ...) counts as a draw and sets `used`.
    Commands that draw nothing cost one small object, not a seeded Mersenne Twister.
    """

    __slots__ = ("_seed", "_rng", "used")

    def __init__(self, seed: int, entry: int) -> None:
        # A stable, well-mixed integer seed; str seeding would hash with sha512 each time.
        self._seed = (seed & 0xFFFFFFFFFFFF) * 1_000_003 + entry * 7919 + 1
        self._rng: random.Random | None = None
        self.used = False

    def as_random(self) -> random.Random:
        """This object typed as what it stands in for (it delegates, which a type checker
        cannot see); asking for it draws nothing."""
        return cast(random.Random, self)

    def __getattr__(self, name: str) -> Any:
        rng = self._rng
        if rng is None:
            rng = self._rng = random.Random(self._seed)
            self.used = True
        return getattr(rng, name)
