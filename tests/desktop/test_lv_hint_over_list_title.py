"""The Hint's box over a list of moves (issue 30, seen on the relaunch table at 1920x1080 with
4 seats in Portuguese): a long hint asked while voting stood over "Todas as ações", the title
of the list A opens (no room above a 14-row list, it was kept on the screen over the title),
and in a combat the box above a short list covered the "vez" (to play) tag of the player
named over the prey. Now the box stands above the list clear of the seats' tags, and the
list stands lower to leave it room. Judged on what the frame draws, at 1280x720 and
1920x1080, in English and Portuguese, whichever of A and the hint comes first."""

from __future__ import annotations

import contextlib
import random

import pygame
import pytest

from desktop.game.controllers import bot, person
from desktop.screens.rage_lv import layout
from desktop.ui.choice import ChoiceDialog
from engine.ai.hints import Hint
from engine.core.play import bot_turn, make_bots
from engine.core.session import Session
from engine.i18n import using
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_ccg_support import make_app, open_table
from tests.desktop.test_table_support import frames, frames_until, key

NAMES = ["Ann", "Bob", "Cid", "Dee"]
LONG = (
    "Vote for Trial by Claw with Kiln-Child. The Moot passes and its target fights. It "
    "looked clearly best over the rest of the turn, and the last words of a long reason "
    "are read too, however many lines the box takes to say it."
)
TITLE = {"en": "Every action", "pt-BR": "Todas as ações"}
TURN = {"en": "to play", "pt-BR": "vez"}


def _played(commands: int) -> Session:
    """The heuristic bots' 4-seat game of seed 3, `commands` in: 34, Ann votes on a Moot (14
    votes); 99, a combat with Ann's character the prey and Ann to play."""
    session = Session.new("rage-lv", 4, 3, {}, names=NAMES)
    bots, rng = make_bots(session, ["heuristic"] * 4), random.Random(3)
    for _ in range(commands):
        assert bot_turn(session, bots, rng)
    return session


def four_seats(app, session: Session):
    """Ann's table on the 4-seat game (the others bots), in the app's language, bots held,
    settled."""
    with using(app.translations):
        table = open_table(app, session, [person("Ann"), *(bot(n) for n in NAMES[1:])])
    table.paused = True
    frames_until(app, lambda: not table.settling())
    frames(app, 3)
    return table


def _hint_and_list(app, table, first: str) -> pygame.Rect:
    """A long hint and the list of all moves (A), in the order `first` says; the hint's box."""

    def hint() -> None:
        table._hint_asked()
        legal = table.session.legal(0)
        assist = table.assist
        assist.hint = Hint(legal[-1], LONG)
        assist._for_seat, assist._asked_with = 0, legal
        assist._checked_at = table.session.state_id
        frames(app, 4)

    def listed() -> None:
        frames(app, 2, [key(pygame.K_a, "a")])
        frames_until(app, lambda: isinstance(table.dialog, ChoiceDialog))
        frames(app, 4)

    for step in (hint, listed) if first == "hint" else (listed, hint):
        step()
    box = table.assist.hint_rect
    assert box is not None and isinstance(table.dialog, ChoiceDialog)
    return box


@contextlib.contextmanager
def hint_over_list(commands: int, size, language: str, first: str):
    """Ann's table on the 4-seat game `commands` in, traced, with a long hint's box over the
    list of all moves: (the app, the table, the box)."""
    session = _played(commands)
    with tracing():
        app = make_app(size, speed=50.0, language=language)
        try:
            table = four_seats(app, session)
            yield app, table, _hint_and_list(app, table, first)
        finally:
            app.close()


@pytest.mark.parametrize("first", ["hint", "list"])
@pytest.mark.parametrize(
    ("size", "language", "commands"),
    [
        ((1920, 1080), "pt-BR", 34),
        ((1280, 720), "en", 34),
        ((1920, 1080), "pt-BR", 99),
        ((1280, 720), "en", 99),
    ],
)
def test_the_hint_over_a_list_covers_neither_its_title_nor_a_turn_tag(
    display, size, language, commands, first
):
    with hint_over_list(commands, size, language, first) as (app, table, box):
        listed = table.dialog
        assert not box.colliderect(listed.rect), (box, listed.rect)
        drawn = trace_frame(app).texts()
        title = [m.rect for _, m in drawn if m.text == TITLE[language]]
        assert title and not box.collidelist(title) >= 0, (box, title)
        said = " ".join(m.text for _, m in drawn)
        assert "however many lines the box takes to say it." in said, said  # whole
        assert listed.rect.bottom <= app.logical_size[1], listed.rect  # whole too
        # the turn tags in sight: in a combat, the one by the name of its player to act
        tags = [m.rect for _, m in drawn if m.text == TURN[language]]
        if commands == 99:
            head = pygame.Rect(layout.COMBAT.x, layout.COMBAT.y, layout.COMBAT.w, 140)
            assert any(head.contains(r) for r in tags), tags
        assert not any(box.colliderect(r) for r in tags), (box, tags)
