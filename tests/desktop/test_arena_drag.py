"""Playing cards on the Arena by dragging: a legal card sends `place`, a forbidden one springs
back with the engine's reason."""

from __future__ import annotations

import pygame
import pytest

from desktop.game.controllers import bot, person
from tests.desktop.test_arena_support import (
    drawn_faces,
    hand_node,
    hover,
    make_app,
    open_table,
    stacked,
)
from tests.desktop.test_table_support import click, frames, key, window_pos
from tests.desktop.test_table_support import drag_from_hover as drag
from tests.desktop.test_table_support import frames_until as run_until

ACC = ["basher", "deadeye", "slasher", "prodder", "stopper", "basher", "slasher", "prodder"]
DFN = ["slasher", "prodder", "basher", "chancer", "veteran", "slasher", "basher"]


@pytest.fixture(params=[(1920, 1080), (1280, 720)], ids=["1080p", "720p"])
def table_app(display, request):
    app = make_app(request.param, speed=2.0)
    session = stacked(ACC, DFN, patrons=["gharan-zul"], cheers=[3])
    table = open_table(app, session, [person("Ann"), bot("Bob")], scripts={1: ["slasher"]})
    yield app, table, session
    app.close()


def mean_brightness(surface: pygame.Surface, rect: pygame.Rect) -> float:
    rect = rect.clip(surface.get_rect())
    sub = pygame.transform.average_color(surface, rect)
    return (sub[0] + sub[1] + sub[2]) / 3


def to_choose(app, table) -> None:
    run_until(app, lambda: table.can_act() and table.model.phase == "prep")
    frames(app, 1, [key(pygame.K_k)])  # keep the hand
    run_until(app, lambda: table.can_act() and table.model.phase == "choose")
    frames(app, 5)


def test_dragging_a_card_to_your_row_sends_place(table_app) -> None:
    app, table, session = table_app
    to_choose(app, table)
    basher = "acc-basher-1"
    node = hand_node(table, basher)
    assert node.look == ("face", basher)
    before = len(session.entries)
    target = (table.stage.zone_play.x, table.stage.zone_play.y)
    drag(app, (node.x, node.y - 40), target)
    mine = [e for e in session.entries[before:] if e["seat"] == 0]
    assert mine and mine[0]["command"] == {"type": "place", "card": basher}
    # The card lies face-down in the row until the reveal, marked as yours.
    frames(app, 3)
    node = table.stage.nodes[basher]
    assert node.where in ("chosen", "row")
    run_until(app, lambda: table.model.turn >= 1 and table.stage.nodes[basher].where == "row")
    run_until(app, lambda: not table.scene.busy)
    assert table.stage.nodes[basher].look == ("face", basher)  # revealed with the other's


def test_a_forbidden_card_is_dimmed_and_springs_back_with_the_reason(table_app) -> None:
    app, table, session = table_app
    to_choose(app, table)
    deadeye = "acc-deadeye-1"
    node = hand_node(table, deadeye)
    # Dimmed on the table: its drawn surface is the darkened face, and it shows darker pixels.
    assert node.look == ("dim", deadeye)
    assert node.surface is table.faces.dimmed(deadeye)
    legal = hand_node(table, "acc-basher-1")
    frames(app, 1)
    for n in (node, legal):
        assert not table.scene.tweener.is_animating(n)
    w = app.window

    def card_rect(n) -> pygame.Rect:
        x, y = window_pos(app, (n.x, n.y + 30))
        return pygame.Rect(x - 20, y - 20, 40, 40)

    assert mean_brightness(w, card_rect(node)) < mean_brightness(w, card_rect(legal)) - 15
    home = (node.x, node.y)
    before = len(session.entries)
    drag(app, (node.x, node.y - 40), (table.stage.zone_play.x, table.stage.zone_play.y))
    assert len(session.entries) == before  # nothing was sent
    assert any("Gharan-zul forbids" in m for m in app.toasts.messages)
    run_until(app, lambda: not table.scene.tweener.is_animating(node), 200)
    assert node.parent is table.stage.cards
    assert abs(node.x - home[0]) < 2 and abs(node.y - home[1]) < 2
    # Hovering it gives the large preview with the engine's reason; clicking says it too.
    app.toasts.clear()
    hover(app, (node.x, node.y + 40))
    assert table.stage.preview is not None and table.stage.preview.data == deadeye
    assert "forbids" in table.stage.nodes[deadeye].note
    assert deadeye in drawn_faces(table)
    click(app, (node.x, node.y + 40))
    assert any("forbids" in m for m in app.toasts.messages)
    assert len(session.entries) == before


def test_keyboard_and_click_play(table_app) -> None:
    app, table, session = table_app
    to_choose(app, table)
    # Click a legal card: it is placed.
    node = hand_node(table, "acc-slasher-1")
    before = len(session.entries)
    click(app, (node.x, node.y + 40))
    assert session.entries[before]["command"] == {"type": "place", "card": "acc-slasher-1"}
    # Next phase: the keyboard (arrows to a card, Enter to place it).
    run_until(app, lambda: table.can_act() and table.model.phase == "choose")
    hand = [n.card for n in table.stage.hand_nodes()]
    target = next(c for c in hand if c.split("-")[1] == "prodder")
    for _ in range(len(hand)):
        if table.focus == target:
            break
        frames(app, 1, [key(pygame.K_RIGHT)])
    assert table.focus == target
    before = len(session.entries)
    frames(app, 1, [key(pygame.K_RETURN)])
    assert session.entries[before]["command"] == {"type": "place", "card": target}
