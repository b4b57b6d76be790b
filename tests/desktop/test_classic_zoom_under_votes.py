"""A card's zoom leaves a Junta's vote buttons clear (issue 30, found playing a 4-seat 1995
game by keyboard in a real window at 1280x720: the arrows had gone to Keeper Ashgrove in the
Redraw Phase, and in the Moot Phase its zoom, still up, lay under "Keeper: yes / no /
abstain", the buttons drawn over the zoom's title). Driven by the arrows through the app's
real loop."""

from __future__ import annotations

import pygame

from desktop.game.controllers import bot, person
from desktop.game.runner import GameRunner
from desktop.screens.rage_classic.table import ClassicTable
from tests.desktop.test_ccg_support import bots_played
from tests.desktop.test_classic_table import faces
from tests.desktop.test_table_support import frames, key, make_app

PACKS = ("silver-wake", "thornwood-kin")
VOTE_AT = 27  # the bots' game of seed 1: Ann votes on a Junta after 27 commands


def _zoom_rect(table: ClassicTable) -> pygame.Rect:
    node = table.stage.preview
    w, h = node.surface.get_size()
    return pygame.Rect(round(node.x - w / 2), round(node.y - h / 2), w, h)


def _covered(table: ClassicTable) -> list[pygame.Rect]:
    """The vote buttons the zoom lies under."""
    zoom = _zoom_rect(table)
    return [b.rect for b, _c in table._ctx_buttons if b.rect.colliderect(zoom)]


def _focus_mine(app, table: ClassicTable) -> list[str]:
    """Arrow through the table; at each of Ann's own cards, check its zoom. Gives them."""
    mine = {c["iid"] for c in table.view["creatures"] if c["pack"] == 0}
    seen = []
    for _ in range(len(table.focusables())):
        frames(app, 2, [key(pygame.K_RIGHT)])
        if table.focus_key in mine:
            assert table.stage.preview.visible  # the arrows show the focused card's zoom
            seen.append(table.focus_key)
            assert not _covered(table), (table.focus_key, _zoom_rect(table), _covered(table))
    return seen


def _table(app, before: int) -> ClassicTable:
    session = bots_played(before, 1, PACKS, "rage-classic")
    runner = GameRunner(session, [person("Ann"), bot("Bob")], threaded=False)
    table = ClassicTable(app, runner, faces=faces(), step_delay=0.0)
    app.push(table)
    table.paused = True  # Bob plays the bots' game, not his own
    frames(app, 40)
    return table


def test_a_focused_cards_zoom_leaves_the_vote_buttons_clear(display) -> None:
    app = make_app((1280, 720), speed=50.0)
    try:
        table = _table(app, VOTE_AT)
        assert table._ctx_buttons, "no vote buttons"
        assert _focus_mine(app, table)
    finally:
        app.close()


def test_a_zoom_up_before_the_vote_makes_room_for_its_buttons(display) -> None:
    """The zoom shown before the Junta's votes moves off the buttons when they come."""
    app = make_app((1280, 720), speed=50.0)
    try:
        played = bots_played(VOTE_AT, 1, PACKS, "rage-classic")
        table = _table(app, VOTE_AT - 1)
        assert not table._ctx_buttons
        focused = _focus_mine(app, table)
        assert focused
        while table.focus_key != focused[0]:  # back to Ann's first card
            frames(app, 2, [key(pygame.K_RIGHT)])
        entry = played.entries[-1]
        table.session.apply(entry["seat"], entry["command"])
        frames(app, 30)
        assert table._ctx_buttons, "no vote buttons"
        assert table.stage.preview.visible
        assert not _covered(table), (_zoom_rect(table), _covered(table))
    finally:
        app.close()
