"""Blinding Spray's random play is named where it is met (issue 30, pl35 #2): in the rounds a
creature must play its Combat cards at random, the bar said "Nothing else to do", the Hint said
no card could be placed, and after Ready a card the person never chose appeared ("Second Wind
illegal"); nothing named Blinding Spray or said "at random". Judged on the bar as drawn, the
Hint's words and the log's line, in English and Portuguese."""

from __future__ import annotations

import pytest

from desktop.game.controllers import bot, person
from desktop.game.runner import GameRunner
from desktop.screens.rage_classic.table import ClassicTable
from engine.core.registry import get_ruleset
from engine.games.rage_classic import hints
from engine.i18n import using
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_classic_table import faces
from tests.desktop.test_table_support import frames, frames_until, make_app
from tests.engine import test_rage_classic_scenarios as sc
from tests.engine.test_rage_classic_combat_options import sprayed

NAMES = ["Ada", "Bruno"]
BAR = {
    "en": "Little Ember must play at random this round (Blinding Spray)",
    "pt-BR": "Little Ember precisa jogar ao acaso nesta rodada (Blinding Spray)",
}
LOG = {
    "en": (
        "Second Wind from Ada's hand is played at random for Little Ember: Blinding Spray "
        "makes it play its Combat cards at random (this round and 1 more)."
    ),
    "pt-BR": (
        "Second Wind, da mão de Ada, é jogada ao acaso por Little Ember: Blinding Spray a faz "
        "jogar suas cartas de Combate ao acaso (nesta rodada e em mais 1)."
    ),
}


@pytest.mark.parametrize("language", ["en", "pt-BR"])
def test_the_bar_names_blinding_spray(display, language) -> None:
    app = make_app((1280, 720), speed=50.0, language=language)
    try:
        with using(app.translations), tracing():
            seats = [person(NAMES[0]), bot(NAMES[1])]
            table = ClassicTable(app, GameRunner(sprayed(), seats, threaded=False), faces=faces())
            app.push(table)
            table.paused = True
            frames_until(app, lambda: not table.settling() and not table.presenting())
            frames(app, 2)
            drawn = " ".join(m.text for _i, m in trace_frame(app).texts())
    finally:
        app.close()
    assert BAR[language] in drawn, drawn


@pytest.mark.parametrize("language", ["en", "pt-BR"])
def test_the_hint_and_the_log_name_blinding_spray(language) -> None:
    session = sprayed()
    assert session.legal(0) == [{"type": "ready"}]
    view = session.view(0)
    start = sc.play_round(session, {1: [(sc.VESK, sc.card_in_hand(session, 1, "quick-jab"))]})
    [dealt] = [
        e for e in sc.events_since(session, start) if e["type"] == "assign" and e["seat"] == 0
    ]
    dealt = {**dealt, "card": "0.second-wind.1"}  # whichever card the lot chose
    with using(language):
        why = hints.reason(view, {"type": "ready"}, None, NAMES)
        line = get_ruleset("rage-classic").describe(dealt, 0, NAMES)
    assert BAR[language] in why, why
    assert line == LOG[language], line
