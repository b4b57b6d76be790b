"""A 1995 creature's stats read the same on the table and in its zoom (issue 30, pl34a #6):
the zoom showed Keeper Ashgrove's printed Health 4 while the card on the table showed 5 (Old
Ridge Lands, +1 in the Home Ground) and nothing said why; a wounded creature's Health box kept
its whole Health while the combat view said "Health 3/4". The zoom now says what differs and
where from, the Health box says what is left. Judged on what is drawn, in English and
Portuguese."""

from __future__ import annotations

import pytest

from desktop.screens.rage_classic.faces import ClassicFaces
from tests.desktop.classic_pcl_support import pcl_table
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_classic_fight_end_held import held_there
from tests.desktop.test_table_support import click, frames, motion

#: Player 1's Resource Phase of turn 2: Keeper Ashgrove at Health 5 of a printed 4
KEEPER_UP = 120
KEEPER = "0.keeper-ashgrove"
CHANGED = {"en": "Health 5 (printed 4)", "pt_BR": "Saúde 5 (impresso 4)"}


@pytest.mark.parametrize("language", ["en", "pt_BR"])
def test_the_zoom_says_a_stat_the_table_changed(display, language) -> None:
    opened = pcl_table(language, KEEPER_UP, size=(1920, 1080), card_faces=ClassicFaces())
    with tracing(), opened as (app, table, _said):
        spot = next(s for s in table.spots if s.kind == "creature" and s.iid == KEEPER)
        frames(app, 2, [motion(app, spot.rect.center)])
        assert table.hover is not None and table.hover.iid == KEEPER
        drawn = " ".join(m.text for _, m in trace_frame(app).texts())
        assert CHANGED[language] in drawn, drawn[-1500:]


@pytest.mark.parametrize("language", ["en", "pt_BR"])
def test_a_wounded_creatures_health_box_says_what_is_left(display, language) -> None:
    # the fight's end after turn 2's last: Little Ember at 3 of 7 (its face's boxes)
    opened = pcl_table(language, 191, size=(1920, 1080), card_faces=ClassicFaces())
    with tracing(), opened as (app, table, _said):
        click(app, table.pass_button.rect.center)
        held_there(app, table)
        face = next(s for s in table.spots if s.kind == "creature" and s.iid == "0.little-ember")
        boxes = [t for t, r in table.labels if face.rect.contains(r)]
        drawn = [
            m.text for _, m in trace_frame(app).texts(cards=True) if face.rect.contains(m.rect)
        ]
        assert "3/7" in drawn or "3/7" in boxes, (drawn, boxes)
