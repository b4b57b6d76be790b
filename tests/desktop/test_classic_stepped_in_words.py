"""The 1995 combat view says who fights after a step-in (issue 30, the 4-seat newcomer game,
turn 1): Little Ember stepped in for River Kin against Vesk Hollowjaw, the Defenders list
showed Little Ember, and "This combat" still read "Vesk Hollowjaw (Bruno) against River Kin
(prey)". It now names the creature that fights and the prey it stepped in for. Judged on the
words the combat view draws, in English and Portuguese (tests/engine/classic_pcl4_game.py)."""

from __future__ import annotations

import pytest

from desktop.screens.rage_classic.stage import ClassicStage
from tests.desktop.classic_pcl_support import pcl4_table
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_table_support import frames

#: just after Player 1's Little Ember stepped in for River Kin, Vesk Hollowjaw attacking
STEPPED = 105

SAID = {
    "en": ("against Little Ember", "stepped in for River Kin", "against River Kin"),
    "pt_BR": ("contra Little Ember", "no lugar de River Kin", "contra River Kin"),
}


def summary(language: str, moment: int) -> str:
    """What the combat view's "This combat" column draws at a moment, its lines as one text."""
    with tracing(), pcl4_table(language, moment, (1280, 720)) as (app, _table):
        frames(app, 15)
        marks = trace_frame(app).in_sight()
    r = ClassicStage.summary_rect()  # the trace's marks stand in the table's own pixels
    inside = [
        m
        for m in marks
        if not m.card
        and r.x - 2 <= m.rect.x
        and m.rect.right <= r.right + 2
        and r.y <= m.rect.y < r.bottom
    ]
    return " ".join(m.text for m in sorted(inside, key=lambda m: (m.rect.y, m.rect.x)))


#: turn 1, Chloé plays for Plague Wraith, the prey Ysolde Amberclaw attacks, this round
PREY_PLAYED = 166
PLAYS_FOR = {
    "en": "Chloé plays for the prey this round",
    "pt_BR": "Chloé joga pela presa nesta rodada",
}


@pytest.mark.parametrize("language", ["en", "pt_BR"])
def test_this_combat_names_who_plays_for_the_prey(display, language) -> None:
    """The log said it once, lines above; the summary beside it did not (the newcomer game
    asked who had been chosen to play for the prey, issue 30)."""
    said = summary(language, PREY_PLAYED)
    assert PLAYS_FOR[language] in said, said


@pytest.mark.parametrize("language", ["en", "pt_BR"])
def test_this_combat_names_the_creature_that_stepped_in(display, language) -> None:
    said = summary(language, STEPPED)
    fights, stood_for, prey_fights = SAID[language]
    assert fights in said and stood_for in said, said
    assert prey_fights not in said, said
