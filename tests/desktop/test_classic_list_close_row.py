"""A list's closing row says it closes the list (issue 30, a 4-seat 1995 game by mouse at
1280x720: with a card waiting to resolve, the list read "1. Allow it (no cancel)" over
"2. Cancel", which reads as cancelling the card, a move of its own in this game). The row now
says "Close this list"; judged on the rows the list shows, in English and Portuguese."""

from __future__ import annotations

import random

import pygame
import pytest

from desktop.game.controllers import bot, person
from desktop.game.runner import GameRunner
from desktop.screens.rage_classic.table import ClassicTable
from desktop.ui.choice import ChoiceDialog
from engine.core.play import make_bots
from engine.core.session import Session
from engine.i18n import using
from tests.desktop.test_classic_table import PACKS, faces
from tests.desktop.test_table_support import frames, frames_until, key, make_app

NAMES = ["Ada", "Bruno", "Cy", "Dee"]
ALLOW = {"type": "allow"}


def _a_card_waits() -> Session:
    """Four Normal bots (seed 3) until another seat plays a card and Ada may let it resolve."""
    session = Session.new("rage-classic", 4, seed=3, options={"packs": PACKS}, names=NAMES)
    bots, rng = make_bots(session, ["normal"] * 4), random.Random(3)
    for _ in range(600):
        if 0 in session.to_act() and ALLOW in session.legal(0):
            return session
        due = sorted(session.to_act())
        others = [s for s in due if s != 0]
        plays = [c for c in session.legal(others[0]) if c["type"] == "play"] if others else []
        if plays:
            session.apply(others[0], plays[0])
            continue
        seat = due[0]
        session.apply(seat, bots[seat].choose(session.view(seat), session.legal(seat), rng))
    raise AssertionError("no card waited for Ada")


@pytest.mark.parametrize(
    ("language", "close"), [("en", "Close this list"), ("pt-BR", "Fechar esta lista")]
)
def test_the_closing_row_of_a_list_says_it_closes_it(display, language: str, close: str) -> None:
    session = _a_card_waits()
    app = make_app((1280, 720), speed=50.0, language=language)
    try:
        seats = [person(NAMES[0])] + [bot(n) for n in NAMES[1:]]
        with using(app.translations):
            table = ClassicTable(app, GameRunner(session, seats, threaded=False), faces=faces())
            app.push(table)
        table.paused = True
        frames_until(app, lambda: not table.settling() and ALLOW in table.legal)
        frames(app, 2, [key(pygame.K_a, "a")])
        dialog = table.dialog
        assert isinstance(dialog, ChoiceDialog) and dialog.is_open
        with using(app.translations):  # as the list is drawn
            rows = [label for label, _value in dialog.rows]
    finally:
        app.close()
    assert rows[-1] == close, rows
    assert "Cancel" not in rows and "Cancelar" not in rows, rows


def test_a_cancel_says_what_it_cancels_and_with_what() -> None:
    """Its row read "Cancel: card Spirit Song, by Tamsin Brightwater", a command's fields."""
    from desktop.screens.rage_classic import words

    cancel = {"type": "cancel", "card": "0.spirit-song.1", "by": "0.tamsin-brightwater"}
    view = {"pending": {"card": "2.cats-grace.1", "seat": 2}}
    said = words.describe(cancel, NAMES, None, view)
    assert said == "Cancel Cat's Grace with Spirit Song (Tamsin Brightwater)", said
    with using("pt-BR"):
        said = words.describe(cancel, NAMES, None, view)
    assert said == "Cancelar Cat's Grace com Spirit Song (Tamsin Brightwater)", said
