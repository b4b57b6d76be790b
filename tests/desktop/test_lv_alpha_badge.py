"""The relaunch table's tags on a character (issue 30): "ALPHA 1" (and UMBRA, REGEN) was drawn
on the card's top edge, over the name band of the very card it marks. In the Alpha Phase of a
bots' game, every tag on a character stands under its name band."""

from __future__ import annotations

from desktop.screens.rage_lv import art
from tests.desktop.test_ccg_support import paused_at
from tests.desktop.test_table_support import make_app


def test_no_tag_covers_a_characters_name(display):
    app = make_app((1920, 1080), speed=50.0)
    try:
        table = paused_at(app, 36, 1)
        assert table.view["phase"] == "alpha" and len(table.view["alphas"]) == 2
        tagged = 0
        for iid in table.view["alphas"]:
            node = table.stage.cards[iid]
            h = node.surface.get_height()
            band = -h / 2 + h * (art.TITLE[1] + art.TITLE[3]) / 140  # the name band's foot
            for tag in (n for n in node.children if n.name == "deco-tag"):
                tagged += 1
                assert tag.y - tag.surface.get_height() / 2 >= band, (iid, tag.y, band)
        assert tagged == 2
    finally:
        app.close()
