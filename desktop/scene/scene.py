"""A scene: one node tree with its own tweens, clock and surface cache."""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from desktop.scene.cache import SurfaceCache
from desktop.scene.clock import Clock
from desktop.scene.node import Node
from desktop.scene.transform import Point
from desktop.scene.tween import Tweener
from desktop.scene.viewport import LOGICAL_SIZE


@dataclass
class Scene:
    """Everything a screen needs to animate a table; nothing here is shared between scenes."""

    size: tuple[int, int] = LOGICAL_SIZE
    root: Node = field(default_factory=lambda: Node(name="root"))
    tweener: Tweener = field(default_factory=Tweener)
    clock: Clock = field(default_factory=Clock)
    cache: SurfaceCache = field(default_factory=SurfaceCache)

    def update(self, dt: float) -> None:
        self.tweener.update(dt)
        self.clock.update(dt)

    def draw(self, target: pygame.Surface) -> None:
        self.root.render(target, self.cache)

    def hit_test(self, point: Point) -> Node | None:
        return self.root.hit_test(point)

    def set_speed(self, speed: float) -> None:
        """Animation speed setting: scales tweens and scheduled delays (0 = instant)."""
        self.tweener.speed = max(0.0, speed)
        self.clock.speed = max(0.0, speed)

    @property
    def busy(self) -> bool:
        return self.tweener.busy

    def wake_in(self) -> float | None:
        """When this scene next needs a frame: 0 while tweens run, the clock's next callback,
        or None when nothing moves or is scheduled."""
        return 0.0 if self.tweener.busy else self.clock.next_due()
