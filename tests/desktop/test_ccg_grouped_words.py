"""The Every action list (A) says "Grouped by card" only over a list that is grouped (issue 30:
a long list of choices naming no card, a Moot's votes for each character, stayed flat under
"Grouped by card: pick a card, then what to do")."""

from __future__ import annotations

import random

import pygame

from desktop.game.controllers import bot, person
from desktop.ui.choice import MAX_ROWS, ChoiceDialog
from engine.core.play import bot_turn, make_bots
from engine.core.session import Session
from tests.desktop.test_ccg_support import make_app, open_table
from tests.desktop.test_table_support import frames, frames_until, key

GROUPED = "Grouped by card"
NAMES = ["Ann", "Bob", "Cy", "Di"]


def _long_list_without_cards() -> tuple[Session, int]:
    """A 4-seat relaunch game where a seat may make more moves than a screenful, none of
    them naming a card (its characters' votes on a Moot), and no question is open."""
    session = Session.new("rage-lv", 4, 3, {}, names=NAMES)
    bots = make_bots(session, ["heuristic"] * 4)
    rng = random.Random(3)
    for _ in range(3000):
        for seat in sorted(session.to_act()):
            legal = session.legal(seat)
            flat = not any(c.get("card") for c in legal)
            if len(legal) > MAX_ROWS and flat and all(c["type"] != "choose" for c in legal):
                return session, seat
        assert bot_turn(session, bots, rng)
    raise AssertionError("no long list without cards")


def test_a_flat_list_does_not_say_it_is_grouped(display) -> None:
    session, seat = _long_list_without_cards()
    app = make_app((1280, 720), speed=50.0)
    try:
        seats = [person(n) if i == seat else bot(n) for i, n in enumerate(NAMES)]
        table = open_table(app, session, seats, perspective=seat)
        table.paused = True
        frames_until(app, lambda: not table.settling() and bool(table.legal))
        frames(app, 2, [key(pygame.K_a)])
        dialog = table.dialog
        assert isinstance(dialog, ChoiceDialog) and dialog.is_open
        assert len(dialog.options) > MAX_ROWS  # a long list, not grouped: nothing names a card
        assert not any("›" in label for label, _value in dialog.options)
        assert GROUPED not in dialog.message, dialog.message
    finally:
        app.close()


def test_a_cards_own_list_does_not_say_it_is_grouped(display) -> None:
    """vfin #19: inside one card's list (Every action, then a card) the words still said
    "Grouped by card: pick a card, then what to do"; they now say what the list is."""
    from tests.desktop.test_ccg_support import bots_played

    session = bots_played(0, seed=1)  # Ann's Main Phase: 15 moves over 6 cards
    app = make_app((1280, 720), speed=50.0)
    try:
        table = open_table(app, session, [person("Ann"), bot("Bob")])
        table.paused = True
        frames_until(app, lambda: not table.settling() and bool(table.legal))
        frames(app, 2, [key(pygame.K_a)])
        dialog = table.dialog
        assert isinstance(dialog, ChoiceDialog) and GROUPED in dialog.message, dialog.message
        group = next(v for label, v in dialog.options if "›" in label)
        dialog.on_choose(group)
        frames(app, 2)
        inner = table.dialog
        assert isinstance(inner, ChoiceDialog) and inner is not dialog
        assert GROUPED not in inner.message, inner.message
        assert inner.message == f"What to do with {group.title}:", inner.message
    finally:
        app.close()
