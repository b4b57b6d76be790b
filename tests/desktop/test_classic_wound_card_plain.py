"""The damage cards lying crosswise under a wounded 1995 creature show no slivers of their
faces beside it: the arms of the T showed a stat box's corner, a word's end, that read as
fragments of another card behind the creature (issue 30, pl34a #6). They lie as plain cards,
their faces the zoom's. Judged on the pixels drawn beside the creature, at 1920x1080 and
1280x720. The T lies within the creature's height since issue 30's level rows: its arms
beside the face, from its foot up."""

from __future__ import annotations

import pytest

from desktop.screens.rage_classic.faces import ClassicFaces
from desktop.screens.rage_classic.stage import t_arm
from tests.desktop.classic_pcl_support import pcl_table
from tests.desktop.test_classic_fight_end_held import held_there
from tests.desktop.test_table_support import click

EMBER = "0.little-ember"


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_the_arms_of_the_t_are_plain(display, size) -> None:
    # turn 2's last fight's end: Little Ember wounded by three cards, in the combat view
    with pcl_table("en", 191, size=size, card_faces=ClassicFaces()) as (app, table, _said):
        click(app, table.pass_button.rect.center)
        held_there(app, table)
        canvas = app.canvas
        assert canvas is not None
        ember = next(c for c in table.view["creatures"] if c["iid"] == EMBER)
        faces = [s for s in table.spots if s.kind == "creature" and s.iid == EMBER]
        assert faces and ember["damage"]
        for face in faces:
            arm = t_arm(face.rect.size, ember)
            deep = table.stage.wounds.turned(ember["card"], face.rect.size).get_height()
            # beside the face (clear of its alpha ring), within the first card's height
            colours = {
                tuple(canvas.get_at((x, y)))[:3]
                for x in [
                    *range(face.rect.x - arm + 2, face.rect.x - 3),
                    *range(face.rect.right + 3, face.rect.right + arm - 2),
                ]
                for y in range(face.rect.bottom - deep + 3, face.rect.bottom - 3)
            }
            assert colours
            assert len(colours) <= 3, (face.rect, sorted(colours))
