"""Scene nodes: a tree of positioned, scaled, rotated, faded things to draw and hit.

Conventions:
- `x`, `y` is the node's centre in its parent's space; a surface is drawn centred there.
- `rotation` is degrees counter-clockwise on screen (as `pygame.transform.rotate`).
- Siblings draw in order of `z`, ties in insertion order. Children with `z < 0` draw
  *below* their parent (for shadows), the others above it.
- Opacity multiplies down the tree and is applied per surface (not as a group).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any, TypeVar

import pygame

from desktop.scene.cache import SurfaceCache, quantise
from desktop.scene.transform import IDENTITY, Point, Transform

DrawFn = Callable[["Node", pygame.Surface, Transform], None]
"""Custom drawing: called with the node, the target and the node's world transform."""

Predicate = Callable[["Node"], bool]
N = TypeVar("N", bound="Node")


@dataclass(eq=False, kw_only=True)
class Node:
    """One element of the scene. Compared and hashed by identity."""

    x: float = 0.0
    y: float = 0.0
    scale: float = 1.0
    rotation: float = 0.0
    opacity: float = 1.0
    z: float = 0.0
    visible: bool = True
    interactive: bool = False
    draggable: bool = False
    name: str = ""
    surface: pygame.Surface | None = None
    draw: DrawFn | None = None
    # Size used for hit-testing when there is no surface (or to override its size).
    width: float = 0.0
    height: float = 0.0
    data: Any = None
    children: list[Node] = field(default_factory=list, repr=False)
    parent: Node | None = field(default=None, repr=False)

    def __post_init__(self) -> None:
        for child in self.children:
            if child.parent is not None and child.parent is not self:
                child.parent.children.remove(child)
            child.parent = self

    # -- tree -------------------------------------------------------------------------------

    def add(self, child: N, index: int | None = None) -> N:
        """Append (or insert at `index`) a child, taking it from its old parent."""
        child.detach()
        if index is None:
            self.children.append(child)
        else:
            self.children.insert(index, child)
        child.parent = self
        return child

    def remove(self, child: Node) -> None:
        self.children.remove(child)
        child.parent = None

    def detach(self) -> Node:
        """Remove this node from its parent (if any) and return it."""
        if self.parent is not None:
            self.parent.remove(self)
        return self

    def reparent(
        self, new_parent: Node, *, keep_world: bool = True, index: int | None = None
    ) -> None:
        """Move under `new_parent`; with `keep_world` it stays where it is on screen."""
        if keep_world:
            world = self.world_transform()
            parent_world = new_parent.world_transform()
            self.x, self.y = parent_world.inverse_apply((world.x, world.y))
            self.scale = world.scale / parent_world.scale if parent_world.scale else self.scale
            self.rotation = world.rotation - parent_world.rotation
        new_parent.add(self, index)

    def walk(self) -> Iterator[Node]:
        """This node and all descendants, depth first, in child-list order."""
        yield self
        for child in self.children:
            yield from child.walk()

    def find(self, name: str) -> Node | None:
        return next((n for n in self.walk() if n.name == name), None)

    def ancestors(self) -> Iterator[Node]:
        node = self.parent
        while node is not None:
            yield node
            node = node.parent

    def root(self) -> Node:
        node = self
        while node.parent is not None:
            node = node.parent
        return node

    def bring_to_front(self) -> None:
        """Raise above every sibling."""
        if self.parent is not None:
            others = [c.z for c in self.parent.children if c is not self]
            if others:
                self.z = max(self.z, max(others) + 1)

    # -- geometry ---------------------------------------------------------------------------

    def size(self) -> tuple[float, float]:
        """Local (unscaled) size: explicit width/height, else the surface's size."""
        if self.width > 0 and self.height > 0:
            return self.width, self.height
        if self.surface is not None:
            return self.surface.get_size()
        return self.width, self.height

    def world_transform(self) -> Transform:
        chain = [self, *self.ancestors()]
        tf = IDENTITY
        for node in reversed(chain):
            tf = tf.compose(node.x, node.y, node.scale, node.rotation, node.opacity)
        return tf

    def to_local(self, point: Point) -> Point:
        """A world point in this node's own space (origin at its centre, unscaled)."""
        return self.world_transform().inverse_apply(point)

    def to_world(self, point: Point = (0.0, 0.0)) -> Point:
        return self.world_transform().apply(point)

    def contains(self, point: Point, world: Transform | None = None) -> bool:
        """Whether a world point falls inside this node's rotated, scaled rectangle."""
        w, h = self.size()
        if w <= 0 or h <= 0:
            return False
        lx, ly = (world or self.world_transform()).inverse_apply(point)
        return abs(lx) <= w / 2 and abs(ly) <= h / 2

    def is_shown(self) -> bool:
        """Visible itself and through all its ancestors."""
        return all(n.visible for n in (self, *self.ancestors()))

    # -- hit testing ------------------------------------------------------------------------

    def hit_test(self, point: Point, predicate: Predicate | None = None) -> Node | None:
        """The topmost interactive node under a world point, in this subtree.

        Invisible or fully transparent subtrees are skipped; non-interactive nodes are
        passed through (their children still count). `predicate` narrows it further.
        """
        base = self.parent.world_transform() if self.parent is not None else IDENTITY
        return _hit(self, base, point, predicate)

    def hit_all(self, point: Point, predicate: Predicate | None = None) -> list[Node]:
        """Every interactive node under a point, topmost first."""
        base = self.parent.world_transform() if self.parent is not None else IDENTITY
        found: list[Node] = []
        _hit_all(self, base, point, predicate, found)
        return found

    # -- rendering --------------------------------------------------------------------------

    def render(
        self, target: pygame.Surface, cache: SurfaceCache, base: Transform | None = None
    ) -> None:
        """Draw this subtree onto `target` (world space = target pixels unless `base`)."""
        if base is None:
            base = self.parent.world_transform() if self.parent is not None else IDENTITY
        ops: list[tuple[pygame.Surface, tuple[int, int]]] = []
        _render(self, base.x, base.y, base.scale, base.rotation, base.opacity, target, cache, ops)
        if ops:
            target.blits(ops, doreturn=False)


