"""An opponent's resources do not lie over each other in a narrow area (issue 30, pl34b #6,
vlv6 #1: at 4 seats "MOOT OF STILL…" lay over Ada's Hearth Badger, "TRIAL OF SHARP…" over
Chloé's). Judged on what is drawn over the Totem's picture, in both languages and sizes."""

from __future__ import annotations

import random

import pygame
import pytest

from desktop.game.controllers import bot, person
from desktop.screens.rage_lv.faces import CcgFaces
from engine.core.session import Session
from engine.games.rage_lv.state import card_of
from engine.i18n import using
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_ccg_support import bot_turn, make_app, make_bots, open_table
from tests.desktop.test_lv_crowded_opponents import NAMES, _covered
from tests.desktop.test_table_support import frames, frames_until

TOTEM, MOOT = "3.deep-bell.1", "3.still-water.1"


def _totem_and_moot() -> Session:
    """Chloé's Totem and a Moot she staged, in a 4-seat game's Main phase."""
    packs = ["ashen-wind", "stone-choir", "hollow-moon", "stone-choir"]
    session = Session.new("rage-lv", 4, 3, {"packs": packs}, names=NAMES)
    bots, rng = make_bots(session, ["heuristic"] * 4), random.Random(3)
    for _step in range(20):
        assert bot_turn(session, bots, rng)
    loose = {t["iid"] for t in session.view(0)["things"] if t["host"] is None}
    assert {TOTEM, MOOT} <= loose
    return session


@pytest.mark.parametrize(("size", "language"), [((1280, 720), "pt-BR"), ((1920, 1080), "en")])
def test_a_moot_leaves_the_totem_beside_it_in_sight(display, size, language):
    session = _totem_and_moot()
    with tracing():
        app = make_app(size, speed=50.0, language=language)
        try:
            with using(app.translations):
                seats = [person("Ann")] + [bot(n) for n in NAMES[1:]]
                table = open_table(app, session, seats, faces=CcgFaces())
            table.paused = True
            frames_until(app, lambda: not table.settling())
            frames(app, 3)
            trace = trace_frame(app)
            area = table.stage.areas[3]
            name = card_of(TOTEM).name
            titles = [
                (i, m)
                for i, m in trace.texts(cards=True)
                if m.card and area.contains(m.rect) and (m.whole or m.text) == name
            ]
            assert titles, [m.text for _i, m in trace.texts(cards=True) if area.contains(m.rect)]
            i, title = titles[0]
            # the Totem's picture, under its name: nothing drawn later may hide it
            picture = pygame.Rect(title.rect.x, title.rect.bottom + 4, title.rect.w, 40)
            assert _covered(trace, i, picture) < 0.1, (title, picture)
        finally:
            app.close()
