"""The relaunch's combat bar for a keyboard player fits on one line at 1280x720 in English
and Portuguese (issue 30, pl36b #12: "Combate: Enter numa carta de Combate (←/→) para
jogá-la, ou Espaço para passar" wrapped to two lines beside the combat's title). Judged on
the texts the frame draws, in a Battlefield guardian's fight (the longest title)."""

from __future__ import annotations

import random

import pytest

from engine.core.play import bot_turn, make_bots
from engine.i18n import using
from tests.desktop.layout_trace import trace_frame
from tests.desktop.test_ccg_support import bots_played, traced_table
from tests.desktop.test_table_support import frames, frames_until


def _commands_to_a_fight(seed: int) -> int:
    """How many commands the heuristic bots play before Ann may play a Combat card."""
    session = bots_played(0, seed)
    bots = make_bots(session, ["heuristic"] * 2)
    rng = random.Random(seed)
    for n in range(400):
        legal = session.legal(0)
        if session.view(0).get("combat") and any(c["type"] == "combat-card" for c in legal):
            return n
        assert bot_turn(session, bots, rng)
    raise AssertionError("no fight")


@pytest.mark.parametrize("language", ["en", "pt_BR"])
def test_the_combat_key_line_is_one_line(display, language) -> None:
    seed = 23
    session = bots_played(_commands_to_a_fight(seed), seed)
    assert session.view(0)["combat"]["kind"] == "guardian"
    with traced_table(session, language, (1280, 720), moot=False) as (app, table):
        frames_until(app, lambda: table.stage.combat.visible and not table.settling())
        frames(app, 3)
        with using(app.translations):
            line = table._combat_line()
        drawn = trace_frame(app).texts()
    assert "←/→" in line, line
    whole = [m for _, m in drawn if m.text == line]
    assert whole, (line, [m.text for _, m in drawn])
    # no smaller than 11 px on the window (the 1920x1080 layout shown at 2/3)
    assert min(m.px for m in whole) * 1280 / 1920 >= 11, [m.px for m in whole]
