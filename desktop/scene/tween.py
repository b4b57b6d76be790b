"""Tweens in the style of pgzero's animation.py, owned by a scene rather than global.

One tween per (object, property): animating a property that is already animating takes it
over from the older animation, starting from the current value. An animation whose every
property was taken over is cancelled and its `on_done` never runs.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from desktop.scene.easing import Easing, ease

log = logging.getLogger(__name__)

Value = float | Sequence[float]


def lerp(start: Value, end: Value, t: float) -> Value:
    if isinstance(start, int | float) and isinstance(end, int | float):
        return start + (end - start) * t
    # Tuples (colours, points) interpolate element by element.
    return tuple(a + (b - a) * t for a, b in zip(start, end, strict=True))  # type: ignore[arg-type]


@dataclass(eq=False)
class Animation:
    """A group of property tweens on one object that share a duration and `on_done`."""

    target: Any
    duration: float
    easing: Easing
    starts: dict[str, Value]
    ends: dict[str, Value]
    on_done: Callable[[], object] | None = None
    elapsed: float = 0.0
    done: bool = False
    cancelled: bool = False

    @property
    def running(self) -> bool:
        return not (self.done or self.cancelled)

    def _apply(self, t: float) -> None:
        p = self.easing(t)
        for prop, end in self.ends.items():
            setattr(self.target, prop, lerp(self.starts[prop], end, p))

    def _finish(self) -> None:
        for prop, end in self.ends.items():
            setattr(self.target, prop, end)
        self.done = True


@dataclass
class Tweener:
    """Runs animations; `speed` scales time (2 = twice as fast, 0 = instant)."""

    speed: float = 1.0
    _running: list[Animation] = field(default_factory=list, repr=False)
    _owners: dict[tuple[int, str], Animation] = field(default_factory=dict, repr=False)

    def animate(
        self,
        target: Any,
        duration: float = 0.3,
        easing: str | Easing = "out_cubic",
        on_done: Callable[[], object] | None = None,
        **props: Value,
    ) -> Animation:
        """Tween `target`'s attributes to the given values over `duration` seconds.

        With `speed == 0` or `duration <= 0` the values are set and `on_done` runs at once.
        """
        fn = ease(easing)
        starts: dict[str, Value] = {}
        for prop in props:
            self._take_over(target, prop)
            starts[prop] = getattr(target, prop)
        anim = Animation(target, duration, fn, starts, dict(props), on_done)
        if duration <= 0 or self.speed <= 0:
            anim._finish()
            if on_done is not None:
                on_done()
            return anim
        for prop in props:
            self._owners[(id(target), prop)] = anim
        self._running.append(anim)
        return anim

    def update(self, dt: float) -> None:
        """Advance every animation by `dt` seconds of wall time."""
        if not self._running:
            return
        step = dt * self.speed if self.speed > 0 else float("inf")
        finished: list[Animation] = []
        for anim in list(self._running):
            if not anim.running:
                continue
            anim.elapsed += step
            if anim.elapsed >= anim.duration:
                anim._finish()
                finished.append(anim)
            else:
                anim._apply(anim.elapsed / anim.duration)
        if finished:
            self._running = [a for a in self._running if a.running]
            for anim in finished:
                self._release(anim)
            # Callbacks last: they may start new animations on the same properties.
            for anim in finished:
                if anim.on_done is not None:
                    anim.on_done()

    @property
    def busy(self) -> bool:
        """Whether anything is still moving (presenters wait on this to pace events)."""
        return any(a.running for a in self._running)

    def is_animating(self, target: Any, prop: str | None = None) -> bool:
        if prop is not None:
            anim = self._owners.get((id(target), prop))
            return anim is not None and anim.running
        return any(a.target is target and a.running for a in self._running)

    def cancel(self, target: Any, *props: str) -> None:
        """Stop tweening `target` (only `props`, if given) where it is now; no `on_done`."""
        for anim in [a for a in self._running if a.target is target and a.running]:
            for prop in list(props or anim.ends):
                self._take_over(target, prop)

    def finish(self, target: Any | None = None) -> None:
        """Jump animations (of `target`, or all) to their end, running their `on_done`."""
        chosen = [a for a in self._running if a.running and (target is None or a.target is target)]
        for anim in chosen:
            anim._finish()
            self._release(anim)
        self._running = [a for a in self._running if a.running]
        for anim in chosen:
            if anim.on_done is not None:
                anim.on_done()

    def clear(self) -> None:
        """Drop everything without finishing (scene teardown)."""
        for anim in self._running:
            anim.cancelled = True
        self._running.clear()
        self._owners.clear()

    def __len__(self) -> int:
        return sum(1 for a in self._running if a.running)

    def _take_over(self, target: Any, prop: str) -> None:
        old = self._owners.pop((id(target), prop), None)
        if old is None or not old.running:
            return
        old.ends.pop(prop, None)
        old.starts.pop(prop, None)
        if not old.ends:
            old.cancelled = True
            self._running = [a for a in self._running if a is not old]

    def _release(self, anim: Animation) -> None:
        for prop in anim.ends:
            key = (id(anim.target), prop)
            if self._owners.get(key) is anim:
                del self._owners[key]
