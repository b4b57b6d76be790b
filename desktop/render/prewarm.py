"""Drawing queued card faces ahead of need, a few milliseconds a frame, so that a face is
ready before it is first shown (both the RAGE and the Arena face banks do this)."""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Callable


def draw_queued(
    queue: deque[str], drawn: Callable[[str], bool], draw: Callable[[str], object], budget_ms: float
) -> int:
    """Draw the queued cards not `drawn` yet until `budget_ms` has passed (at least one);
    returns how many were drawn."""
    start = time.perf_counter()
    done = 0
    while queue:
        card = queue.popleft()
        if drawn(card):
            continue
        draw(card)
        done += 1
        if (time.perf_counter() - start) * 1000.0 >= budget_ms:
            break
    return done
