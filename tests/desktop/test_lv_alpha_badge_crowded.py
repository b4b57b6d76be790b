"""The relaunch table's ALPHA pills in a crowded row (issue 30, seen at 1920x1080 with 4 seats
in Portuguese): four alphas in the Hunting Grounds overlap, each covered by the next and its
attachments, and their pills read "ALP". Now every alpha's pill is drawn whole ("ALPHA n",
or "αn" where the card shows too narrow a strip), nothing drawn over it, and pointing at a
short one says it whole. Judged on what the frame draws, at 1280x720 and 1920x1080."""

from __future__ import annotations

import random

import pytest

from desktop.game.controllers import bot, person
from engine.core.play import bot_turn, make_bots
from engine.core.session import Session
from engine.i18n import using
from tests.desktop.layout_trace import report, trace_frame, tracing
from tests.desktop.test_ccg_support import make_app, open_table
from tests.desktop.test_table_support import frames, frames_until, motion

NAMES = ["Ann", "Bob", "Cid", "Dee"]


def _crowded() -> Session:
    """The heuristic bots' 4-seat game at an Alpha Phase: four alphas and twenty characters
    in the Hunting Grounds."""
    session = Session.new("rage-lv", 4, 5, {}, names=NAMES)
    bots = make_bots(session, ["heuristic"] * 4)
    rng = random.Random(5)
    for _ in range(438):
        assert bot_turn(session, bots, rng)
    return session


@pytest.mark.parametrize(("size", "language"), [((1280, 720), "en"), ((1920, 1080), "pt-BR")])
def test_every_alpha_pill_is_whole_in_a_crowded_row(display, size, language):
    session = _crowded()
    with tracing():
        app = make_app(size, speed=50.0, language=language)
        try:
            with using(app.translations):
                seats = [person("Ann"), *(bot(n) for n in NAMES[1:])]
                table = open_table(app, session, seats)
            table.paused = True
            frames_until(app, lambda: not table.settling())
            frames(app, 3)
            alphas = table.view["alphas"]
            assert len(alphas) == 4 and table.view["phase"] == "alpha"
            trace = trace_frame(app)
            whole = {f"ALPHA {k}" for k in range(1, 5)}  # the same in Portuguese
            short = {f"α{k}" for k in range(1, 5)}
            pills = [m for _, m in trace.texts() if m.text in whole | short]
            assert len(pills) == 4, [m.text for m in pills]
            problems = [p for p in trace.problems() if any(m.text in str(p) for m in pills)]
            assert not problems, report(problems)
            assert any(m.text in short for m in pills)  # the row is crowded
            # a short pill's tooltip gives its words (an alpha's, or a rite's turns left)
            said_whole = []
            for said, at, _term in table.stage.short_tags():
                frames(app, 2, [motion(app, at.center)])
                shown = table.tips.shown
                assert shown is not None and shown.title == said, (said, shown)
                said_whole.append(said)
            assert whole & set(said_whole), said_whole
        finally:
            app.close()
