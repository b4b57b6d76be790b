"""A game without an Umbra Phase (the 1995 rulebook, seed 001's "first printings") shows no
Umbra and no Gauntlet while nothing is in the Umbra (issue 30): the table drew an empty Umbra
panel and each pack's Gauntlet rating for a stepping sideways that never comes. Its Hunting
Grounds take the middle band's whole width. A game of the Players' rules keeps both; so does
a 1995 game once a card puts a creature in the Umbra. Judged on what is drawn, in English and
Portuguese, at 1280x720."""

from __future__ import annotations

from typing import Any

import pytest

from desktop.game.controllers import bot, person
from desktop.screens.rage_classic import layout
from engine.core.session import Session
from engine.i18n import using
from tests.desktop.classic_pcl_support import session_table
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_classic_table import PACKS
from tests.desktop.test_table_support import frames

NAMES = ["Ann", "Bob"]
#: the Umbra's and the Gauntlet's headings, and the Hunting Grounds' counts, as drawn
SAID = {
    "en": ("The Umbra", "Gauntlet", "Enemies"),
    "pt-BR": ("A Umbra", "Película", "Inimigos"),
}


def _drawn(app: Any) -> list[tuple[str, Any]]:
    return [(m.text, m.rect) for _i, m in trace_frame(app).texts()]


def _game(rulebook: str) -> Session:
    options = {"packs": PACKS[:2], "rulebook": rulebook}
    return Session.new("rage-classic", 2, seed=3, options=options, names=NAMES)


@pytest.mark.parametrize("language", ["en", "pt-BR"])
def test_a_1995_game_shows_no_umbra_while_nothing_is_there(display, language) -> None:
    umbra, gauntlet, counts = SAID[language]
    players = [person(NAMES[0]), bot(NAMES[1])]
    with tracing(), session_table(_game("1995"), players, language, (1280, 720)) as (app, table):
        assert table.stage.hunting.visible
        drawn = _drawn(app)
        texts = [t for t, _r in drawn]
        assert umbra not in texts and gauntlet not in texts, texts
        # the Hunting Grounds' counts stand at the band's right end, where the Umbra stood
        (right,) = [r.right for t, r in drawn if t.startswith(counts)]
        assert right > layout.UMBRA.x * 1280 / layout.W, right
        creature = next(c for c in table.view["creatures"] if c.get("pack") == 0)
        table.model.view = dict(
            table.view,
            creatures=[
                dict(c, world="umbra") if c is creature else c for c in table.view["creatures"]
            ],
        )
        with using(app.translations):  # painted in the table's language, as a frame does
            table.rebuild_stage(False)
            table._areas()
        frames(app, 2)
        texts = [t for t, _r in _drawn(app)]
        assert umbra in texts and gauntlet in texts, texts


def test_a_players_rules_game_shows_the_umbra(display) -> None:
    players = [person(NAMES[0]), bot(NAMES[1])]
    with tracing(), session_table(_game("package"), players, "en", (1280, 720)) as (app, _t):
        texts = [t for t, _r in _drawn(app)]
        assert "The Umbra" in texts and "Gauntlet" in texts, texts
