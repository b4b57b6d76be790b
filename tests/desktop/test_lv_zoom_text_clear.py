"""The box of a card's whole text beside its zoom keeps clear of the card the pointer rests
on, its stat strip too (issue 30: standing level with the zoom's top at the sidebar's left, over the play area's
right edge, it covered the very card pointed at). A 4-seat game at 1280x720 in Portuguese,
30 commands in, where the sidebar's long Umbra chart leaves a smaller zoom that cuts Mist-
Walker's text; Ann's Mist-Walker stands last in her row, at the play area's right edge (the
deal stacked: it came down last)."""

from __future__ import annotations

import pygame
import pytest

from desktop.screens.ccg_kit.stage import node_box
from desktop.screens.rage_lv.table import LvTable
from tests.desktop.test_ccg_support import make_app, settled_table, shared_faces
from tests.desktop.test_lv_pile_targets import _four_seats
from tests.desktop.test_table_support import frames, motion

WALKER = "0.mist-walker"


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=["720p", "1080p"])
def test_the_zoom_text_box_leaves_the_card_pointed_at_in_sight(display, size) -> None:
    session = _four_seats(30, seed=3)
    chars = session.state.chars
    chars[WALKER] = chars.pop(WALKER)  # played last: last in Ann's row
    app = make_app(size, speed=50.0, language="pt-BR")
    try:
        table = settled_table(app, LvTable, session, shared_faces())
        st = table.stage
        card = node_box(st.cards[WALKER])
        strip = next(n for n in st.labels.children if n.name == "stats:" + WALKER)
        zone, (w, h) = st.zones["char:" + WALKER], strip.data["size"]
        marks = [card, pygame.Rect(round(zone.x - w / 2), round(zone.y + strip.data["dy"]), w, h)]
        frames(app, 40, [motion(app, card.center)])
        preview = table.stage.preview
        assert preview.visible
        texts = [c for c in preview.children if c.name == "zoom-text"]
        if size == (1280, 720):
            assert texts, "the zoom cuts no text here: nothing to place"
        for box in texts:
            assert box.surface is not None
            x, y = box.to_world()
            at = box.surface.get_rect(center=(round(x), round(y)))
            assert at.collidelist(marks) < 0, (at, marks)  # the card and its stat strip
    finally:
        app.close()
