"""The relaunch's challenge question names who challenges whom and what each answer does
(issue 30). Found playing a real window at 1280x720: the box said only "You are challenged",
"Accept with one of your characters, or refuse." (the challenged character is fixed) and
offered "Accept with deck" and "Accept with Sunlit Snare", which a newcomer cannot read as the
Crinos shift they are. Judged on what the window draws."""

from __future__ import annotations

import random

from desktop.game.controllers import bot, person
from desktop.ui.choice import ChoiceDialog
from engine.core.play import bot_turn, make_bots
from engine.core.session import Session
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_ccg_support import make_app, open_table
from tests.desktop.test_table_support import frames, frames_until


def challenged(seed: int = 1, commands: int = 37) -> Session:
    """A 2-seat game the bots played up to Bob's Granite Voice challenging Ann's Cinder Howl."""
    session = Session.new(
        "rage-lv", 2, seed, {"packs": ["ashen-wind", "stone-choir"]}, names=["Ann", "Bob"]
    )
    bots = make_bots(session, ["heuristic"] * 2)
    rng = random.Random(seed)
    for _ in range(commands):
        assert bot_turn(session, bots, rng)
    prompt = session.view(0)["prompt"]
    assert prompt and prompt["kind"] == "challenge", prompt
    return session


def test_the_challenge_names_challenger_and_challenged_and_the_crinos_answers(display) -> None:
    with tracing():
        app = make_app((1280, 720), speed=50.0)
        try:
            table = open_table(app, challenged(), [person("Ann"), bot("Bob")])
            frames_until(app, lambda: isinstance(table.dialog, ChoiceDialog))
            frames(app, 3)
            drawn = " ".join(m.text for _, m in trace_frame(app).texts())
        finally:
            app.close()
    assert "Granite Voice challenges your Cinder Howl" in drawn, drawn
    assert "one of your characters" not in drawn
    for label in (
        "Refuse the challenge",
        "Accept",
        "Accept, in Crinos form (discard the top Sept card)",
        "Accept, in Crinos form (discard Sunlit Snare)",
    ):
        assert label in drawn, (label, drawn)
    assert "Accept with" not in drawn
