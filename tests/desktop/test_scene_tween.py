from __future__ import annotations

import pytest

from desktop.scene.clock import Clock
from desktop.scene.easing import EASINGS, ease
from desktop.scene.node import Node
from desktop.scene.tween import Tweener


@pytest.mark.parametrize("name", sorted(EASINGS))
def test_easing_endpoints(name: str) -> None:
    fn = EASINGS[name]
    assert fn(0.0) == pytest.approx(0.0, abs=1e-9)
    assert fn(1.0) == pytest.approx(1.0, abs=1e-9)


def test_easing_shapes() -> None:
    assert EASINGS["in_quad"](0.5) < 0.5 < EASINGS["out_quad"](0.5)
    assert max(EASINGS["out_back"](i / 100) for i in range(101)) > 1.0  # overshoots
    assert ease("linear")(0.25) == 0.25
    with pytest.raises(ValueError):
        ease("wobbly")


def test_tween_reaches_exact_end_and_calls_on_done() -> None:
    tw = Tweener()
    node = Node(x=0, y=0)
    done = []
    tw.animate(node, 1.0, "linear", on_done=lambda: done.append(1), x=100, y=-50)
    tw.update(0.25)
    assert node.x == pytest.approx(25) and node.y == pytest.approx(-12.5)
    assert tw.busy and not done
    tw.update(0.8)
    assert (node.x, node.y) == (100, -50)
    assert done == [1] and not tw.busy


def test_new_tween_replaces_old_on_same_property_only() -> None:
    tw = Tweener()
    node = Node(x=0, y=0)
    first_done, second_done = [], []
    tw.animate(node, 1.0, "linear", on_done=lambda: first_done.append(1), x=100, y=100)
    tw.update(0.5)
    tw.animate(node, 1.0, "linear", on_done=lambda: second_done.append(1), x=-100)
    assert node.x == pytest.approx(50)  # continues from where it is
    tw.update(0.5)
    assert node.y == pytest.approx(100)  # y still belongs to the first animation
    assert node.x == pytest.approx(-25)
    assert first_done == [1]  # finished with the one property it kept
    tw.update(0.5)
    assert node.x == -100 and second_done == [1]


def test_fully_replaced_animation_never_calls_on_done() -> None:
    tw = Tweener()
    node = Node()
    old_done = []
    old = tw.animate(node, 1.0, on_done=lambda: old_done.append(1), x=10)
    tw.animate(node, 0.2, x=20)
    assert old.cancelled and len(tw) == 1
    tw.update(2.0)
    assert node.x == 20 and old_done == []


def test_speed_scales_time_and_zero_is_instant() -> None:
    tw = Tweener(speed=2.0)
    node = Node()
    tw.animate(node, 1.0, "linear", x=100)
    tw.update(0.25)
    assert node.x == pytest.approx(50)
    tw.speed = 0.0
    done = []
    tw.animate(node, 5.0, on_done=lambda: done.append(1), y=30)
    assert node.y == 30 and done == [1] and not tw.is_animating(node, "y")
    tw.update(0.0)  # speed 0 also finishes what was already running
    assert node.x == 100 and not tw.busy


def test_cancel_finish_and_tuples() -> None:
    tw = Tweener()
    node = Node()
    tw.animate(node, 1.0, "linear", x=100, y=100)
    tw.update(0.5)
    tw.cancel(node, "x")
    tw.update(1.0)
    assert node.x == pytest.approx(50) and node.y == 100

    class Thing:
        color = (0, 0, 0)

    thing = Thing()
    done = []
    tw.animate(thing, 1.0, "linear", on_done=lambda: done.append(1), color=(100, 200, 50))
    tw.update(0.5)
    assert thing.color == pytest.approx((50, 100, 25))
    tw.finish()
    assert thing.color == (100, 200, 50) and done == [1]


def test_on_done_can_chain_on_the_same_property() -> None:
    tw = Tweener()
    node = Node()
    tw.animate(node, 0.1, x=10, on_done=lambda: tw.animate(node, 0.1, "linear", x=0))
    tw.update(0.2)
    assert tw.is_animating(node, "x") and node.x == 10
    tw.update(0.2)
    assert node.x == 0 and not tw.busy


def test_clock_runs_callbacks_in_due_order() -> None:
    clock = Clock()
    calls: list[str] = []
    clock.schedule(lambda: calls.append("b"), 0.5)
    clock.schedule(lambda: calls.append("a"), 0.2)
    clock.schedule(lambda: calls.append("c"), 0.5)
    clock.update(0.3)
    assert calls == ["a"]
    clock.update(0.3)
    assert calls == ["a", "b", "c"]
    assert clock.pending == 0


def test_clock_interval_unschedule_unique_and_speed() -> None:
    clock = Clock()
    ticks: list[int] = []

    def tick() -> None:
        ticks.append(1)

    clock.schedule_interval(tick, 0.1)
    for _ in range(5):
        clock.update(0.1)
    assert len(ticks) == 5
    clock.unschedule(tick)
    clock.update(1.0)
    assert len(ticks) == 5

    fired: list[str] = []

    def once() -> None:
        fired.append("x")

    clock.schedule_unique(once, 1.0)
    clock.schedule_unique(once, 1.0)
    clock.speed = 0.0
    clock.update(0.0)
    assert fired == ["x"]


def test_clock_callback_scheduling_zero_delay_runs_next_update() -> None:
    clock = Clock()
    calls: list[int] = []
    clock.schedule(lambda: clock.schedule(lambda: calls.append(2), 0), 0)
    clock.update(0.016)
    assert calls == []
    clock.update(0.016)
    assert calls == [2]
