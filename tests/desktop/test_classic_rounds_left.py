"""Blinding Spray's rounds left, in the view and on the 1995 combat view (issue 30): the log
alone said "this round and 1 more"; beside the card on its fighter the view read "in effect
this round" with no count. Vesk's Blinding Spray hit Little Ember in round 1 ("for the next
2 rounds of this combat"); round 2's play-card step. Judged on what is drawn, en and pt-BR."""

from __future__ import annotations

import pygame
import pytest

from desktop.game.controllers import bot, person
from desktop.screens.rage_classic import layout
from tests.desktop.classic_pcl_support import session_table
from tests.desktop.layout_trace import trace_frame, tracing
from tests.engine import test_rage_classic_scenarios as sc
from tests.engine.test_rage_classic_combat_options import sprayed

SAID = {"en": "in effect this round and 1 more", "pt-BR": "em efeito nesta rodada e em mais 1"}


def test_the_view_carries_the_rounds_left() -> None:
    session = sprayed()
    spray = [e for e in session.view(0)["lasting"] if e["key"] == "random-play"]
    assert [(e["on"], e["until"], e["left"]) for e in spray] == [(sc.EMBER, "rounds", 2)]


@pytest.mark.parametrize("language", ["en", "pt-BR"])
def test_the_combat_view_says_the_rounds_left(display: pygame.Surface, language: str) -> None:
    with tracing(), session_table(sprayed(), [person("Ann"), bot("Bob")], language) as (app, _t):
        drawn = [
            m.text for _i, m in trace_frame(app).texts(cards=True) if layout.COMBAT.contains(m.rect)
        ]
    assert "Blinding Spray" in drawn and SAID[language] in drawn, drawn
