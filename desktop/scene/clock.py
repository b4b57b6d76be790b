"""A scheduler for delayed and repeating callbacks, driven by the frame loop (cf. pgzero)."""

from __future__ import annotations

import heapq
import itertools
from collections.abc import Callable
from dataclasses import dataclass, field

Callback = Callable[[], object]


@dataclass(order=True)
class _Entry:
    due: float
    seq: int
    callback: Callback = field(compare=False)
    interval: float | None = field(compare=False, default=None)
    cancelled: bool = field(compare=False, default=False)


@dataclass
class Clock:
    """Calls callbacks after scene time has passed; `speed` scales time (0 = next update)."""

    speed: float = 1.0
    time: float = 0.0
    _queue: list[_Entry] = field(default_factory=list, repr=False)
    _seq: itertools.count = field(default_factory=itertools.count, repr=False)

    def schedule(self, callback: Callback, delay: float) -> None:
        """Call once, `delay` seconds (scaled by speed) from now."""
        self._push(callback, delay, None)

    def schedule_unique(self, callback: Callback, delay: float) -> None:
        """Like `schedule`, but first drop any pending calls of the same callback."""
        self.unschedule(callback)
        self.schedule(callback, delay)

    def schedule_interval(self, callback: Callback, interval: float) -> None:
        """Call every `interval` seconds until unscheduled."""
        if interval <= 0:
            raise ValueError("interval must be positive")
        self._push(callback, interval, interval)

    def unschedule(self, callback: Callback) -> None:
        for entry in self._queue:
            if entry.callback == callback:
                entry.cancelled = True

    @property
    def pending(self) -> int:
        return sum(1 for e in self._queue if not e.cancelled)

    def next_due(self) -> float | None:
        """Wall-clock seconds until the next callback is due (0 at speed 0); None if none is."""
        due = [e.due for e in self._queue if not e.cancelled]
        if not due:
            return None
        if self.speed <= 0:
            return 0.0
        return max(0.0, (min(due) - self.time) / self.speed)

    def update(self, dt: float) -> None:
        """Advance time and run what fell due, in due order (ties: scheduling order)."""
        step = dt * self.speed if self.speed > 0 else 0.0
        now = self.time + step
        instant = self.speed <= 0
        due: list[_Entry] = []
        while self._queue and (instant or self._queue[0].due <= now):
            entry = heapq.heappop(self._queue)
            if not entry.cancelled:
                due.append(entry)
        self.time = now
        # Run after popping, so callbacks that schedule with delay 0 run next update, not now.
        for entry in due:
            if entry.cancelled:
                continue
            if entry.interval is not None:
                entry.due = max(entry.due + entry.interval, now)
                entry.seq = next(self._seq)
                heapq.heappush(self._queue, entry)
            entry.callback()

    def clear(self) -> None:
        self._queue.clear()

    def _push(self, callback: Callback, delay: float, interval: float | None) -> None:
        heapq.heappush(
            self._queue, _Entry(self.time + max(0.0, delay), next(self._seq), callback, interval)
        )
