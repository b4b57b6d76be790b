"""Undo at the Rage CCG table: the in-game menu's "Undo my last move" goes through the shared
table's undo (table_base.TableScreen), as at the RAGE and Arena tables."""

from __future__ import annotations

from desktop.game.controllers import bot, person
from desktop.screens.rage_lv.faces import base_id
from engine.core.session import Session
from tests.desktop.test_ccg_support import make_app, open_table, until_my_main_turn
from tests.desktop.test_table_support import frames

GIFT = "obsidian-knuckles"  # Equipment, Gnosis cost 1, no requirement
PACKS = ["ashen-wind", "stone-choir"]


def toasts(app) -> list[str]:
    return [t.text for t in app.toasts.toasts]


def in_hand(table) -> list[str]:
    return [
        base_id(key)
        for key, node in table.stage.cards.items()
        if (node.data or {}).get("kind") == "hand"
    ]


def test_undo_takes_back_your_move_and_the_table_shows_the_game_as_it_stands(display) -> None:
    app = make_app()
    options = {"packs": PACKS, "deal": {"0": {"sept": [GIFT, GIFT]}}}
    session = Session.new("rage-lv", 2, 7, options, names=["Ann", "Bob"])
    table = open_table(app, session, [person("Ann"), bot("Bob")])
    until_my_main_turn(app, table)
    frames(app, 30)
    play = next(c for c in session.legal(0) if c.get("on") and base_id(c["card"]) == GIFT)
    before = len(session.entries)
    assert table.runner.submit(0, play) is None
    frames(app, 60)
    assert in_hand(table).count(GIFT) == 1
    table.undo()
    frames(app, 60)
    assert len(session.entries) == before
    assert in_hand(table).count(GIFT) == 2  # drawn back in the hand
    app.close()


def test_undo_with_nobody_at_the_table_yet_says_so(display) -> None:
    """Two people at one computer: before the first handover nobody's eyes are on the table,
    so there is no move of theirs to take back; the table says so (on main it said nothing)."""
    app = make_app()
    session = Session.new("rage-lv", 2, 7, {"packs": PACKS}, names=["Ann", "Bob"])
    table = open_table(app, session, [person("Ann"), person("Bob")])
    frames(app, 5)
    assert table.looker is None
    table.undo()
    assert "There is nobody's move to take back right now." in toasts(app)
    app.close()
