"""Drag after drag on the 1995 table (pl34a #9): once a card is dropped from a hand, the next
card stands where it stood. The Combat hand, crowded, had taken room from the Sept hand; a
card played gave it back, the Combat hand's panel moved right, and a second drag from the
same place grabbed the card before the next one, or nothing. The keyboard game's moment
where Player 1 places Shoulder Slam on Little Ember, then Quick Jab on Keeper Ashgrove."""

from __future__ import annotations

from tests.desktop.classic_pcl_support import pcl_table
from tests.desktop.test_table_support import drag_from_hover, frames
from tests.engine.classic_pcl_game import COMMANDS

AT = 74  # Shoulder Slam, then Quick Jab, the card after it in the Combat hand


def test_a_second_drag_from_the_same_place_grabs_the_next_card(display) -> None:
    with pcl_table("en", AT) as (app, table, _said):

        def spot(iid: str):
            return next(s for s in table.spots if s.iid == iid)

        first, second = (COMMANDS[AT + k][1] for k in range(2))
        start = spot(first["card"]).rect.center
        sent = []
        for command in (first, second):
            before = len(table.session.entries)
            drag_from_hover(app, start, spot(command["creature"]).rect.center)
            frames(app, 40)  # the hand at rest again
            sent += [e["command"] for e in table.session.entries[before:]]
            if command is first:
                assert spot(second["card"]).rect.center == start
        assert sent == [
            {"type": "assign", "creature": c["creature"], "card": c["card"]}
            for c in (first, second)
        ], sent
