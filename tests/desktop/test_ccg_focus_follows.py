"""The focus ring goes with its card when the row it is in is laid out again (issue 30). Found
playing the relaunch by mouse in a real window: after the hinted Chant-Keeper refused a
challenge and the alphas went home, the row slid along and an empty yellow frame stayed where
the card had been, over the next cards and over "Renown 0 / 15". Played through the app's real
loop; the frame is judged by where the ring is drawn against its card."""

from __future__ import annotations

import pygame

from desktop.game.controllers import bot, person
from engine.core.session import Session
from tests.desktop.test_ccg_support import make_app, open_table, until_my_main_turn
from tests.desktop.test_table_support import frames, frames_until, key


def test_the_focus_ring_stays_on_its_card_as_the_rows_move(display) -> None:
    app = make_app((1280, 720), speed=1.0)
    try:
        session = Session.new(
            "rage-lv", 2, 7, {"packs": ["ashen-wind", "stone-choir"]}, names=["Ann", "Bob"]
        )
        table = open_table(app, session, [person("Ann"), bot("Bob")])
        until_my_main_turn(app, table)
        frames(app, 10)
        for _ in range(40):  # the keyboard's focus onto the last of Bob's characters
            frames(app, 1, [key(pygame.K_LEFT)])
            if table.focus_key and table.focus_key.startswith("1."):
                break
        focused = table.focus_key
        assert focused and focused.startswith("1."), focused
        ring = table.stage.focus_ring
        moved = 0
        for _ in range(12):  # Ann passes; Bob plays on, and his row is laid out again
            node = table.stage.card_node(focused)
            before = node.to_world() if node is not None else None
            passes = [c for c in session.legal(0) if c["type"] == "pass"]
            if not passes or table.focus_key != focused:
                break
            assert table.submit(passes[0])
            frames_until(app, lambda: 0 in session.to_act() or session.is_over(), limit=3000)
            frames_until(app, lambda: not table.settling(), limit=3000)
            frames(app, 5)
            node = table.stage.card_node(focused)
            if node is None or not ring.visible or table.focus_key != focused:
                break
            if before is not None and node.to_world() != before:
                moved += 1
            # round its card, or round the card in its area's opened view while that shows
            # it (test_ccg_peek_focus_ring)
            opened = (
                table.stage.peek.focus_rect(focused, "", 0) if table.stage.peek.by_key else None
            )
            at = opened.center if opened is not None else node.to_world()
            assert (ring.x, ring.y) == at, (focused, (ring.x, ring.y), at)
            if moved:
                break
        assert moved, "Bob's row never moved: the case was not met"
    finally:
        app.close()
