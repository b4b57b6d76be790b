"""The 1995 lesson 3 in a real window: in a combat, the arrow keys moved the keyboard's focus
onto the combatants, but its ring was drawn under the combat panel, so no card showed it."""

from __future__ import annotations

import pygame

from tests.desktop.lesson_steps import expected_move, lesson_at
from tests.desktop.test_learn import home, make_app, ready  # noqa: F401
from tests.desktop.test_table_support import frames, key

RING = (255, 230, 120)


def in_combat_at(kind: str):
    """A combat's step whose move is of this kind."""
    return lambda table, step: table.view.get("combat") is not None and step.expect["type"] == kind


def test_the_focus_ring_shows_on_a_card_in_the_combat(display, home) -> None:  # noqa: F811
    app = make_app()  # 1920x1080: the window is the logical canvas
    table = lesson_at(app, "rage-classic", "bluff", in_combat_at("assign"))
    # the first → walks the Combat hand (`first_focus_kinds`, issue 30); the arrows go on
    # to the combatants
    for _ in range(len(table.focusables())):
        frames(app, 1, [key(pygame.K_RIGHT)])
        spot = table.focused()
        if (
            spot is not None
            and spot.node is not None
            and table.stage.combat in _ancestors(spot.node)
        ):
            break
    frames(app, 2)
    spot = table.focused()
    assert spot is not None and spot.node is not None
    assert spot.node.parent is not None and table.stage.combat in _ancestors(spot.node)
    ring = table.stage.focus_ring
    w = ring.surface.get_width()
    x, y = int(ring.x - w / 2 + 2), int(ring.y)  # on the ring's left side
    assert tuple(app.window.get_at((x, y)))[:3] == RING
    app.close()


def _ancestors(node):
    while node.parent is not None:
        node = node.parent
        yield node


def test_a_focused_card_under_the_combat_shows_no_ring_over_it(display, home) -> None:  # noqa: F811
    """The relaunch lesson 3: Enter attacked the focused Pallid Drone of the Hunting Grounds;
    the combat view then covered it, and its ring must not be drawn over the combat view."""
    app = make_app()
    table = lesson_at(app, "rage-lv", "hunt", lambda t, step: step.expect["type"] == "attack")
    frames(app, 1, [key(pygame.K_RETURN)])  # the ringed Drone's list
    frames(app, 1, [key(pygame.K_1)])  # attack
    for _ in range(200):
        frames(app, 1)
        if table.view.get("combat") and not table.scene.busy:
            break
    frames(app, 5)
    ring = table.stage.focus_ring
    spot = table.focused()
    assert spot is not None and table.stage.combat not in _ancestors(spot.node)
    if ring.visible and ring.surface is not None:
        w = ring.surface.get_width()
        x, y = int(ring.x - w / 2 + 2), int(ring.y)
        assert tuple(app.window.get_at((x, y)))[:3] != RING, "a ring over the combat view"
    app.close()


def test_the_focus_ring_follows_its_card_when_the_card_moves(display, home) -> None:  # noqa: F811
    """The relaunch lesson 5: the Pallid Drone had the focus; Bruno's alpha entered the
    Hunting Grounds before it, the Drone slid right, and its ring stayed behind on the cloth."""
    app = make_app()
    drone = "0.pallid-drone.1"
    table = lesson_at(app, "rage-lv", "crinos", lambda t, step: step.expect["type"] == "pass")
    table.focus_key = drone
    table.focus_draw()
    before = table.stage.card_node(drone).to_world()
    assert table.submit(expected_move(table))
    ring, gaps = table.stage.focus_ring, []
    for _ in range(120):  # frame by frame, while the Drone slides
        frames(app, 1)
        node = table.stage.card_node(drone)
        if ring.visible and node is not None:
            (x, y), (rx, ry) = node.to_world(), (ring.x, ring.y)
            gaps.append(max(abs(x - rx), abs(y - ry)))
    assert table.stage.card_node(drone).to_world() != before  # the Drone moved along
    assert gaps and max(gaps) < 1, max(gaps)
    app.close()
