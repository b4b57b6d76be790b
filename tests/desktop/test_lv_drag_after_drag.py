"""Drag after drag: once a card is dropped, the next card stands where it stood (pl34a #9,
seen on the 1995 table and so on the relaunch's: the hand re-centred, the place under the
pointer was left empty, and a second drag from it grabbed nothing). Three Pallid Drones
dragged one after the other from the same place into the Hunting Grounds."""

from __future__ import annotations

from desktop.screens.rage_lv import layout
from tests.desktop.test_ccg_support import main_turn, make_app
from tests.desktop.test_table_support import drag_from_hover, frames

DRONE = "pallid-drone"


def test_a_second_drag_from_the_same_place_grabs_the_next_card(display) -> None:
    app = make_app((1280, 720), speed=1.0)
    try:
        table, session = main_turn(app, [DRONE, DRONE, DRONE])
        frames(app, 30)

        def drones() -> list:
            return sorted(
                (n for n in table.stage.hand_layer.children
                 if n.data and DRONE in str(n.data.get("iid"))),
                key=lambda n: n.x,
            )  # fmt: skip

        first = drones()[0]
        start = (first.x, first.y)
        at = []
        for _drag in range(2):
            drag_from_hover(app, start, layout.HUNT.center)
            frames(app, 40)  # the hand at rest again
            at.append(drones()[0].x)
        played = [e["command"] for e in session.entries if e["seat"] == 0]
        assert sum(DRONE in str(c.get("card")) for c in played) == 2, played
        assert len(drones()) == 1, [n.data["iid"] for n in drones()]
        # each time the next one stood where the last one was taken from
        assert at == [start[0], start[0]], (at, start)
    finally:
        app.close()
