"""Special effects on the sand and the day's resolution overlay, judged on what is drawn."""

from __future__ import annotations

import pygame

from desktop.game.controllers import bot, person
from desktop.screens.ragers import layout
from desktop.screens.ragers.summary import ArenaSummary
from tests.desktop.test_arena_support import hand_node, make_app, open_table, stacked
from tests.desktop.test_table_support import click, frames, key, window_pos
from tests.desktop.test_table_support import frames_until as run_until

# Arianna: the day ends at 4 cards. Ann (Accusers) against a scripted Bob (Defenders).
ACC = ["chancer", "stopper", "basher", "veteran", "basher", "slasher", "prodder", "slasher"]
DFN = ["basher", "slasher", "cheater", "slasher", "prodder", "prodder", "basher"]
BOB = ["basher", "slasher", "cheater", "slasher"]


def drawn(node) -> pygame.Surface | None:
    surfaces = node.drawn_surfaces()
    return surfaces[0] if surfaces else None


def play(app, table, kind: str) -> str:
    run_until(app, lambda: table.can_act() and table.model.phase in ("choose", "veteran", "extra"))
    frames(app, 2)
    card = next(c for c in table.model.hand if c.split("-")[1] == kind)
    node = hand_node(table, card)
    click(app, (node.x, node.y + 50))
    assert any(
        e["command"] and e["command"].get("card") == card for e in table.session.entries[-3:]
    )
    return card


def settle(app, table) -> None:
    run_until(app, lambda: table.presenter.idle and not table.runner.pending, 600)


def test_effects_and_the_resolution_overlay(display) -> None:
    app = make_app(speed=2.0)
    session = stacked(ACC, DFN, patrons=["arianna", "nameless"], cheers=[3])
    table = open_table(app, session, [person("Ann"), bot("Bob")], scripts={1: list(BOB)})
    stage = table.stage
    run_until(app, lambda: table.can_act() and table.model.phase == "prep")
    frames(app, 1, [key(pygame.K_k)])

    # 1. The Chancer takes the look of the Basher it faces.
    chancer = play(app, table, "chancer")
    settle(app, table)
    node = stage.nodes[chancer]
    assert node.look == ("copy", chancer, "basher")
    # drawn for the scale the node stands at, its text readable there
    assert drawn(node) is stage.surface_for(("copy", chancer, "basher"), node.scale)
    assert any(c.name == "badge:copy" for c in node.children)

    # 2. The Stopper guards the next space: a glow waits where the next card goes.
    play(app, table, "stopper")
    settle(app, table)
    assert stage._guards and all(g.is_shown() for g in stage._guards)
    guard_x = stage._guards[0].x

    # 3. The guarded Basher lands in that space, doubled and safe from the Cheater.
    basher = play(app, table, "basher")
    settle(app, table)
    node = stage.nodes[basher]
    assert abs(node.x - guard_x) < 1
    assert node.look == ("face", basher)
    assert any(c.name == "badge:guarded" for c in node.children)
    assert not any(e["type"] == "negate" for item in session.entries for e in item["events"])

    # 4. The Veteran: a card dropped on top of it, the Veteran still showing beneath.
    veteran = play(app, table, "veteran")
    run_until(app, lambda: table.can_act() and table.model.phase == "veteran")
    top = play(app, table, "basher")
    run_until(app, lambda: table.panel is not None, 600)
    vet, on_top = stage.nodes[veteran], stage.nodes[top]
    assert abs(on_top.x - vet.x) < 1 and abs(on_top.y - vet.y - layout.LAYER_DY) < 1
    assert on_top.z > vet.z

    # 5. The resolution overlay: who won and why, then GP card by card.
    panel = table.panel
    assert panel is not None
    assert "Accusers win the day" in panel.ex.title
    assert "Basher" in panel.ex.reason and "Slasher" in panel.ex.reason
    assert table.panel_node is not None and table.panel_node.is_shown()
    shown_before = panel.shown
    run_until(app, lambda: panel.done, 900)
    assert panel.shown > shown_before
    lines = [(s.seat, s.text, s.gp) for s in panel.ex.steps]
    assert (0, "Basher (attack), guarded x2", 4) in lines
    assert (0, "Veteran (special)", 2) in lines
    assert any(text.startswith("Cheers: Basher + Basher") and gp == 2 for _, text, gp in lines)
    assert panel.running(0) == 11 and panel.running(1) == 0
    # Every scoring card on the sand is lit up.
    for step in panel.ex.steps:
        if step.card in stage.nodes and step.seat is not None:
            assert any(c.name == "badge:ring" for c in stage.nodes[step.card].children)
    # Drawn: the overlay's dark panel now covers the hand area, and Continue is offered.
    frames(app, 2)
    o = layout.OVERLAY
    x, y = window_pos(app, (o.x + 40, o.bottom - 30))
    r, g, b, *_ = app.window.get_at((x, y))
    assert r + g + b < 200  # dark panel, not sand
    assert table.continue_btn.visible
    click(app, (layout.CONTINUE.centerx, layout.CONTINUE.centery))
    assert table.panel is None
    run_until(app, lambda: not table.scene.busy, 300)
    # The scoring cards went to the GP stack, the rest to the discard pile.
    assert stage.nodes[basher].where == "stack"
    assert stage.nodes[top].where == "stack"
    assert table.model.gp == [11, 0]
    # 11 GP ahead after the first day: the Accusers win at once; the summary follows.
    run_until(app, lambda: isinstance(app.stack.top, ArenaSummary), 900)
    assert app.stack.top.result["reason"] == "instant"
    app.close()


def test_cheater_turns_the_opposite_card_over_and_deadeye_slides_an_extra_in(display) -> None:
    app = make_app(speed=2.0)
    acc = ["cheater", "deadeye", "basher", "slasher", "prodder", "basher"]
    dfn = ["basher", "prodder", "slasher", "basher", "slasher"]
    session = stacked(acc, dfn)
    table = open_table(
        app, session, [person("Ann"), bot("Bob")], scripts={1: ["basher", "prodder"]}
    )
    stage = table.stage
    run_until(app, lambda: table.can_act() and table.model.phase == "prep")
    frames(app, 1, [key(pygame.K_k)])
    play(app, table, "cheater")
    settle(app, table)
    theirs = "def-basher-1"
    node = stage.nodes[theirs]
    assert node.look == ("back", "def")
    assert drawn(node) is stage.surface_for(("back", "def"), node.scale)
    mask = next(c for c in node.children if c.name == "badge:negated")
    assert [c.name for c in mask.children] == ["cross"]
    assert "Negated" in node.note
    # The Deadeye: an extra card face-down beside it, in a column of its own.
    deadeye = play(app, table, "deadeye")
    run_until(app, lambda: table.can_act() and table.model.phase == "extra")
    extra = play(app, table, "slasher")
    settle(app, table)
    dead, slid = stage.nodes[deadeye], stage.nodes[extra]
    assert slid.look == ("back", "acc") and slid.where == "row"
    assert any(c.name == "badge:mine" for c in slid.children)  # yours, face-down
    assert abs(slid.y - dead.y) < 1 and abs(abs(slid.x - dead.x) - layout.COLUMN_STEP) < 40
    # Nothing of the other row stands opposite the extra card (the "break").
    opposite = [n for n in stage.nodes.values() if n.where == "row" and n.seat == 1]
    assert all(abs(n.x - slid.x) > 40 for n in opposite)
    app.close()
