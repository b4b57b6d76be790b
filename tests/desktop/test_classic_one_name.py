"""One choice, one name at the 1995 table (issue 30, pl35 #15 and pl34a #8): the Pass button
said "Let it be" while the list's row said "Let the prey go" (pt "Deixe passar" / "Deixar a
presa"); "Allow it" and "OK" both showed for the same waiting card; the prey's bar named one
attacker of two ("play Combat cards for Hollow Vampire against Ysolde Amberclaw" while
Whisper-of-Feathers attacked too). Judged on the texts drawn and the bar."""

from __future__ import annotations

import copy
import re

import pygame
import pytest

from desktop.game.controllers import bot, person
from desktop.game.runner import GameRunner
from desktop.screens.rage_classic import guide
from desktop.screens.rage_classic.table import ClassicTable
from desktop.ui.choice import ChoiceDialog
from engine.i18n import using
from tests.desktop.classic_pcl_support import pcl4_table
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_classic_table import faces, prey_to_claim
from tests.desktop.test_table_support import frames, frames_until, key, make_app

LET_BE = {"en": "Let it be", "pt-BR": "Deixe passar"}
#: turn 1's combat of the 4-seat newcomer game: Chloé's Mindburn waits for cancels
MINDBURN = 116


@pytest.mark.parametrize("language", ["en", "pt-BR"])
def test_the_prey_row_begins_with_the_buttons_words(display, language) -> None:
    session, _bane = prey_to_claim()
    app = make_app((1280, 720), speed=50.0, language=language)
    try:
        with using(app.translations), tracing():
            runner = GameRunner(session, [bot("Ann"), person("Bob")], threaded=False)
            table = ClassicTable(app, runner, faces=faces(), step_delay=0.0)
            app.push(table)
            frames_until(app, lambda: {"type": "no-claim"} in table.legal and not table.settling())
            table.paused = True
            frames(app, 2)
            frames(app, 1, [key(pygame.K_a)])
            frames_until(app, lambda: isinstance(table.dialog, ChoiceDialog))
            frames(app, 20)
            drawn = [m.text for _i, m in trace_frame(app).texts()]
            button = table.pass_button.text
    finally:
        app.close()
    assert button == LET_BE[language]
    # the list's rows, "2. Let it be (…)": the one that is not playing for the prey
    rows = [re.sub(r"^\d+\. ", "", t) for t in drawn if re.match(r"^\d+\. ", t)]
    letting = [r for r in rows if "prey" in r or "presa" in r][1:]
    assert len(letting) == 1, rows
    assert letting[0].startswith(LET_BE[language] + " ("), rows


@pytest.mark.parametrize("language", ["en", "pt-BR"])
def test_a_waiting_card_has_one_name_for_letting_it_resolve(display, language) -> None:
    with tracing(), pcl4_table(language, MINDBURN) as (app, table):
        assert {"type": "allow"} in table.legal
        drawn = [m.text for _i, m in trace_frame(app).texts()]
        word = table.pass_button.text
    assert word in drawn
    assert "OK" not in drawn, drawn


def test_the_prey_bar_names_every_creature_it_fights() -> None:
    session, bane = prey_to_claim()
    view = copy.deepcopy(session.view(1))
    combat = view["combat"]
    side = next(s for s in combat["sides"] if bane not in s)
    side.append("1.vesk-hollowjaw")  # a second attacker beside Ember
    with using("en"):
        bar = guide.what_now(view, session.legal(1), ["Ann", "Bob"], 1)
    assert "against Little Ember and Vesk Hollowjaw" in bar, bar
