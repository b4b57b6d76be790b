"""The Hunting Grounds' two sides share the band by their cards (issue 30, vlv5 #10): with
nine cards on the physical side its stat strips dropped to one or two chips while the Umbra
side, fixed at a third of the band, stood mostly empty. The border between them now moves,
each side keeping room for its title. Seed 3, 255 commands in: nine cards on the physical
side, one in the Umbra; at 1280x720 and 1920x1080, every strip there as drawn shows all four
stats, no two strips meet, and none crosses the border. An empty Umbra side keeps only its
word and a drop target: at 232 px, ten cards on the physical side (seed 18, 329 commands in,
three tabs over an alpha keeping the row from rising for a second line) still lost two chips
(issue 30)."""

from __future__ import annotations

import pygame
import pytest

from desktop.game.controllers import bot, person
from desktop.screens.rage_lv import stage as lv_stage
from desktop.screens.rage_lv.stage import Size
from engine.core.session import Session
from engine.i18n import using
from tests.desktop.test_ccg_support import bots_played, make_app, open_table
from tests.desktop.test_table_support import frames


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=["720p", "1080p"])
@pytest.mark.parametrize("language", ["en", "pt-BR"])
def test_a_crowded_side_keeps_every_chip(display, size, language) -> None:
    _every_chip_kept(size, language, bots_played(255, seed=3))


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=["720p", "1080p"])
@pytest.mark.parametrize("language", ["en", "pt-BR"])
def test_ten_physical_cards_beside_an_empty_umbra_keep_every_chip(display, size, language) -> None:
    _every_chip_kept(size, language, bots_played(329, seed=18), umbra_empty=True)


def _every_chip_kept(
    size: Size, language: str, session: Session, umbra_empty: bool = False
) -> None:
    app = make_app(size, speed=50.0, language=language)
    try:
        with using(app.translations):
            first, *others = session.header.names
            table = open_table(app, session, [person(first)] + [bot(n) for n in others])
        table.paused = True
        frames(app, 40)
        st = table.stage
        chars = {c["iid"]: c for c in table.view["chars"]}
        hunting = [i for i, c in chars.items() if not c["pack"] or c["where"] == "hunting"]
        hunting = [i for i in hunting if not i.startswith("guardian:")]
        physical = [i for i in hunting if not chars[i]["umbra"]]
        assert len(physical) >= 8, physical  # a crowded side (and battlegrounds beside)
        assert umbra_empty == (len(physical) == len(hunting)), hunting
        label = st.legible(16)
        strips: dict[str, pygame.Rect] = {}
        for node in st.labels.children:
            iid = node.name.removeprefix("stats:")
            if node.name.startswith("stats:") and iid in hunting:
                zone = st.zones["char:" + iid]
                w, h = node.data["size"]
                strips[iid] = pygame.Rect(
                    round(zone.x - w / 2), round(zone.y + node.data["dy"]), w, h
                )
                full = lv_stage.stats_strip(chars[iid], label, 10_000, fold=node.data["fold"])
                assert full is not None and w == full.get_width(), (chars[iid]["iid"], w)
        assert set(strips) == set(hunting)
        rects = list(strips.values())
        for i, r in enumerate(rects):
            assert r.collidelist(rects[i + 1 :]) == -1, (r, rects)
        umbra, physical_side = st.sides
        for iid, r in strips.items():  # none crosses the moved border
            if chars[iid]["umbra"]:
                assert r.right <= physical_side.x, (iid, r, st.sides)
            else:
                assert r.x >= umbra.right, (iid, r, st.sides)
    finally:
        app.close()
