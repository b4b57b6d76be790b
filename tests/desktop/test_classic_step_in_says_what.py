"""A step-in says what it does where it is chosen (issue 30, pl36a 13): the list said
"Little Ember steps in" and Hint "Step in with Little Ember … against Director Vane"; neither
said that Little Ember then fights in the prey's place. Row, bar and Hint name the prey."""

from __future__ import annotations

import pytest

from desktop.screens.rage_classic import guide, words
from engine.games.rage_classic.hints import reason
from engine.i18n import using
from tests.engine.classic_pcl4_game import NAMES, session
from tests.engine.test_classic_pcl4_hints import STEP_IN

STEP = {"type": "step-in", "creature": "0.little-ember"}
#: what each language's words must hold: the prey, and that the alpha takes its place
SAID = {"en": ("River Kin", "place"), "pt_BR": ("River Kin", "lugar")}


@pytest.mark.parametrize("language", ["en", "pt_BR"])
def test_row_bar_and_hint_say_the_alpha_fights_in_the_preys_place(language: str) -> None:
    s = session(STEP_IN)
    view = s.view(0)
    legal = s.legal(0)
    assert STEP in legal
    with using(language):
        row = words.describe(STEP, NAMES, None, view)
        bar = guide.what_now(view, legal, NAMES, 0)
        hint = reason(view, STEP, None, NAMES)
    for line in (row, bar, hint):
        assert all(word in line for word in SAID[language]), line
        assert "Vesk Hollowjaw" in line, line
