"""Reclaiming a Battlefield says what it does and what it scores (issue 30). Found playing the
relaunch by mouse in a real window: "Reclaim a Battlefield?" offered "Reclaim The Dry Wash"
and "Keep it" with no word of the Renown it scores or what the Battlefield stops giving.
Judged on what the window draws."""

from __future__ import annotations

import random

from desktop.game.controllers import bot, person
from desktop.ui.choice import ChoiceDialog
from engine.core.play import bot_turn, make_bots
from engine.core.session import Session
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_ccg_support import make_app, open_table
from tests.desktop.test_table_support import frames, frames_until


def reclaiming(seed: int = 23, commands: int = 147) -> Session:
    """A 2-seat game the bots played up to Bob's choice to reclaim The Dry Wash."""
    session = Session.new(
        "rage-lv", 2, seed, {"packs": ["ashen-wind", "stone-choir"]}, names=["Ann", "Bob"]
    )
    bots = make_bots(session, ["heuristic"] * 2)
    rng = random.Random(seed)
    for _ in range(commands):
        assert bot_turn(session, bots, rng)
    prompt = session.view(1)["prompt"]
    assert prompt and prompt["kind"] == "reclaim", prompt
    return session


def test_the_reclaim_question_says_what_reclaiming_scores(display) -> None:
    with tracing():
        app = make_app((1280, 720), speed=50.0)
        try:
            table = open_table(app, reclaiming(), [bot("Ann"), person("Bob")])
            frames_until(app, lambda: isinstance(table.dialog, ChoiceDialog))
            frames(app, 3)
            text = " ".join(m.text for _, m in trace_frame(app).texts())
        finally:
            app.close()
    assert "Reclaim The Dry Wash (+3 Renown)" in text, text
    assert "into your Victory Pile" in text and "score its Renown" in text, text
