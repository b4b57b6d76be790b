"""The end of a CCG game gives each score apart from its player's name (issue 30). Found
playing the relaunch to its end in a real window, in Portuguese: "Renome: Ada 8, Jogador 1 3."
("Player 1 3"), where a default name ends in a number. Bots finish a game; the table opens on
its end and the dialog is judged on what it draws."""

from __future__ import annotations

import random
import re

from desktop.game.controllers import bot, person
from desktop.ui.dialog import Dialog
from engine.core.play import bot_turn, make_bots
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_ccg_support import bots_played, make_app, open_table
from tests.desktop.test_table_support import frames, frames_until


def test_a_score_is_not_read_as_part_of_a_name(display) -> None:
    session = bots_played(0, seed=3, names=("Player 1", "Ada"))
    bots = make_bots(session, ["heuristic"] * 2)
    rng = random.Random(3)
    while not session.is_over():
        assert bot_turn(session, bots, rng)
    scores = session.result()["scores"]
    with tracing():
        app = make_app((1280, 720), speed=50.0)
        try:
            table = open_table(app, session, [person("Player 1"), bot("Ada")])
            frames_until(app, lambda: isinstance(table.dialog, Dialog))
            frames(app, 3)
            drawn = " ".join(m.text for _, m in trace_frame(app).texts())
        finally:
            app.close()
    assert not re.search(r"Player 1 \d", drawn), drawn
    assert f"Player 1 ({scores[0]})" in drawn and f"Ada ({scores[1]})" in drawn, drawn
