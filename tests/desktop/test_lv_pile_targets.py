"""At 4 seats a folded area piles the characters past its room under its last one ("+N
more"); while a target is asked, a click on the pile lists what may be done to the lit ones
under it (issue 30: the mouse reached only the pile's top card, and only the A list and the
opened view the ones under it). Seed 3, 104 commands into a 4-seat game: Ann's alpha may
challenge Ada's Soot Runner, piled fifth in her area of five at 1280x720."""

from __future__ import annotations

import random

import pytest

from desktop.game.controllers import bot, person
from desktop.ui.choice import ChoiceDialog
from engine.core.play import bot_turn, make_bots
from engine.core.session import Session
from engine.i18n import _, using
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_ccg_support import make_app, open_table
from tests.desktop.test_table_support import click, frames, frames_until

NAMES = ["Ann", "Ada", "Bruno", "Chloé"]
PACKS = ["ashen-wind", "stone-choir", "hollow-moon", "stone-choir"]
TARGET = "1.soot-runner"


def _four_seats(commands: int, seed: int) -> Session:
    session = Session.new("rage-lv", 4, seed, {"packs": PACKS}, names=NAMES)
    bots = make_bots(session, ["heuristic"] * 4)
    rng = random.Random(seed)
    for _n in range(commands):
        assert bot_turn(session, bots, rng)
    return session


@pytest.mark.parametrize("language", ["en", "pt-BR"])
def test_a_click_on_a_pile_offers_its_lit_targets(display, language) -> None:
    session = _four_seats(104, seed=3)
    challenge = {"type": "challenge", "target": TARGET}
    assert challenge in session.legal(0)
    with tracing():
        app = make_app((1280, 720), speed=50.0, language=language)
        try:
            with using(app.translations):
                seats = [person("Ann")] + [bot(n) for n in NAMES[1:]]
                table = open_table(app, session, seats)
                said = table.describe(challenge)
                more = _("+{n} more").split("{n}")
            table.paused = True
            frames_until(app, lambda: not table.settling())
            frames(app, 3)
            st = table.stage
            assert st.cards[TARGET].data.get("piled"), "the Soot Runner stands apart"
            area = st.areas[1]  # Ada's (the trace is in the table's logical pixels)
            pills = [
                m
                for _, m in trace_frame(app).texts()
                if m.text.startswith(more[0]) and m.text.endswith(more[1])
                and area.contains(m.rect)
            ]  # fmt: skip
            assert len(pills) == 1, pills
            click(app, pills[0].rect.center)  # on "+N more", at once (no rest opens the area)
            frames_until(app, lambda: isinstance(table.dialog, ChoiceDialog), limit=30)
            frames(app, 3)
            drawn = [m for _, m in trace_frame(app).texts()]
            row = next((m for m in drawn if m.text.endswith(said)), None)
            assert row is not None, [m.text for m in drawn]
            click(app, row.rect.center)  # the row picked: the challenge is made
            frames_until(app, lambda: session.events_for(0)[-1]["command"] == challenge, limit=60)
        finally:
            app.close()
