"""The 1995 table names the card and the target of an Offensive Effect (issue 30, a 4-seat
newcomer game, tests/engine/classic_pcl4_game.py): the A list's row "Announce an Offensive
Effect (the others answer OK?)" named no card (it led to Ghost of King Ashbrand, a card for
the player's own creature), and "Waiting to resolve" showed Chloé's Mindburn, "Deal 2 damage to
the opposing creature", with no target, played by Sister Marrow, who was in no fight. Judged on
the frame's texts, in English and Portuguese."""

from __future__ import annotations

import copy

import pygame
import pytest

from desktop.screens.rage_classic import words
from desktop.ui.choice import ChoiceDialog
from engine.i18n import using
from tests.desktop.classic_pcl_support import pcl4_table
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_table_support import frames, frames_until, key
from tests.engine.classic_pcl4_game import NAMES, session

#: turn 1's Umbra Phase: Player 1 may announce, and then plays Ghost of King Ashbrand
ANNOUNCE = 293
#: turn 1's combat: Chloé's Mindburn, played by Sister Marrow, waits for cancels
MINDBURN = 116
ROW = {
    "en": "Announce an Offensive Effect to play Ghost of King Ashbrand",
    "pt-BR": "Anunciar um Efeito Ofensivo para jogar Ghost of King Ashbrand",
}
NO_FOE = {
    "en": "Mindburn (no opposing creature: Sister Marrow is in no fight)",
    "pt-BR": "Mindburn (sem oponente: Sister Marrow não está em luta)",
}


def drawn(n: int, language: str, list_open: bool) -> str:
    """Every text the table draws at moment `n` (with the A list open), in one line."""
    with tracing(), pcl4_table(language, n) as (app, table):
        if list_open:
            frames(app, 1, [key(pygame.K_a)])
            frames_until(app, lambda: isinstance(table.dialog, ChoiceDialog))
            frames(app, 20)
        return " ".join(m.text for _i, m in trace_frame(app).texts())


@pytest.mark.parametrize("language", ["en", "pt-BR"])
def test_the_announce_row_names_the_card_it_leads_to(display, language) -> None:
    said = drawn(ANNOUNCE, language, list_open=True)
    assert ROW[language] in said, said


@pytest.mark.parametrize("language", ["en", "pt-BR"])
def test_waiting_to_resolve_names_the_target_or_that_there_is_none(display, language) -> None:
    said = drawn(MINDBURN, language, list_open=False)
    assert NO_FOE[language] in said, said


def test_a_performer_in_the_fight_names_the_creature_it_faces() -> None:
    view = session(MINDBURN).view(0)
    pending = copy.deepcopy(view["pending"])
    pending["by"] = "2.vesk-hollowjaw"  # who fights Little Ember
    with using("en"):
        assert words.pending_target(pending, NAMES, view) == " on Little Ember"
