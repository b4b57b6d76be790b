"""A relaunch card dropped where its kind never goes says where it goes (issue 30). Found
playing a 4-seat game by mouse in a real window at 1920x1080: Rite of Banked Embers dragged
onto the player's own Staging Area sprang back with "That card can't go there." and no word of
why; a Rite (like a Gift or Equipment) is attached to a character."""

from __future__ import annotations

import pytest

from desktop.app import App
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_ccg_support import main_turn, make_app
from tests.desktop.test_ccg_table import hand_node
from tests.desktop.test_table_support import drag_from_hover, frames

ATTACHED = "obsidian-knuckles"  # Equipment: it goes on a character
ALLY = "kin-mechanic"  # an Ally: it joins the pack in the Staging Area


@pytest.mark.parametrize(
    ("card", "where", "words"),
    [
        (ATTACHED, "staging", "Obsidian Knuckles is attached to one of your characters"),
        (ALLY, "hunting", "Kin Mechanic joins your pack: drop it on your Staging Area"),
    ],
)
def test_a_card_dropped_where_its_kind_never_goes_says_where_it_goes(
    display, card: str, where: str, words: str
) -> None:
    with tracing():
        app = make_app((1920, 1080))
        try:
            drawn = dropped(app, card, where)
        finally:
            app.close()
    assert any(words in t for t in drawn), (words, drawn)


def dropped(app: App, card: str, where: str) -> list[str]:
    """Drag `card` from Ann's hand to `where` in her first main phase; the texts then drawn."""
    table, session = main_turn(app, [card, card])
    frames(app, 30)
    node = hand_node(table, card)
    if where == "staging":  # my own Staging Area, right of my characters
        area = table.stage.areas[0]
        end = (area.right - 80, area.centery)
    else:
        end = (table.stage.hunting.x, table.stage.hunting.y)
    before = len(session.entries)
    drag_from_hover(app, node.to_world(), end)
    frames(app, 10)
    assert len(session.entries) == before, "the drop must be refused"
    return [m.text for _, m in trace_frame(app).texts()]
