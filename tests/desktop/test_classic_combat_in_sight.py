"""What a 1995 combat keeps in sight (issue 30, 1280x720 by keyboard): the Hint's box stood
over the combat's summary ("This combat": its sides and their Health) whenever a list was open,
and the combat view covered the other packs' headers and with them their scores. The Hint now
stands clear of the summary and the covered packs' scores are on the combat view. Driven from a
bot game's combat, judged on where the table draws its words."""

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
from tests.desktop.test_classic_table import PACKS, faces
from tests.desktop.test_table_assist import wait_for_hint
from tests.desktop.test_table_support import frames, frames_until, key, make_app

NAMES = ["Ada", "Bruno", "Cy", "Dee"]


def in_combat(seats: int) -> Session:
    """Normal bots until Ada has a choice to make in a combat."""
    session = Session.new(
        "rage-classic", seats, seed=5, options={"packs": PACKS[:seats]}, names=NAMES[:seats]
    )
    bots, rng = make_bots(session, ["normal"] * seats), random.Random(5)
    for _ in range(3000):
        due = sorted(session.to_act())
        view = session.view(0)
        plays = [c for c in session.legal(0) if c["type"] not in ("pass", "ok", "allow")]
        if 0 in due and view.get("combat") is not None and len(plays) >= 2:
            return session
        seat = due[0]
        session.apply(seat, bots[seat].choose(session.view(seat), session.legal(seat), rng))
    raise AssertionError("Ada never chose in a combat")


@pytest.mark.parametrize(("size", "seats"), [((1280, 720), 2), ((1920, 1080), 2), ((1280, 720), 4)])
def test_the_hint_and_the_scores_leave_the_combat_in_sight(display, size, seats) -> None:
    session = in_combat(seats)
    app = make_app(size, speed=50.0, hints=True)
    try:
        players = [person(NAMES[0])] + [bot(n) for n in NAMES[1:seats]]
        table = ClassicTable(app, GameRunner(session, players, threaded=False), faces=faces())
        app.push(table)
        table.paused = True
        frames_until(app, lambda: not table.settling() and bool(table.legal))
        # the packs' scores stand on the combat view, whose panel covers their headers
        level = table.view["renown_level"]
        for seat in range(1, seats):
            vp = table.view["players"][seat]["vp"]
            said = f"{NAMES[seat]} {vp}/{level} VP"
            assert any(t == said for t, _r in table.labels), (said, table.labels)
        frames(app, 1, [key(pygame.K_a)])
        frames_until(app, lambda: isinstance(table.dialog, ChoiceDialog))
        app.frame(1 / 60, [key(pygame.K_SLASH, "?")])
        wait_for_hint(app, table)
        frames(app, 3)
        assert table.dialog is not None and table.dialog.is_open
        size_now = table.assist.hint_size(app.theme, *table.hint_box())
        assert size_now is not None
        box = pygame.Rect((0, 0), size_now)
        box.bottomright = table.hint_spot().bottomright
        summary = table.stage.summary_rect()
        read = [(t, r) for t, r in table.labels if summary.contains(r)]
        assert read
        covered = [t for t, r in read if box.colliderect(r)]
        assert not covered, (box, covered)
        assert not box.colliderect(table.dialog.rect)
    finally:
        app.close()
