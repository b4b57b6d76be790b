"""A wounded 1995 creature's damage cards and plate lie inside its row's area (pl36a #15,
1920x1080, 4 seats: Ada's "-3 damage" plate hung below her row's border and Hollow Vampire's
crossed the Hunting Grounds' frame). The opponents', the Hunting Grounds' and the player's
wounded creatures of issue 30's 4-seat game (classic_pcl4_game.py), at 1280x720 and
1920x1080: the pixels each creature's picture draws (its face, its attachments' bands, its
damage T and plate) stay within its area. A regression guard: the rows keep room for their
deepest T since c2ce672."""

from __future__ import annotations

import pytest

from desktop.screens.rage_classic import layout
from tests.desktop.classic_pcl_support import pcl4_table

#: turn 2, Whisper-of-Feathers and Vesk Hollowjaw wounded in two opponents' rows; turn 3,
#: Keeper Ashgrove, Vesk Hollowjaw, Twist-of-Smoke and the Oil-Slick Bane in the Hunting
#: Grounds wounded
MOMENTS = [210, 450]


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("commands", MOMENTS)
def test_wounded_creatures_stay_in_their_rows(display, size, commands) -> None:
    with pcl4_table("en", commands, size) as (app, table):
        assert table.view.get("combat") is None
        stage = table.stage
        areas = [r for _seat, r, _layer in stage.pack_areas(table.bottom)] + [layout.PHYSICAL]
        hurt = {c["iid"] for c in table.view["creatures"] if c.get("damage")}
        seen = 0
        for iid in hurt:
            picture = stage.cards.get(f"pic:char:{iid}")
            if picture is None or picture.surface is None or not picture.is_shown():
                continue
            seen += 1
            x, y = picture.to_world()
            w, h = picture.surface.get_size()
            drawn = picture.surface.get_bounding_rect().move(round(x - w / 2), round(y - h / 2))
            assert any(a.contains(drawn) for a in areas), (iid, drawn)
        assert seen >= 2, hurt
