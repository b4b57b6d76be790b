"""The Crinos question before a fight names the combatant, and the combat's title row names
the step in words (issue 30). Found playing the relaunch by mouse in a real window: "FIGHT ·
ROUND 1 crinos" (the step's raw key) over "A combatant from a Staging Area may shift to
Crinos by discarding a Sept card.", which did not say which one. Judged on what is drawn."""

from __future__ import annotations

import random

from desktop.game.controllers import bot, person
from desktop.ui.choice import ChoiceDialog
from engine.core.play import bot_turn, make_bots
from engine.core.session import Session
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_ccg_support import make_app, open_table
from tests.desktop.test_table_support import frames, frames_until


def shifting(seed: int = 2, commands: int = 270) -> Session:
    """A 2-seat game the bots played up to Ann's choice to shift a combatant to Crinos."""
    session = Session.new(
        "rage-lv", 2, seed, {"packs": ["ashen-wind", "stone-choir"]}, names=["Ann", "Bob"]
    )
    bots = make_bots(session, ["heuristic"] * 2)
    rng = random.Random(seed)
    for _ in range(commands):
        assert bot_turn(session, bots, rng)
    prompt = session.view(0)["prompt"]
    assert prompt and prompt["kind"] == "crinos", prompt
    return session


def test_the_crinos_question_names_its_combatant_and_the_step_is_in_words(display) -> None:
    session = shifting()
    event = next(
        e
        for entry in reversed(session.entries)
        for e in entry["events"]
        if e["type"] == "prompt" and e["kind"] == "crinos" and e["seat"] == 0
    )
    with tracing():
        app = make_app((1280, 720), speed=50.0)
        try:
            table = open_table(app, session, [person("Ann"), bot("Bob")])
            frames_until(app, lambda: isinstance(table.dialog, ChoiceDialog))
            frames(app, 3)
            name = table.card_name(event["char"])
            drawn = [m.text for _, m in trace_frame(app).texts()]
        finally:
            app.close()
    text = " ".join(drawn)
    assert f"{name} comes from your Staging Area to fight" in text, text
    assert "crinos" not in drawn, drawn
    assert "Crinos shifts" in drawn, drawn
