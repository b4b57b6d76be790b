"""A Space (or a click on the Pass button) that would give up something the person could still
do asks first on the 1995 table, as the relaunch asks before a Wuss-out (issue 30): Done in
the Resource Phase's Closed Play with cards still to place face down ended the person's
placing at once, and a pass in a combat's Pre-combat step let the prey fight alone where the
person's alpha could step in. With nothing of the kind left, Space passes at once.

Issue 30's keyboard game at its first Resource Phase (Player 1 may place Bloated Fomor and Old
Ridge Lands), at its last Done of that phase (nothing left to place), and the 4-seat game at
Little Ember's step-in for River Kin; judged on what is drawn and what the game was told."""

from __future__ import annotations

import pygame
import pytest

from tests.desktop.classic_pcl_support import pcl4_table, pcl_table
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_table_support import frames, frames_until, key
from tests.engine.test_classic_pcl4_hints import STEP_IN

#: Player 1's first Resource Phase: three placements offered, none made
TO_PLACE = 13
#: Player 1's Done with every card placed
ALL_PLACED = 19
#: Player 1's Moot Phase calls: Judgment of the Elders may be called
TO_CALL = 99
SAID = {
    "en": {
        "place": ("Place nothing more?", "Bloated Fomor", "Old Ridge Lands"),
        "step-in": ("Let River Kin fight alone?", "Little Ember"),
    },
    "pt-BR": {
        "place": ("Não colocar mais nada?", "Bloated Fomor", "Old Ridge Lands"),
        "step-in": ("Deixar River Kin lutar sem ajuda?", "Little Ember"),
    },
}


def _space(app, table) -> list[str]:
    """Space pressed on the settled table: the texts drawn then."""
    frames_until(app, lambda: not table.settling() and not table.pass_holding)
    with tracing():
        frames(app, 3, [key(pygame.K_SPACE)])
        return [m.text for _, m in trace_frame(app).texts()]


def _said_in(drawn: list[str], words: tuple[str, ...]) -> bool:
    whole = " ".join(drawn)
    return all(w in whole for w in words)


@pytest.mark.parametrize("language", ["en", "pt-BR"])
def test_done_with_cards_to_place_asks_first(display, language) -> None:
    with pcl_table(language, TO_PLACE) as (app, table, _said):
        entries = len(table.session.entries)
        drawn = _space(app, table)
        assert len(table.session.entries) == entries, "Done was sent without asking"
        assert _said_in(drawn, SAID[language]["place"]), drawn
        frames(app, 3, [key(pygame.K_ESCAPE)])  # back: still placing
        assert len(table.session.entries) == entries
        assert any(c["type"] == "stage" for c in table.legal)


def test_done_with_a_junta_to_call_asks_first(display) -> None:
    with pcl_table("en", TO_CALL) as (app, table, _said):
        entries = len(table.session.entries)
        drawn = _space(app, table)
        assert len(table.session.entries) == entries, "Done was sent without asking"
        assert _said_in(drawn, ("Call no Junta?", "Judgment of the Elders")), drawn


def test_done_with_nothing_to_place_passes_at_once(display) -> None:
    with pcl_table("en", ALL_PLACED) as (app, table, _said):
        assert table.legal == [{"type": "done"}]
        entries = len(table.session.entries)
        _space(app, table)
        assert len(table.session.entries) == entries + 1
        assert table.session.entries[entries]["command"] == {"type": "done"}


@pytest.mark.parametrize("language", ["en", "pt-BR"])
def test_a_pass_that_lets_the_prey_fight_alone_asks_first(display, language) -> None:
    with pcl4_table(language, STEP_IN) as (app, table):
        assert {"type": "pass"} in table.legal
        entries = len(table.session.entries)
        drawn = _space(app, table)
        assert len(table.session.entries) == entries, "the pass was sent without asking"
        assert _said_in(drawn, SAID[language]["step-in"]), drawn
        frames(app, 3, [key(pygame.K_RETURN)])  # confirmed: the pass is sent
        assert table.session.entries[entries]["command"] == {"type": "pass"}
