"""The Hunting Grounds' heading stays in sight over an alpha with three attachments (issue
30: the tabs "RITE OF THE…", "SKIN OF SLA…", "CARVED MA…" lay over "HUNTING GROUNDS ·
PHYSICAL WORLD" at 1280x720). Judged on what is drawn over the heading."""

from __future__ import annotations

import random

import pygame
import pytest

from desktop.game.controllers import bot, person
from desktop.screens.rage_lv import layout
from engine.core.session import Session
from engine.i18n import _, using
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_ccg_support import bot_turn, make_app, make_bots, open_table
from tests.desktop.test_table_support import frames, frames_until

NAMES = ["Ann", "Ada", "Bruno", "Chloé"]


@pytest.mark.parametrize("language", ["en", "pt-BR"])
def test_no_attachment_lies_over_the_hunting_grounds_heading(display, language):
    packs = ["ashen-wind", "stone-choir", "hollow-moon", "stone-choir"]
    session = Session.new("rage-lv", 4, 3, {"packs": packs}, names=NAMES)
    bots, rng = make_bots(session, ["heuristic"] * 4), random.Random(3)
    for _step in range(299):  # the alphas in the Hunting Grounds, Chloé's with three cards
        assert bot_turn(session, bots, rng)
    view = session.view(0)
    hosts = [t["host"] for t in view["things"] if t["host"] == "3.granite-voice"]
    assert len(hosts) == 3
    with tracing():
        app = make_app((1280, 720), speed=50.0, language=language)
        try:
            with using(app.translations):
                table = open_table(app, session, [person("Ann")] + [bot(n) for n in NAMES[1:]])
                heading = _("Hunting Grounds").upper()
            table.paused = True
            frames_until(app, lambda: not table.settling())
            frames(app, 3)
            trace = trace_frame(app)
            marks = [(i, m) for i, m in trace.texts() if m.text.startswith(heading)]
            assert marks, [m.text for _i, m in trace.texts()][:40]
            # (the heading is painted after the cards: over a tab, or under it, it clashes)
            tabs = table.stage.attached_at  # where each attachment comes to rest
            for _i, m in marks:
                # the heading's line of capitals, across the band (accents above and a
                # cedilla under it aside): a tab there stands over it or beside it
                accents = round(m.rect.h - m.cap) // 2
                line = pygame.Rect(layout.HUNT.x, m.rect.y, layout.HUNT.w, round(m.cap) + accents)
                over = [r for r in tabs if r.colliderect(line)]
                assert not over, (m.text, m.rect, over)
        finally:
            app.close()
