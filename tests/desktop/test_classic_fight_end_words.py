"""While a fight's end is held on the 1995 combat view (FIGHT_BEAT), the bar says the fight is
over and that a click or Space plays on, not the instruction before it (issue 30: "choose a Combat
Action" stayed on the bar); and a side whose fighter was killed shows it, greyed and marked
"Killed", where its column stood empty under a title naming the dead. Driven by a click,
judged on what is drawn, in English and Portuguese."""

from __future__ import annotations

import pygame
import pytest

from desktop.screens.rage_classic import layout
from desktop.screens.rage_classic.faces import ClassicFaces
from tests.desktop.classic_pcl_support import pcl_table
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_classic_fight_end_held import ENDS, held_there
from tests.desktop.test_table_support import click

OVER = {
    "en": "The fight is over: read how it ended, then click or press Space to play on.",
    "pt_BR": "O combate acabou: veja como terminou e clique ou pressione Espaço para seguir.",
}
KILLED = {"en": "Killed", "pt_BR": "Morreu"}
#: turn 2's last fight: the prey Bloated Fomor attacked Little Ember and was killed
FOMOR_KILLED = 191


def attackers_column() -> pygame.Rect:
    """The combat view's left column, under its title line."""
    r = layout.COMBAT
    return pygame.Rect(r.x, r.y + 60, 14 + (r.w - 380) // 2, r.h - 60)


@pytest.mark.parametrize("language", ["en", "pt_BR"])
@pytest.mark.parametrize("commands", ENDS)
def test_the_bar_says_the_fight_is_over(display, language, commands) -> None:
    with tracing(), pcl_table(language, commands) as (app, table, _said):
        before = [m.text for _, m in trace_frame(app).texts() if layout.BAR.contains(m.rect)]
        click(app, table.pass_button.rect.center)
        held_there(app, table)
        bar = [m.text for _, m in trace_frame(app).texts() if layout.BAR.contains(m.rect)]
        assert OVER[language] in bar, bar
        stale = [t for t in before if t in bar and "·" not in t]  # the turn's line stays
        assert before and not stale, (before, bar)


@pytest.mark.parametrize("language", ["en", "pt_BR"])
def test_a_killed_attacker_shows_in_its_column(display, language) -> None:
    # faces of its own: a trace reads only the card texts drawn under it
    opened = pcl_table(language, FOMOR_KILLED, card_faces=ClassicFaces())
    with tracing(), opened as (app, table, _said):
        click(app, table.pass_button.rect.center)
        held_there(app, table)
        assert table.view["combat"]["sides"][0] == []  # the attacker died
        column = attackers_column()
        drawn = [m.text for _, m in trace_frame(app).texts(cards=True) if column.contains(m.rect)]
        assert KILLED[language] in drawn, drawn
        assert "Bloated Fomor" in drawn, drawn
