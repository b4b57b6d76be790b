"""Naming a Moot's target names the Moot, says what it does, and says whose each target is
(issue 30). Found playing the relaunch in a real window: "Name the Moot's target" with no word
of which Moot or what it does, and rows "Target Cinder Howl", "Target Granite Voice" that did
not say which were one's own. Judged on what the window draws."""

from __future__ import annotations

import random

from desktop.game.controllers import bot, person
from desktop.ui.choice import ChoiceDialog
from engine.core.play import bot_turn, make_bots
from engine.core.session import Session
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_ccg_support import make_app, open_table
from tests.desktop.test_table_support import frames, frames_until


def naming(seed: int = 1, commands: int = 201) -> Session:
    """A 2-seat game the bots played up to Ann naming the target of her Trial of Sharp Words."""
    session = Session.new(
        "rage-lv", 2, seed, {"packs": ["ashen-wind", "stone-choir"]}, names=["Ann", "Bob"]
    )
    bots = make_bots(session, ["heuristic"] * 2)
    rng = random.Random(seed)
    for _ in range(commands):
        assert bot_turn(session, bots, rng)
    prompt = session.view(0)["prompt"]
    assert prompt and prompt["kind"] == "moot-target", prompt
    return session


def test_the_moot_target_question_names_the_moot_its_effect_and_whose_targets(display) -> None:
    with tracing():
        app = make_app((1280, 720), speed=50.0)
        try:
            table = open_table(app, naming(), [person("Ann"), bot("Bob")])
            frames_until(app, lambda: isinstance(table.dialog, ChoiceDialog))
            frames(app, 3)
            drawn = [m.text for _, m in trace_frame(app).texts()]
            rows = [label for label, _c in table.dialog.options]
        finally:
            app.close()
    text = " ".join(drawn)
    assert "Trial of Sharp Words: If this Moot passes: Deal 2 damage" in text, text
    # Two Soot Runners, one each: the rows tell them apart.
    for row in ("Target Soot Runner (Ann)", "Target Soot Runner (Bob)"):
        assert any(row in t for t in drawn), (row, drawn)
    assert "Target Pallid Drone (Hunting Grounds)" in rows, rows  # prey: no one's
