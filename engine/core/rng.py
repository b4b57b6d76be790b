"""Per-entry random numbers.

Each log entry gets its own generator seeded from (game seed, entry number), created only when
a ruleset actually draws. So a resumed or replayed game needs no stored generator state, and
the session can tell which entries drew randomness (those are undo barriers).
"""

from __future__ import annotations

import random
from typing import Any


class EntryRandom(random.Random):
    """A random.Random that seeds itself on first use and remembers that it was used."""

    def __init__(self, seed: int, entry: int) -> None:
        self._seed_material = (seed, entry)
        self.used = False
        self._ready = False
        super().__init__(0)

    def _prime(self) -> None:
        if not self._ready:
            seed, entry = self._seed_material
            # A stable, well-mixed integer seed; str seeding would hash with sha512 each time.
            super().seed((seed & 0xFFFFFFFFFFFF) * 1_000_003 + entry * 7919 + 1, version=2)
            self._ready = True
        self.used = True

    def random(self) -> float:
        self._prime()
        return super().random()

    def getrandbits(self, k: int) -> int:
        self._prime()
        return super().getrandbits(k)

    def seed(self, a: Any = None, version: int = 2) -> None:  # noqa: D102
        # random.Random.__init__ calls seed(); only honour that first call.
        if getattr(self, "_seed_material", None) is None:
            super().seed(a, version)
