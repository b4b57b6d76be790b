"""An opponent's resources do not lie over each other in a narrow area (issue 30, pl34b #6,
vlv6 #1: at 4 seats "MOOT OF STILL…" lay over Ada's Hearth Badger, "TRIAL OF SHARP…" over
Chloé's). Judged on what is drawn over the Totem's picture, in both languages and sizes."""

from __future__ import annotations

import pygame
import pytest

from desktop.screens.rage_lv.faces import CcgFaces
from desktop.screens.rage_lv.table import LvTable
from engine.core.session import Session
from engine.games.rage_lv.state import card_of
from tests.desktop.layout_trace import trace_frame
from tests.desktop.test_ccg_support import seats_played, traced_table
from tests.desktop.test_lv_crowded_opponents import NAMES, _covered
from tests.desktop.test_lv_hunt_plates_whole import PACKS

TOTEM, MOOT = "3.deep-bell.1", "3.still-water.1"


@pytest.mark.parametrize(("size", "language"), [((1280, 720), "pt-BR"), ((1920, 1080), "en")])
def test_a_moot_leaves_the_totem_beside_it_in_sight(display, size, language):
    session = seats_played(NAMES, 20, 3, PACKS)  # Chloé's Totem and a Moot she staged
    loose = {t["iid"] for t in session.view(0)["things"] if t["host"] is None}
    assert {TOTEM, MOOT} <= loose
    assert_totem_in_sight(session, 3, TOTEM, size, language)


def assert_totem_in_sight(
    session: Session, seat: int, totem: str, size: tuple[int, int], language: str
) -> LvTable:
    """Nothing drawn over the picture of `seat`'s Totem `totem` on the first seat's table;
    the table, closed, for what else its stage says."""
    # faces of its own, drawn under the trace (a trace reads only what is drawn in it)
    with traced_table(session, language, size, moot=False, faces=CcgFaces()) as (app, table):
        trace = trace_frame(app)
        area = table.stage.areas[seat]
    name = card_of(totem).name
    titles = [
        (i, m)
        for i, m in trace.texts(cards=True)
        if m.card and area.contains(m.rect) and (m.whole or m.text) == name
    ]
    assert titles, [m.text for _i, m in trace.texts(cards=True) if area.contains(m.rect)]
    i, title = titles[0]
    # the Totem's picture, under its name: nothing drawn later may hide it
    picture = pygame.Rect(title.rect.x, title.rect.bottom + 4, title.rect.w, 40)
    assert _covered(trace, i, picture) < 0.1, (title, picture)
    return table
