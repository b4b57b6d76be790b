"""In a 2-seat game a Staging Area's resources stand side by side where its row has room
(issue 30, pl36b 031/033/114/147/148: "TRIAL OF SHA…" and "MOOT OF STIL…" lay over Ada's
Totem, Hearth Badger, as they did in narrow areas before test_lv_resources_side_by_side).
Judged on what is drawn over the Totem's picture, in both languages and sizes."""

from __future__ import annotations

import pygame
import pytest

from engine.games.rage_lv.state import card_of
from tests.desktop.layout_trace import trace_frame
from tests.desktop.test_ccg_support import bots_played, traced_table
from tests.desktop.test_lv_crowded_opponents import _covered

TOTEM, TRIAL = "1.deep-bell.1", "1.trial-of-words.1"


@pytest.mark.parametrize(("size", "language"), [((1280, 720), "pt-BR"), ((1920, 1080), "en")])
def test_a_trial_leaves_the_totem_beside_it_in_sight(display, size, language):
    from desktop.screens.rage_lv.faces import CcgFaces

    session = bots_played(10, 9)  # Bob's Totem of the Deep Bell, then his Trial of Sharp Words
    things = [t["iid"] for t in session.view(0)["things"] if t["host"] is None]
    assert things.index(TOTEM) < things.index(TRIAL)
    # faces of its own, drawn under the trace (a trace reads only what is drawn in it)
    with traced_table(session, language, size, moot=False, faces=CcgFaces()) as (app, table):
        trace = trace_frame(app)
        area = table.stage.areas[1]
        # the characters still stand whole in their row: none piled for the room taken
        piled = [n for n in table.stage.cards.values() if (n.data or {}).get("piled")]
    name = card_of(TOTEM).name
    titles = [
        (i, m)
        for i, m in trace.texts(cards=True)
        if m.card and area.contains(m.rect) and (m.whole or m.text) == name
    ]
    assert titles, [m.text for _i, m in trace.texts(cards=True) if area.contains(m.rect)]
    i, title = titles[0]
    picture = pygame.Rect(title.rect.x, title.rect.bottom + 4, title.rect.w, 40)
    assert _covered(trace, i, picture) < 0.1, (title, picture)
    assert piled == [], piled
