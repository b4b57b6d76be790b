from __future__ import annotations

from dataclasses import dataclass, field

import pytest

from desktop.scene.drag import NO_TARGET_REASON, DragController
from desktop.scene.node import Node
from desktop.scene.tween import Tweener
from desktop.scene.zones import Highlight, RowLayout, Zone


@dataclass
class Table:
    root: Node = field(default_factory=Node)
    tweener: Tweener = field(default_factory=Tweener)
    drops: list[tuple[str, str]] = field(default_factory=list)
    rejects: list[tuple[str, str]] = field(default_factory=list)
    clicks: list[str] = field(default_factory=list)
    previews: list[str] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.hand = self.root.add(
            Zone(name="hand", x=400, y=800, width=500, height=160, policy=RowLayout(spacing=120))
        )
        self.trick = self.root.add(Zone(name="trick", x=960, y=400, width=300, height=200))
        self.discard = self.root.add(Zone(name="discard", x=1500, y=400, width=200, height=200))
        for name in ("red-7", "blue-3", "wild-1"):
            self.hand.add_card(
                Node(name=name, width=100, height=140, interactive=True, draggable=True)
            )
        self.hand.layout()
        self.drag = DragController(
            self.root,
            self.tweener,
            legal_targets=lambda card: [self.trick] if card.name != "blue-3" else [],
            on_drop=lambda card, zone: self.drops.append((card.name, zone.name)),
            on_reject=lambda card, reason: self.rejects.append((card.name, reason)),
            on_click=lambda card: self.clicks.append(card.name),
            on_hover=lambda card: self.previews.append(card.name),
            explain=lambda card, zone: f"{card.name} can't be played now" if zone else None,
        )

    def card(self, name: str) -> Node:
        found = self.root.find(name)
        assert found is not None
        return found

    def settle(self) -> None:
        for _ in range(120):
            self.tweener.update(1 / 60)
        assert not self.tweener.busy


def drag(table: Table, start: tuple[float, float], end: tuple[float, float], steps: int = 8):
    assert table.drag.press(start)
    for i in range(1, steps + 1):
        t = i / steps
        table.drag.move((start[0] + (end[0] - start[0]) * t, start[1] + (end[1] - start[1]) * t))
        table.tweener.update(1 / 60)
    table.drag.release(end)


def test_press_lifts_card_and_lights_legal_zones() -> None:
    table = Table()
    card = table.card("red-7")
    assert table.drag.press(card.to_world())
    assert table.drag.pressed is card and card.parent is table.drag.overlay
    assert table.trick.highlight is Highlight.LEGAL
    assert table.discard.highlight is Highlight.NONE
    table.settle()
    assert card.scale == pytest.approx(1.12)
    assert any(c.name == "drag-shadow" for c in card.children)
    table.drag.move((960, 400))
    assert table.trick.highlight is Highlight.TARGET
    assert table.drag.dragging is card


def test_drop_on_legal_zone_calls_on_drop_and_adopts_card() -> None:
    table = Table()
    card = table.card("red-7")
    drag(table, card.to_world(), (950, 420))
    assert table.drops == [("red-7", "trick")] and table.rejects == [] and table.clicks == []
    assert card.parent is table.trick
    assert table.trick.highlight is Highlight.NONE
    table.settle()
    assert card.to_world() == pytest.approx((960, 400))
    assert card.scale == pytest.approx(1.0) and not card.children
    assert [c.name for c in table.hand.cards] == ["blue-3", "wild-1"]


def test_drop_on_nothing_springs_back_and_reports_reason() -> None:
    table = Table()
    card = table.card("wild-1")
    home = card.to_world()
    drag(table, home, (100, 100))
    assert table.drops == []
    assert table.rejects == [("wild-1", NO_TARGET_REASON)]
    assert card.parent is table.hand and table.hand.cards[2] is card
    assert table.trick.highlight is Highlight.NONE
    table.settle()
    assert card.to_world() == pytest.approx(home)
    assert (card.scale, card.rotation, card.z) == pytest.approx((1.0, 0.0, 2))
    assert not card.children


def test_drop_on_a_zone_that_is_not_legal_uses_explain() -> None:
    table = Table()
    card = table.card("blue-3")
    home = card.to_world()
    drag(table, home, (960, 400))  # the trick pile, but blue-3 has no legal targets
    assert table.drops == []
    assert table.rejects == [("blue-3", "blue-3 can't be played now")]
    table.settle()
    assert card.to_world() == pytest.approx(home)


def test_on_drop_returning_false_springs_back() -> None:
    table = Table()
    table.drag.on_drop = lambda card, zone: False
    card = table.card("red-7")
    home = card.to_world()
    drag(table, home, (960, 400))
    table.settle()
    assert card.parent is table.hand and card.to_world() == pytest.approx(home)


def test_click_is_press_and_release_within_slop() -> None:
    table = Table()
    card = table.card("blue-3")
    x, y = card.to_world()
    table.drag.press((x, y))
    table.drag.move((x + 3, y - 3))
    table.drag.release((x + 3, y - 3))
    assert table.clicks == ["blue-3"] and table.drops == [] and table.rejects == []
    table.settle()
    assert card.parent is table.hand and card.to_world() == pytest.approx((x, y))
    # Just past the slop it is a drag (here: dropped nowhere), not a click.
    table.drag.press((x, y))
    table.drag.move((x + 7, y))
    table.drag.release((x + 7, y))
    assert table.clicks == ["blue-3"] and len(table.rejects) == 1


def test_non_draggable_interactive_node_only_clicks() -> None:
    table = Table()
    button = table.root.add(
        Node(name="button", x=1700, y=900, width=80, height=40, interactive=True)
    )
    table.drag.press((1700, 900))
    table.drag.release((1700, 900))
    assert table.clicks == ["button"] and button.parent is table.root
    assert not table.drag.press((10, 10))  # empty felt


def test_cancel_returns_card_without_reporting() -> None:
    table = Table()
    card = table.card("red-7")
    home = card.to_world()
    table.drag.press(home)
    table.drag.move((700, 300))
    table.drag.cancel()
    table.settle()
    assert card.to_world() == pytest.approx(home) and table.rejects == [] and table.drops == []


def test_hover_preview_after_delay() -> None:
    table = Table()
    card = table.card("wild-1")
    ended: list[str] = []
    table.drag.on_hover_end = lambda node: ended.append(node.name)
    table.drag.move(card.to_world())
    table.drag.update(0.2)
    assert table.previews == []
    table.drag.update(0.3)
    assert table.previews == ["wild-1"]
    table.drag.update(1.0)
    assert table.previews == ["wild-1"]  # once per hover
    table.drag.move((5, 5))
    assert ended == ["wild-1"] and table.drag.hovered is None


def test_a_second_press_without_a_release_lifts_the_card_under_it() -> None:
    """A release that went elsewhere (a list or a button took it) leaves the press pending;
    the next press is a new one: it lifts the card under the pointer, not the old card."""
    table = Table()
    red, wild = table.card("red-7"), table.card("wild-1")
    assert table.drag.press(red.to_world())
    assert table.drag.press(wild.to_world())  # the release of red-7 never came
    assert table.drag.pressed is wild
    assert red.parent is table.hand  # the first card went home
    table.drag.cancel()
    table.settle()
    drag(table, wild.to_world(), (960, 400))
    assert table.drops == [("wild-1", "trick")]
