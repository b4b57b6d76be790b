"""A character's pills leave the middle of its art in sight (issue 30: in a crowded Hunting
Grounds "Ann" over "α2", and "Chloé" over "ALPHA 1", stood stacked down the middle of the alphas'
pictures). Seed 5's 4-seat game 324 commands in: three alphas, one wounded, among thirteen
cards in the Physical World. Judged on the pills drawn on each character in play: together
they cover at most a tenth of the middle of its art (its middle third each way, between the
name band and the stats row: a top row of pills may reach its edge), and every alpha still
shows its order."""

from __future__ import annotations

import pygame
import pytest

from desktop.screens.rage_lv.art import ART_TOP
from desktop.screens.rage_lv.stage import STATS_ROW
from tests.desktop.test_ccg_support import seats_played, traced_table
from tests.desktop.test_lv_crowded_opponents import NAMES
from tests.desktop.test_lv_hunt_plates_whole import PACKS


def art_middle(w: int, h: int) -> pygame.Rect:
    """The middle of a face's art, in its node's coordinates (its centre at 0, 0)."""
    top, bottom = -h / 2 + ART_TOP / 140 * h, -h / 2 + STATS_ROW * h
    art_w, art_h = w * 0.88, bottom - top
    box = pygame.Rect(0, 0, round(art_w / 3), round(art_h / 3))
    box.center = (0, round((top + bottom) / 2))
    return box


@pytest.mark.parametrize(("size", "language"), [((1280, 720), "pt-BR"), ((1920, 1080), "en")])
def test_no_pill_covers_the_middle_of_a_characters_art(display, size, language) -> None:
    session = seats_played(NAMES, 324, 5, PACKS)
    view = session.view(0)
    assert len(view["alphas"]) == 3
    with traced_table(session, language, size, moot=False) as (_app, table):
        said = []  # the alphas whose order a pill says
        for c in view["chars"]:
            node = table.stage.cards.get(c["iid"])
            if node is None or not node.is_shown():
                continue
            middle = art_middle(*node.surface.get_size())
            covered = 0
            for tag in (n for n in node.children if n.name == "deco-tag"):
                part = tag.surface.get_rect(center=(round(tag.x), round(tag.y))).clip(middle)
                covered += part.w * part.h
                said += [c["iid"]] if tag.data["term"] == "alpha" else []
            texts = [n.data["text"] for n in node.children if n.name == "deco-tag"]
            assert covered <= middle.w * middle.h / 10, (c["iid"], texts, covered, middle)
        # (or over the cards beside the sliver of it in sight)
        said += [
            n.data["iid"]
            for n in table.stage.labels.children
            if isinstance(n.data, dict) and n.data.get("term") == "alpha"
        ]
        assert sorted(said) == sorted(view["alphas"]), said
