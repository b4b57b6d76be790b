"""The 1995 combat view shows what decides a fight beside its fighters (judged on what is
drawn, in English and Portuguese):

- a card whose effect lasts on a fighter (Shield-Brother played on it) by that fighter, with
  how long it lasts: it lay in its pack's row, or only in the log (pl35 #15, pl34a #7);
- the prey that escaped (Fade Away) greyed and marked "Escaped" in the Defenders' column with
  the card it played: the column stood empty and the card showed only in the log (pl35 #15).

A 2-seat game of heuristic bots (seed 5) to the round where Keeper Ashgrove fights Tar-Pit Bane
under Shield-Brother, and Bob's Ready that ends it with the Bane's escape."""

from __future__ import annotations

import random
from contextlib import AbstractContextManager

import pytest

from desktop.app import App
from desktop.game.controllers import bot, person
from desktop.screens.rage_classic import layout
from desktop.screens.rage_classic.table import ClassicTable
from engine.core.play import bot_turn, make_bots
from engine.core.session import Session
from tests.desktop.classic_pcl_support import session_table
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_classic_fight_end_held import held_there
from tests.desktop.test_classic_table import PACKS

NAMES = ["Ann", "Bob"]
#: Bob's Ready next ends the fight: Tar-Pit Bane's Fade Away takes it out of the combat
BEFORE_READY = 164
SAID = {
    "en": ("in effect this round", "Escaped", "Tar-Pit Bane: escaped"),
    "pt-BR": ("em efeito nesta rodada", "Escapou", "Tar-Pit Bane: escapou"),
}


def _session() -> Session:
    session = Session.new("rage-classic", 2, seed=5, options={"packs": PACKS[:2]}, names=NAMES)
    bots, rng = make_bots(session, ["heuristic"] * 2), random.Random(5)
    for _ in range(BEFORE_READY):
        assert bot_turn(session, bots, rng)
    assert session.legal(1) == [{"type": "ready"}]
    return session


def _table(language: str) -> AbstractContextManager[tuple[App, ClassicTable]]:
    return session_table(_session(), [person(NAMES[0]), bot(NAMES[1])], language)


def _drawn_in_combat(app: App) -> list[str]:
    return [
        m.text for _i, m in trace_frame(app).texts(cards=True) if layout.COMBAT.contains(m.rect)
    ]


@pytest.mark.parametrize("language", ["en", "pt-BR"])
def test_a_lasting_effect_is_shown_by_its_fighter(display, language) -> None:
    lasts, _escaped, _summary = SAID[language]
    with tracing(), _table(language) as (app, table):
        drawn = _drawn_in_combat(app)
        keeper = next(s.rect for s in table.spots if s.iid == "0.keeper-ashgrove" and
                      layout.COMBAT.contains(s.rect))  # fmt: skip
        effect = [
            s.rect for s in table.spots if s.kind == "effect" and s.iid == "0.shield-brother.1"
        ]
    assert "Shield-Brother" in drawn and lasts in drawn, drawn
    assert effect and layout.COMBAT.contains(effect[0])
    assert effect[0].left > keeper.right - 4 or effect[0].top > keeper.bottom - 4


@pytest.mark.parametrize("language", ["en", "pt-BR"])
def test_the_escaped_prey_stays_shown_with_its_card(display, language) -> None:
    _lasts, escaped, summary = SAID[language]
    with tracing(), _table(language) as (app, table):
        held_there(app, table)
        assert table.view.get("fight_over")
        drawn = _drawn_in_combat(app)
    assert escaped in drawn and summary in drawn, drawn  # on its card, in "This combat"
    assert "Tar-Pit Bane" in drawn and "Fade Away" in drawn, drawn


def test_an_effect_for_some_rounds_says_this_round_in_the_round_it_acts() -> None:
    """pl36a: Blinding Spray and Howl of Rebuke, which last some rounds from the one they are
    played in, read "in effect next round" in that very round, the bar saying "this round"."""
    from desktop.screens.rage_classic.stage import LASTING_WORDS

    assert LASTING_WORDS["rounds"] == LASTING_WORDS["round"] == "in effect this round"