def draw_order(children: list[Node]) -> tuple[list[Node], list[Node]]:
    """(below-parent, above-parent) children, each bottom to top."""
    if not children:
        return [], []
    if len(children) == 1:
        only = [children[0]]  # a copy, like sorted(): drawing may change the children
        return (only, []) if only[0].z < 0 else ([], only)
    ordered = sorted(children, key=_z)  # stable: equal z keeps insertion order
    if ordered[0].z >= 0:
        return [], ordered
    split = next((i for i, c in enumerate(ordered) if c.z >= 0), len(ordered))
    return ordered[:split], ordered[split:]


def _z(node: Node) -> float:
    return node.z


def _render(
    node: Node,
    px: float,
    py: float,
    pscale: float,
    protation: float,
    popacity: float,
    target: pygame.Surface,
    cache: SurfaceCache,
    ops: list[tuple[pygame.Surface, tuple[int, int]]],
) -> None:
    # The parent's world transform comes in as plain numbers: a Transform object per node
    # and frame cost more than the drawing of a resting table. Same arithmetic as
    # `Transform.compose`, so the same pixels.
    if not node.visible or node.opacity <= 0:
        return
    dx, dy = node.x * pscale, node.y * pscale
    if protation != 0.0:
        rad = math.radians(protation)
        c, s = math.cos(rad), math.sin(rad)
        dx, dy = dx * c + dy * s, -dx * s + dy * c
    x, y = px + dx, py + dy
    scale = pscale * node.scale
    rotation = protation + node.rotation
    opacity = popacity * node.opacity
    below, above = draw_order(node.children)
    for child in below:
        _render(child, x, y, scale, rotation, opacity, target, cache, ops)
    if node.surface is not None:
        qscale, qrot, alpha = quantise(scale, rotation, min(opacity, 1.0))
        if qscale > 0 and alpha > 0:
            img = cache.get(node.surface, qscale, qrot, alpha)
            w, h = img.get_size()
            ops.append((img, (round(x - w / 2), round(y - h / 2))))
    if node.draw is not None:
        # Custom drawing must land on top of everything queued so far.
        if ops:
            target.blits(ops, doreturn=False)
            ops.clear()
        node.draw(node, target, Transform(x, y, scale, rotation, opacity))
    for child in above:
        _render(child, x, y, scale, rotation, opacity, target, cache, ops)


def _hit(
    node: Node, parent_tf: Transform, point: Point, predicate: Predicate | None
) -> Node | None:
    if not node.visible or node.opacity <= 0:
        return None
    tf = parent_tf.compose(node.x, node.y, node.scale, node.rotation, node.opacity)
    below, above = draw_order(node.children)
    for child in reversed(above):
        found = _hit(child, tf, point, predicate)
        if found is not None:
            return found
    if node.interactive and node.contains(point, tf) and (predicate is None or predicate(node)):
        return node
    for child in reversed(below):
        found = _hit(child, tf, point, predicate)
        if found is not None:
            return found
    return None


def _hit_all(
    node: Node, parent_tf: Transform, point: Point, predicate: Predicate | None, out: list[Node]
) -> None:
    if not node.visible or node.opacity <= 0:
        return
    tf = parent_tf.compose(node.x, node.y, node.scale, node.rotation, node.opacity)
    below, above = draw_order(node.children)
    for child in reversed(above):
        _hit_all(child, tf, point, predicate, out)
    if node.interactive and node.contains(point, tf) and (predicate is None or predicate(node)):
        out.append(node)
    for child in reversed(below):
        _hit_all(child, tf, point, predicate, out)
