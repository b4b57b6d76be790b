"""The relaunch table's Staging Areas at 1280x720 with 4 seats (issue 30, seen in a real
window): the Totems, Moots and Events lying loose in a Staging Area overlapped by half, each
covering the right of its neighbour's name ("TOTEM OF THE…"). Now every other one stands a
title bar lower and on top, so each loose card's name bar is drawn whole; the keyboard's
focus still reaches each and shows it large in the sidebar. Judged on the drawn nodes."""

from __future__ import annotations

import random

import pygame

from desktop.game.controllers import bot, person
from desktop.scene.node import draw_order
from engine.core.play import bot_turn, make_bots
from engine.core.session import Session
from tests.desktop.test_app_screens import press
from tests.desktop.test_ccg_support import open_table
from tests.desktop.test_table_support import frames, frames_until, make_app


def crowded() -> Session:
    """4 seats the bots played into: three opponents with 3 or 4 loose cards each."""
    session = Session.new("rage-lv", 4, 4, {}, names=["Ann", "Bob", "Cid", "Dee"])
    bots, rng = make_bots(session, ["heuristic"] * 4), random.Random(4)
    for _ in range(270):  # 259 until d7d353b kept Spirit Rebuke inside the combat
        assert bot_turn(session, bots, rng)
    return session


def _rect(node) -> pygame.Rect:
    w, h = node.size()
    x, y = node.to_world()
    return pygame.Rect(round(x - w / 2), round(y - h / 2), round(w), round(h))


def test_each_loose_card_in_a_staging_area_shows_its_whole_name(display) -> None:
    app = make_app((1280, 720), speed=50.0)
    try:
        table = open_table(app, crowded(), [person("Ann"), bot("Bob"), bot("Cid"), bot("Dee")])
        table.paused = True
        frames_until(app, lambda: not table.settling())
        frames(app, 3)
        cards = table.stage.cards
        loose = [k for k, n in cards.items() if (n.data or {}).get("kind") == "thing"]
        loose = [k for k in loose if cards[k].parent is not None and cards[k].is_shown()]
        assert len(loose) >= 9, loose
        for key in loose:
            node = cards[key]
            if node.rotation:
                continue  # a turned card lies across: its name runs down its side
            if node.data.get("piled"):
                continue  # under the last one shown, on its "+N more" pile (issue 30)
            card = _rect(node)
            # the name's bar: 4.8 to 16.4 units down a face 100 units wide (art.TITLE)
            bar = pygame.Rect(card.x, card.y + card.w * 0.048, card.w, card.w * 0.116)
            _under, over = draw_order(list(node.parent.children))
            above = over[over.index(node) + 1 :]
            covering = [n.name for n in above if n.surface and _rect(n).colliderect(bar)]
            assert not covering, (key, bar, covering)
        # the keyboard reaches each and shows it whole in the sidebar
        seen = set()
        for _ in range(len(table.focusables())):
            press(app, pygame.K_RIGHT)
            frames(app, 2)
            if table.focus_key in loose:
                assert table.stage.preview.visible
                seen.add(table.focus_key)
        assert seen == set(loose), set(loose) - seen
    finally:
        app.close()
