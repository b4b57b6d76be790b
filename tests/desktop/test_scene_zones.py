from __future__ import annotations

import pytest

from desktop.scene.node import Node
from desktop.scene.tween import Tweener
from desktop.scene.zones import (
    FanLayout,
    GridLayout,
    Highlight,
    PileLayout,
    RowLayout,
    TLayout,
    Zone,
)


@pytest.mark.parametrize("count", [1, 2, 5, 8, 13])
def test_fan_is_symmetric_and_ordered(count: int) -> None:
    slots = FanLayout(spacing=70, radius=1400, max_width=900).slots(count)
    assert len(slots) == count
    for left, right in zip(slots, reversed(slots), strict=True):
        assert left.x == pytest.approx(-right.x, abs=1e-9)
        assert left.y == pytest.approx(right.y, abs=1e-9)
        assert left.rotation == pytest.approx(-right.rotation, abs=1e-9)
    xs = [s.x for s in slots]
    assert xs == sorted(xs)
    assert [s.z for s in slots] == list(range(count))
    if count > 2:
        assert slots[0].rotation > 0 > slots[-1].rotation  # left leans left (CCW)
        assert slots[0].y > slots[count // 2].y  # edges drop along the arc


def test_fan_squeezes_to_max_width() -> None:
    slots = FanLayout(spacing=100, radius=100_000, max_width=600).slots(13)
    assert slots[-1].x - slots[0].x == pytest.approx(600, rel=1e-3)


def test_row_is_centred_and_squeezes() -> None:
    assert [s.x for s in RowLayout(spacing=100).slots(3)] == [-100, 0, 100]
    squeezed = RowLayout(spacing=100, max_width=300).slots(7)
    assert squeezed[-1].x - squeezed[0].x == pytest.approx(300)
    assert [s.y for s in RowLayout(spacing=50, vertical=True).slots(2)] == [-25, 25]


def test_pile_offsets_grow_then_stop() -> None:
    slots = PileLayout(dx=1.0, dy=-2.0, max_steps=3).slots(6)
    assert [(s.x, s.y) for s in slots] == [(0, 0), (1, -2), (2, -4), (3, -6), (3, -6), (3, -6)]
    assert [s.z for s in slots] == list(range(6))
    jittered = PileLayout(jitter_deg=4).slots(10)
    assert jittered == PileLayout(jitter_deg=4).slots(10)  # reproducible
    assert all(abs(s.rotation) <= 4 for s in jittered) and len({s.rotation for s in jittered}) > 5


def test_grid_is_centred() -> None:
    slots = GridLayout(columns=3, cell=(100, 200)).slots(5)
    assert [(s.x, s.y) for s in slots] == [
        (-100, -100),
        (0, -100),
        (100, -100),
        (-100, 100),
        (0, 100),
    ]


def test_t_layout_puts_character_on_top_and_attachments_around() -> None:
    slots = TLayout(arms=("left", "right", "top"), step=(60, 40)).slots(6)
    char, *att = slots
    assert (char.x, char.y) == (0, 0) and char.z > max(s.z for s in att)
    assert [(s.x, s.y) for s in att] == [(-60, 0), (60, 0), (0, -40), (-120, 0), (120, 0)]


def test_zone_layout_tweens_cards_to_slots() -> None:
    tw = Tweener()
    zone = Zone(x=500, y=500, width=600, height=200, policy=RowLayout(spacing=100))
    cards = [Node(name=f"c{i}") for i in range(3)]
    for card in cards:
        zone.add_card(card)
    zone.layout(tw, duration=0.5)
    assert tw.busy and cards[0].x == 0
    tw.update(1.0)
    assert [c.x for c in cards] == [-100, 0, 100]
    assert [c.z for c in cards] == [0, 1, 2]
    zone.layout()  # no tweener: snaps
    assert zone.slot_of(cards[2]).x == 100


def test_zone_add_card_keeps_screen_position_and_index() -> None:
    root = Node()
    a = root.add(Zone(x=100, y=100, width=10, height=10))
    b = root.add(Zone(x=900, y=100, width=10, height=10, policy=RowLayout(spacing=10)))
    first, second = Node(name="first"), Node(name="second")
    b.add_card(first)
    b.add_card(second)
    moving = a.add(Node(name="moving", x=5))
    b.add_card(moving, index=1)
    assert [c.name for c in b.cards] == ["first", "moving", "second"]
    assert moving.to_world() == pytest.approx((105, 100))
    b.remove_card(moving)
    assert moving.parent is None


def test_zone_accepts_highlight_and_drop_area() -> None:
    zone = Zone(
        x=200,
        y=200,
        width=100,
        height=100,
        drop_margin=10,
        accepts=lambda card: card.name.startswith("red"),
    )
    assert zone.accepts_card(Node(name="red-7")) and not zone.accepts_card(Node(name="blue-1"))
    assert zone.drop_contains((255, 200)) and not zone.drop_contains((265, 200))
    zone.set_highlight(Highlight.LEGAL)
    glow = zone.decorations[0]
    assert glow.visible and glow.surface is not None and zone.cards == []
    zone.set_highlight(Highlight.NONE)
    assert not glow.visible and zone.highlight is Highlight.NONE
