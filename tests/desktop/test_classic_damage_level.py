"""A wounded 1995 creature stands level with its neighbours (issue 30): its damage cards lay
in a T under it with their plate ("-3 damage") below its foot, lower than the cards beside it,
and the row kept room for the T, drawing every card of the row smaller. The damage cards now
lie behind the creature, their arms beside it, and the plate over its foot above its numbers.
Judged at moments of issue 30's 2-seat and 4-seat games, at 1280x720 and 1920x1080: each
wounded creature's picture (face, T and plate) ends at its face's foot, its plate's words lie
on its face between its name and its numbers, and the creatures of a row stand alike."""

from __future__ import annotations

import pytest

from tests.desktop.classic_pcl_support import pcl4_table, pcl_table

#: (seats, commands): Little Ember with three damage cards; the 4-seat game's turn 2 and 3
MOMENTS = [(2, 200), (4, 210), (4, 450)]


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize(("seats", "commands"), MOMENTS)
def test_a_wounded_creature_stands_level_with_its_row(display, size, seats, commands) -> None:
    opened = pcl4_table("en", commands, size) if seats == 4 else pcl_table("en", commands, size)
    with opened as t:
        table = t[1]
        assert table.view.get("combat") is None
        stage = table.stage
        faces = {s.iid: s.rect for s in table.spots if s.kind == "creature"}
        hurt = [c for c in table.view["creatures"] if c.get("damage") and c["iid"] in faces]
        assert hurt
        for c in hurt:
            face = faces[c["iid"]]
            picture = stage.cards[f"pic:char:{c['iid']}"]
            assert picture.surface is not None
            x, y = picture.to_world()
            w, h = picture.surface.get_size()
            drawn = picture.surface.get_bounding_rect().move(round(x - w / 2), round(y - h / 2))
            assert drawn.bottom <= face.bottom + 1, (c["iid"], drawn, face)
            numbers = face.y + stage.stats_top(face.size)
            plate = [r for text, r in table.labels if text.startswith("-") and face.contains(r)]
            assert any(r.bottom <= numbers + 1 and r.h > 8 for r in plate), (c["iid"], plate)
            area = next(
                (a for _s, a, _l in stage.pack_areas(table.bottom) if a.contains(face)), face
            )
            row = [r for r in faces.values() if abs(r.y - face.y) <= 1 and area.contains(r)]
            assert all(r.h == face.h for r in row), (c["iid"], face, row)
