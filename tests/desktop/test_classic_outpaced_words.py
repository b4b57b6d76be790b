"""A dodge or block a faster blow outpaced says so on the 1995 combat view, in place of
"resolved", and the log says the rule (seed 001, "Dodges and Blocks", "Fast Striking"): issue
30 (pl34a #4) saw "Brace and Hold resolved" beside the damage it had not stopped, and nothing
saying why. Little Ember blocks with Curl and Cover (5) against Vesk's Lightning Snap (Fast
Striking, 1 damage), which lands. Driven by a click, judged on what is drawn."""

from __future__ import annotations

import pytest

from desktop.game.controllers import bot, person
from desktop.game.runner import GameRunner
from desktop.screens.rage_classic import layout
from desktop.screens.rage_classic.faces import ClassicFaces
from desktop.screens.rage_classic.table import ClassicTable
from engine.i18n import using
from tests.desktop.layout_trace import keep_shot, trace_frame, tracing
from tests.desktop.test_table_support import click, frames, frames_until, make_app
from tests.engine.test_rage_classic_scenarios import (
    ATTACKS,
    DEFENCES,
    EMBER,
    VESK,
    act,
    card_in_hand,
    ember_vs_vesk,
)

SLOW = {"en": "too slow for Lightning Snap", "pt_BR": "lenta demais para Lightning Snap"}
WHY = {"en": "strikes faster", "pt_BR": "mais rápido"}


@pytest.mark.parametrize("language", ["en", "pt_BR"])
def test_an_outpaced_block_says_so(display, language) -> None:
    session = ember_vs_vesk(DEFENCES, ATTACKS)
    act(session, 0, type="assign", creature=EMBER, card=card_in_hand(session, 0, "curl-and-cover"))
    act(session, 1, type="assign", creature=VESK, card=card_in_hand(session, 1, "lightning-snap"))
    act(session, 1, type="ready")
    app = make_app((1920, 1080), speed=50.0, language=language)
    try:
        with tracing():
            with using(app.translations):
                runner = GameRunner(session, [person("Ann"), bot("Bob")], threaded=False)
                table = ClassicTable(app, runner, faces=ClassicFaces(), step_delay=0.0)
                app.push(table)
            table.paused = True  # Bob waits while we read
            frames_until(app, lambda: not table.settling() and not table.presenting())
            click(app, table.pass_button.rect.center)  # Ready: the round resolves

            def drawn() -> list[str]:
                frame = trace_frame(app).texts()
                return [m.text for _, m in frame if layout.COMBAT.contains(m.rect)]

            frames_until(app, lambda: SLOW[language] in drawn(), limit=600)
            frames(app, 5)
            keep_shot(app, f"outpaced-{language}")
            assert SLOW[language] in drawn(), drawn()
            assert any(WHY[language] in line for line in table.log), table.log[-8:]
    finally:
        app.close()
