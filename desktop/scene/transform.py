"""Similarity transforms (translate, uniform scale, rotate) plus inherited opacity.

Rotation is in degrees, counter-clockwise as seen on screen, the same sense as
`pygame.transform.rotate`, so the renderer can hand the angle straight to pygame.
Screen space has y pointing down, which is why the rotation matrix looks transposed.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

Point = tuple[float, float]


def rotate_point(px: float, py: float, degrees: float) -> Point:
    """Rotate (px, py) about the origin counter-clockwise on screen (y down)."""
    if degrees == 0.0:
        return px, py
    rad = math.radians(degrees)
    c, s = math.cos(rad), math.sin(rad)
    return px * c + py * s, -px * s + py * c


@dataclass(frozen=True, slots=True)
class Transform:
    """Where a node's local origin lands in world space, and how its axes are turned."""

    x: float = 0.0
    y: float = 0.0
    scale: float = 1.0
    rotation: float = 0.0
    opacity: float = 1.0

    def compose(
        self, x: float, y: float, scale: float, rotation: float, opacity: float
    ) -> Transform:
        """The world transform of a child whose local transform is given."""
        dx, dy = rotate_point(x * self.scale, y * self.scale, self.rotation)
        return Transform(
            self.x + dx,
            self.y + dy,
            self.scale * scale,
            self.rotation + rotation,
            self.opacity * opacity,
        )

    def apply(self, point: Point) -> Point:
        """Map a point from this transform's local space to world space."""
        dx, dy = rotate_point(point[0] * self.scale, point[1] * self.scale, self.rotation)
        return self.x + dx, self.y + dy

    def inverse_apply(self, point: Point) -> Point:
        """Map a world point into this transform's local space."""
        if self.scale == 0:
            return math.inf, math.inf
        lx, ly = rotate_point(point[0] - self.x, point[1] - self.y, -self.rotation)
        return lx / self.scale, ly / self.scale


IDENTITY = Transform()
