from __future__ import annotations

import math

import pytest

from desktop.scene.node import Node
from desktop.scene.transform import Transform, rotate_point


def box(name: str, x: float, y: float, w: float = 100, h: float = 60, **kw) -> Node:
    return Node(name=name, x=x, y=y, width=w, height=h, interactive=True, **kw)


def test_rotation_is_counter_clockwise_on_screen() -> None:
    # A point to the right of the origin, turned 90 degrees CCW, ends up above it (y down).
    x, y = rotate_point(10, 0, 90)
    assert x == pytest.approx(0, abs=1e-9)
    assert y == pytest.approx(-10)


def test_world_transform_composes_parent_chain() -> None:
    root = Node(x=100, y=50, scale=2.0, rotation=90, opacity=0.5)
    child = root.add(Node(x=10, y=0, scale=1.5, rotation=10, opacity=0.5))
    tf = child.world_transform()
    assert (tf.x, tf.y) == pytest.approx((100, 30))  # 10*2 to the right, turned up
    assert tf.scale == pytest.approx(3.0)
    assert tf.rotation == pytest.approx(100)
    assert tf.opacity == pytest.approx(0.25)
    assert child.to_local(child.to_world((3, 4))) == pytest.approx((3, 4))


def test_transform_inverse_roundtrip() -> None:
    tf = Transform(12, -7, 1.7, 33)
    assert tf.inverse_apply(tf.apply((5, 9))) == pytest.approx((5, 9))


def test_hit_test_picks_topmost_by_z_then_insertion() -> None:
    root = Node()
    low = root.add(box("low", 100, 100, z=0))
    high = root.add(box("high", 120, 100, z=5))
    later = root.add(box("later", 140, 100, z=0))
    assert root.hit_test((130, 100)) is high  # all three overlap here; z wins
    high.z = 0
    assert root.hit_test((130, 100)) is later  # equal z: the later child is on top
    assert root.hit_test((60, 100)) is low
    assert root.hit_test((500, 500)) is None


def test_hit_test_children_above_parent_and_negative_z_below() -> None:
    root = Node()
    card = root.add(box("card", 0, 0))
    badge = card.add(box("badge", 0, 0, w=20, h=20))
    under = card.add(box("under", 0, 0, w=300, h=300, z=-1))
    assert root.hit_test((0, 0)) is badge
    assert root.hit_test((30, 0)) is card
    assert root.hit_test((140, 0)) is under  # outside the card, still on the shadow


def test_hit_test_respects_rotation_and_scale() -> None:
    root = Node()
    bar = root.add(box("bar", 0, 0, w=200, h=20, rotation=90))  # now tall and thin
    assert root.hit_test((0, 90)) is bar
    assert root.hit_test((90, 0)) is None
    diamond = root.add(box("diamond", 500, 0, w=100, h=100, rotation=45))
    # The corner of the unrotated square is outside the diamond...
    assert root.hit_test((500 + 48, 48)) is None
    # ...while a point on the diamond's tip, beyond the unrotated square, is inside.
    assert root.hit_test((500 + 68, 0)) is diamond
    big = root.add(box("big", 1000, 0, w=10, h=10, scale=4))
    assert root.hit_test((1018, 0)) is big
    assert root.hit_test((1022, 0)) is None


def test_hit_test_through_rotated_parent() -> None:
    root = Node()
    seat = root.add(Node(x=300, y=300, rotation=90))
    card = seat.add(box("card", 100, 0, w=40, h=40))  # 100 "right" of a turned seat is up
    assert root.hit_test((300, 200)) is card
    assert root.hit_test((400, 300)) is None
    assert math.isclose(card.world_transform().rotation, 90)


def test_hit_test_ignores_invisible_transparent_and_non_interactive() -> None:
    root = Node()
    bottom = root.add(box("bottom", 0, 0))
    hidden = root.add(box("hidden", 0, 0, z=3, visible=False))
    hidden.add(box("inside-hidden", 0, 0, z=1))
    root.add(box("ghost", 0, 0, z=4, opacity=0.0))
    plain = root.add(Node(name="plain", width=100, height=60, z=5))  # not interactive
    child_of_plain = plain.add(box("child", 0, 0, w=10, h=10))
    assert root.hit_test((0, 0)) is child_of_plain  # passes through `plain` to its child
    assert root.hit_test((30, 0)) is bottom
    assert root.hit_test((30, 0), lambda n: n.name != "bottom") is None
    assert [n.name for n in root.hit_all((0, 0))] == ["child", "bottom"]


def test_reparent_keeps_world_position() -> None:
    root = Node()
    a = root.add(Node(x=100, y=100, rotation=30, scale=2))
    b = root.add(Node(x=-50, y=400, rotation=-20, scale=0.5))
    card = a.add(Node(x=20, y=5, rotation=10))
    before = card.world_transform()
    card.reparent(b)
    after = card.world_transform()
    assert card.parent is b and card not in a.children
    assert (after.x, after.y, after.scale) == pytest.approx((before.x, before.y, before.scale))
    assert after.rotation == pytest.approx(before.rotation)


def test_add_moves_child_between_parents_and_find() -> None:
    a, b = Node(name="a"), Node(name="b")
    c = a.add(Node(name="c"))
    b.add(c)
    assert c.parent is b and a.children == [] and b.find("c") is c
    d = b.add(Node(name="d", z=2))
    c.bring_to_front()
    assert c.z > d.z
    holder = Node(children=[c])
    assert c.parent is holder and c not in b.children
