"""The relaunch table's tags on a character (issue 30): "ALPHA 1" (and UMBRA, REGEN) was drawn
on the card's top edge, over the name band of the very card it marks. In the Alpha Phase of a
bots' game, every tag on a character stands under its name band."""

from __future__ import annotations

from desktop.screens.ccg_kit.stage import base_id
from desktop.screens.rage_lv import art
from desktop.screens.rage_lv.art import CcgArt
from engine.games.rage_lv.state import card_of
from engine.i18n import _
from tests.desktop.test_ccg_support import paused_at
from tests.desktop.test_render_support import every_game_renderer
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
        assert tagged == 4  # each alpha's ALPHA n, and its player's name (in the Hunting Grounds)
    finally:
        app.close()


def test_no_pile_count_covers_the_top_cards_name(display):
    """A pile's count (Sept, Discard, Combat …) stood half over its top card's name band:
    the name of the card on top of a discard pile was hidden."""
    app = make_app((1920, 1080), speed=50.0)
    try:
        table = paused_at(app, 36, 1)
        stage = table.stage
        counted = 0
        for count in (n for n in stage.labels.children if n.name.startswith("pilecount:")):
            key = count.name.removeprefix("pilecount:")
            card = stage.cards.get(f"pile:{stage.bottom}:{key}")
            if card is None or card.parent is None:
                continue  # an empty pile: no card to cover
            h = card.surface.get_height()
            band = card.to_world((0, -h / 2 + h * (art.TITLE[1] + art.TITLE[3]) / 140))[1]
            top = count.to_world((0, -count.surface.get_height() / 2))[1]
            assert top >= band, (key, top, band)
            counted += 1
        assert counted >= 3
    finally:
        app.close()


def test_an_umbra_card_in_the_umbra_says_umbra_once(display):
    """A Static Wraith (an Umbra card) in the Hunting Grounds' Umbra side showed UMBRA twice:
    its face's own label and the stage's pill over it. The face says it; no pill says it again
    (any other tag still stands under the card's name band, at 1280x720 where tags are drawn
    larger)."""
    app = make_app((1280, 720), speed=50.0)
    try:
        table = paused_at(app, 250, 2)
        umbral = [c["iid"] for c in table.view["chars"] if c["umbra"] and c["where"] == "hunting"]
        assert len(umbral) >= 2
        design = CcgArt()
        design.trace = []
        renderer = every_game_renderer()
        renderer.register(design)
        for card in {base_id(iid) for iid in umbral}:  # each face says it (drawn once)
            design.trace.clear()
            renderer.face(card, (150, 210), "rage-lv")
            assert any(t.kind == "umbra" for t in design.trace), card
        for iid in umbral:
            assert "Umbra" in card_of(iid).keywords, iid
            node = table.stage.cards[iid]
            h = node.surface.get_height()
            band = -h / 2 + h * (art.TITLE[1] + art.TITLE[3]) / 140
            tags = [n for n in node.children if n.name == "deco-tag"]
            said = [(n.data or {}).get("text") for n in tags]
            assert _("UMBRA") not in said and None not in said, (iid, said)
            for tag in tags:
                assert tag.y - tag.surface.get_height() / 2 >= band, (iid, tag.y, band)
    finally:
        app.close()
